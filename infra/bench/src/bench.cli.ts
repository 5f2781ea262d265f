import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { benchDocuments, documentBenchTable, type DocumentBench } from '@asiguro/documents';
import { repositoryRoot } from '@asiguro/testing';
import { launchStack, setInsurers, type RunStack } from './bench-stack';
import { count, flag, parseFlags } from './cli-flags';
import { runFloor, type FloorResult } from './floor';
import { describeMachine, redisServerPid } from './machine';
import { runPipeline, CLIENT_STAGES, type PipelineResult } from './pipeline-run';
import { MemorySampler, readCpuSeconds } from './process-memory';
import type { Summary } from './percentiles';
import { factList, formatMs, summaryTable } from './report-table';
import { documentJobPerDocument, jobDurations, pipelineWork } from './server-stages';
import { runStatusLoad, type StatusLoadResult } from './status-load';

const DEFAULT_DATABASE_URL = 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** `npm run bench -- --orders 2000 --concurrency 50 …`: every flag, with its default. */
export const benchFlagsSchema = z.object({
  orders: count(2000),
  concurrency: count(50, 10_000),
  workers: count(1, 32),
  workerConcurrency: count(20, 1000),
  streams: z.coerce.number().int().min(0).max(100_000).default(5000),
  pollers: z.coerce.number().int().min(0).max(100_000).default(500),
  /** The storefront's fallback polling period. */
  pollMs: count(2500, 60_000),
  commits: count(2000),
  commitRate: count(100, 10_000),
  skipPipeline: flag(),
  skipFloor: flag(),
  skipStatus: flag(),
  /** Documents of each kind the per-document benchmark renders and signs. */
  documents: count(20, 10_000),
  skipDocuments: flag(),
  out: z.string().default('bench-results'),
  postgresUrl: z.string().default(process.env.DATABASE_URL || DEFAULT_DATABASE_URL),
  redisUrl: z.string().default(process.env.REDIS_URL || DEFAULT_REDIS_URL),
});
export type BenchFlags = z.infer<typeof benchFlagsSchema>;

const say = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function pipelineReport(pipeline: PipelineResult): string {
  const labels: Record<(typeof CLIENT_STAGES)[number], string> = {
    create: 'create',
    offers: 'offers',
    confirm: 'confirm',
    pay: 'pay (start→page→paid)',
    paidToIssued: 'paid → issued',
    issuedToCompleted: 'issued → completed',
    paymentToCompleted: 'payment → completed',
  };
  return [
    summaryTable(
      'client view',
      CLIENT_STAGES.map((stage) => [labels[stage], pipeline.client[stage]]),
    ),
    '',
    summaryTable('server view (order_events)', [
      ['paid → issued', pipeline.server.paidToIssued],
      ['issued → completed', pipeline.server.issuedToCompleted],
      ['payment → completed', pipeline.server.paymentToCompleted],
    ]),
  ].join('\n');
}

function statusReport(status: StatusLoadResult): string {
  return [
    summaryTable('status load', [
      ['commit → SSE client', status.commitToStream],
      [`commit → poller (${status.pollers.pollMs} ms)`, status.commitToPoll],
    ]),
    factList([
      [
        'streams open / asked',
        `${status.streams.opened} / ${status.streams.requested} (failed ${status.streams.failed}, ended early ${status.streams.endedEarly})`,
      ],
      [
        'pollers',
        `${status.pollers.count}: ${status.pollers.requests} requests, ${status.pollers.notModified} × 304, ${status.pollers.errors} errors`,
      ],
      ['commits / missed by streams', `${status.commits} / ${status.streamMissed}`],
      [
        'API RSS before → with streams',
        `${status.apiRssMiB.before} → ${status.apiRssMiB.withStreams} MiB (peak ${status.apiRssMiB.peak})`,
      ],
      ['API memory per stream', `${status.apiKiBPerStream ?? '—'} KiB`],
      ['open-file limits', `driver ${status.fileDescriptorLimits.driver}; api ${status.fileDescriptorLimits.api}`],
      [
        'driver event-loop delay',
        `p50 ${status.driverLoopDelayMs.p50} ms, p99 ${status.driverLoopDelayMs.p99} ms, max ${status.driverLoopDelayMs.max} ms`,
      ],
    ]),
  ].join('\n');
}

