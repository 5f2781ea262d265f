import { PRODUCT_TYPES } from '../products/product-types';
import { detailsJsonSchema } from './details-json-schema';
import { publicCatalogue } from './public-catalogue';

describe('publicCatalogue', () => {
  const catalogue = publicCatalogue();

  it('publishes every product line once, with the common tail once', () => {
    expect(catalogue.products.map((product) => product.type)).toEqual([...PRODUCT_TYPES]);
    expect(catalogue.tail.map((step) => step.id)).toEqual(['offers', 'confirmation', 'pay']);
    for (const product of catalogue.products) {
      expect(product.steps.map((step) => step.id)).not.toContain('confirmation');
    }
    expect(catalogue.defaultLocale).toBe('ro');
  });

  it('is plain data: JSON round-trips it unchanged', () => {
    expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
    const functions: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (typeof value === 'function') functions.push(path);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
      }
    };
    visit(catalogue, '');
    expect(functions).toEqual([]);
  });

  it('resolves labels, required messages, step titles and paths', () => {
    const rca = catalogue.products.find((product) => product.type === 'rca')!;
    expect(rca.paths).toEqual({ ro: '/rca', ru: '/ru/osago', en: '/en/mtpl' });
    expect(rca.termsPaths).toEqual({ ro: '/rca/terms', ru: '/ru/osago/terms', en: '/en/mtpl/terms' });
    const certificate = rca.steps[0].fields.find((field) => field.name === 'vehicle.certificateNumber')!;
    expect(certificate.label.ro).toBe('Numărul certificatului de înmatriculare');
    expect(certificate.requiredMessage.en).toBe('Enter the registration certificate number');
    expect(rca.steps[0].title).toEqual({ ro: 'Vehiculul', ru: 'Транспортное средство', en: 'Vehicle' });
    const medical = catalogue.products.find((product) => product.type === 'medical')!;
    expect(medical.insurerPages?.[0]).toEqual({
      insurer: 'moldasig',
      paths: { ro: '/medical/moldasig', ru: '/ru/travel/moldasig', en: '/en/travel/moldasig' },
    });
    const persons = medical.steps[1].fields[0];
    expect(persons.kind).toBe('persons-list');
    expect(persons.itemFields?.map((field) => field.name)).toEqual([
      'firstName',
      'lastName',
      'birthday',
      'idnp',
      'passportNumber',
    ]);
  });

  it('carries the JSON Schemas of the details, strict at the top', () => {
    for (const product of catalogue.products) {
      expect(product.detailsJsonSchema.type).toBe('object');
      expect(product.detailsJsonSchema.additionalProperties).toBe(false);
      expect(product.draftDetailsJsonSchema.required ?? []).toEqual([]);
      expect(product.draftDetailsJsonSchema.additionalProperties).toBe(false);
    }
  });

  it('publishes insurers without their product lists, with the assistance line their policies print', () => {
    const greenCard = catalogue.products.find((product) => product.type === 'green-card')!;
    expect(greenCard.insurers).toContainEqual({
      slug: 'donaris',
      name: 'Donaris Vienna Insurance Group S.A.',
      kind: 'insurer',
      idno: '1002600020908',
      assistancePhone: expect.stringMatching(/^\+373 /),
    });
  });
});

describe(detailsJsonSchema.name, () => {
  it('generates a JSON Schema for every line, full and draft', () => {
    for (const type of PRODUCT_TYPES) {
      const full = detailsJsonSchema(type);
      const draft = detailsJsonSchema(type, { draft: true });
      expect(full.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(Object.keys(full.properties ?? {})).toEqual(Object.keys(draft.properties ?? {}));
      expect((full.required ?? []).length).toBeGreaterThan(0);
    }
  });

  it('describes formats a client can check without the code', () => {
    const rca = detailsJsonSchema('rca');
    const vehicle = rca.properties!.vehicle as { properties: Record<string, { pattern?: string }> };
    expect(vehicle.properties.certificateNumber.pattern).toBe('^(\\d{9}|[Bb]\\d{9}|[Aa][Bb]\\d{6})$');
    expect(rca.properties!.insuranceValidity).toEqual(
      expect.objectContaining({ enum: [30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 365] }),
    );
  });
});
