import { exampleDetails } from '../../catalogue/details-examples';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { exampleCar, lightTruck, TEST_NOW, type RegistryVehicle } from '../../underwriting/underwriting-test-facts';
import type { ProductType } from '../../products/product-types';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
const orderOf = (type: ProductType) => ({
  items: [{ type, details: examples[type] }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('Romanian vignette (rovinieta)', () => {
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

  it('refuses a plate RCA Data does not know for the certificate', () => {
    const result = riskFor(
      { type: 'vignette:ro', details: { ...examples['vignette:ro'], plateNumber: 'XYZ 987' } },
      { vehicle: exampleCar() },
      { today },
    );
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('plateNumber');
  });

  it('is issued to its driver by the plate, with its last day of validity', () => {
    const subject = issuanceSubjectFor(orderOf('vignette:ro'), { vehicle: exampleCar() }, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: 'ABC123', name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({
      plateNumber: 'ABC123',
      validity: '30_days',
      startDate: '2026-11-29',
      endDate: '2026-12-28',
    });
  });
});
