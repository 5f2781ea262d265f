import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  acceptedEvents,
  chisinauDayOf,
  DomainError,
  factsNeeded,
  findSeller,
  riskFor,
  type OffersResponse,
} from '@asiguro/domain';
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
      const item = order.items[0];
      const ownerCode = (order.billing as { idno?: string } | null)?.idno;
      const facts = await loadUnderwritingFacts(this.registries, factsNeeded(item, { ownerCode }), orderId);
      const risk = riskFor(item, facts, { today: now });
      if (!risk.ok) throw new DomainError(risk.code, risk.issues ? { issues: risk.issues } : undefined);
      const rates = await this.rates.today(now);
      const allowed = findSeller(order.seller).features.insurers;
      const result = await searchOffers(this.insurers, {
        product: item.type,
        risk: risk.risk,
        issuers: allowed === 'all' ? undefined : [...allowed],
        date: chisinauDayOf(now),
        rates: rates.rates,
        correlationId: orderId,
      });
      const lists = toApiOfferLists(result, paymentDeadline(now).toISOString());
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
