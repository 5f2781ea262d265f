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
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { POLICY_ISSUER, type PolicyIssuer } from '../partners/ports';
import { isRetryable } from '../jobs/failures';
import { UnheardIssuance } from './unheard-issuance';

const SYSTEM: Actor = { kind: 'system', id: 'issuance' };

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
 * An order fails only when the insurer cannot hold its policy: when the attempts run out while a
 * request may have been served unheard (a worker killed after the insurer answered, a timeout),
 * the order stays in processing and asks again later (UnheardIssuance).
 */
@Injectable()
export class IssuePolicyHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly policies: PolicyRecorder,
    private readonly payments: PaymentRecorder,
    private readonly unheard: UnheardIssuance,
    @Inject(POLICY_ISSUER) private readonly issuer: PolicyIssuer,
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
      const message = this.unheard.describe(error);
      // The issuer's API is down, timed out or refused: an operator issues it in its portal instead.
      if (fallback && error instanceof PartnerError) {
        const { due } = await this.orders.handToOperator(orderId, message.slice(0, 500));
        return `handed to an operator, due ${due?.toISOString() ?? 'already'}`;
      }
      const job = { jobName: 'issue-policy', payload: { orderId } } as const;
      const retryable = isRetryable(error);
      if (retryable && !attempt.isLast) throw await this.unheard.retryLater(job, error);
      if (retryable && (await this.unheard.mayHold(job, attempt, error))) {
        return this.unheard.askAgainLater(job, message, (current) => current.status === 'processing');
      }
      await this.orders
        .apply(orderId, { type: 'ISSUANCE_FAILED', actor: SYSTEM, reason: message.slice(0, 500) })
        .catch(ignoreRefusal);
      throw new UnrecoverableError(`issuance failed: ${message}`);
    }
  }
}
