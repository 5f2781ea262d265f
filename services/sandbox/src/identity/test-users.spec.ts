import { claimsOf, IDENTITY_PROVIDERS, TEST_USERS } from './test-users';

describe(claimsOf.name, () => {
  it('gives Google-like ID tokens the profile, a boolean email_verified and staff roles', () => {
    const support = TEST_USERS.google.find((user) => user.roles.includes('support'))!;
    expect(claimsOf(support, 'google')).toMatchObject({
      email_verified: true,
      name: support.name,
      roles: ['support'],
    });
    const customer = TEST_USERS.google[0];
    expect(claimsOf(customer, 'google')).not.toHaveProperty('roles');
  });

  it('gives Apple-like ID tokens no name, string booleans and the relay flag', () => {
    const relay = TEST_USERS.apple.find((user) => user.privateEmail)!;
    const claims = claimsOf(relay, 'apple');
    expect(claims).toEqual({ sub: relay.sub, email: relay.email, email_verified: 'true', is_private_email: 'true' });
  });

  it('has unique subjects per provider, every staff role and two supervisors among the test users', () => {
    for (const provider of IDENTITY_PROVIDERS) {
      const subjects = TEST_USERS[provider].map((user) => user.sub);
      expect(new Set(subjects).size).toBe(subjects.length);
    }
    const roles = TEST_USERS.google.flatMap((user) => user.roles);
    expect(roles).toEqual(expect.arrayContaining(['viewer', 'support', 'supervisor']));
    expect(roles.filter((role) => role === 'supervisor')).toHaveLength(2);
  });
});
