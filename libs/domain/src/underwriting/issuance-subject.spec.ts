import { insurerIssueRequestSchema, issueBodySchema, maskBySchema } from '@asiguro/partners';
import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { DomainError } from '../errors/domain-error';
import { money } from '../money/money';
import { ASPECT_TYPES, type AspectType, type ProductType } from '../products/product-types';
import { isoInstant } from './details-reader';
import { issuanceSubjectFor } from './issuance-subject';
import { riskFor } from './risk-for';
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

/** The contractor's code and name each example is issued to. */
const INSURED: Record<AspectType, { type: string; code: string; name: string }> = {
  'road-tax': { type: 'company', code: EXAMPLE_CODES.idno, name: 'S.A.R. Moldcargo S.A.' },
  'vignette:ro': { type: 'individual', code: 'ABC123', name: 'Ion Popescu' },
  'vignette:md': { type: 'individual', code: 'AA1234BB', name: 'Олександр Шевченко' },
  'vignette:hu': { type: 'individual', code: 'AA1234BB', name: 'Ion Popescu' },
  'vignette:bg': { type: 'individual', code: 'ABC123', name: 'Ion Popescu' },
};

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe(issuanceSubjectFor.name, () => {
  it.each(ASPECT_TYPES)('issues the %s example to its contractor, in a request the insurers accept', (type) => {
    const subject = issuanceSubjectFor(orderOf(type), factsOf(type), { paidAt });
    expect(subject.insured).toEqual(INSURED[type]);
    const risk = riskFor({ type, details: examples[type] }, factsOf(type), { today: TEST_NOW });
    if (!risk.ok) throw new Error(`${type}: ${risk.code}`);
    const request = insurerIssueRequestSchema.parse({
      idempotencyKey: 'order-0197a3c2-policy',
      product: type,
      risk: risk.risk,
      ...subject,
      paidAt: isoInstant(paidAt),
      premium: money(1276, 'MDL'),
    });
    expect(request.insured.code).toBe(INSURED[type].code);
    expect(JSON.parse(JSON.stringify(subject.contract))).toEqual(subject.contract);
    // As the exchange log stores it: masked by the insurers' contract.
    const { idempotencyKey: _key, ...body } = request;
    const stored = JSON.stringify(maskBySchema(issueBodySchema(type), JSON.parse(JSON.stringify(body))));
    for (const personal of [EXAMPLE_CODES.idnp, EXAMPLE_CODES.idno, 'Popescu', 'AB1234567', 'ABC 123', 'ABC123']) {
      expect({ type, personal, stored: stored.includes(personal) }).toEqual({ type, personal, stored: false });
    }
  });

  it('asks liability from midnight of the start date in Chișinău', () => {
    expect(issuanceSubjectFor(orderOf('rca'), factsOf('rca'), { paidAt }).liabilityStart).toBe(
      '2026-11-29T00:00:00+02:00',
    );
  });

  it('never asks liability before the payment', () => {
    const startToday = orderOf('rca', {}, { startDate: '22.11.2026' });
    expect(issuanceSubjectFor(startToday, factsOf('rca'), { paidAt }).liabilityStart).toBe('2026-11-22T10:00:00+02:00');
  });

  it('asks no liability start for the road tax, which is for the year', () => {
    const subject = issuanceSubjectFor(orderOf('road-tax'), factsOf('road-tax'), { paidAt });
    expect(subject.liabilityStart).toBeUndefined();
    expect(subject.contract).toMatchObject({ taxYear: 2026, region: 'chisinau', locality: 'Chișinău' });
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

  it('prints a vignette’s last day of validity', () => {
    expect(issuanceSubjectFor(orderOf('vignette:ro'), factsOf('vignette:ro'), { paidAt }).contract).toMatchObject({
      plateNumber: 'ABC123',
      validity: '30_days',
      startDate: '2026-11-29',
      endDate: '2026-12-28',
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
