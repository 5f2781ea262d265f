import { identityFromClaims } from './oidc-claims';

describe(identityFromClaims.name, () => {
  it('reads a Google-like ID token', () => {
    expect(
      identityFromClaims({
        sub: '1047',
        email: 'Ion.Popescu@Example.com',
        email_verified: true,
        name: 'Ion Popescu',
        roles: ['support', 'admin'],
      }),
    ).toEqual({
      subject: '1047',
      email: 'ion.popescu@example.com',
      emailVerified: true,
      displayName: 'Ion Popescu',
      roles: ['support'],
    });
  });

  it('reads an Apple-like ID token: string booleans, no name', () => {
    expect(identityFromClaims({ sub: '001.abc', email: 'x@privaterelay.appleid.com', email_verified: 'true' })).toEqual(
      { subject: '001.abc', email: 'x@privaterelay.appleid.com', emailVerified: true, displayName: null, roles: [] },
    );
  });

  it('never calls an address verified when the provider did not say so', () => {
    expect(identityFromClaims({ sub: 's', email: 'a@b.md' }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: 's', email: 'a@b.md', email_verified: 'false' }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: 's', email_verified: true }).emailVerified).toBe(false);
  });

  it('reads roles sent as a space-separated string, and builds a name from its parts', () => {
    const identity = identityFromClaims({ sub: 's', roles: 'supervisor support supervisor', given_name: 'Ana' });
    expect(identity.roles).toEqual(['supervisor', 'support']);
    expect(identity.displayName).toBe('Ana');
  });

  it('refuses a token without a subject', () => {
    expect(() => identityFromClaims({ email: 'a@b.md' })).toThrow();
  });
});
