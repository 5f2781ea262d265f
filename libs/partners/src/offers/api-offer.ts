import { getProduct, offerCharges } from '@asiguro/domain';
import type { Offer, OffersResponse } from '@asiguro/contracts';
import type { InsurerOffer } from '../insurers/insurer-adapter';
import type { OfferSearchResult } from './search-offers';

/**
 * An insurer's offer in the API's shape (@asiguro/contracts, orders.ts). Mind the names: the API's `price`
 * is the premium in the tariff's currency (our `tariffPrice`) and its `payable` is what the
 * customer pays in MDL (our `price`). `validUntil` is the caller's: offers priced with a day's
 * rate hold until the end of that day in Europe/Chisinau.
 */
export function toApiOffer(offer: InsurerOffer, validUntil: string): Offer {
  return {
    id: offer.quoteId,
    insurer: { slug: offer.insurer, name: offer.insurerName },
    product: offer.product,
    price: offer.tariffPrice,
    payable: offer.price,
    charges: offerCharges(offer),
    coverage: offer.coverage,
    limits: offer.limits,
    extras: offer.extras.map((extra) => ({ code: extra.code, label: extra.note, included: true })),
    factors: offer.factors.map((factor) => ({ name: factor.name, value: factor.value, note: factor.note })),
    validUntil,
    presenceStatement: (getProduct(offer.product).presenceStatementInsurers ?? []).includes(offer.insurer),
  };
}

/**
 * The lists of an offers answer: offers cheapest first, declines with their reason, and as
 * `late` every insurer that gave no usable answer in time (silent at the deadline or failed).
 */
export function toApiOfferLists(
  result: OfferSearchResult,
  validUntil: string,
): Pick<OffersResponse, 'offers' | 'declined' | 'late'> {
  return {
    offers: result.offers.map((offer) => toApiOffer(offer, validUntil)),
    declined: result.declined.map((entry) => ({ insurer: entry.insurer, reason: entry.reason })),
    late: [...result.unanswered, ...result.failed].map((entry) => entry.insurer),
  };
}
