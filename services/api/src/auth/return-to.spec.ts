import { returnToSchema, signInFailedUrl } from './return-to';

describe('returnToSchema', () => {
  it('accepts paths on our own origin', () => {
    for (const path of ['/', '/my-account', '/ru/my-account?page=2', '/console', '/order?order=1#top']) {
      expect({ path, ok: returnToSchema.safeParse(path).success }).toEqual({ path, ok: true });
    }
  });

  it('refuses other hosts, schemes, backslashes, whitespace and API paths', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/next\r\nSet-Cookie: x=1',
      'javascript:alert(1)',
      'my-account',
      '/ok path',
      '/api/auth/logout',
      '/api',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect({ path, ok: returnToSchema.safeParse(path).success }).toEqual({ path, ok: false });
    }
  });
});

describe(signInFailedUrl.name, () => {
  it("sends the storefront back to its sign-in page in the page's language", () => {
    expect(signInFailedUrl('/my-account', 'sign-in-failed')).toBe('/auth?error=sign-in-failed');
    expect(signInFailedUrl('/ru/my-account', 'link-expired')).toBe('/ru/auth?error=link-expired');
    expect(signInFailedUrl('/en', 'canceled')).toBe('/en/auth?error=canceled');
    expect(signInFailedUrl('/rus', 'canceled')).toBe('/auth?error=canceled');
  });

  it('sends the console back to the console', () => {
    expect(signInFailedUrl('/console/orders', 'sign-in-failed')).toBe('/console/?signInError=sign-in-failed');
  });
});
