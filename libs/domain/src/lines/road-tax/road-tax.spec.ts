import { EXAMPLE_CODES, exampleDetails } from '../../catalogue/details-examples';
import { getProduct } from '../../catalogue/product-definitions';
import { quote } from '../../tariffs/quote';
import { documentSubjectFor } from '../../underwriting/document-subject';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import {
  companyCar,
  electricMotorcycle,
  EXAMPLE_COMPANY,
  farmTractor,
  routeMinibus,
  semitrailer,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  tractorUnit,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';
import { fixedClock } from '../../validation/clock';
import { toValidationIssues } from '../../validation/keyed-schemas';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const example = exampleDetails(TEST_NOW)['road-tax'];
const today = TEST_NOW;
const order = () => ({
  items: [{ type: 'road-tax' as const, details: example }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});
const facts = { vehicle: companyCar(), company: EXAMPLE_COMPANY };

describe('Road tax, issued and printed', () => {
  it('refuses an unknown region', () => {
    const schema = getProduct('road-tax').detailsSchemaAt(fixedClock(TEST_NOW));
    const result = schema.safeParse({ ...example, region: 'kyiv' });
    expect(result.success ? [] : toValidationIssues(result.error).map((issue) => `${issue.path}:${issue.key}`)).toEqual(
      ['region:invalid-option'],
    );
  });

  it('asks no liability start, being for the year, and is issued to the paying company', () => {
    const subject = issuanceSubjectFor(order(), facts, { paidAt: new Date('2026-11-22T08:00:00Z') });
    expect(subject.liabilityStart).toBeUndefined();
    expect(subject.insured).toEqual({ type: 'company', code: EXAMPLE_CODES.idno, name: 'S.A.R. Moldcargo S.A.' });
    expect(subject.contract).toMatchObject({ taxYear: 2026, region: 'chisinau', locality: 'Chișinău' });
  });

  it('files the tax for the year it is paid in (Chișinău), under the payer’s region and code', () => {
    // 31 December 2026, 23:30 in Chișinău: still 2026 there, already 2027 nowhere near.
    const lateNight = documentSubjectFor(order(), facts, { locale: 'ro', paidAt: new Date('2026-12-31T21:30:00Z') });
    expect(lateNight.roadTax?.taxYear).toBe(2026);
    const subject = documentSubjectFor(order(), facts, { locale: 'ru', paidAt: new Date('2027-01-03T10:00:00Z') });
    expect(subject.roadTax).toEqual({
      taxYear: 2027,
      region: 'мун. Кишинёв',
      locality: 'Chișinău',
      idnx: EXAMPLE_CODES.idno,
    });
    expect(subject.payer).toMatchObject({ type: 'company', name: EXAMPLE_COMPANY.name, idno: EXAMPLE_CODES.idno });
    expect(subject.insuredPersons).toEqual([]);
  });

  it('is sold only by the State Tax Service’s system, at the official tax', () => {
    const risk = { vehicle: { kind: 'car', engineVolume: 2200 } };
    expect(quote('road-tax', risk, 'sfs-road-tax', TEST_TARIFF_CONTEXT)).toMatchObject({ declined: false });
    expect(quote('road-tax', risk, 'moldasig', TEST_TARIFF_CONTEXT)).toMatchObject({ reason: 'product-not-sold' });
  });
});

describe('Road tax', () => {
  const roadTax = (details: object = {}, vehicle: RegistryVehicle = companyCar()) =>
    riskFor({ type: 'road-tax', details: { ...example, ...details } }, { vehicle }, { today });

  it('taxes a car by its engine volume', () => {
    expect(roadTax()).toMatchObject({
      ok: true,
      risk: { vehicle: { kind: 'car', electric: false, engineVolume: 1598 }, exemption: 'none' },
    });
  });

  it('counts a bus’s seats without the driver’s', () => {
    expect(roadTax({}, routeMinibus({ owner: companyCar().owner }))).toMatchObject({
      ok: true,
      risk: { vehicle: { kind: 'bus', seats: 19 } },
    });
  });

  it('taxes a heavy trailer as a semitrailer and exempts an agricultural tractor', () => {
    expect(roadTax({}, semitrailer())).toMatchObject({ ok: true, risk: { vehicle: { kind: 'semitrailer' } } });
    const tractor = roadTax({}, farmTractor());
    if (!tractor.ok) throw new Error('refused');
    expect(tractor.risk.vehicle.kind).toBe('agricultural-tractor');
    expect(quote('road-tax', tractor.risk, 'sfs-road-tax', TEST_TARIFF_CONTEXT)).toMatchObject({
      reason: 'road-tax-exempt',
    });
  });

  it('taxes a tractor unit (bodywork BC or BD) as a road tractor: 2,250 lei, not a truck’s 4,500', () => {
    for (const bodyType of ['BC', 'BD']) {
      const unit = roadTax({}, tractorUnit({ bodyType }));
      if (!unit.ok) throw new Error('refused');
      expect(unit.risk.vehicle.kind).toBe('road-tractor');
      // 2,250 lei of tax and the 10-lei service fee.
      expect(quote('road-tax', unit.risk, 'sfs-road-tax', TEST_TARIFF_CONTEXT)).toMatchObject({
        price: { minor: 226_000, currency: 'MDL' },
        factors: [{ name: 'road-tax', value: 2250 }, expect.anything(), expect.anything()],
      });
    }
    // A lorry of the same weight (bodywork BA) stays a truck.
    expect(roadTax({}, tractorUnit({ bodyType: 'BA' }))).toMatchObject({ risk: { vehicle: { kind: 'truck' } } });
    expect(roadTax({}, tractorUnit({ bodyType: null }))).toMatchObject({ risk: { vehicle: { kind: 'truck' } } });
  });

  it('tells a semitrailer from a trailer by its bodywork, by its weight only when the registry does not say', () => {
    const kindOf = (vehicle: RegistryVehicle) => {
      const risk = roadTax({}, vehicle);
      return risk.ok ? risk.risk.vehicle.kind : risk.code;
    };
    expect(kindOf(semitrailer({ bodyType: 'DA', authorizedWeightKg: 8_000 }))).toBe('semitrailer');
    expect(kindOf(semitrailer({ bodyType: 'DB', authorizedWeightKg: 18_000 }))).toBe('trailer');
    expect(kindOf(semitrailer({ bodyType: 'DC', authorizedWeightKg: 3_500 }))).toBe('trailer');
    expect(kindOf(semitrailer({ bodyType: null, authorizedWeightKg: 18_000 }))).toBe('semitrailer');
    expect(kindOf(semitrailer({ bodyType: null, authorizedWeightKg: 750 }))).toBe('trailer');
  });

  it.each([
    ['car', () => companyCar({ engineType: 'electric', engineTypeCode: 4, engineVolume: 0 })],
    ['motorcycle', () => electricMotorcycle()],
  ])('declines an electric %s: the road tax does not apply to it', (_kind, vehicle) => {
    expect(roadTax({}, vehicle())).toEqual({
      ok: false,
      code: 'road-tax-electric',
      issues: [{ path: 'vehicle.certificateNumber', key: 'road-tax-electric' }],
    });
  });

  it('refuses a VIN that is not the registered one', () => {
    expect(roadTax({ vehicle: { certificateNumber: '123456789', vinCode: 'WVWLAD93W93049YZE' } })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'vehicle.vinCode', key: 'invalid-vin' }],
    });
  });

  it('refuses a vehicle registered abroad', () => {
    expect(roadTax({}, companyCar({ registrationCountry: 'UA' }))).toMatchObject({
      ok: false,
      issues: [{ path: 'vehicle.certificateNumber', key: 'invalid-country' }],
    });
  });

  it('needs RCA Data', () => {
    expect(riskFor({ type: 'road-tax', details: example }, {}, { today })).toMatchObject({
      ok: false,
      issues: [{ path: 'facts.vehicle', key: 'required' }],
    });
  });
});
