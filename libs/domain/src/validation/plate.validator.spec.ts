import {
  foreignPlateSchema,
  isForeignPlate,
  isMoldovanPlate,
  isTwoFourTwoPlate,
  mdPlateSchema,
  normalizePlate,
  plateSchema,
  uaPlateSchema,
} from './plate.validator';

const keys = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('vehicle plates', () => {
  it('accepts Moldovan plates since 2015 (ABC 123)', () => {
    expect(isMoldovanPlate('ABC 123')).toBe(true);
    expect(isMoldovanPlate('abc123')).toBe(true);
    expect(isMoldovanPlate('AB 123')).toBe(false);
    expect(isMoldovanPlate('ABC 1234')).toBe(false);
  });

  it('accepts Moldovan plates before 2015 (C AB 123, BL AB 12)', () => {
    expect(isMoldovanPlate('C AB 123')).toBe(true);
    expect(isMoldovanPlate('BL AB 12')).toBe(true);
    expect(isMoldovanPlate('K AA 1')).toBe(true);
    expect(isMoldovanPlate('BLA AB 12')).toBe(false);
  });

  it('accepts the H and P special series with four digits', () => {
    expect(isMoldovanPlate('H 1234')).toBe(true);
    expect(isMoldovanPlate('P AB 1234')).toBe(true);
    expect(isMoldovanPlate('H 123')).toBe(false);
    expect(isMoldovanPlate('X 1234')).toBe(false);
  });

  it('accepts two letters, four digits, two letters in Latin', () => {
    expect(isTwoFourTwoPlate('AA1234BB')).toBe(true);
    expect(isTwoFourTwoPlate('aa 1234 bb')).toBe(true);
  });

  it('accepts the same plate in Cyrillic, Ukrainian letters included', () => {
    expect(isTwoFourTwoPlate('АА1234ВВ')).toBe(true);
    expect(isTwoFourTwoPlate('ві 1234 ек')).toBe(true);
    expect(isTwoFourTwoPlate('ЇЄ1234ҐІ')).toBe(true);
  });

  it('refuses malformed two-four-two plates', () => {
    expect(isTwoFourTwoPlate('AA123BB')).toBe(false);
    expect(isTwoFourTwoPlate('A1234BB')).toBe(false);
    expect(isTwoFourTwoPlate('AA12345B')).toBe(false);
    expect(keys(uaPlateSchema.safeParse('AA123BB'))).toEqual(['invalid-plate']);
  });

  it('normalizes to upper case without separators', () => {
    expect(normalizePlate('c ab-123')).toBe('CAB123');
    expect(normalizePlate('аа 1234 вв')).toBe('АА1234ВВ');
  });

  it('offers one schema per market', () => {
    expect(keys(mdPlateSchema.safeParse('ABC 123'))).toEqual([]);
    expect(keys(mdPlateSchema.safeParse('AA1234BB'))).toEqual(['invalid-plate']);
    expect(keys(plateSchema.safeParse('AA1234BB'))).toEqual([]);
    expect(keys(plateSchema.safeParse('АА1234ВВ'))).toEqual([]);
    expect(keys(plateSchema.safeParse('ABC 123'))).toEqual([]);
    expect(keys(plateSchema.safeParse('B 123 XYZ'))).toEqual(['invalid-plate']);
    expect(keys(plateSchema.safeParse('ABC#123'))).toEqual(['invalid-plate']);
    expect(isForeignPlate('B 123 XYZ')).toBe(true);
    expect(keys(foreignPlateSchema.safeParse('M-AB 1234'))).toEqual([]);
    expect(keys(foreignPlateSchema.safeParse('A'))).toEqual(['invalid-plate']);
  });
});
