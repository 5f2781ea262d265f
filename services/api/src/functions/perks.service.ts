import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DEFAULT_SELLER_ID,
  DomainError,
  findSeller,
  SELLERS,
  type FunctionInput,
  type FunctionResult,
  type Perk,
} from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { OrderEntity } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { isPurchaseProof } from '../sellers/seller-signatures';

const PAID = ['paid', 'processing', 'issued', 'completed'];
const UNIQUE_VIOLATION = '23505';

/**
 * A seller's perks on an order: activated once each, only on paid orders of the lines they come
 * with, and only on the seller's word: by perk id when the seller referred the order (its signed
 * referral set the order's seller), or, for perks that come with a purchase at the seller, with
 * the seller's signed proof of that purchase, good for one order only.
 */
@Injectable()
export class PerksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async activate(
    order: OrderEntity,
    data: FunctionInput<'activateperks'>,
    locale: Locale,
  ): Promise<FunctionResult<'activateperks'>> {
    if (!PAID.includes(order.status)) throw new DomainError('invalid-options', { reason: 'the order is not paid' });
    let chosen: Perk[];
    let proof: string | null = null;
    if ('perkId' in data) {
      const seller = findSeller(order.seller);
      chosen = seller.features.perks.filter(
        (perk) => perk.id === data.perkId && !perk.activatedByPurchase && perk.products.includes(order.insuranceType),
      );
    } else {
      const seller = SELLERS.find((candidate) => candidate.idno === data.idno && candidate.id !== DEFAULT_SELLER_ID);
      if (!seller || !isPurchaseProof(seller, data.transactionId, this.config.SESSION_SECRET)) {
        throw new DomainError('invalid-options', { reason: 'no purchase proof of this seller' });
      }
      proof = data.transactionId;
      chosen = seller.features.perks.filter(
        (perk) => perk.activatedByPurchase && perk.products.includes(order.insuranceType),
      );
    }
    if (chosen.length === 0) throw new DomainError('invalid-options', { reason: 'no such perk for this order' });
    await this.db.transaction(async (tx) => {
      for (const perk of chosen) {
        try {
          await tx.query(
            `insert into order_perks (order_id, perk_id, proof) values ($1, $2, $3)
             on conflict (order_id, perk_id) do nothing`,
            [order.id, perk.id, proof],
          );
        } catch (error) {
          // The database keeps a purchase proof to one order (order_perks_proof).
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
            throw new DomainError('invalid-options', { reason: 'this purchase already activated its perks' });
          }
          throw error;
        }
      }
    });
    const active: { perk_id: string }[] = await this.db.query(`select perk_id from order_perks where order_id = $1`, [
      order.id,
    ]);
    const perks = SELLERS.flatMap((seller) => seller.features.perks);
    return {
      orderId: order.id,
      perks: active.map(({ perk_id }) => ({
        id: perk_id,
        title: perks.find((perk) => perk.id === perk_id)?.title[locale] ?? perk_id,
      })),
    };
  }
}
