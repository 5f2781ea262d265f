import {
  compactIdnx,
  idnoSchema,
  idnpSchema,
  idnvSchema,
  idnxCheckDigit,
  idnxKind,
  idnxSchema,
  isIdno,
  isIdnp,
  isIdnv,
} from './idnx.validator';

const withCheckDigit = (firstTwelve: string) => firstTwelve + idnxCheckDigit(firstTwelve);
const keys = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const VALID_IDNOS = [
  '1002600005819',
  '1002600020908',
  '1016600035165',
  '1021600002204',
  '1024600043882',
  '1016600027490',
  '1008600038413',
];

describe('IDNP / IDNO / IDNV', () => {
  it('accepts the published IDNOs (7-3-1 check digit)', () => {
    for (const idno of VALID_IDNOS) {
      expect(isIdno(idno)).toBe(true);
      expect(idnoSchema.safeParse(idno).success).toBe(true);
    }
  });

  it('refuses an IDNO whose check digit is wrong', () => {
    expect(isIdno('1008600038412')).toBe(false);
    expect(keys(idnoSchema.safeParse('1008600038412'))).toEqual(['invalid-idno']);
  });

  it('computes the check digit as the 7-3-1 weighted sum mod 10', () => {
    // 1·7+0·3+0·1+8·7+6·3+0·1+0·7+0·3+3·1+8·7+4·3+1·1 = 153 → 3
    expect(idnxCheckDigit('100860003841')).toBe(3);
  });

  it('accepts IDNPs starting with 2 or 09 and a correct check digit', () => {
    const resident = withCheckDigit('200400012345');
    const foreigner = withCheckDigit('098765432101');
    expect(isIdnp(resident)).toBe(true);
    expect(isIdnp(foreigner)).toBe(true);
    expect(keys(idnpSchema.safeParse(resident))).toEqual([]);
  });

  it('refuses an IDNP with a wrong check digit', () => {
    const valid = withCheckDigit('200400012345');
    const wrong = valid.slice(0, 12) + ((Number(valid[12]) + 1) % 10);
    expect(isIdnp(wrong)).toBe(false);
    expect(keys(idnpSchema.safeParse(wrong))).toEqual(['invalid-idnp']);
  });

  it('tells the kinds apart by their first digits', () => {
    expect(idnxKind(withCheckDigit('200400012345'))).toBe('idnp');
    expect(idnxKind('1002600005819')).toBe('idno');
    expect(idnxKind(withCheckDigit('300000123456'))).toBe('idnv');
    // 0 not followed by 9, and 4–8, belong to no kind even with a right check digit.
    expect(idnxKind(withCheckDigit('012345678901'))).toBeNull();
    expect(idnxKind(withCheckDigit('512345678901'))).toBeNull();
    expect(isIdnp('1002600005819')).toBe(false);
    expect(isIdno(withCheckDigit('200400012345'))).toBe(false);
    expect(isIdnv(withCheckDigit('300000123456'))).toBe(true);
    expect(idnvSchema.safeParse(withCheckDigit('300000123456')).success).toBe(true);
  });

  it('refuses wrong lengths and non-digits with the field key', () => {
    expect(keys(idnpSchema.safeParse('20040001234'))).toEqual(['invalid-idnp']);
    expect(keys(idnpSchema.safeParse('2004000123456x'))).toEqual(['too-long']);
    expect(keys(idnoSchema.safeParse('10026000058A9'))).toEqual(['invalid-idno']);
    expect(keys(idnpSchema.safeParse(''))).toEqual(['required']);
    expect(keys(idnpSchema.safeParse(undefined))).toEqual(['required']);
    expect(keys(idnpSchema.safeParse(2004000123456))).toEqual(['invalid-value']);
  });

  it('drops the spaces typed between the groups, as python-stdnum compacts', () => {
    const idnp = withCheckDigit('200400012345');
    expect(idnpSchema.parse(`${idnp.slice(0, 4)} ${idnp.slice(4, 8)} ${idnp.slice(8)}`)).toBe(idnp);
    expect(idnoSchema.parse(' 1002 6000 05819 ')).toBe('1002600005819');
    expect(idnxSchema.parse('1002600 005819')).toBe('1002600005819');
    expect(isIdno('1002 6000 05819')).toBe(true);
    expect(compactIdnx(' 1002 6000 05819\t')).toBe('1002600005819');
    // A hyphen is not a separator of these numbers (stdnum leaves it too).
    expect(keys(idnoSchema.safeParse('1002-6000-05819'))).toEqual(['too-long']);
    expect(keys(idnoSchema.safeParse('1002-600005819'))).toEqual(['too-long']);
    expect(keys(idnoSchema.safeParse('100260-005819'))).toEqual(['invalid-idno']);
  });

  it('accepts either a person or a company code as an IDNx, but not a vehicle code', () => {
    expect(idnxSchema.safeParse('1002600005819').success).toBe(true);
    expect(idnxSchema.safeParse(withCheckDigit('200400012345')).success).toBe(true);
    expect(keys(idnxSchema.safeParse(withCheckDigit('300000123456')))).toEqual(['invalid-idnx']);
  });
});
