import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Actor } from '@asiguro/domain';
import {
  addonIdempotencyKey,
  AddonRecorder,
  ignoreRefusal,
  itemOrderOf,
  OrderService,
  PaymentRecorder,
  type JobPayload,
} from '@asiguro/orchestration';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { POLICY_ISSUER, type PolicyIssuer } from '../partners/ports';
import { isRetryable } from '../jobs/failures';
import { UnheardIssuance } from './unheard-issuance';

const SYSTEM: Actor = { kind: 'system', id: 'issuance' };

/**
 * issue-addon: one add-on of an order, by its own issuer, once the main policy is issued. Every
 * attempt sends the same request with the add-on's own idempotency key (order and item), so a
 * retry or a crash never issues it twice; the machine records it once. When its issuer fails for
 * good (after the queue's retries; no operator fallback for an add-on, the main policy is not
 * held back for it), ADDON_FAILED refunds its share and the rest of the order goes on — unless the
 * issuer may hold the add-on unheard: then it is asked again later (UnheardIssuance), and after a
 * day unanswered the order goes to an operator, who records the add-on's number or refunds it.
 */
@Injectable()
export class IssueAddonHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly addons: AddonRecorder,
    private readonly payments: PaymentRecorder,
    private readonly unheard: UnheardIssuance,
    @Inject(POLICY_ISSUER) private readonly issuer: PolicyIssuer,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('issue-addon', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId, item }: JobPayload<'issue-addon'>, attempt: AttemptInfo): Promise<string> {
    const order = await this.orders.get(orderId);
    const state = order.machineSnapshot.context.items?.[item];
    if (order.status !== 'processing' || state?.status !== 'pending') {
      return `nothing to do: order ${order.status}, item ${state?.status ?? 'unknown'}`;
    }
    // Handed to an operator (an item unanswered for too long): they record it or refund it.
    if (order.manualIssuanceDue) return 'waiting for an operator';
    try {
      const paidAt = await this.payments.paidAt(order);
      if (!paidAt) throw new UnrecoverableError(`order ${orderId} is in processing without an applied payment`);
      const issued = await this.issuer.issue(itemOrderOf(order, item), {
        idempotencyKey: addonIdempotencyKey(orderId, item),
        correlationId: orderId,
        paidAt,
      });
      const recorded = await this.addons.record(orderId, item, issued, { kind: 'partner', id: issued.insurer });
      if (recorded.outcome === 'refused') {
        await this.orders.noteError(
          orderId,
          `item ${item}: issued ${issued.number}, not recorded (${recorded.reason})`,
        );
      }
      return `item ${item}: ${recorded.outcome} ${issued.number}`;
    } catch (error) {
      const message = this.unheard.describe(error);
      const job = { jobName: 'issue-addon', payload: { orderId, item } } as const;
      const retryable = isRetryable(error);
      if (retryable && !attempt.isLast) throw await this.unheard.retryLater(job, error);
      if (retryable && (await this.unheard.mayHold(job, attempt, error))) {
        return this.unheard.askAgainLater(
          job,
          message,
          (current) =>
            current.status === 'processing' && current.machineSnapshot.context.items?.[item]?.status === 'pending',
        );
      }
      await this.orders
        .apply(orderId, { type: 'ADDON_FAILED', actor: SYSTEM, item, reason: message.slice(0, 500) })
        .catch(ignoreRefusal);
      throw new UnrecoverableError(`item ${item} failed: ${message}`);
    }
  }
}
