import { openOidcFlow, sealOidcFlow, type OidcFlow } from './oidc-flow-cookie';

const secret = 'a-session-secret-for-the-unit-tests-000000';
const flow: OidcFlow = {
  provider: 'google',
  codeVerifier: 'verifier-verifier-verifier-verifier-verifier',
  state: 'state',
  nonce: 'nonce',
  returnTo: '/my-account',
  anonymousUid: 'anon:abcdefghijklmnopqrstuvwx',
  expires: Math.floor(Date.now() / 1000) + 600,
};

describe(sealOidcFlow.name, () => {
  it('round-trips the flow without showing the PKCE verifier', () => {
    const sealed = sealOidcFlow(flow, secret);
    expect(sealed).not.toContain('verifier');
    expect(Buffer.from(sealed.replace(/\./g, ''), 'base64url').toString('latin1')).not.toContain('verifier');
    expect(openOidcFlow(sealed, secret)).toEqual(flow);
  });

  it('refuses a tampered cookie, another secret, garbage and an expired flow', () => {
    const sealed = sealOidcFlow(flow, secret);
    const [iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(openOidcFlow([iv, flipped.toString('base64url'), tag].join('.'), secret)).toBeNull();
    expect(openOidcFlow(sealed, `${secret}-other`)).toBeNull();
    expect(openOidcFlow('a.b.c', secret)).toBeNull();
    expect(openOidcFlow(undefined, secret)).toBeNull();
    expect(openOidcFlow(sealOidcFlow({ ...flow, expires: 1 }, secret), secret)).toBeNull();
  });
});
