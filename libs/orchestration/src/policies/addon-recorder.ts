import { Injectable } from '@nestjs/common';
import type { Actor } from '@asiguro/domain';
import { AddonItemRepository } from '@asiguro/persistence';
import { OrderService } from '../orders/order.service';
import type { IssuedPolicy } from './policy-recorder';

export type AddonRecording =
  { outcome: 'recorded' } | { outcome: 'already-recorded' } | { outcome: 'refused'; reason: string };

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
    return this.orders.withOrder(orderId, async (scope) => {
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
      await this.addons.insertIssued(
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
      );
      return { outcome: 'recorded' as const };
    });
  }
}
