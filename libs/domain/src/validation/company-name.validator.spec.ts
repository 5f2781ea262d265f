import { companyNameSchema, isCompanyName } from './company-name.validator';

describe('company names', () => {
  it.each([
    'Grawe Carat Asigurări S.A.',
    'S.A.R. Moldcargo S.A.',
    'Î.M. "Orange Moldova" S.A.',
    'ООО Молдтелеком; филиал 2',
    'Întreprinderea Individuală Țurcanu-Ștefănescu, 3',
  ])('accepts %s', (name) => {
    expect(isCompanyName(name)).toBe(true);
    expect(companyNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['Acme & Co', 'Best (Moldova)', 'Shop!', 'a@b', '„Citat"', '---'])('refuses %s', (name) => {
    expect(isCompanyName(name)).toBe(false);
    expect(companyNameSchema.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual([
      'invalid-company-name',
    ]);
  });
});
