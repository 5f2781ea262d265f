import { consentsSchema, consentsSchemaFor } from './consents.schema';

const keys = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('consents', () => {
  it('requires the terms and the personal-data consent', () => {
    expect(keys(consentsSchema.safeParse({ terms: true, personalData: true }))).toEqual([]);
    expect(keys(consentsSchema.safeParse({ terms: true, personalData: false }))).toEqual([
      'personalData:consent-required',
    ]);
    expect(keys(consentsSchema.safeParse({ personalData: true }))).toEqual(['terms:required']);
  });

  it('adds the statement that the insured are in Moldova for the insurers that ask it', () => {
    const strict = consentsSchemaFor({ insuredInMoldova: true });
    expect(keys(strict.safeParse({ terms: true, personalData: true }))).toEqual(['insuredInMoldova:required']);
    expect(keys(strict.safeParse({ terms: true, personalData: true, insuredInMoldova: true }))).toEqual([]);
    expect(keys(consentsSchemaFor({ insuredInMoldova: false }).safeParse({ terms: true, personalData: true }))).toEqual(
      [],
    );
  });

  it('refuses unknown consents', () => {
    expect(keys(consentsSchema.safeParse({ terms: true, personalData: true, marketing: true }))).toEqual([
      ':unknown-field',
    ]);
  });
});
