import { exampleDetails } from '../catalogue/details-examples';
import { issuersOf } from '../partners/issuers-of';
import { quote } from '../tariffs/quote';
import { realEstateRisk, travelMedicalRisk, travelZoneOf } from './person.risks';
import { riskFor } from './risk-for';
import { EXAMPLE_PROPERTY, TEST_NOW, TEST_TARIFF_CONTEXT } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.

describe(travelZoneOf.name, () => {
  it('prices a trip through several regions at the dearest', () => {
    expect(travelZoneOf(['neighbours', 'europe'])).toBe('europe');
    expect(travelZoneOf(['worldwide', 'cis'])).toBe('worldwide');
    expect(travelZoneOf(['cis'])).toBe('cis');
  });
});

describe(travelMedicalRisk.name, () => {
  const medical = (details: object) =>
    riskFor({ type: 'medical', details: { ...examples.medical, ...details } }, {}, { today });
  const traveller = examples.medical.persons[0];

  it('counts a single trip’s days with both ends and ages travellers on the start date', () => {
    const persons = [{ ...traveller, birthday: '30.11.1986' }];
    expect(medical({ persons })).toMatchObject({
      ok: true,
      risk: { zone: 'europe', tripType: 'single', days: 14, persons: [{ age: 39 }], sumInsured: 30_000, visa: true },
    });
  });

  it('prices a multi-trip policy by its insured days within its validity', () => {
    const result = medical({ travelType: 'multi', endDate: undefined, insuredDays: 30, insuranceValidity: 180 });
    expect(result).toMatchObject({ ok: true, risk: { tripType: 'multi', days: 30, validityDays: 180 } });
  });

  it('grades the sport from the catalogue, so insurers that exclude high-risk sports decline', () => {
    const result = medical({ tripPurpose: 'ADV', sportType: 'diving' });
    expect(result).toMatchObject({ ok: true, risk: { purpose: 'ADV', sportRisk: 'high' } });
    if (!result.ok) throw new Error('refused');
    expect(quote('medical', result.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({ reason: 'sport-excluded' });
    expect(quote('medical', result.risk, 'grawe', TEST_TARIFF_CONTEXT).declined).toBe(false);
  });

  it('holds only trips to Europe to the Schengen sum insured', () => {
    const europe = medical({ amount: 10_000 });
    const neighbours = medical({ amount: 10_000, regions: ['neighbours'] });
    expect(europe).toMatchObject({ ok: true, risk: { visa: true } });
    expect(neighbours).toMatchObject({ ok: true, risk: { visa: false, zone: 'neighbours' } });
    if (!europe.ok || !neighbours.ok) throw new Error('refused');
    expect(quote('medical', europe.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({
      reason: 'schengen-sum-insured-too-low',
    });
    expect(quote('medical', neighbours.risk, 'moldasig', TEST_TARIFF_CONTEXT).declined).toBe(false);
  });

  it('passes an 82-year-old traveller on, for every insurer to decline', () => {
    const result = medical({ persons: [{ ...traveller, birthday: '01.01.1944' }] });
    if (!result.ok) throw new Error('refused');
    for (const issuer of issuersOf('medical')) {
      expect(quote('medical', result.risk, issuer.slug, TEST_TARIFF_CONTEXT)).toMatchObject({
        reason: 'age-over-limit',
      });
    }
  });
});

describe(realEstateRisk.name, () => {
  const realEstate = (details: object, facts = { property: EXAMPLE_PROPERTY }) =>
    riskFor({ type: 'real-estate', details: { ...examples['real-estate'], ...details } }, facts, { today });

  it('insures the value of the chosen basis', () => {
    expect(realEstate({})).toMatchObject({ ok: true, risk: { basis: 'MV', sumInsured: 1_250_000 } });
    expect(realEstate({ insuredValue: 'RC', marketValue: undefined, replacementCost: '1400000' })).toMatchObject({
      ok: true,
      risk: { basis: 'RC', sumInsured: 1_400_000, propertyType: 'rooms', beneficiary: 'MAIB' },
    });
  });

  it('refuses a property type the cadastral register contradicts', () => {
    expect(realEstate({ realEstateType: 'building' })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'realEstateType', key: 'invalid-option' }],
    });
  });

  it('refuses the record of another cadastral code', () => {
    expect(realEstate({}, { property: { ...EXAMPLE_PROPERTY, cadastralCode: '0100308.241.57' } })).toMatchObject({
      ok: false,
      issues: [{ path: 'cadastralCode', key: 'invalid-cadastral-code' }],
    });
  });
});
