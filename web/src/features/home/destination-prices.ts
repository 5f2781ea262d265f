import { convert, issuersOf, quote, type Money, type Rates } from '@asiguro/domain';
import { DESTINATION_DAYS, type Destination } from './destinations';

export interface FromPrice {
  /** The cheapest insurer's premium in the currency travel insurance is priced in (EUR). */
  tariff: Money;
  /** What the customer pays for it, in MDL at the day's rate. */
  payable: Money;
}

/**
 * The "from" price of a 15-day trip for one adult: the cheapest offer among the insurers that
 * sell travel insurance, priced with the same tariff model the insurers use.
 */
export function destinationFromPrice(destination: Destination, rates: Rates, date: string): FromPrice | undefined {
  const risk = {
    zone: destination.zone,
    sumInsured: destination.sumInsured,
    days: DESTINATION_DAYS,
    persons: [{ age: 35 }],
  };
  let best: FromPrice | undefined;
  for (const insurer of issuersOf('medical')) {
    const result = quote('medical', risk, insurer.slug, { date, rates });
    if (result.declined) continue;
    if (!best || result.price.minor < best.payable.minor) {
      best = { tariff: result.tariffPrice, payable: convert(result.price, 'MDL', rates) };
    }
  }
  return best;
}
