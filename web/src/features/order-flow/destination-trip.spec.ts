import { getProduct, periodDays } from '@asiguro/domain';
import { DESTINATIONS, findDestination } from '../home/destinations';
import { destinationDetails } from './destination-trip';
import { draftPart } from './step-validation';

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
});
