import { exampleDetails } from '../../catalogue/details-examples';
import { issuanceSubjectFor } from '../../underwriting/issuance-subject';
import { riskFor } from '../../underwriting/risk-for';
import { exampleCar, routeMinibus, TEST_NOW, type RegistryVehicle } from '../../underwriting/underwriting-test-facts';
import type { ProductType } from '../../products/product-types';

/* The line's own expectations, moved here from the aspects' specs with the line. */
const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
const orderOf = (type: ProductType) => ({
  items: [{ type, details: examples[type] }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
});

describe('Hungarian e-matrica', () => {
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

  it('refuses a category the registered vehicle cannot buy', () => {
    const details = {
      ...examples['vignette:hu'],
      registrationCountry: 'MD',
      certificateNumber: '123456789',
      plateNumber: 'ABC 123',
      vehicleCategory: 'U',
    };
    const result = riskFor({ type: 'vignette:hu', details }, { vehicle: exampleCar() }, { today });
    expect(result).toMatchObject({ ok: false, code: 'invalid-options' });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toContain('vehicleCategory');
  });

  it('is issued to its driver by the plate, in Latin letters', () => {
    const subject = issuanceSubjectFor(orderOf('vignette:hu'), {}, { paidAt: TEST_NOW });
    expect(subject.insured).toEqual({ type: 'individual', code: 'AA1234BB', name: 'Ion Popescu' });
  });
});
