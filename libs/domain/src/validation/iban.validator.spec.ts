import { hasValidIbanChecksum, ibanSchema, isMoldovanIban } from './iban.validator';

describe('IBAN', () => {
  it('accepts the published Moldovan IBAN (mod 97)', () => {
    expect(isMoldovanIban('MD08AG000000022516095659')).toBe(true);
    expect(isMoldovanIban('md08 ag00 0000 0225 1609 5659')).toBe(true);
    expect(ibanSchema.safeParse('MD08AG000000022516095659').success).toBe(true);
  });

  it('refuses a changed digit', () => {
    expect(isMoldovanIban('MD08AG000000022516095658')).toBe(false);
    expect(isMoldovanIban('MD09AG000000022516095659')).toBe(false);
    expect(ibanSchema.safeParse('MD08AG000000022516095658').error?.issues.map((issue) => issue.message)).toEqual([
      'invalid-iban',
    ]);
  });

  it('checks other countries by mod 97 but accepts only Moldovan ones as MD IBANs', () => {
    expect(hasValidIbanChecksum('DE89370400440532013000')).toBe(true);
    expect(isMoldovanIban('DE89370400440532013000')).toBe(false);
    expect(isMoldovanIban('MD08AG00000002251609565')).toBe(false);
  });
});
