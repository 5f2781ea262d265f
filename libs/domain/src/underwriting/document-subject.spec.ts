import {
  coverageSchema,
  documentDataSchema,
  greenCardSchema,
  motorContractSchema,
  partySchema,
  personSchema,
  propertySchema,
  roadTaxSchema,
  sampleDocumentData,
  tripSchema,
  vehicleSchema as documentVehicleSchema,
  vignetteSchema,
} from '@asiguro/documents';
import type { Locale } from '@asiguro/i18n';
import type { z } from 'zod';
import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { PRODUCT_TYPES, type ProductType } from '../products/product-types';
import { documentSubjectFor, type DocumentSubject } from './document-subject';
import type { UnderwritingFacts, UnderwritingOrder } from './underwriting.types';
import { companyCar, EXAMPLE_COMPANY, EXAMPLE_PROPERTY, exampleCar, TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const paidAt = TEST_NOW;

const FACTS: Partial<Record<ProductType, UnderwritingFacts>> = {
  rca: { vehicle: exampleCar() },
  'green-card': { vehicle: exampleCar() },
  casco: { vehicle: exampleCar() },
  'roadside-assistance-eu': { vehicle: exampleCar() },
  'road-tax': { vehicle: companyCar(), company: EXAMPLE_COMPANY },
  'real-estate': { property: EXAMPLE_PROPERTY },
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

const SECTION_SCHEMAS: { [K in Exclude<keyof DocumentSubject, 'insuredPersons'>]: z.ZodType } = {
  vehicle: documentVehicleSchema,
  greenCard: greenCardSchema,
  property: propertySchema,
  trip: tripSchema,
  vignette: vignetteSchema,
  roadTax: roadTaxSchema,
  coverage: coverageSchema,
  motor: motorContractSchema,
  payer: partySchema,
};
const SECTIONS = ['insuredPersons', ...Object.keys(SECTION_SCHEMAS)] as (keyof DocumentSubject)[];

/** A whole document of the line: the sample's policy facts with the sections replaced by `subject`'s. */
function documentWith(type: ProductType, locale: Locale, subject: Partial<DocumentSubject>) {
  const sample: Record<string, unknown> = { ...sampleDocumentData(type, locale) };
  for (const section of SECTIONS) delete sample[section];
  return documentDataSchema.safeParse({ ...sample, ...subject });
}

describe(documentSubjectFor.name, () => {
  // The courier's delivery makes no document of its own (DOCUMENTS_BY_PRODUCT).
  describe.each(PRODUCT_TYPES.filter((type) => type !== 'courier-delivery'))('%s', (type) => {
    const subjectOf = () => documentSubjectFor(orderOf(type), factsOf(type), { locale: 'ro', paidAt });

    it('gives sections the documents’ schemas accept', () => {
      const subject = subjectOf();
      for (const person of subject.insuredPersons) expect(personSchema.safeParse(person).error).toBeUndefined();
      for (const [section, schema] of Object.entries(SECTION_SCHEMAS)) {
        const value = subject[section as keyof typeof SECTION_SCHEMAS];
        if (value !== undefined)
          expect({ section, issues: schema.safeParse(value).error?.issues }).toEqual({ section });
      }
    });

    it('gives every section the line’s documents require', () => {
      const subject = subjectOf();
      expect(documentWith(type, 'ro', subject).error?.issues).toBeUndefined();
      // Every line requires a section of its own: without the subject's, the same document is refused.
      expect(documentWith(type, 'ro', { payer: subject.payer }).success).toBe(false);
    });
  });

  it('prints the registered vehicle and the contractor RCA Data names as payer', () => {
    const subject = documentSubjectFor(orderOf('rca'), factsOf('rca'), { locale: 'ro', paidAt });
    expect(subject.vehicle).toEqual({
      plateNumber: 'ABC 123',
      make: 'Dacia',
      model: 'Logan',
      vin: 'UU1LSDAAH12345678',
      registrationCertificate: '123456789',
      registrationCountry: 'MD',
      category: 'M1',
      engineVolume: 1598,
      seats: 5,
    });
    expect(subject.payer).toEqual({
      type: 'individual',
      fullName: 'Ion Popescu',
      idnp: EXAMPLE_CODES.idnp,
      email: 'ion.popescu@example.md',
      phone: '+37369123456',
    });
  });

  it('bills the company the order names as payer', () => {
    const billing = { payerType: 'company' as const, idno: EXAMPLE_CODES.idno };
    const subject = documentSubjectFor(
      orderOf('medical', { billing }),
      { company: EXAMPLE_COMPANY },
      {
        locale: 'ro',
        paidAt,
      },
    );
    expect(subject.payer).toEqual({
      type: 'company',
      name: EXAMPLE_COMPANY.name,
      idno: EXAMPLE_CODES.idno,
      address: EXAMPLE_COMPANY.address,
      email: 'ion.popescu@example.md',
      phone: '+37369123456',
    });
  });

  it('lets a vignette’s driver pay for it and prints the category sold', () => {
    const subject = documentSubjectFor(
      orderOf('vignette:bg', { contact: null, billing: null }),
      {},
      {
        locale: 'ro',
        paidAt,
      },
    );
    expect(subject.vignette).toEqual({
      country: 'bg',
      category: '3',
      plateNumber: 'ABC 123',
      registrationCountry: 'MD',
    });
    expect(subject.payer).toEqual({ type: 'individual', fullName: 'Ion Popescu' });
  });

  it('insures the passenger of a baggage policy and prints the flights', () => {
    const subject = documentSubjectFor(orderOf('baggage'), {}, { locale: 'ro', paidAt });
    expect(subject.insuredPersons).toEqual([
      { fullName: 'Ion Popescu', birthday: '1985-04-15', personalCode: EXAMPLE_CODES.idnp },
    ]);
    expect(subject.coverage).toEqual({ flightNumbers: ['9U123', '9U124'], baggagePieces: 2 });
  });
});
