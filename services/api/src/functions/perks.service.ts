import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError, findSeller, type FunctionInput, type FunctionResult } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { OrderEntity } from '@asiguro/persistence';

const PAID = ['paid', 'processing', 'issued', 'completed'];

/** A seller's perks on an order: activated once each, only on paid orders of the lines they come with. */
@Injectable()
export class PerksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async activate(
    order: OrderEntity,
    data: FunctionInput<'activateperks'>,
    locale: Locale,
  ): Promise<FunctionResult<'activateperks'>> {
    if (!PAID.includes(order.status)) throw new DomainError('invalid-options', { reason: 'the order is not paid' });
    const seller = findSeller(order.seller);
    const eligible = seller.features.perks.filter((perk) => perk.products.includes(order.insuranceType));
    let chosen;
    if ('perkId' in data) {
      chosen = eligible.filter((perk) => perk.id === data.perkId);
    } else {
      // Proof of a purchase at the seller: its IDNO (and a transaction id of that purchase).
      if (data.idno !== seller.idno) throw new DomainError('invalid-options', { reason: 'not this seller' });
      chosen = eligible.filter((perk) => perk.activatedByPurchase);
    }
    if (chosen.length === 0) throw new DomainError('invalid-options', { reason: 'no such perk for this order' });
    for (const perk of chosen) {
      await this.db.query(`insert into order_perks (order_id, perk_id) values ($1, $2) on conflict do nothing`, [
        order.id,
        perk.id,
      ]);
    }
    const active: { perk_id: string }[] = await this.db.query(`select perk_id from order_perks where order_id = $1`, [
      order.id,
    ]);
    return {
      orderId: order.id,
      perks: active.map(({ perk_id }) => ({
        id: perk_id,
        title: seller.features.perks.find((perk) => perk.id === perk_id)?.title[locale] ?? perk_id,
      })),
    };
  }
}
