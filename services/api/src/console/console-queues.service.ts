import { Injectable } from '@nestjs/common';
import { DomainError } from '@asiguro/domain';
import type { Dashboard } from '@asiguro/contracts';
import { QUEUES, QueueProducer, type QueueName } from '@asiguro/orchestration';
import { ConsoleDashboardQuery, StaffAuditRepository } from '@asiguro/persistence';
import type { StaffActor } from './console-order-rules';
import { DashboardService } from './dashboard.service';

/** Queue depths, the failed jobs, and their retry (beside bull-board for the full picture). */
@Injectable()
export class ConsoleQueuesService {
  constructor(
    private readonly figures: ConsoleDashboardQuery,
    private readonly producer: QueueProducer,
    private readonly dashboard: DashboardService,
    private readonly audit: StaffAuditRepository,
  ) {}

  async overview(): Promise<{ queues: Dashboard['queues']; failed: unknown[] }> {
    const [queues, failed] = await Promise.all([
      this.dashboard.queueCounts(),
      Promise.all(
        this.producer.all().map(async (queue) =>
          (await queue.getFailed(0, 99)).map((job) => ({
            queue: queue.name,
            jobId: job.id ?? '',
            name: job.name,
            orderId: typeof job.data?.orderId === 'string' ? job.data.orderId : null,
            failedReason: job.failedReason ?? null,
            attemptsMade: job.attemptsMade,
            finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          })),
        ),
      ),
    ]);
    return { queues, failed: await this.stillFailing(failed.flat()) };
  }

  /**
   * The failed jobs whose work is still undone: a job of an order whose same step ran to
   * completion after it failed (a staff retry of the order queues a new job) is history, shown on
   * the order's timeline, no longer something to act on.
   */
  private async stillFailing<
    J extends { queue: string; name: string; orderId: string | null; finishedAt: string | null },
  >(jobs: J[]): Promise<J[]> {
    const orderIds = [...new Set(jobs.flatMap((job) => (job.orderId ? [job.orderId] : [])))];
    if (orderIds.length === 0) return jobs;
    const done = await this.figures.lastCompletedJobs(orderIds);
    const lastDone = new Map(done.map((row) => [`${row.order_id} ${row.queue} ${row.job_name}`, row.last.getTime()]));
    return jobs.filter((job) => {
      const completedAt = job.orderId ? lastDone.get(`${job.orderId} ${job.queue} ${job.name}`) : undefined;
      return completedAt === undefined || (job.finishedAt !== null && completedAt < Date.parse(job.finishedAt));
    });
  }

  /** Queues a failed job again. Redis has no transaction with the audit log: the entry follows a done retry. */
  async retry(queueName: string, jobId: string, reason: string, staff: StaffActor): Promise<{ retried: true }> {
    if (!(QUEUES as readonly string[]).includes(queueName)) throw new DomainError('not-found');
    const job = await this.producer.queue(queueName as QueueName).getJob(jobId);
    if (!job || !(await job.isFailed())) throw new DomainError('not-found');
    await job.retry('failed');
    const orderId = typeof job.data?.orderId === 'string' ? job.data.orderId : null;
    await this.audit.record({
      staffId: staff.id,
      action: 'retry-job',
      orderId,
      reason,
      details: { queue: queueName, jobId, job: job.name },
    });
    return { retried: true };
  }
}
