import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  acceptedEvents,
  chisinauDayOf,
  DomainError,
  factsNeeded,
  findSeller,
  riskFor,
  sumMoney,
} from '@asiguro/domain';
import type { Offer, OffersResponse } from '@asiguro/contracts';
import { t, type Locale } from '@asiguro/i18n';
import { orderCorrelation, paymentDeadline } from '@asiguro/orchestration';
import {
  InsurerRegistry,
  loadUnderwritingFacts,
  RegistriesClient,
  searchOffers,
  toApiOfferLists,
} from '@asiguro/partners';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';
import { OrderAccess } from '../orders/order-access.service';
import { OrdersUseCases } from '../orders/orders.use-cases';
import { RatesService } from '../rates/rates.service';
import type { Session } from '../session/session';

/** How long a search's answer answers the same draft again (same version): one search, not one per click. */
export const OFFER_SEARCH_REUSE_SECONDS = 60;

type OfferLists = Pick<OffersResponse, 'offers' | 'declined' | 'late'>;

/**
 * The main item's offers, each completed with the cheapest offer of every add-on and the total
 * paid once for all. An add-on nobody offers leaves the order without offers (it cannot be sold
 * as asked): its issuers are reported as late or declined, like the main item's.
 */
export function withAddons(main: OfferLists, addons: OfferLists[]): OfferLists {
  const declined = [...main.declined, ...addons.flatMap((addon) => addon.declined)];
  const late = [...main.late, ...addons.flatMap((addon) => addon.late)];
  if (addons.some((addon) => addon.offers.length === 0)) return { offers: [], declined, late };
  const cheapest = addons.map((addon, index) => ({ item: index + 1, offer: addon.offers[0] }));
  const offers: Offer[] = main.offers.map((offer) => ({
    ...offer,
    addons: cheapest,
    total: sumMoney([offer.payable, ...cheapest.map((addon) => addon.offer.payable)]),
  }));
  return { offers, declined, late };
}

/**
 * The offer search of a draft: registry facts (vehicle, company, property) → the normalised risk
 * → every insurer that sells the line, in parallel, with a deadline → what arrived in time,
 * cheapest first, priced in MDL at today's rate. Offers hold until the end of the day (the rate's
 * day); they and the facts are kept on the order for confirmation, issuance and documents.
 * One request asks every insurer once: a repeated search of the same draft version within
 * OFFER_SEARCH_REUSE_SECONDS is answered from the last one, so no client multiplies the calls.
 */
@Injectable()
export class OffersUseCases {
  constructor(
    private readonly access: OrderAccess,
    private readonly orders: OrdersUseCases,
    private readonly registries: RegistriesClient,
    private readonly insurers: InsurerRegistry,
    private readonly rates: RatesService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async search(orderId: string, session: Session, locale: Locale, now = new Date()): Promise<OffersResponse> {
    const order = await this.access.ownOrder(orderId, session);
    if (order.status !== 'draft') {
      throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
    }
    const reuseKey = `${this.config.QUEUE_PREFIX}:offers:${orderId}:${order.version}:${locale}`;
    // With Redis away every search asks the insurers: the reuse only saves calls.
    const recent = await this.redis.get(reuseKey).catch(() => null);
    if (recent) return JSON.parse(recent) as OffersResponse;
    return orderCorrelation.run(orderId, async () => {
      const ownerCode = (order.billing as { idno?: string } | null)?.idno;
      const rates = await this.rates.today(now);
      const allowed = findSeller(order.seller).features.insurers;
      const validUntil = paymentDeadline(now).toISOString();
      // Every item is priced from its own registry facts: the main one per insurer, each add-on
      // by its own issuers (the cheapest answer), all in parallel.
      const priced = await Promise.all(
        order.items.map(async (item, index) => {
          const facts = await loadUnderwritingFacts(this.registries, factsNeeded(item, { ownerCode }), orderId);
          const risk = riskFor(item, facts, { today: now });
          if (!risk.ok) throw new DomainError(risk.code, risk.issues ? { issues: risk.issues } : undefined);
          const result = await searchOffers(this.insurers, {
            product: item.type,
            risk: risk.risk,
            issuers: index === 0 && allowed !== 'all' ? [...allowed] : undefined,
            date: chisinauDayOf(now),
            rates: rates.rates,
            correlationId: orderId,
          });
          return { facts, lists: toApiOfferLists(result, validUntil) };
        }),
      );
      const [main, ...addons] = priced;
      const lists =
        addons.length === 0
          ? main.lists
          : withAddons(
              main.lists,
              addons.map((addon) => addon.lists),
            );
      const facts =
        addons.length === 0
          ? main.facts
          : { ...main.facts, addonFacts: Object.fromEntries(addons.map((addon, index) => [index + 1, addon.facts])) };
      await this.orders.storeOffers(order, lists.offers, facts);
      const answer: OffersResponse = {
        ...lists,
        ...(lists.offers.length === 0
          ? { notice: { code: 'no-offers' as const, message: t(locale, 'errors.no-offers') } }
          : {}),
        rates: { date: rates.date, fallback: rates.fallback },
      };
      await this.redis.set(reuseKey, JSON.stringify(answer), 'EX', OFFER_SEARCH_REUSE_SECONDS).catch(() => undefined);
      return answer;
    });
  }
}
