import { LOCALES, type Locale } from '@asiguro/i18n';
import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { issuersOf } from '../../partners/issuers-of';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { requestedPeriod } from '../../underwriting/requested-period';
import { riskFor } from '../../underwriting/risk-for';
import type { UnderwritingOrder } from '../../underwriting/underwriting.types';
import { exampleCar, TEST_NOW, TEST_TARIFF_CONTEXT } from '../../underwriting/underwriting-test-facts';
import { MULTI_TRIP_VALIDITIES, MULTI_TRIP_VALIDITY_OPTIONS, SPORT_TYPE_OPTIONS } from './medical.options';
import { travelZoneOf } from './medical.tariff';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const examples = exampleDetails(TEST_NOW);
const example = examples.medical;
const today = TEST_NOW;
const paidAt = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const order = (overrides: Partial<UnderwritingOrder> = {}, details: object = {}) => ({
  items: [{ type: 'medical' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
  ...overrides,
});

describe('travel medical insurance', () => {
  it('sells multi-trip insured days only with validities on offer', () => {
    const offered = MULTI_TRIP_VALIDITY_OPTIONS.map((item) => item.value as number);
    for (const validities of Object.values(MULTI_TRIP_VALIDITIES)) {
      for (const validity of validities) expect(offered).toContain(validity);
    }
    for (const [days, validities] of Object.entries(MULTI_TRIP_VALIDITIES)) {
      for (const validity of validities) expect(validity).toBeGreaterThanOrEqual(Number(days));
    }
  });

  it('grades every sport once', () => {
    expect(new Set(SPORT_TYPE_OPTIONS.map((item) => item.value)).size).toBe(SPORT_TYPE_OPTIONS.length);
    expect(SPORT_TYPE_OPTIONS.find((item) => item.value === 'sky-diving')?.risk).toBe('high');
  });

  it('prints the travellers with ISO birthdays and the sum insured as money', () => {
    expect(issuanceSubjectFor(order(), {}, { paidAt }).contract).toMatchObject({
      persons: [
        { fullName: 'Ion Popescu', birthday: '1985-04-15', personalCode: EXAMPLE_CODES.idnp },
        { fullName: 'Ana Popescu', birthday: '2012-09-02', personalCode: EXAMPLE_CODES.otherIdnp },
      ],
      regions: ['europe'],
      startDate: '2026-11-29',
      endDate: '2026-12-12',
      sumInsured: { minor: 3_000_000, currency: 'EUR' },
    });
  });

  it('tells the insurer a traveller is abroad only when the customer said so', () => {
    expect(issuanceSubjectFor(order(), {}, { paidAt }).insuredAbroad).toBe(false);
    const abroad = order({ consents: { insuredInMoldova: false } });
    expect(issuanceSubjectFor(abroad, {}, { paidAt }).insuredAbroad).toBe(true);
    const rca = {
      ...order({ consents: { insuredInMoldova: false } }),
      items: [{ type: 'rca' as const, details: examples.rca }],
    };
    expect(issuanceSubjectFor(rca, { vehicle: exampleCar() }, { paidAt }).insuredAbroad).toBe(false);
  });

  it('prints the travellers with ISO birthdays and the territory in the order’s language', () => {
    const labels: Record<Locale, string> = { ro: 'Europa (Schengen)', ru: 'Европа (Шенген)', en: 'Europe (Schengen)' };
    for (const locale of LOCALES) {
      const subject = documentSubjectFor(order(), {}, { locale, paidAt });
      expect(subject.trip).toEqual({
        territory: labels[locale],
        type: 'single',
        purpose: 'TRVL',
        insuredDays: 14,
        sumInsured: { minor: 3_000_000, currency: 'EUR' },
        // Europe and 30,000 EUR: what a Schengen visa asks.
        schengen: true,
      });
      expect(subject.insuredPersons[1]).toEqual({
        fullName: 'Ana Popescu',
        birthday: '2012-09-02',
        personalCode: EXAMPLE_CODES.otherIdnp,
        passportNumber: 'AB1234567',
      });
    }
  });

  it('names every region of a trip', () => {
    const subject = documentSubjectFor(
      order({}, { regions: ['neighbours', 'cis'] }),
      {},
      {
        locale: 'en',
        paidAt,
      },
    );
    expect(subject.trip?.territory).toBe('Ukraine and neighbouring countries, CIS, Georgia, Turkey, Egypt, Tunisia');
  });

  it('asks for the trip from its first day to its last', () => {
    expect(requestedPeriod({ type: 'medical', details: example }, TEST_NOW)).toEqual({
      from: '2026-11-29',
      to: '2026-12-12',
    });
  });
});

describe(travelZoneOf.name, () => {
  it('prices a trip through several regions at the dearest', () => {
    expect(travelZoneOf(['neighbours', 'europe'])).toBe('europe');
    expect(travelZoneOf(['worldwide', 'cis'])).toBe('worldwide');
    expect(travelZoneOf(['cis'])).toBe('cis');
  });
});

describe('its risk', () => {
  const medical = (details: object) => riskFor({ type: 'medical', details: { ...example, ...details } }, {}, { today });
  const traveller = example.persons[0];

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

  it('refuses a trip that ends before it starts, on the end date', () => {
    const details = { ...example, endDate: example.startDate, startDate: '12.12.2026' };
    const result = riskFor({ type: 'medical', details }, {}, { today });
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('endDate');
  });
});
