import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { findIssuer, type Actor } from '@asiguro/domain';
import { EventRefusedError, OrderService, PolicyRecorder, type JobPayload } from '@asiguro/orchestration';
import type { AttemptInfo } from '../jobs/job-dispatcher.service';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { isFinalFailure } from '../jobs/failures';
import { POLICY_ISSUER, type PolicyIssuer } from '../partners/ports';

const SYSTEM: Actor = { kind: 'system', id: 'issuance' };

/** The idempotency key of an order's policy: one per order, for every attempt and every retry. */
export function policyIdempotencyKey(orderId: string): string {
  return `order-${orderId}-policy`;
}

/**
 * issue-policy: paid → processing → (insurer) → issued. Safe to run again after a crash or a
 * duplicate job: it continues from whatever the order's status says, and the insurer is always
 * called with the same idempotency key, so an order never gets two policies.
 */
@Injectable()
export class IssuePolicyHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly orders: OrderService,
    private readonly policies: PolicyRecorder,
    @Inject(POLICY_ISSUER) private readonly issuer: PolicyIssuer,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('issue-policy', (payload, attempt) => this.handle(payload, attempt));
  }

  async handle({ orderId }: JobPayload<'issue-policy'>, attempt: AttemptInfo): Promise<string> {
    let order = await this.orders.get(orderId);
    if (order.status === 'paid') {
      try {
        order = (await this.orders.apply(orderId, { type: 'ISSUANCE_STARTED', actor: SYSTEM })).order;
      } catch (error) {
        if (!(error instanceof EventRefusedError)) throw error;
        order = await this.orders.get(orderId); // another attempt moved it meanwhile
      }
    }
    if (order.status !== 'processing') return `nothing to do in ${order.status}`;
    if (order.insurer && findIssuer(order.insurer)?.manualIssuance) return 'waiting for an operator';

    try {
      const policy = await this.issuer.issue(order, {
        idempotencyKey: policyIdempotencyKey(orderId),
        correlationId: orderId,
      });
      const recorded = await this.policies.record(orderId, policy, { kind: 'partner', id: policy.insurer }, 'partner');
      return recorded.ok ? `issued ${policy.number}` : `policy ${policy.number} kept; order is ${recorded.status}`;
    } catch (error) {
      const message = (error as Error).message;
      if (!isFinalFailure(error) && !attempt.isLast) {
        await this.orders.noteError(orderId, message);
        throw error;
      }
      await this.orders
        .apply(orderId, { type: 'ISSUANCE_FAILED', actor: SYSTEM, reason: message.slice(0, 500) })
        .catch((refused: unknown) => {
          if (!(refused instanceof EventRefusedError)) throw refused;
        });
      throw new UnrecoverableError(`issuance failed: ${message}`);
    }
  }
}
