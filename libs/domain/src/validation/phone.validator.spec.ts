import { isPhone, normalizePhone, phoneSchema } from './phone.validator';

describe('phone numbers', () => {
  it('reads Moldovan numbers in every usual form with the 373 prefix', () => {
    expect(normalizePhone('+373 69 123 456')).toBe('+37369123456');
    expect(normalizePhone('37369123456')).toBe('+37369123456');
    expect(normalizePhone('069123456')).toBe('+37369123456');
    expect(normalizePhone('69123456')).toBe('+37369123456');
    expect(normalizePhone('(022) 21-00-00')).toBe('+37322210000');
  });

  it('accepts foreign numbers in full international form only', () => {
    expect(normalizePhone('+40 721 234 567')).toBe('+40721234567');
    expect(normalizePhone('40721234567')).toBeNull();
  });

  it('refuses wrong lengths and letters', () => {
    expect(isPhone('6912345')).toBe(false);
    expect(isPhone('+3736912345')).toBe(false);
    expect(isPhone('0691234567')).toBe(false);
    expect(isPhone('01234567')).toBe(false);
    expect(phoneSchema.safeParse('069 12x 456').error?.issues.map((issue) => issue.message)).toEqual(['invalid-phone']);
    expect(phoneSchema.safeParse('+373 69 123 456').success).toBe(true);
  });
});
