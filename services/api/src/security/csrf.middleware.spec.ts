import { sameToken } from './csrf.middleware';

describe(sameToken.name, () => {
  const token = 'a'.repeat(32);

  it('accepts the very token of the cookie', () => {
    expect(sameToken(token, token)).toBe(true);
  });

  it('refuses a missing, repeated, shorter or different token', () => {
    expect(sameToken(undefined, token)).toBe(false);
    expect(sameToken([token, token], token)).toBe(false);
    expect(sameToken(token.slice(1), token)).toBe(false);
    expect(sameToken(`${'a'.repeat(31)}b`, token)).toBe(false);
  });

  it('refuses, without throwing, a non-ASCII token as long in characters but longer in bytes', () => {
    expect(() => sameToken(`${'a'.repeat(31)}é`, token)).not.toThrow();
    expect(sameToken(`${'a'.repeat(31)}é`, token)).toBe(false);
  });
});
