import { portalFacts } from './portal-facts';

describe(portalFacts.name, () => {
  it('lists every fact with a readable name, nested facts under their parent and days as dd.mm.yyyy', () => {
    expect(
      portalFacts({
        vehicle: { plateNumber: 'BAL 204', vin: 'WVWLAD93W93049YZE', engineVolume: 1968 },
        startDate: '2026-12-03',
        persons: [{ firstName: 'Maria' }, { firstName: 'Ion' }],
        flightNumbers: ['RO201'],
        abroad: false,
        missing: null,
      }),
    ).toEqual([
      ['Vehicle · Plate number', 'BAL 204'],
      ['Vehicle · VIN', 'WVWLAD93W93049YZE'],
      ['Vehicle · Engine volume', '1968'],
      ['Start date', '03.12.2026'],
      ['Persons 1 · First name', 'Maria'],
      ['Persons 2 · First name', 'Ion'],
      ['Flight numbers 1', 'RO201'],
      ['Abroad', 'no'],
    ]);
  });
});
