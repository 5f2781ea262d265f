import { countryCodeSchema, isCountryCode } from './country-code.validator';

describe('country codes', () => {
  it('accepts ISO 3166 alpha-2 codes', () => {
    for (const code of ['MD', 'UA', 'RO', 'DE', 'US']) expect(isCountryCode(code)).toBe(true);
  });

  it('refuses lower case, wrong lengths and unknown codes', () => {
    for (const code of ['md', 'MDA', 'M', 'ZZ']) expect(isCountryCode(code)).toBe(false);
    expect(countryCodeSchema.safeParse('ZZ').error?.issues.map((issue) => issue.message)).toEqual(['invalid-country']);
  });
});
