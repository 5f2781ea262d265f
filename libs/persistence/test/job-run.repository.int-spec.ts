import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@asiguro/testing';
import { createDataSource, JobRunRepository } from '@asiguro/persistence';

const MARK = 'the insurer may have issued: ';

/**
 * job_runs as issuance reads it when its attempts run out: did an earlier run leave the insurer's
 * answer unheard (a run that never ended, or one whose error carries the mark), for this job and,
 * for an add-on, for this item only?
 */
describe(`${JobRunRepository.name}.leftUnknownOutcome`, () => {
  let database: TestDatabase;
  let db: DataSource;
  let runs: JobRunRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url);
    await db.initialize();
    runs = new JobRunRepository(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** An outbox row for the job (its id names the BullMQ job), and a run of it that ended so. */
  async function runOf(
    orderId: string,
    jobName: string,
    ended: { outcome: string; error?: string },
    item?: number,
  ): Promise<string> {
    const [{ id: outboxId }] = await db.query(
      `insert into outbox (queue, job_name, payload, enqueued_at) values ('issuance', $1, $2, now()) returning id`,
      [jobName, JSON.stringify(item === undefined ? { orderId } : { orderId, item })],
    );
    const runId = await runs.start({
      orderId,
      queue: 'issuance',
      jobName,
      jobId: `outbox-${outboxId}`,
      attempt: 1,
      startedAt: new Date(),
    });
    if (ended.outcome !== 'running') await runs.finish(runId, ended.outcome, ended.error ?? null, 10);
    return runId;
  }

  const unknown = (orderId: string, runId: string, jobName = 'issue-policy', item?: number) =>
    runs.leftUnknownOutcome({ orderId, jobName, runId, item }, MARK);

  it('is false when every earlier run ended with an answer that proves nothing was done', async () => {
    const orderId = randomUUID();
    await runOf(orderId, 'issue-policy', { outcome: 'retrying', error: 'asterra: answered 503' });
    const current = await runOf(orderId, 'issue-policy', { outcome: 'running' });
    expect(await unknown(orderId, current)).toBe(false);
  });

  it('is true after a run whose error carries the mark, or one that never ended; the current run does not count', async () => {
    const marked = randomUUID();
    await runOf(marked, 'issue-policy', { outcome: 'retrying', error: `${MARK}asterra: no answer within 5000 ms` });
    expect(await unknown(marked, await runOf(marked, 'issue-policy', { outcome: 'running' }))).toBe(true);

    const died = randomUUID();
    await runOf(died, 'issue-policy', { outcome: 'running' });
    expect(await unknown(died, await runOf(died, 'issue-policy', { outcome: 'running' }))).toBe(true);
  });

  it("reads only this order's runs of this job", async () => {
    const orderId = randomUUID();
    await runOf(randomUUID(), 'issue-policy', { outcome: 'running' });
    await runOf(orderId, 'generate-documents', { outcome: 'running' });
    expect(await unknown(orderId, await runOf(orderId, 'issue-policy', { outcome: 'running' }))).toBe(false);
  });

  it("for an add-on, reads only its own item's runs", async () => {
    const orderId = randomUUID();
    await runOf(orderId, 'issue-addon', { outcome: 'running' }, 1);
    const second = await runOf(orderId, 'issue-addon', { outcome: 'running' }, 2);
    expect(await unknown(orderId, second, 'issue-addon', 2)).toBe(false);
    expect(await unknown(orderId, second, 'issue-addon', 1)).toBe(true);
  });
});
