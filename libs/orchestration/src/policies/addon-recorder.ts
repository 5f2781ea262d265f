import { Injectable } from '@nestjs/common';
import type { Actor, OrderStatus } from '@asiguro/domain';
import { AddonItemRepository } from '@asiguro/persistence';
import { OrderService, type OrderScope } from '../orders/order.service';
import { isNumberClash, PolicyNumberTakenError, type IssuedPolicy } from './policy-recorder';

export type AddonRecording =
  /** `to`: the order's status after it (issued once it was the last add-on waiting). */
  { outcome: 'recorded'; to: OrderStatus } | { outcome: 'already-recorded' } | { outcome: 'refused'; reason: string };

/**
 * Records what an add-on's issuer issued and ADDON_ISSUED, in one transaction: the machine decides
 * first (the add-on must be waiting), so an add-on is recorded once, whatever retries deliver.
 */
@Injectable()
export class AddonRecorder {
  constructor(
    private readonly orders: OrderService,
    private readonly addons: AddonItemRepository,
  ) {}

  async record(orderId: string, item: number, issued: IssuedPolicy, actor: Actor): Promise<AddonRecording> {
    return this.orders.withOrder(orderId, (scope) => this.recordIn(scope, item, issued, actor));
  }

  /**
   * `record` on an order already locked, in its transaction (an operator's claim and audit go with
   * it). A number another order's add-on holds throws PolicyNumberTakenError.
   */
  async recordIn(scope: OrderScope, item: number, issued: IssuedPolicy, actor: Actor): Promise<AddonRecording> {
    const orderId = scope.order.id;
    const existing = await this.addons.find(orderId, item, scope.tx);
    const outcome = await scope.apply(
      { type: 'ADDON_ISSUED', actor, item, number: issued.number },
      { payload: { insurer: issued.insurer } },
    );
    if (!outcome.ok) {
      return existing?.number === issued.number
        ? { outcome: 'already-recorded' as const }
        : { outcome: 'refused' as const, reason: `${outcome.refusal} in ${outcome.status}` };
    }
    await this.addons
      .insertIssued(
        {
          orderId,
          item,
          product: scope.order.items[item].type,
          issuer: issued.insurer,
          number: issued.number,
          validFrom: issued.validFrom,
          validTo: issued.validTo,
          liabilityStart: issued.liabilityStart,
          issuedAt: new Date(),
        },
        scope.tx,
      )
      .catch((error: unknown) => {
        // The transaction is aborted: the caller's rolls back, the transition with it.
        if (isNumberClash(error, 'addon_items_number')) throw new PolicyNumberTakenError(outcome.to, issued.number);
        throw error;
      });
    return { outcome: 'recorded' as const, to: outcome.to };
  }
}
