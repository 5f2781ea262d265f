import { baggagePcsSchema, digitsOnlySchema, isDigitsOnly, isValidBaggagePcs } from './amount.validator';

describe('amounts and counts', () => {
  it('marketValue and replacementCost: digits only', () => {
    expect(isDigitsOnly('850000')).toBe(true);
    expect(isDigitsOnly('850 000')).toBe(false);
    expect(digitsOnlySchema.safeParse('850000').success).toBe(true);
    for (const bad of ['850,000', '850000.50', '-5', '1e6', '+100']) {
      expect(digitsOnlySchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual(['digits-only']);
    }
    expect(digitsOnlySchema.safeParse('0').error?.issues.map((issue) => issue.message)).toEqual(['invalid-number']);
  });

  it('baggagePcs: a positive whole number', () => {
    expect(isValidBaggagePcs(1)).toBe(true);
    expect(isValidBaggagePcs(3)).toBe(true);
    for (const bad of [0, -1, 1.5]) {
      expect(baggagePcsSchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([
        'invalid-baggage-pcs',
      ]);
    }
    expect(baggagePcsSchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
});
