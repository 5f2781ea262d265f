import { isValidationKey, VALIDATION_KEYS } from './validation-keys';

describe('validation keys', () => {
  it('lists each key once, in kebab case', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('recognises its keys only', () => {
    expect(isValidationKey('invalid-idnp')).toBe(true);
    expect(isValidationKey('Invalid input')).toBe(false);
    expect(isValidationKey(undefined)).toBe(false);
  });
});
