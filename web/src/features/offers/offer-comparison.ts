import type { Money } from '@asiguro/domain';
import type { Offer } from '@asiguro/contracts';

/** A limit of an offer's cover: a sum of money under a name ('medicalExpenses'). */
export type Limit = [name: string, value: Money];

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && 'minor' in value && 'currency' in value;

/** The money limits of an offer, in the insurer's order. */
export function limitsOf(offer: Offer): Limit[] {
  return Object.entries(offer.limits).filter((entry): entry is Limit => isMoney(entry[1]));
}

const sameMoney = (a: Money, b: Money) => a.minor === b.minor && a.currency === b.currency;

export interface Comparison {
  /** Limits every offer has, with the same amount. */
  commonLimits: Limit[];
  /** Extras (by code) every offer includes. */
  commonExtras: string[];
  /** Per offer: what sets it apart (its other limits and extras). */
  own: Map<string, { limits: Limit[]; extras: Offer['extras'] }>;
}

/**
 * Splits the offers' cover into what they all share (shown once) and what sets each apart, so
 * a comparison reads as price, insurer and differences instead of the same lines repeated.
 * With a single offer nothing is "common": everything stays on its card.
 */
export function compareOffers(offers: readonly Offer[]): Comparison {
  const included = (offer: Offer) =>
    offer.extras.filter((extra) => extra.included !== false).map((extra) => extra.code);
  const commonLimits =
    offers.length < 2
      ? []
      : limitsOf(offers[0]).filter(([name, value]) =>
          offers.every((offer) =>
            limitsOf(offer).some(([other, amount]) => other === name && sameMoney(amount, value)),
          ),
        );
  const commonExtras =
    offers.length < 2
      ? []
      : included(offers[0]).filter((code) => offers.every((offer) => included(offer).includes(code)));
  const own = new Map(
    offers.map((offer) => [
      offer.id,
      {
        limits: limitsOf(offer).filter(([name]) => !commonLimits.some(([common]) => common === name)),
        extras: offer.extras.filter((extra) => !commonExtras.includes(extra.code) || extra.included === false),
      },
    ]),
  );
  return { commonLimits, commonExtras, own };
}

/**
 * The offers a page shows. An insurer's own page (/medical/grawe) shows that insurer's offers
 * only; the API's offer search takes no insurer (it asks every insurer the order's seller allows
 * and keeps them all on the order), so the choice is made here.
 */
export function offersFor(offers: readonly Offer[], insurer: string | undefined): readonly Offer[] {
  return insurer ? offers.filter((offer) => offer.insurer.slug === insurer) : offers;
}

export interface ExtraOption {
  code: string;
  label?: string;
  /** The insurers whose offer includes it, in the offers' order. */
  insurers: string[];
  /** Included in every offer shown. */
  everywhere: boolean;
}

/**
 * The "Extra options" of the offers (spec §2): each extra once, with the insurers that include
 * it. Extras come with an offer's price; the API takes no choice of extras when confirming, so
 * they are shown as included, never as something to pick.
 */
export function extraOptions(offers: readonly Offer[]): ExtraOption[] {
  const options = new Map<string, ExtraOption>();
  for (const offer of offers) {
    for (const extra of offer.extras) {
      if (extra.included === false) continue;
      const option = options.get(extra.code) ?? {
        code: extra.code,
        label: extra.label,
        insurers: [],
        everywhere: false,
      };
      if (!option.insurers.includes(offer.insurer.name)) option.insurers.push(offer.insurer.name);
      options.set(extra.code, option);
    }
  }
  return [...options.values()]
    .map((option) => ({ ...option, everywhere: option.insurers.length === offers.length }))
    .sort((a, b) => b.insurers.length - a.insurers.length);
}
