import { z } from 'zod';
import { moneySchema } from '../money/money';
import { applyFactor, roundToStep } from './tariff-calculation';
import type { TariffOffer } from './tariff.types';

/** The marketplace's own fee on state-priced items is the tariff step of this name. */
export const SERVICE_FEE_FACTOR = 'service-fee';

/**
 * What the customer pays, line by line, in lei (the currency the marketplace charges in): the
 * premium or state price, the marketplace's service fee when there is one, and the total; for a
 * price set in another currency, how it became lei (the amount, the official rate and its day).
 * `premium + serviceFee = total`, to the ban: it is what the payment provider is asked for.
 */
export const offerChargesSchema = z.object({
  premium: moneySchema,
  serviceFee: moneySchema.nullable(),
  total: moneySchema,
  conversion: z
    .object({
      from: moneySchema,
      /** Lei per one unit of `from.currency`. */
      rate: z.number().positive(),
      /** The day of the rate (yyyy-mm-dd, a day in Chișinău). */
      date: z.iso.date(),
    })
    .nullable(),
});
export type OfferCharges = z.infer<typeof offerChargesSchema>;

const minor = (amount: number) => Math.round(roundToStep(amount, 0.01) * 100);

/**
 * The charges of a priced offer, read off its factors (a price explains itself, so its lines do
 * too): the fee is the service-fee step's value, the premium the rest of the total, the
 * conversion the `convert` step with the amount it converted.
 */
export function offerCharges(offer: Pick<TariffOffer, 'factors' | 'price' | 'tariffPrice' | 'pricedOn'>): OfferCharges {
  let amount = 0;
  let fee: number | undefined;
  let conversion: OfferCharges['conversion'] = null;
  for (const factor of offer.factors) {
    if (factor.kind === 'add' && factor.name === SERVICE_FEE_FACTOR) fee = factor.value;
    if (factor.kind === 'convert') {
      conversion = {
        from: { minor: minor(amount), currency: offer.tariffPrice.currency },
        rate: factor.value,
        date: offer.pricedOn,
      };
    }
    amount = applyFactor(amount, factor.kind, factor.value);
  }
  const total = offer.price;
  if (fee === undefined) return { premium: total, serviceFee: null, total, conversion };
  const serviceFee = { minor: minor(fee), currency: total.currency };
  // The fee is exact to the ban; the premium is what is left of the total, so the lines add up.
  return {
    premium: { minor: total.minor - serviceFee.minor, currency: total.currency },
    serviceFee,
    total,
    conversion,
  };
}
