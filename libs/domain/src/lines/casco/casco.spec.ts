import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { UNKNOWN_DRIVER } from '../../underwriting/risk-mapping';
import {
  companyCar,
  exampleCar,
  namedDriver,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW).casco;
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const order = (details: object = {}) => ({
  items: [{ type: 'casco' as const, details: { ...example, ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});
const driver = namedDriver;

describe('CASCO', () => {
  it('is issued with the registered car, the sum insured in lei and the drivers’ licences', () => {
    const drivers = [driver('Ana', '12.03.2002', '20.08.2025', EXAMPLE_CODES.otherIdnp)];
    const subject = issuanceSubjectFor(order({ drivers }), { vehicle: exampleCar() }, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({
      vehicle: { certificateNumber: '123456789', plateNumber: 'ABC 123' },
      sumInsured: { minor: 25_000_000, currency: 'MDL' },
      deductiblePercent: 1,
      drivingLicences: [{ licenceNumber: 'AB123456', licenceDate: '2025-08-20' }],
      startDate: '2026-11-29',
      periodDays: 365,
    });
    expect(subject.contract.persons).toEqual([
      { fullName: 'Ana Rotaru', birthday: '2002-03-12', personalCode: EXAMPLE_CODES.otherIdnp },
    ]);
  });

  it('prints the registered car, the sum insured and the deductible', () => {
    const subject = documentSubjectFor(order(), { vehicle: exampleCar() }, { locale: 'ro', paidAt: TEST_NOW });
    expect(subject.vehicle).toMatchObject({ plateNumber: 'ABC 123', registrationCountry: 'MD' });
    expect(subject.coverage).toEqual({ sumInsured: { minor: 25_000_000, currency: 'MDL' }, deductiblePercent: 1 });
  });

  it('is priced from each seller’s own base rate', () => {
    const risk = riskFor({ type: 'casco', details: example }, { vehicle: exampleCar() }, { today });
    if (!risk.ok) throw new Error(risk.code);
    const rate = (insurer: string) => {
      const offer = quote('casco', risk.risk, insurer, TEST_TARIFF_CONTEXT);
      if (offer.declined) throw new Error(offer.reason);
      return offer.factors.find((factor) => factor.name === 'base-rate')?.value;
    };
    expect(rate('donaris')).toBe(0.036);
    expect(rate('transelit')).toBe(0.05);
  });
});

describe('its risk', () => {
  const casco = (details: object = {}, vehicle: RegistryVehicle | null = exampleCar()) =>
    riskFor({ type: 'casco', details: { ...example, ...details } }, vehicle ? { vehicle } : {}, { today });

  it('insures the typed market value in lei for a year', () => {
    expect(casco()).toMatchObject({
      ok: true,
      risk: { sumInsured: 250_000, deductiblePercent: 1, territory: 'MD', antiTheft: true, instalments: 1 },
    });
  });

  it('refuses a period the tariff does not price', () => {
    expect(casco({ insuranceValidity: 180 })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'insuranceValidity', key: 'invalid-option' }],
    });
  });

  it('counts the vehicle’s age from its first registration', () => {
    expect(casco()).toMatchObject({ ok: true, risk: { vehicleAgeYears: 7 } });
    const vehicle = { ...example.vehicle, firstRegistration: '15.12.2019' };
    expect(casco({ vehicle })).toMatchObject({ ok: true, risk: { vehicleAgeYears: 6 } });
    expect(casco({ vehicle }, null)).toMatchObject({ ok: true, risk: { vehicleAgeYears: 6 } });
    expect(casco({}, null)).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'facts.vehicle', key: 'required' }],
    });
  });

  it('lets the tariff decline a car too old to insure', () => {
    const result = casco({}, exampleCar({ firstRegistrationYear: 2005 }));
    if (!result.ok) throw new Error('refused');
    expect(quote('casco', result.risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({ reason: 'vehicle-too-old' });
  });

  it('prices the usual drivers, else the contractor, else a standard driver for a company', () => {
    const drivers = [driver('Ana', '12.03.2002', '20.08.2025', EXAMPLE_CODES.otherIdnp)];
    expect(casco({ drivers })).toMatchObject({ ok: true, risk: { driver: { age: 24, experienceYears: 1 } } });
    expect(casco()).toMatchObject({ ok: true, risk: { driver: { age: 41, experienceYears: 23 } } });
    const contractor = { contractorType: 'company', idno: EXAMPLE_CODES.idno, companyName: 'Moldcargo' };
    expect(casco({ contractor }, companyCar())).toMatchObject({
      ok: true,
      risk: { driver: UNKNOWN_DRIVER },
      assumptions: [{ factor: 'driver' }],
    });
  });
});
