import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from '@asiguro/testing';
import { parseFlags } from '../../bench/src/cli-flags';
import { CHAOS_PROFILES, runChaos, type ChaosReport } from './chaos-run';

/** `npm run chaos -- [--profile full|short] [--servers auto|private|shared] [--deadline-seconds 1800] …` */
export const chaosFlagsSchema = z.object({
  profile: z.enum(['full', 'short']).default('full'),
  servers: z.enum(['auto', 'private', 'shared']).default('auto'),
  rounds: z.coerce.number().int().min(1).max(100).optional(),
  customers: z.coerce.number().int().min(1).max(1000).optional(),
  workers: z.coerce.number().int().min(1).max(16).optional(),
  settleSeconds: z.coerce.number().int().min(5).max(3600).optional(),
  deadlineSeconds: z.coerce.number().int().min(60).max(86_400).optional(),
  out: z.string().default('bench-results'),
});

const say = (message: string) => process.stderr.write(`[chaos] ${message}\n`);

/** The report as a short text: the faults with their evidence, then each invariant. */
export function formatChaosReport(report: ChaosReport): string {
  const lines = [
    `servers: ${report.servers}; ${report.flow.purchases} purchases in the steady flow (${Object.entries(
      report.flow.byOutcome,
    )
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(
        ', ',
      )}), ${report.flow.retries} requests retried, ${report.flow.streamMissedChange} streams missed a change`,
    '',
    'faults:',
    ...report.faults.map(
      (fault) => `  ${fault.landed ? 'landed' : 'MISSED'}  ${fault.name}\n          ${fault.evidence}`,
    ),
    '',
    'invariants:',
    ...report.invariants.flatMap((invariant) => [
      `  ${invariant.ok ? 'ok    ' : 'FAILED'}  ${invariant.name} (${invariant.checked} checked)`,
      ...invariant.violations.slice(0, 10).map((violation) => `          ${violation.replace(/\n/g, '\n          ')}`),
      ...(invariant.violations.length > 10 ? [`          … and ${invariant.violations.length - 10} more`] : []),
    ]),
  ];
  if (report.flow.errors.length) lines.push('', `customer errors: ${report.flow.errors.join(' | ')}`);
  return lines.join('\n');
}

/** Runs the chaos suite; answers the exit code (1 when a fault missed or an invariant failed). */
export async function main(argv: readonly string[]): Promise<number> {
  const flags = parseFlags(argv, chaosFlagsSchema);
  const profile = CHAOS_PROFILES[flags.profile];
  // Ctrl-C stops the run as its deadline does: faults, processes and servers (private ones deleted,
  // shared ones left running).
  const stop = new AbortController();
  const onSignal = (name: string) => () => stop.abort(new Error(`stopped by ${name}`));
  process.once('SIGINT', onSignal('SIGINT'));
  process.once('SIGTERM', onSignal('SIGTERM'));
  const report = await runChaos({
    rounds: flags.rounds ?? profile.rounds,
    customers: flags.customers ?? profile.customers,
    workers: flags.workers ?? profile.workers,
    insurerFaultMs: profile.insurerFaultMs,
    settleMs: (flags.settleSeconds ?? profile.settleMs / 1000) * 1000,
    deadlineMs: (flags.deadlineSeconds ?? profile.deadlineMs / 1000) * 1000,
    signal: stop.signal,
    servers: flags.servers,
    shared: {
      postgresUrl: process.env.DATABASE_URL || 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro',
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    },
    log: say,
  });
  const folder = join(repositoryRoot, flags.out);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `chaos-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ command: `npm run chaos -- ${argv.join(' ')}`.trim(), ...report }, null, 2)}\n`,
  );
  process.stdout.write(
    `\n${formatChaosReport(report)}\n\n${report.ok ? 'chaos: every fault landed, every invariant holds' : 'chaos: FAILED'} ` +
      `(${Math.round(report.durationMs / 1000)} s)\nJSON: ${relative(process.cwd(), file)}\n`,
  );
  return report.ok ? 0 : 1;
}
