import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the queue recovery looks up after Redis lost its jobs: whether a job (by its id) already
 * ran to an end, and which refunds are still waiting for theirs.
 */
export class JobRecovery1795380000000 implements MigrationInterface {
  name = 'JobRecovery1795380000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`create index job_runs_job on job_runs (job_id)`);
    await db.query(`create index payments_refund_pending on payments (id) where status = 'refund_pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`drop index if exists payments_refund_pending`);
    await db.query(`drop index if exists job_runs_job`);
  }
}
