import { getProduct, issuersOf, periodDays, quote } from '@asiguro/domain';
import { draftPart } from '../order-flow/step-validation';
import { destinationFromPrice } from './destination-prices';
import { DESTINATIONS, destinationDetails, findDestination } from './destinations';

const rates = { MDL: 1, EUR: 19.5, USD: 17.9, RON: 3.9 };
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

describe(destinationDetails.name, () => {
  // 22:30 UTC on 14 March is already half past midnight on the 15th in Chișinău, whose day counts.
  const now = new Date('2026-03-14T22:30:00Z');

  it('opens the travel form on a 15-day single trip from tomorrow to the destination’s zone', () => {
    const details = destinationDetails(findDestination('europe')!, now);
    expect(details).toEqual({
      travelType: 'single',
      regions: ['europe'],
      startDate: '16.03.2026',
      endDate: '30.03.2026',
      amount: 30_000,
    });
    expect(periodDays(details.startDate as string, details.endDate as string)).toBe(15);
    expect(destinationDetails(findDestination('ukraine')!, now)).toMatchObject({
      regions: ['neighbours'],
      amount: 10_000,
    });
  });

  it('fills only fields the travel form has, with values it accepts', () => {
    const product = getProduct('medical');
    const details = destinationDetails(DESTINATIONS[0], new Date());
    expect(draftPart(product.draftDetailsSchema, details)).toEqual(details);
  });

  it('knows only the home page’s destinations', () => {
    expect(findDestination('mars')).toBeUndefined();
    expect(findDestination(undefined)).toBeUndefined();
  });
});
