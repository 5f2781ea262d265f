import { hashSessionToken } from './auth-sessions.service';
import { accountUid, anonymousSession, newSessionId, readSessionCookie, sessionCookieValue } from './session';

const secret = 'a-session-secret-for-the-unit-tests-000000';

describe(readSessionCookie.name, () => {
  it('reads the id of a cookie it signed', () => {
    const id = newSessionId();
    expect(readSessionCookie(sessionCookieValue(id, secret), secret)).toBe(id);
  });

  it('refuses a forged signature, another secret, another id and malformed values', () => {
    const id = newSessionId();
    const value = sessionCookieValue(id, secret);
    const other = newSessionId();
    expect(readSessionCookie(`${id}.${'x'.repeat(43)}`, secret)).toBeNull();
    expect(readSessionCookie(value, `${secret}-other`)).toBeNull();
    expect(readSessionCookie(`${other}.${value.split('.')[1]}`, secret)).toBeNull();
    for (const malformed of [undefined, '', id, '.', `${id}.`, 'short.sig']) {
      expect(readSessionCookie(malformed, secret)).toBeNull();
    }
  });
});

describe(anonymousSession.name, () => {
  it('authors orders as anon:<id> until sign-in; accounts author them as acc:<id>', () => {
    expect(anonymousSession('abc')).toEqual({ id: 'abc', uid: 'anon:abc', anonymousUid: 'anon:abc', account: null });
    expect(accountUid('6f1c')).toBe('acc:6f1c');
  });
});

describe(hashSessionToken.name, () => {
  it('stores a one-way hash, never the token', () => {
    const hash = hashSessionToken('token-token-token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('token');
    expect(hashSessionToken('token-token-token')).toBe(hash);
  });
});
