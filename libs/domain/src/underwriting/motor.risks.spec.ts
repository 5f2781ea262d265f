import { exampleDetails } from '../catalogue/details-examples';
import { quote } from '../tariffs/quote';
import { roadTaxRisk } from './motor.risks';
import { riskFor } from './risk-for';
import {
  companyCar,
  electricMotorcycle,
  farmTractor,
  routeMinibus,
  semitrailer,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  tractorUnit,
  type RegistryVehicle,
} from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.

describe(roadTaxRisk.name, () => {
  const roadTax = (details: object = {}, vehicle: RegistryVehicle = companyCar()) =>
    riskFor({ type: 'road-tax', details: { ...examples['road-tax'], ...details } }, { vehicle }, { today });

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
    expect(riskFor({ type: 'road-tax', details: examples['road-tax'] }, {}, { today })).toMatchObject({
      ok: false,
      issues: [{ path: 'facts.vehicle', key: 'required' }],
    });
  });
});
