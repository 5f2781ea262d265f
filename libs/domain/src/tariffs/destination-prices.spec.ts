import { DESTINATIONS, findDestination } from '../destinations/destinations';
import { issuersOf } from '../partners/issuers-of';
import { destinationFromPrice, destinationPrices } from './destination-prices';
import { quote } from './quote';

const rates = { MDL: 1, EUR: 19.5, USD: 17.9, RON: 3.9, HUF: 0.0492 };
const date = '2026-11-22';

describe(destinationFromPrice.name, () => {
  it('is the cheapest insurer’s 15-day price for one adult, in EUR and in lei', () => {
    const europe = DESTINATIONS[0];
    const price = destinationFromPrice(europe, rates, date);
    const all = issuersOf('medical')
      .map((insurer) =>
        quote('medical', { zone: 'europe', sumInsured: 30_000, days: 15, persons: [{ age: 35 }] }, insurer.slug, {
          date,
          rates,
        }),
      )
      .filter((result) => !result.declined)
      .map((result) => (result.declined ? Infinity : result.price.minor));
    expect(price?.payable).toEqual({ minor: Math.min(...all), currency: 'MDL' });
    expect(price?.tariff.currency).toBe('EUR');
  });

  it('is cheaper for Ukraine than for Europe', () => {
    const [europe, ukraine] = DESTINATIONS.map((destination) => destinationFromPrice(destination, rates, date));
    expect(ukraine!.payable.minor).toBeLessThan(europe!.payable.minor);
  });
});

describe(destinationPrices.name, () => {
  it('prices every popular destination, by its id', () => {
    const prices = destinationPrices(rates, date);
    expect(prices.map((price) => price.destination)).toEqual(['europe', 'ukraine']);
    expect(prices[0]).toEqual({ destination: 'europe', ...destinationFromPrice(DESTINATIONS[0], rates, date) });
  });
});

describe(findDestination.name, () => {
  it('knows only the home page’s destinations', () => {
    expect(findDestination('mars')).toBeUndefined();
    expect(findDestination(undefined)).toBeUndefined();
  });
});
