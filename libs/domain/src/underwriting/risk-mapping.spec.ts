import { dayOfIso } from './details-reader';
import {
  driverProfile,
  invalidOptions,
  LICENCE_AGE,
  missingFacts,
  UNKNOWN_DRIVER,
  type RiskAssumption,
} from './risk-mapping';

const start = dayOfIso('2026-11-29');

describe(driverProfile.name, () => {
  it('takes the youngest age and the shortest experience among named drivers, assuming nothing', () => {
    const assumptions: RiskAssumption[] = [];
    const profile = driverProfile(
      {
        drivers: [
          { birthday: '01.01.1999', driverLicenseDate: '01.06.2025' },
          { birthday: '30.11.2003', driverLicenseDate: '01.01.2022' },
        ],
        birthday: '01.01.1960',
      },
      start,
      assumptions,
    );
    expect(profile).toEqual({ age: 22, experienceYears: 1 });
    expect(assumptions).toEqual([]);
  });

  it('ages a person without named drivers and counts experience from the licence age', () => {
    const assumptions: RiskAssumption[] = [];
    expect(driverProfile({ birthday: '15.04.1985' }, start, assumptions)).toEqual({
      age: 41,
      experienceYears: 41 - LICENCE_AGE,
    });
    expect(assumptions).toEqual([{ factor: 'driving-experience', note: expect.stringContaining('23 years') }]);
  });

  it('never counts negative experience for a driver under the licence age', () => {
    expect(driverProfile({ birthday: '01.01.2010' }, start, [])).toEqual({ age: 16, experienceYears: 0 });
  });

  it('assumes a standard adult driver when nothing is known, and says so', () => {
    const assumptions: RiskAssumption[] = [];
    expect(driverProfile({ drivers: [] }, start, assumptions)).toEqual(UNKNOWN_DRIVER);
    expect(assumptions).toEqual([{ factor: 'driver', note: expect.stringContaining('unknown') }]);
  });
});

describe('refusals', () => {
  it('names a missing registry answer on the facts, not on the customer’s fields', () => {
    expect(missingFacts('property')).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'facts.property', key: 'required' }],
    });
    expect(invalidOptions([{ path: 'startDate', key: 'date-before-min' }])).toMatchObject({ code: 'invalid-options' });
  });
});
