import { Injectable } from '@nestjs/common';
import { DomainError, type Dashboard } from '@asiguro/domain';
import { QUEUES, QueueProducer, type QueueName } from '@asiguro/orchestration';
import { StaffAudit } from '../auth/staff/staff-audit.service';
import type { StaffActor } from './console-orders.service';
import { DashboardService } from './dashboard.service';

/** Queue depths, the failed jobs, and their retry (beside bull-board for the full picture). */
@Injectable()
export class ConsoleQueuesService {
  constructor(
    private readonly producer: QueueProducer,
    private readonly dashboard: DashboardService,
    private readonly audit: StaffAudit,
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
    return { queues, failed: failed.flat() };
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
