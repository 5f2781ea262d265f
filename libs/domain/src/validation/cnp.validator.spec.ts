import { cnpCheckDigit, cnpSchema, isCnp, nationalPersonalCodeRule } from './cnp.validator';

const withCheck = (firstTwelve: string) => firstTwelve + cnpCheckDigit(firstTwelve);

describe('Romanian CNP', () => {
  it('accepts a well-formed CNP', () => {
    // Man born 1 Jan 1980 in Alba (01), serial 001.
    const cnp = withCheck('180010101001');
    expect(isCnp(cnp)).toBe(true);
    expect(cnpSchema.safeParse(cnp).success).toBe(true);
  });

  it('maps a check remainder of 10 to 1', () => {
    // Find a prefix whose weighted sum is 10 mod 11 and check the digit is 1.
    const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
    let found: string | undefined;
    for (let serial = 0; serial < 1000 && !found; serial++) {
      const prefix = `5000101400${String(serial).padStart(3, '0')}`.slice(0, 12);
      const sum = [...prefix].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
      if (sum % 11 === 10) found = prefix;
    }
    expect(found).toBeDefined();
    expect(cnpCheckDigit(found!)).toBe(1);
    expect(isCnp(found! + '1')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    const cnp = withCheck('180010101001');
    const wrong = cnp.slice(0, 12) + ((Number(cnp[12]) + 1) % 10);
    expect(isCnp(wrong)).toBe(false);
    expect(cnpSchema.safeParse(wrong).error?.issues.map((issue) => issue.message)).toEqual(['invalid-cnp']);
  });

  it('refuses an impossible birth date', () => {
    expect(isCnp(withCheck('180023001001'))).toBe(false); // 30 February 1980
    expect(isCnp(withCheck('500022901001'))).toBe(true); // 29 February 2000
    expect(isCnp(withCheck('501022901001'))).toBe(false); // 29 February 2001
  });

  it('refuses an unknown county code', () => {
    expect(isCnp(withCheck('180010152001'))).toBe(true); // Giurgiu
    expect(isCnp(withCheck('180010100001'))).toBe(false);
    expect(isCnp(withCheck('180010149001'))).toBe(false);
    expect(isCnp(withCheck('180010150001'))).toBe(false);
  });

  it("accepts Bucharest's former sectors 7 and 8 (47, 48) on CNPs of people born before 1979", () => {
    expect(isCnp(withCheck('165031247001'))).toBe(true); // man, 12 Mar 1965, sector 7
    expect(isCnp(withCheck('270111848123'))).toBe(true); // woman, 18 Nov 1970, sector 8
    expect(cnpSchema.safeParse(withCheck('165031247001')).success).toBe(true);
  });

  it('drops the spaces and hyphens typed between the groups', () => {
    const cnp = withCheck('180010101001');
    expect(cnpSchema.parse(`${cnp.slice(0, 7)} ${cnp.slice(7)}`)).toBe(cnp);
    expect(cnpSchema.parse(`${cnp.slice(0, 1)}-${cnp.slice(1, 7)}-${cnp.slice(7)}`)).toBe(cnp);
    expect(isCnp(` ${cnp.slice(0, 7)} ${cnp.slice(7)} `)).toBe(true);
    expect(cnpSchema.safeParse(`${cnp.slice(0, 7)}.${cnp.slice(7)}`).success).toBe(false);
  });

  it('refuses a sex digit 0 and wrong lengths', () => {
    expect(isCnp(withCheck('080010101001'))).toBe(false);
    expect(isCnp('18001010100')).toBe(false);
  });
});

describe('nationalPersonalCodeRule', () => {
  const cnp = withCheck('180010101001');

  it('holds a Romanian national’s code to the CNP', () => {
    expect(nationalPersonalCodeRule('RO', cnp)).toBeNull();
    expect(nationalPersonalCodeRule('RO', ` ${cnp} `)).toBeNull();
    expect(nationalPersonalCodeRule('RO', cnp.slice(0, 12) + ((Number(cnp[12]) + 1) % 10))).toBe('invalid-cnp');
    expect(nationalPersonalCodeRule('RO', 'AB123456')).toBe('invalid-cnp');
  });

  it('leaves other nationalities and an absent code alone', () => {
    expect(nationalPersonalCodeRule('RO', undefined)).toBeNull();
    expect(nationalPersonalCodeRule('GB', 'AB123456')).toBeNull();
    expect(nationalPersonalCodeRule(undefined, 'AB123456')).toBeNull();
  });
});
