import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { DomainError } from '../errors/domain-error';
import type { ProductType } from '../products/product-types';
import { issuanceSubjectFor } from './issuance-subject';
import type { UnderwritingFacts, UnderwritingOrder } from './underwriting.types';
import { companyCar, EXAMPLE_COMPANY, exampleCar, TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const paidAt = TEST_NOW;

const FACTS: Partial<Record<ProductType, UnderwritingFacts>> = {
  rca: { vehicle: exampleCar() },
  'green-card': { vehicle: exampleCar() },
  casco: { vehicle: exampleCar() },
  'roadside-assistance-eu': { vehicle: exampleCar() },
  'road-tax': { vehicle: companyCar(), company: EXAMPLE_COMPANY },
  'vignette:ro': { vehicle: exampleCar() },
  'vignette:bg': { vehicle: exampleCar() },
};
const factsOf = (type: ProductType) => FACTS[type] ?? {};

const orderOf = (type: ProductType, overrides: Partial<UnderwritingOrder> = {}, details: object = {}) => ({
  items: [{ type, details: { ...examples[type], ...details } }],
  billing: { payerType: 'individual' as const },
  contact: { phone: '+37369123456', email: 'ion.popescu@example.md' },
  ...overrides,
});

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe(issuanceSubjectFor.name, () => {
  it('asks liability from midnight of the start date in Chișinău', () => {
    expect(issuanceSubjectFor(orderOf('rca'), factsOf('rca'), { paidAt }).liabilityStart).toBe(
      '2026-11-29T00:00:00+02:00',
    );
  });

  it('never asks liability before the payment', () => {
    const startToday = orderOf('rca', {}, { startDate: '22.11.2026' });
    expect(issuanceSubjectFor(startToday, factsOf('rca'), { paidAt }).liabilityStart).toBe('2026-11-22T10:00:00+02:00');
  });

  it('prints the registered vehicle on a motor policy', () => {
    expect(issuanceSubjectFor(orderOf('rca'), factsOf('rca'), { paidAt }).contract).toMatchObject({
      vehicle: { certificateNumber: '123456789', plateNumber: 'ABC 123', vin: 'UU1LSDAAH12345678', make: 'Dacia' },
      operatingMode: 'normal',
      contractType: 'unlimited',
      startDate: '2026-11-29',
      periodDays: 365,
    });
  });

  it('issues a vignette paid by a company to the company', () => {
    const billing = { payerType: 'company' as const, idno: EXAMPLE_CODES.idno, companyName: 'S.A.R. Moldcargo S.A.' };
    expect(issuanceSubjectFor(orderOf('vignette:bg', { billing }), {}, { paidAt }).insured).toEqual({
      type: 'company',
      code: EXAMPLE_CODES.idno,
      name: 'S.A.R. Moldcargo S.A.',
    });
  });

  it('still reads an order retried after its cover started', () => {
    const later = new Date('2026-12-05T09:00:00Z');
    expect(issuanceSubjectFor(orderOf('medical'), {}, { paidAt: later }).insured.code).toBe(EXAMPLE_CODES.idnp);
  });

  it('refuses to issue to a contractor nobody named', () => {
    const error = thrownBy(() => issuanceSubjectFor(orderOf('rca'), {}, { paidAt }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'invalid-options',
      details: { issues: [{ path: 'contractor.firstName', key: 'required' }] },
    });
  });

  it('refuses an order without items or with details its line refuses', () => {
    expect(() => issuanceSubjectFor({ items: [] }, {}, { paidAt })).toThrow(DomainError);
    expect(() => issuanceSubjectFor(orderOf('medical', {}, { persons: [] }), {}, { paidAt })).toThrow(DomainError);
  });
});
