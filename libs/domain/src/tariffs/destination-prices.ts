import { DESTINATION_DAYS, DESTINATIONS, type Destination, type DestinationPrice } from '../destinations/destinations';
import { issuersOf } from '../partners/issuers-of';
import { convert, type Rates } from '../money/money';
import { quote } from './quote';

/**
 * The "from" price of a 15-day trip for one adult: the cheapest offer among the insurers that
 * sell travel insurance, priced with the same tariff model the insurers use. Runs in the API
 * (GET /api/rates/destinations): the storefront does not load the insurers' tariffs.
 */
export function destinationFromPrice(
  destination: Destination,
  rates: Rates,
  date: string,
): Omit<DestinationPrice, 'destination'> | undefined {
  const risk = {
    zone: destination.zone,
    sumInsured: destination.sumInsured,
    days: DESTINATION_DAYS,
    persons: [{ age: 35 }],
  };
  let best: Omit<DestinationPrice, 'destination'> | undefined;
  for (const insurer of issuersOf('medical')) {
    const result = quote('medical', risk, insurer.slug, { date, rates });
    if (result.declined) continue;
    if (!best || result.price.minor < best.payable.minor) {
      best = { tariff: result.tariffPrice, payable: convert(result.price, 'MDL', rates) };
    }
  }
  return best;
}

/** Every popular destination's "from" price on `date` (yyyy-MM-dd) at `rates`. */
export function destinationPrices(rates: Rates, date: string): DestinationPrice[] {
  return DESTINATIONS.flatMap((destination) => {
    const price = destinationFromPrice(destination, rates, date);
    return price ? [{ destination: destination.id, ...price }] : [];
  });
}
