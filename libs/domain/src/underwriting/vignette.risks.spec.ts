import { exampleDetails } from '../catalogue/details-examples';
import { quote } from '../tariffs/quote';
import { riskFor } from './risk-for';
import { bgVignetteRisk, huVignetteRisk, mdVignetteRisk, roVignetteRisk } from './vignette.risks';
import {
  exampleCar,
  lightTruck,
  routeMinibus,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  type RegistryVehicle,
} from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;

describe(roVignetteRisk.name, () => {
  const ro = (details: object = {}, vehicle: RegistryVehicle | null = exampleCar()) =>
    riskFor({ type: 'vignette:ro', details: { ...examples['vignette:ro'], ...details } }, vehicle ? { vehicle } : {}, {
      today,
    });

  it('prices the category and validity from the first day of validity', () => {
    expect(ro()).toEqual({
      ok: true,
      product: 'vignette:ro',
      risk: { category: 'A', validity: '30_days', startDate: '2026-11-29' },
      assumptions: [],
    });
    expect(ro({}, null)).toMatchObject({ ok: true });
  });

  it('accepts the registered plate however it is written', () => {
    expect(ro({ plateNumber: 'abc-123' })).toMatchObject({ ok: true });
  });

  it('refuses a plate, VIN or country RCA Data contradicts', () => {
    expect(ro({ plateNumber: 'XYZ 999', vinCode: 'WVWLAD93W93049YZE' })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [
        { path: 'plateNumber', key: 'invalid-plate' },
        { path: 'vinCode', key: 'invalid-vin' },
      ],
    });
    expect(ro({}, exampleCar({ registrationCountry: 'UA' }))).toMatchObject({
      ok: false,
      issues: [{ path: 'registrationCountry', key: 'invalid-country' }],
    });
  });

  it('refuses a category the registered vehicle cannot buy', () => {
    expect(ro({ vehicleCategory: 'B' })).toMatchObject({
      ok: false,
      issues: [{ path: 'vehicleCategory', key: 'invalid-option' }],
    });
    expect(ro({ vehicleCategory: 'B' }, lightTruck())).toMatchObject({ ok: true, risk: { category: 'B' } });
  });
});

describe(mdVignetteRisk.name, () => {
  it('prices a foreign vehicle by its category and country of registration', () => {
    const details = { ...examples['vignette:md'], vehicleCategory: 'N1', validity: '12_months' };
    const result = riskFor({ type: 'vignette:md', details }, {}, { today });
    expect(result).toMatchObject({
      ok: true,
      risk: { category: 'N1', validity: '12_months', registrationCountry: 'UA', startDate: '2026-11-29' },
    });
    if (!result.ok) throw new Error('refused');
    expect(quote('vignette:md', result.risk, 'evinieta-md', TEST_TARIFF_CONTEXT).declined).toBe(false);
  });
});

describe(huVignetteRisk.name, () => {
  const moldovan = { registrationCountry: 'MD', certificateNumber: '123456789', plateNumber: 'ABC 123' };
  const hu = (details: object, vehicle?: RegistryVehicle) =>
    riskFor({ type: 'vignette:hu', details: { ...examples['vignette:hu'], ...details } }, vehicle ? { vehicle } : {}, {
      today,
    });

  it('prices a Ukrainian vehicle from what was typed', () => {
    expect(hu({})).toMatchObject({ ok: true, risk: { category: 'D1', validity: 'weekly' } });
  });

  it('holds a registered vehicle to its category: D1 up to 7 persons, D2 above, none over 3.5 t', () => {
    expect(hu(moldovan, exampleCar())).toMatchObject({ ok: true });
    expect(hu(moldovan, exampleCar({ seats: 9 }))).toMatchObject({
      ok: false,
      issues: [{ path: 'vehicleCategory', key: 'invalid-option' }],
    });
    expect(hu({ ...moldovan, vehicleCategory: 'D2' }, exampleCar({ seats: 9 }))).toMatchObject({ ok: true });
    expect(hu({ ...moldovan, vehicleCategory: 'D2' }, routeMinibus())).toMatchObject({ ok: false });
  });
});

describe(bgVignetteRisk.name, () => {
  const bg = (vehicle?: RegistryVehicle, details: object = {}) =>
    riskFor({ type: 'vignette:bg', details: { ...examples['vignette:bg'], ...details } }, vehicle ? { vehicle } : {}, {
      today,
    });

  it('takes the authorised weight from RCA Data', () => {
    expect(bg(lightTruck())).toMatchObject({ ok: true, risk: { authorizedWeightKg: 3_500 }, assumptions: [] });
  });

  it('assumes category 3’s limit without the registry, and says so', () => {
    expect(bg()).toMatchObject({
      ok: true,
      risk: { validity: 'week', authorizedWeightKg: 3_500 },
      assumptions: [{ factor: 'authorized-weight' }],
    });
  });

  it('passes a heavier vehicle on, for the tariff to decline', () => {
    const result = bg(routeMinibus());
    if (!result.ok) throw new Error('refused');
    expect(quote('vignette:bg', result.risk, 'bg-toll', TEST_TARIFF_CONTEXT)).toMatchObject({ reason: 'not-eligible' });
  });

  it('refuses a plate RCA Data does not know for the certificate', () => {
    expect(bg(exampleCar({ plateNumber: 'KBA 517' }))).toMatchObject({
      ok: false,
      issues: [{ path: 'plateNumber', key: 'invalid-plate' }],
    });
  });
});
