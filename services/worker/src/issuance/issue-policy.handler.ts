import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { findIssuer, type Actor } from '@asiguro/domain';
import {
  EventRefusedError,
  ignoreRefusal,
  itemOrderOf,
  OrderService,
  PaymentRecorder,
  PolicyRecorder,
  type JobPayload,
} from '@asiguro/orchestration';
import { PartnerError, PartnerProtocolError } from '@asiguro/partners';
import { JobRunRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';
import { POLICY_ISSUER, type PolicyIssuer } from '../partners/ports';

const SYSTEM: Actor = { kind: 'system', id: 'issuance' };

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
  return !isFinalFailure(error) && !(error instanceof UnrecoverableError);
}

/** The idempotency key of an order's policy: one per order, for every attempt and every retry. */
export function policyIdempotencyKey(orderId: string): string {
  return `order-${orderId}-policy`;
}

/**
 * issue-policy: paid → processing → (insurer) → issued. Safe to run again after a crash or a
 * duplicate job: it continues from whatever the order's status says, and the insurer is always
 * called with the same idempotency key, so an order never gets two policies. An issuer with a
 * manual fallback (the vignette systems) that cannot issue hands the order to an operator at once
 * (the customer is told by when) instead of retrying for minutes.
 *
 * An order fails only when the insurer cannot hold its policy. When the attempts run out while an
 * earlier request may have been served unheard (a worker killed after the insurer answered, a
 * timeout), the order stays in processing and asks again later with the same key
 * (ISSUANCE_RECONCILE_MS), which gives back the policy the insurer issued or issues it now;
 * after ISSUANCE_RECONCILE_HOURS in flight it goes to an operator, who checks with the insurer.
 * Failing it instead would refund a customer whose policy exists.
 */
@Injectable()
export class IssuePolicyHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly policies: PolicyRecorder,
    private readonly payments: PaymentRecorder,
    private readonly runs: JobRunRepository,
    @Inject(POLICY_ISSUER) private readonly issuer: PolicyIssuer,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('issue-policy', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId }: JobPayload<'issue-policy'>, attempt: AttemptInfo): Promise<string> {
    let order = await this.orders.get(orderId);
    if (order.status === 'paid') {
      try {
        order = (await this.orders.applyFrom(order, { type: 'ISSUANCE_STARTED', actor: SYSTEM })).order;
      } catch (error) {
        if (!(error instanceof EventRefusedError)) throw error;
        order = await this.orders.get(orderId); // another attempt moved it meanwhile
      }
    }
    if (order.status !== 'processing') return `nothing to do in ${order.status}`;
    if (order.manualIssuanceDue) return 'waiting for an operator';
    const fallback = order.insurer ? (findIssuer(order.insurer)?.manualFallback ?? false) : false;

    try {
      const paidAt = await this.payments.paidAt(order);
      if (!paidAt) throw new UnrecoverableError(`order ${orderId} is in processing without an applied payment`);
      const policy = await this.issuer.issue(itemOrderOf(order, 0), {
        idempotencyKey: policyIdempotencyKey(orderId),
        correlationId: orderId,
        paidAt,
      });
      const recorded = await this.policies.recordFrom(
        order,
        policy,
        { kind: 'partner', id: policy.insurer },
        'partner',
      );
      switch (recorded.outcome) {
        case 'recorded':
          return `issued ${policy.number}`;
        case 'already-recorded':
          return `policy ${policy.number} was already recorded`;
        case 'refused':
          // The order moved on meanwhile: nothing was recorded, so staff keep the insurer's number.
          await this.orders.noteError(orderId, `insurer issued ${policy.number}, not recorded in ${recorded.status}`);
          return `policy ${policy.number} not recorded; order is ${recorded.status}`;
        case 'number-taken':
          throw new PartnerProtocolError(policy.insurer, `policy number ${policy.number} belongs to another order`);
      }
    } catch (error) {
      const unheard = mayHaveIssued(error);
      const message = `${unheard ? MAY_HAVE_ISSUED : ''}${(error as Error).message}`;
      // The issuer's API is down, timed out or refused: an operator issues it in its portal instead.
      if (fallback && error instanceof PartnerError) {
        const { due } = await this.orders.handToOperator(orderId, message.slice(0, 500));
        return `handed to an operator, due ${due?.toISOString() ?? 'already'}`;
      }
      const retryable = !isFinalFailure(error) && !(error instanceof UnrecoverableError);
      if (retryable && !attempt.isLast) {
        await this.orders.noteError(orderId, message);
        // The run's error (job_runs) keeps the mark the last attempt looks for.
        throw unheard ? new Error(message, { cause: error }) : error;
      }
      if (
        retryable &&
        (unheard || (await this.runs.leftUnknownOutcome(orderId, 'issue-policy', attempt.runId, MAY_HAVE_ISSUED)))
      ) {
        return this.askAgainLater(orderId, message);
      }
      await this.orders
        .apply(orderId, { type: 'ISSUANCE_FAILED', actor: SYSTEM, reason: message.slice(0, 500) })
        .catch(ignoreRefusal);
      throw new UnrecoverableError(`issuance failed: ${message}`);
    }
  }

  /**
   * The attempts ran out, but the insurer may hold this order's policy: ask again later with the
   * same key (through the outbox, under the order's lock), or hand the order to an operator once
   * it has been in flight for ISSUANCE_RECONCILE_HOURS.
   */
  private async askAgainLater(orderId: string, error: string): Promise<string> {
    const message = error.startsWith(MAY_HAVE_ISSUED) ? error : `${MAY_HAVE_ISSUED}${error}`;
    const now = Date.now();
    const next = await this.orders.withOrder(orderId, async ({ tx, order, enqueue }) => {
      if (order.status !== 'processing' || order.manualIssuanceDue) return null;
      const since = order.inFlightSince?.getTime() ?? now;
      if (now - since >= this.config.ISSUANCE_RECONCILE_HOURS * 3_600_000) return 'operator' as const;
      const runAt = new Date(now + this.config.ISSUANCE_RECONCILE_MS);
      await this.orders.noteError(orderId, `${message}; asking again at ${runAt.toISOString()}`, tx);
      await enqueue([{ jobName: 'issue-policy', payload: { orderId }, runAt }]);
      return runAt;
    });
    if (next === null) return 'nothing to do: the order moved on';
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
