import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_SELLER_ID, DomainError, findSeller, SELLERS, type FunctionInput, type Perk } from '@asiguro/domain';
import type { FunctionResult } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';
import { OrderPerkRepository, type OrderEntity } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { isPurchaseProof } from '../sellers/seller-signatures';

const PAID = ['paid', 'processing', 'issued', 'completed'];

/**
 * A seller's perks on an order: activated once each, only on paid orders of the lines they come
 * with, and only on the seller's word: by perk id when the seller referred the order (its signed
 * referral set the order's seller), or, for perks that come with a purchase at the seller, with
 * the seller's signed proof of that purchase, good for one order only.
 */
@Injectable()
export class PerksService {
  constructor(
    private readonly perks: OrderPerkRepository,
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
    const activated = await this.perks.activate(
      order.id,
      chosen.map((perk) => perk.id),
      proof,
    );
    if (activated === 'proof-taken') {
      throw new DomainError('invalid-options', { reason: 'this purchase already activated its perks' });
    }
    const active = await this.perks.active(order.id);
    const perks = SELLERS.flatMap((seller) => seller.features.perks);
    return {
      orderId: order.id,
      perks: active.map((perkId) => ({
        id: perkId,
        title: perks.find((perk) => perk.id === perkId)?.title[locale] ?? perkId,
      })),
    };
  }
}
