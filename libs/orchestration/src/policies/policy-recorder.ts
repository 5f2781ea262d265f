import { Injectable } from '@nestjs/common';
import type { Actor } from '@asiguro/domain';
import { PolicyEntity, row } from '@asiguro/persistence';
import { OrderService, type AppliedTransition } from '../orders/order.service';

export interface IssuedPolicy {
  insurer: string;
  number: string;
  validFrom: Date;
  validTo: Date;
  liabilityStart: Date;
}

/**
 * Records an issued policy and moves the order to issued, in one transaction. Used by the
 * issuance job (the insurer answered) and by operators issuing by hand. The policies table allows
 * one policy per order, so a repeated answer can never create a second one.
 */
@Injectable()
export class PolicyRecorder {
  constructor(private readonly orders: OrderService) {}

  async record(
    orderId: string,
    policy: IssuedPolicy,
    actor: Actor,
    issuedBy: 'partner' | 'operator',
    reason?: string,
  ): Promise<AppliedTransition | { ok: false; status: string; policyNumber: string }> {
    return this.orders.withOrder(orderId, async (scope) => {
      const existing = await scope.tx.findOneBy(PolicyEntity, { orderId });
      const number = existing?.number ?? policy.number;
      if (!existing) {
        await scope.tx.insert(
          PolicyEntity,
          row<PolicyEntity>({
            orderId,
            insurer: policy.insurer,
            number: policy.number,
            validFrom: policy.validFrom,
            validTo: policy.validTo,
            liabilityStart: policy.liabilityStart,
            issuedBy,
          }),
        );
      }
      const outcome = await scope.apply(
        { type: 'POLICY_ISSUED', actor, policyNumber: number },
        { reason, payload: { insurer: policy.insurer } },
      );
      if (!outcome.ok) return { ok: false, status: outcome.status, policyNumber: number };
      return { ...outcome, order: scope.order };
    });
  }
}
