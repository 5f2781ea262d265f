import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import {
  exampleCar,
  routeMinibus,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['roadside-assistance-eu'];
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.
const order = () => ({
  items: [{ type: 'roadside-assistance-eu' as const, details: example }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('road assistance in Romania and the EU', () => {
  it('is issued to the owner RCA Data names, with the registered car, the coverage and the period', () => {
    const subject = issuanceSubjectFor(order(), { vehicle: exampleCar() }, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: EXAMPLE_CODES.idnp, name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({
      vehicle: { certificateNumber: '123456789', plateNumber: 'ABC 123', vin: 'UU1LSDAAH12345678', make: 'Dacia' },
      coverage: 'RO_EU',
      startDate: '2026-11-29',
      periodDays: 30,
    });
  });

  it('prints the registered car and the assistance territory', () => {
    const subject = documentSubjectFor(order(), { vehicle: exampleCar() }, { locale: 'ro', paidAt: TEST_NOW });
    expect(subject.vehicle).toMatchObject({ plateNumber: 'ABC 123', registrationCountry: 'MD' });
    expect(subject.coverage).toEqual({ assistance: 'RO_EU' });
  });

  it('refuses a car whose inspection lapsed before the start, with its own code', () => {
    const vehicle = exampleCar({ technicalInspectionValidUntil: '2026-11-01' });
    const result = riskFor({ type: 'roadside-assistance-eu', details: example }, { vehicle }, { today });
    expect(result).toMatchObject({ ok: false, code: 'road-assistance-eligibility' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('vehicle');
  });
});

describe('its risk', () => {
  const roadside = (details: object = {}, vehicle: RegistryVehicle | null = exampleCar()) =>
    riskFor({ type: 'roadside-assistance-eu', details: { ...example, ...details } }, vehicle ? { vehicle } : {}, {
      today,
    });
  const ineligible = {
    ok: false,
    code: 'road-assistance-eligibility',
    issues: [{ path: 'vehicle', key: 'road-assistance-eligibility' }],
  };

  it('covers a passenger car with a valid inspection', () => {
    expect(roadside()).toMatchObject({
      ok: true,
      risk: { coverage: 'RO_EU', periodDays: 30, vehicle: { category: 'M1', seats: 5, ageYears: 7 } },
    });
  });

  it('refuses a minibus, a car whose inspection lapses before the start, and standing places', () => {
    expect(roadside({}, routeMinibus())).toEqual(ineligible);
    expect(roadside({}, exampleCar({ technicalInspectionValidUntil: '2026-11-28' }))).toEqual(ineligible);
    expect(roadside({}, exampleCar({ technicalInspectionValidUntil: null }))).toEqual(ineligible);
    expect(roadside({ vehicle: { ...example.vehicle, standingPlaces: 2 } })).toEqual(ineligible);
  });

  it('judges the details’ own registry fields when RCA Data was not asked', () => {
    expect(roadside({}, null)).toMatchObject({ ok: true, assumptions: [{ factor: 'vehicle-age' }] });
  });

  it('surcharges a car over 15 years old', () => {
    const result = roadside({}, exampleCar({ firstRegistrationYear: 2008 }));
    expect(result).toMatchObject({ ok: true, risk: { vehicle: { ageYears: 18 } } });
    if (!result.ok) throw new Error('refused');
    const offer = quote('roadside-assistance-eu', result.risk, 'moldasig', TEST_TARIFF_CONTEXT);
    expect(offer.declined || offer.factors.map((factor) => factor.name)).toContain('K_vehAge');
  });
});
