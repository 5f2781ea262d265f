/** The value of one cookie of a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Every cookie the API sets, by what it is for (names without the prefix). */
export const COOKIE_NAMES = {
  /** The anonymous session (signed, stateless). */
  session: 'asg_sid',
  /** The signed-in session's token. */
  auth: 'asg_auth',
  /** The double-submit CSRF token (readable by the apps' scripts). */
  csrf: 'asg_csrf',
  /** Binds an e-mailed sign-in link to the browser that asked for it. */
  signInLink: 'asg_link',
  /** Carries an OpenID Connect sign-in from its start to the provider's callback. */
  oidcFlow: 'asg_oidc',
} as const;
export type CookieKind = keyof typeof COOKIE_NAMES;

/**
 * A cookie's name on a site served over https or plain http. On https every cookie carries the
 * `__Host-` prefix: browsers then insist on Secure, Path=/ and no Domain, so neither a subdomain
 * nor a man in the middle on plain http can plant or overwrite it. Browsers refuse `__Host-`
 * cookies without Secure, and Secure cookies are not kept over plain http (except on localhost,
 * which Chromium and Firefox treat as secure but other clients do not), so development and tests
 * on http:// use the plain names.
 */
export function cookieName(kind: CookieKind, secure: boolean): string {
  return secure ? `__Host-${COOKIE_NAMES[kind]}` : COOKIE_NAMES[kind];
}
