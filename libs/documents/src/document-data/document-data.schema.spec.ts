import { PRODUCT_TYPES } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { sampleDocumentData } from '../samples/sample-document-data';
import { documentDataSchema, partyName, policyCheckUrl, type DocumentDataInput } from './document-data.schema';

const valid = (overrides: Partial<DocumentDataInput> = {}): DocumentDataInput => ({
  ...sampleDocumentData('rca', 'ro'),
  ...overrides,
});

const issuePaths = (input: DocumentDataInput) => {
  const result = documentDataSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('documentDataSchema', () => {
  it.each(PRODUCT_TYPES.flatMap((product) => LOCALES.map((locale) => [product, locale] as const)))(
    'accepts the facts of %s in %s',
    (product, locale) => {
      expect(documentDataSchema.safeParse(sampleDocumentData(product, locale)).success).toBe(true);
    },
  );

  it('refuses a motor line without its vehicle', () => {
    expect(issuePaths(valid({ vehicle: undefined }))).toEqual(['vehicle']);
  });

  it('refuses travel cover without insured persons or trip', () => {
    const medical = sampleDocumentData('medical', 'en');
    expect(issuePaths({ ...medical, insuredPersons: [], trip: undefined })).toEqual(['insuredPersons', 'trip']);
  });

  it('refuses a vignette of another country than the product', () => {
    const vignette = sampleDocumentData('vignette:ro', 'ro');
    expect(issuePaths({ ...vignette, vignette: { ...vignette.vignette!, country: 'hu' } })).toEqual([
      'vignette.country',
    ]);
  });

  it('refuses a period that ends before it starts', () => {
    expect(issuePaths(valid({ validity: { from: '2025-06-03', to: '2025-06-01' } }))).toEqual(['validity.to']);
  });

  it('refuses an order id that could escape its storage folder', () => {
    expect(issuePaths(valid({ orderId: '../other-order' }))).toEqual(['orderId']);
  });

  it('refuses a company payer without a valid IDNO', () => {
    const payer = { type: 'company' as const, name: 'Vinăria Purcari S.R.L.', idno: '12345' };
    expect(issuePaths(valid({ payer }))).toEqual(['payer.idno']);
  });

  it('names fields, never personal values, in its errors', () => {
    const payer = { type: 'individual' as const, fullName: 'Ion Țurcanu', email: 'ion.turcanu-at-example.md' };
    const result = documentDataSchema.safeParse(valid({ payer, issuedAt: '02.06.2025' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['payer.email', 'issuedAt']);
    expect(`${JSON.stringify(result.error?.issues)} ${result.error?.message}`).not.toMatch(/turcanu|02\.06\.2025/i);
  });

  it('defaults an absent e-Factura request to false', () => {
    const input = valid();
    const parsed = documentDataSchema.parse({ ...input, invoice: { number: 'ASG-2025-000001' } });
    expect(parsed.invoice.eFactura).toBe(false);
  });
});

describe(policyCheckUrl.name, () => {
  it('links the public check page of the policy number', () => {
    expect(policyCheckUrl('https://asiguro.md', 'IAI518204PLT')).toBe('https://asiguro.md/check/IAI518204PLT');
  });

  it('encodes the number and tolerates a trailing slash', () => {
    expect(policyCheckUrl('http://localhost:3000/', 'RCA 12/34')).toBe('http://localhost:3000/check/RCA%2012%2F34');
  });
});

describe(partyName.name, () => {
  it('uses the company name for companies and the full name for individuals', () => {
    expect(partyName({ type: 'company', name: 'Asiguro S.R.L.', idno: '1023600042176' })).toBe('Asiguro S.R.L.');
    expect(partyName({ type: 'individual', fullName: 'Ion Țurcanu' })).toBe('Ion Țurcanu');
  });
});