/** Runs the benchmark: the pipeline, the floor, the status load; prints a table and writes the JSON. */
export async function main(argv: readonly string[]): Promise<void> {
  const flags = parseFlags(argv, benchFlagsSchema);
  const startedAt = new Date();
  const machine = await describeMachine(flags.postgresUrl, flags.redisUrl);
  say(
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}, load ${machine.loadAverageAtStart}`,
  );
  say(`starting the stack: sandbox, api, ${flags.workers} worker(s) × ${flags.workerConcurrency} jobs per queue`);
  const stack: RunStack = await launchStack({
    postgresUrl: flags.postgresUrl,
    redisUrl: flags.redisUrl,
    label: 'bench',
    workers: flags.workers,
    env: { WORKER_CONCURRENCY: String(flags.workerConcurrency), LOG_LEVEL: 'warn' },
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stack.stop());
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const result: {
    command: string;
    startedAt: string;
    finishedAt?: string;
    machine: typeof machine;
    flags: Omit<BenchFlags, 'postgresUrl' | 'redisUrl'>;
    pipeline?: Omit<PipelineResult, 'purchases'>;
    floor?: FloorResult & { ratio: number };
    peakRssMiB?: Record<string, number>;
    /** CPU seconds each process spent during the pipeline, and per completed order. */
    cpu?: Record<string, { seconds: number; msPerOrder: number }>;
    loadAverageAtEnd?: number;
    jobDurations?: Record<string, Summary>;
    /** The generate-documents job's time per document it stored, in the pipeline. */
    documentJobPerDocument?: Summary;
    /** Milliseconds per document of each kind, rendered and signed alone (libs/documents' benchmark). */
    documents?: DocumentBench;
    statusLoad?: StatusLoadResult;
  } = {
    command: `npm run bench -- ${argv.join(' ')}`.trim(),
    startedAt: startedAt.toISOString(),
    machine,
    flags: (({ postgresUrl: _p, redisUrl: _r, ...rest }) => rest)(flags),
  };
  const out: string[] = [];
  try {
    await setInsurers(stack.sandboxUrl, { latencyMs: 0, failureRate: 0, mode: 'up' });
    const registries = await fetch(`${stack.sandboxUrl}/admin/registries`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 0, failureRate: 0 }),
    });
    if (!registries.ok) throw new Error(`sandbox registries answered ${registries.status}`);

    if (!flags.skipPipeline) {
      const processes: [string, number | undefined][] = [
        ['sandbox', stack.sandbox.child.pid],
        ['api', stack.api.child.pid],
        ...stack.workers.map((worker, index): [string, number | undefined] => [
          `worker-${index + 1}`,
          worker.child.pid,
        ]),
        ['bench driver', process.pid],
        ['redis-server', await redisServerPid(flags.redisUrl)],
      ];
      const memory = new MemorySampler();
      for (const [name, pid] of processes) memory.track(name, () => pid);
      const cpuBefore = new Map(
        processes.map(([name, pid]) => [name, pid === undefined ? undefined : readCpuSeconds(pid)]),
      );
      memory.start();
      say(`pipeline: ${flags.orders} orders, ${flags.concurrency} customers at once`);
      const pipeline = await runPipeline({
        stack,
        orders: flags.orders,
        concurrency: flags.concurrency,
        progress: (settled, total, elapsed) =>
          say(`  ${settled}/${total} settled after ${Math.round(elapsed / 1000)} s`),
      });
      result.peakRssMiB = memory.stop();
      result.cpu = Object.fromEntries(
        processes.flatMap(([name, pid]) => {
          const before = cpuBefore.get(name);
          const after = pid === undefined ? undefined : readCpuSeconds(pid);
          if (before === undefined || after === undefined) return [];
          const seconds = after - before;
          return [
            [
              name,
              {
                seconds: Math.round(seconds * 10) / 10,
                msPerOrder: Math.round((seconds * 1000) / Math.max(1, pipeline.completed)),
              },
            ],
          ];
        }),
      );
      result.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
      const { purchases, ...summary } = pipeline;
      result.pipeline = summary;
      const purchasedOrderIds = purchases.flatMap((purchase) => (purchase.orderId ? [purchase.orderId] : []));
      result.jobDurations = await jobDurations(stack.database.url, purchasedOrderIds);
      result.documentJobPerDocument = await documentJobPerDocument(stack.database.url, purchasedOrderIds);
      out.push(
        `Pipeline: ${pipeline.orders} orders, ${flags.concurrency} customers, ${flags.workers} worker(s) × ${flags.workerConcurrency}: ` +
          `${pipeline.ordersPerSecond.toFixed(2)} orders/s (${pipeline.completed} completed, ${pipeline.failed} failed, ` +
          `${pipeline.errors} errors, ${pipeline.timeouts} timeouts) in ${formatMs(pipeline.elapsedMs)}`,
        pipelineReport(pipeline),
      );
      if (pipeline.errorSamples.length) out.push(`errors: ${pipeline.errorSamples.join(' | ')}`);
      out.push(
        `insurers: ${Object.entries(pipeline.insurers)
          .map(([slug, n]) => `${slug} ${n}`)
          .join(', ')}`,
      );

      if (!flags.skipFloor) {
        const orderIds = purchases.flatMap((purchase) =>
          purchase.outcome === 'completed' && purchase.orderId ? [purchase.orderId] : [],
        );
        const work = await pipelineWork(stack.database.url, orderIds);
        say(
          `floor: ${work.transactions} transactions and ${work.jobs} jobs for ${work.orders} orders, pg + bullmq only`,
        );
        const floor = await runFloor({
          databaseUrl: stack.database.url,
          redisUrl: flags.redisUrl,
          work,
          concurrency: flags.concurrency,
          workerConcurrency: flags.workers * flags.workerConcurrency,
        });
        const ratio = floor.ordersPerSecond > 0 ? pipeline.ordersPerSecond / floor.ordersPerSecond : 0;
        result.floor = { ...floor, ratio };
        out.push(
          `Floor: ${floor.transactions} transactions + ${floor.jobs} jobs (${work.orders} orders) in ${formatMs(floor.elapsedMs)}: ` +
            `${floor.ordersPerSecond.toFixed(1)} orders/s; ours = ${(ratio * 100).toFixed(1)} % of the floor`,
        );
      }
      out.push(
        summaryTable('worker jobs (job_runs)', [
          ...Object.entries(result.jobDurations),
          ['generate-documents / document', result.documentJobPerDocument],
        ]),
      );
      out.push(
        factList([
          ...Object.entries(result.peakRssMiB).map(([name, mib]): [string, string] => [
            `peak RSS ${name}`,
            `${mib} MiB`,
          ]),
          ...Object.entries(result.cpu).map(([name, cpu]): [string, string] => [
            `CPU ${name}`,
            `${cpu.seconds} s (${cpu.msPerOrder} ms per completed order)`,
          ]),
          ['load average start → end', `${machine.loadAverageAtStart} → ${result.loadAverageAtEnd}`],
        ]),
      );
    }

    if (!flags.skipStatus && flags.streams + flags.pollers > 0) {
      say(
        `status load: ${flags.streams} streams, ${flags.pollers} pollers, ${flags.commits} commits at ${flags.commitRate}/s`,
      );
      const status = await runStatusLoad({
        stack,
        streams: flags.streams,
        pollers: flags.pollers,
        pollMs: flags.pollMs,
        commits: flags.commits,
        commitRate: flags.commitRate,
      });
      result.statusLoad = status;
      out.push(statusReport(status));
    }
  } finally {
    await stop();
  }
  if (!flags.skipDocuments) {
    // After the stack has stopped, so the figures are the document code's alone.
    say(`documents: ${flags.documents} of each kind, rendered and signed in this process`);
    result.documents = await benchDocuments(flags.documents);
    out.push(documentBenchTable(result.documents));
  }
  result.finishedAt = new Date().toISOString();
  const folder = join(repositoryRoot, flags.out);
  mkdirSync(folder, { recursive: true });
  // A file name, not a day anyone reads: the UTC instant keeps names sortable.
  // eslint-disable-next-line no-restricted-syntax
  const file = join(folder, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(
    [
      '',
      `${result.command}`,
      `${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}`,
      '',
      out.join('\n\n'),
      '',
      `JSON: ${relative(process.cwd(), file)}`,
      '',
    ].join('\n'),
  );
}
