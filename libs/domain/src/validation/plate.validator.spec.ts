import {
  foreignPlateSchema,
  isForeignPlate,
  isMoldovanPlate,
  isTwoFourTwoPlate,
  latinPlate,
  mdPlateSchema,
  moldovanPlateSeries,
  normalizePlate,
  plateSchema,
  uaPlateSchema,
  UA_REGIONS,
} from './plate.validator';

const keys = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/*
 * One table per Moldovan series (domain.md §6.2; Wikipedia "Vehicle registration plates of
 * Moldova"): plates of the series, and near misses that belong to no series.
 */
describe('Moldovan plates, series by series', () => {
  const series = {
    standard: {
      valid: ['ABC 123', 'abc123', 'KBA-517', 'ZZZ 000'],
      invalid: ['ABC 12', 'AB 123', 'ABC 1234', 'AB1 123'],
    },
    regional: {
      valid: ['C AB 12', 'K AA 1', 'BL AB 12', 'BL AB 123', 'CH XY 999', 'CU AB 123', 'TS AB 123', 'VL ZZ 10'],
      invalid: ['A BC 12', 'XY AB 123', 'BLA AB 12', 'C AB 1234', 'C A 123', 'QQ AB 123'],
    },
    foreignOrTemporary: {
      valid: ['H 1234', 'P AB 1234', 'p 1188'],
      invalid: ['H 123', 'X 1234', 'H ABC 1234', 'P 12345'],
    },
    state: {
      valid: ['RM 0001', 'RM 1234', 'RM P 001', 'RM G 123', 'rm a 007'],
      invalid: ['RM 001', 'RM 00001', 'RM PG 001', 'RM P 0001'],
    },
    diplomatic: {
      valid: ['CD 123 AB', 'CD 001 A', 'TC 123 AA', 'TS 456 B', 'CA 789 XY'],
      invalid: ['CD 12 AB', 'CD 123 ABC', 'CD 1234 AB', 'DC 123 AB', 'CD AB 123'],
    },
    police: {
      valid: ['MAI 1234', 'MAI 123', 'MIC 1234', 'mai-0001'],
      invalid: ['MAI 12', 'MAI 12345', 'MAX 12345', 'POL 12345'],
    },
    army: { valid: ['FA 1234', 'DG 1234', 'fa 0001'], invalid: ['FA 123', 'FA 12345', 'DG 123', 'FB 1234'] },
    security: { valid: ['SP 123', 'SP 001'], invalid: ['SP 12', 'SP 1234', 'SPA 12'] },
  } as const;

  it('accepts a Chișinău plate of before 2015 that also reads as a standard one (C AB 123)', () => {
    expect(isMoldovanPlate('C AB 123')).toBe(true);
  });

  for (const [name, { valid, invalid }] of Object.entries(series)) {
    describe(name, () => {
      it.each(valid)('accepts %j', (plate) => {
        expect(moldovanPlateSeries(plate)).toBe(name);
        expect(isMoldovanPlate(plate)).toBe(true);
        expect(keys(mdPlateSchema.safeParse(plate))).toEqual([]);
      });
      it.each(invalid)('refuses %j, which fits no series', (plate) => {
        expect(moldovanPlateSeries(plate)).toBeNull();
        expect(keys(mdPlateSchema.safeParse(plate))).toEqual(['invalid-plate']);
      });
    });
  }
});

describe('Ukrainian plates (two letters, four digits, two letters)', () => {
  it.each([
    'AA1234BB',
    'aa 1234 bb',
    'KA 0001 AX',
    'BC 7777 HP',
    'HH 1234 CE',
    'II 0001 AA',
    'CH 1234 TX',
    'IH 1234 OO',
  ])('accepts %j (a region code and a series in the twelve letters)', (plate) => {
    expect(isTwoFourTwoPlate(plate)).toBe(true);
    expect(keys(uaPlateSchema.safeParse(plate))).toEqual([]);
  });

  it.each(['АА1234ВВ', 'ві 1234 ек', 'КА 0001 АХ', 'Вс1234НР', 'АА 1234 BB'])(
    'accepts %j in Cyrillic (or mixed)',
    (plate) => {
      expect(isTwoFourTwoPlate(plate)).toBe(true);
    },
  );

  it.each([
    ['ЖЖ1234ЖЖ', 'Ж is not one of the twelve letters'],
    ['QQ1234QQ', 'Q is not one of the twelve letters'],
    ['ЇЇ1234ЇЇ', 'Ї is not one of the twelve letters'],
    ['AA1234ЖК', 'the series uses the twelve letters too'],
    ['ЇЄ1234ҐІ', 'Ukrainian letters outside the twelve'],
    ['BP1234AA', 'BP belongs to no region'],
    ['HP1234AA', 'HP belongs to no region'],
    ['CI1234AA', 'C is followed by A, B, E or H only'],
    ['IC1234AA', 'IC belongs to no region'],
    ['XX1234AA', 'X starts no region code'],
    ['AA123BB', 'three digits'],
    ['A1234BB', 'one letter'],
    ['AA12345B', 'five digits'],
  ])('refuses %j (%s)', (plate) => {
    expect(isTwoFourTwoPlate(plate)).toBe(false);
    expect(keys(uaPlateSchema.safeParse(plate))).toEqual(['invalid-plate']);
  });

  it('knows the 27 regions twice (2004 and 2013 codes) and the state series', () => {
    expect(UA_REGIONS).toHaveLength(55);
    expect(new Set(UA_REGIONS).size).toBe(55);
    for (const [old, current] of [
      ['AA', 'KA'],
      ['BH', 'HH'],
      ['CE', 'IE'],
      ['AX', 'KX'],
    ]) {
      expect(UA_REGIONS).toEqual(expect.arrayContaining([old, current]));
    }
  });

  it('writes a plate in Latin letters whatever the script it was typed in', () => {
    expect(latinPlate('аа 1234 вв')).toBe('AA1234BB');
    expect(latinPlate('ві-1234-ек')).toBe('BI1234EK');
  });
});

describe('plates of any market', () => {
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
    expect(keys(plateSchema.safeParse('RM 0001'))).toEqual([]);
    expect(keys(plateSchema.safeParse('ABC 12'))).toEqual(['invalid-plate']);
    expect(keys(plateSchema.safeParse('B 123 XYZ'))).toEqual(['invalid-plate']);
    expect(keys(plateSchema.safeParse('ABC#123'))).toEqual(['invalid-plate']);
    expect(isForeignPlate('B 123 XYZ')).toBe(true);
    expect(keys(foreignPlateSchema.safeParse('M-AB 1234'))).toEqual([]);
    expect(keys(foreignPlateSchema.safeParse('A'))).toEqual(['invalid-plate']);
  });
});
