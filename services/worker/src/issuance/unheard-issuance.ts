import { Inject, Injectable } from '@nestjs/common';
import { OrderService, type JobPayload } from '@asiguro/orchestration';
import type { OrderEntity } from '@asiguro/persistence';
import { JobRunRepository } from '@asiguro/persistence';
import { PartnerError } from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { isRetryable } from '../jobs/failures';

/**
 * How an attempt's error begins (job_runs, the order's last error) when the insurer may have issued
 * without our hearing of it: staff read it, and the last attempt looks for it in earlier runs.
 */
export const MAY_HAVE_ISSUED = 'the insurer may have issued: ';

/**
 * Whether the insurer may have issued during an attempt that ended with `error`: its client says
 * so for a call (a timeout or a cut connection at any of its tries); an error of ours other than a
 * refusal to map the order may come after the insurer's answer (recording it failed).
 */
export function mayHaveIssued(error: unknown): boolean {
  if (error instanceof PartnerError) return error.outcomeUnknown;
  return isRetryable(error);
}

/** How an item's notes begin: an add-on's notes name its item, as its other notes do. */
function itemPrefix(job: IssuanceJob): string {
  return 'item' in job.payload ? `item ${job.payload.item}: ` : '';
}

/** The issuance jobs, each asking an insurer for one item of an order under its own key. */
type IssuanceJob =
  | { jobName: 'issue-policy'; payload: JobPayload<'issue-policy'> }
  | { jobName: 'issue-addon'; payload: JobPayload<'issue-addon'> };

/**
 * Issuance whose outcome we may never have heard: an attempt timed out or lost its connection
 * after the insurer had the request, or a worker died mid-call. Failing such an item would refund
 * a customer whose policy exists at the insurer, so when the attempts run out it is kept and asked
 * again later with the same key (ISSUANCE_RECONCILE_MS): the insurer gives back what it issued,
 * issues it now or refuses for good. After ISSUANCE_RECONCILE_HOURS in flight the order goes to an
 * operator, who checks with the insurer.
 */
@Injectable()
export class UnheardIssuance {
  constructor(
    private readonly orders: OrderService,
    private readonly runs: JobRunRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /** `error`'s message, marked when the insurer may have issued during this attempt. */
  describe(error: unknown): string {
    const message = (error as Error).message;
    return mayHaveIssued(error) ? `${MAY_HAVE_ISSUED}${message}` : message;
  }

  /**
   * Notes an attempt's retryable `error` on the order, for staff, and answers the error to throw
   * so that another attempt runs: marked as `describe` marks it, since the run's error (job_runs)
   * keeps the mark the last attempt looks for.
   */
  async retryLater(job: IssuanceJob, error: unknown): Promise<Error> {
    const message = this.describe(error);
    await this.orders.noteError(job.payload.orderId, `${itemPrefix(job)}${message}`);
    return message === (error as Error).message ? (error as Error) : new Error(message, { cause: error });
  }

  /**
   * Whether the insurer may hold what `job` asks for, once its attempts have run out with a
   * retryable `error`: this attempt or an earlier run of the job left the outcome unknown (marked,
   * or never ended: its worker died, or its end could not be written).
   */
  async mayHold(job: IssuanceJob, attempt: AttemptInfo, error: unknown): Promise<boolean> {
    if (mayHaveIssued(error)) return true;
    const { orderId } = job.payload;
    const item = 'item' in job.payload ? job.payload.item : undefined;
    return this.runs.leftUnknownOutcome({ orderId, jobName: job.jobName, runId: attempt.runId, item }, MAY_HAVE_ISSUED);
  }

  /**
   * Queues `job` again after ISSUANCE_RECONCILE_MS (through the outbox, under the order's lock),
   * while `waiting` says the order still waits for it; or hands the order to an operator once it
   * has been in flight for ISSUANCE_RECONCILE_HOURS. Answers what it did, for the job's log.
   */
  async askAgainLater(job: IssuanceJob, error: string, waiting: (order: OrderEntity) => boolean): Promise<string> {
    const { orderId } = job.payload;
    const message = `${itemPrefix(job)}${error.startsWith(MAY_HAVE_ISSUED) ? error : `${MAY_HAVE_ISSUED}${error}`}`;
    const now = Date.now();
    const next = await this.orders.withOrder(orderId, async ({ tx, order, enqueue }) => {
      if (!waiting(order)) return null;
      if (order.manualIssuanceDue) return 'with-operator' as const;
      const since = order.inFlightSince?.getTime() ?? now;
      if (now - since >= this.config.ISSUANCE_RECONCILE_HOURS * 3_600_000) return 'operator' as const;
      const runAt = new Date(now + this.config.ISSUANCE_RECONCILE_MS);
      await this.orders.noteError(orderId, `${message}; asking again at ${runAt.toISOString()}`, tx);
      await enqueue([{ ...job, runAt }]);
      return runAt;
    });
    if (next === null) return 'nothing to do: the order moved on';
    if (next === 'with-operator') return 'waiting for an operator';
    if (next === 'operator') {
      const { due } = await this.orders.handToOperator(
        orderId,
        `${message}; unanswered for ${this.config.ISSUANCE_RECONCILE_HOURS} h: check with the insurer before refunding`,
      );
      return `handed to an operator, due ${due?.toISOString() ?? 'already'}`;
    }
    return `the insurer did not answer and may have issued; asking again at ${next.toISOString()}`;
  }
}
