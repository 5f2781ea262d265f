import { CHAOS_PROFILES, runChaos, type ChaosReport } from '../chaos/src/chaos-run';
import { formatChaosReport } from '../chaos/src/chaos.cli';

/**
 * The short form of `npm run chaos`: every fault once on a steady flow of orders (workers killed
 * during issuance and document generation, insurers failing and hanging, notifications replayed,
 * forged and out of order, late and surplus payments, Redis and PostgreSQL restarted), then the
 * invariants. Restarts hit private servers where PostgreSQL's and Redis's programs are installed.
 */
describe('chaos (short form)', () => {
  let report: ChaosReport;
  const log: string[] = [];

  beforeAll(async () => {
    report = await runChaos({
      ...CHAOS_PROFILES.short,
      servers: 'auto',
      shared: {
        postgresUrl: process.env.DATABASE_URL || 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro_test',
        redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      },
      log: (message) => log.push(message),
    });
  }, 300_000);

  it('lands every fault on work in flight', () => {
    expect(report.faults.map((fault) => fault.name)).toHaveLength(6);
    expect(report.faults.filter((fault) => !fault.landed).map((fault) => `${fault.name}: ${fault.evidence}`)).toEqual(
      [],
    );
    expect(report.flow.purchases).toBeGreaterThan(0);
  });

  it('keeps every invariant: paid orders end completed or failed, one policy, one payment per transaction, an empty outbox, no money kept', () => {
    const broken = report.invariants
      .filter((invariant) => !invariant.ok)
      .map((invariant) => `${invariant.name}:\n${invariant.violations.join('\n')}`);
    expect({ broken, report: broken.length ? `${formatChaosReport(report)}\n${log.join('\n')}` : '' }).toEqual({
      broken: [],
      report: '',
    });
    expect(report.invariants.map((invariant) => invariant.name)).toHaveLength(7);
  });
});
