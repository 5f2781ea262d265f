import { exampleDetails } from '../../catalogue/details-examples';
import { quote } from '../../tariffs/quote';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import {
  exampleCar,
  lightTruck,
  routeMinibus,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
  type RegistryVehicle,
} from '../../underwriting/underwriting-test-facts';
import type { ProductType } from '../../products/product-types';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
const orderOf = (type: ProductType) => ({
  items: [{ type, details: examples[type] }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('Bulgarian vignette', () => {
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

  it('refuses a vehicle RCA Data registers in another country', () => {
    const result = riskFor(
      { type: 'vignette:bg', details: examples['vignette:bg'] },
      { vehicle: exampleCar({ registrationCountry: 'UA' }) },
      { today },
    );
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('registrationCountry');
  });

  it('is issued to its driver by the plate, and prints category 3', () => {
    const subject = issuanceSubjectFor(orderOf('vignette:bg'), { vehicle: exampleCar() }, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: 'ABC123', name: 'Ion Popescu' });
    expect(subject.contract).toMatchObject({ category: '3', validity: 'week' });
  });
});
