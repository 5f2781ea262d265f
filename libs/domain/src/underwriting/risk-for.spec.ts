import { exampleDetails } from '../catalogue/details-examples';
import { issuersOf } from '../partners/issuers-of';
import { PRODUCT_TYPES, type ProductType } from '../products/product-types';
import { quote, TARIFF_RISK_SCHEMAS } from '../tariffs/quote';
import { tariffOfferSchema } from '../tariffs/tariff.types';
import { riskFor } from './risk-for';
import type { UnderwritingFacts } from './underwriting.types';
import {
  companyCar,
  EXAMPLE_COMPANY,
  EXAMPLE_PROPERTY,
  exampleCar,
  TEST_NOW,
  TEST_TARIFF_CONTEXT,
} from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;

/** What the registries answer for each example (factsNeeded's look-ups). */
const FACTS: Partial<Record<ProductType, UnderwritingFacts>> = {
  rca: { vehicle: exampleCar() },
  'green-card': { vehicle: exampleCar() },
  casco: { vehicle: exampleCar() },
  'roadside-assistance-eu': { vehicle: exampleCar() },
  'road-tax': { vehicle: companyCar(), company: EXAMPLE_COMPANY },
  'real-estate': { property: EXAMPLE_PROPERTY },
  'vignette:ro': { vehicle: exampleCar() },
  'vignette:bg': { vehicle: exampleCar() },
  'vignette:hu': {},
  'vignette:md': {},
};
/** The lines that ask no registry have empty facts. */
const factsOf = (type: ProductType): UnderwritingFacts => FACTS[type] ?? {};

describe(riskFor.name, () => {
  it.each(PRODUCT_TYPES)('turns the %s example into a risk its tariff prices at an issuer', (type) => {
    const result = riskFor({ type, details: examples[type] }, factsOf(type), { today });
    if (!result.ok) throw new Error(`${type}: ${result.code} ${JSON.stringify(result.issues)}`);
    expect(result.product).toBe(type);
    expect(TARIFF_RISK_SCHEMAS[type].safeParse(result.risk).success).toBe(true);
    const offers = issuersOf(type)
      .map((issuer) => quote(type, result.risk, issuer.slug, TEST_TARIFF_CONTEXT))
      .filter((answer) => !answer.declined);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(tariffOfferSchema.parse(offer).price.minor).toBeGreaterThan(0);
  });

  it('gives the same risk for the same inputs', () => {
    for (const type of PRODUCT_TYPES) {
      const item = { type, details: structuredClone(examples[type]) };
      expect(riskFor(item, factsOf(type), { today })).toEqual(
        riskFor({ type, details: examples[type] }, factsOf(type), { today }),
      );
    }
  });

  it('refuses details its line would refuse, with their issues', () => {
    const result = riskFor({ type: 'medical', details: { ...examples.medical, endDate: '01.01.2020' } }, {}, { today });
    expect(result).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: expect.arrayContaining([{ path: 'endDate', key: 'date-in-past' }]),
    });
  });

  it('judges dates on the day given: a start that has passed is refused', () => {
    const later = new Date('2026-12-30T08:00:00Z');
    expect(riskFor({ type: 'baggage', details: examples.baggage }, {}, { today: later })).toMatchObject({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'departureDate', key: 'date-in-past' }],
    });
  });

  it('refuses a company contractor the registry reports in liquidation', () => {
    const details = {
      ...examples['real-estate'],
      contractor: { contractorType: 'company', idno: EXAMPLE_COMPANY.idno, companyName: EXAMPLE_COMPANY.name },
    };
    const facts = { property: EXAMPLE_PROPERTY, company: { ...EXAMPLE_COMPANY, status: 'in-liquidation' } };
    expect(riskFor({ type: 'real-estate', details }, facts, { today })).toEqual({
      ok: false,
      code: 'contractor-ineligible',
      issues: [{ path: 'contractor', key: 'contractor-ineligible' }],
    });
    expect(riskFor({ type: 'real-estate', details }, { ...facts, company: EXAMPLE_COMPANY }, { today })).toMatchObject({
      ok: true,
    });
  });

  it('names the missing registry answer a line cannot be priced without', () => {
    expect(riskFor({ type: 'rca', details: examples.rca }, {}, { today })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'facts.vehicle', key: 'required' }],
    });
  });

  it('maps a value the tariff refuses back to the field the customer typed', () => {
    const details = { ...examples['real-estate'], marketValue: '500' };
    expect(riskFor({ type: 'real-estate', details }, { property: EXAMPLE_PROPERTY }, { today })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'marketValue', key: 'invalid-value' }],
    });
  });
});
