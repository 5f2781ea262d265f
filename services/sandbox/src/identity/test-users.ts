import { z } from 'zod';

/** The two identity providers the sandbox plays, mounted under /oidc/<id>. */
export const IDENTITY_PROVIDERS = ['google', 'apple'] as const;
export type IdentityProviderId = (typeof IDENTITY_PROVIDERS)[number];

export const testUserSchema = z.object({
  /** The stable subject (`sub`) the provider reports. */
  sub: z.string().min(1),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  locale: z.enum(['ro', 'ru', 'en']),
  /** Staff roles, sent as the `roles` claim; customers have none. */
  roles: z.array(z.enum(['viewer', 'support', 'supervisor'])).default([]),
  /** Apple's "Hide My Email": a relay address. */
  privateEmail: z.boolean().default(false),
});
export type TestUser = z.infer<typeof testUserSchema>;

const users = (list: z.input<typeof testUserSchema>[]) => list.map((user) => testUserSchema.parse(user));

/**
 * The test users of each provider. The Google-like one also signs in the staff (a read-only
 * viewer, support and two supervisors, so one can approve what the other recorded, with a `roles`
 * claim) and has a user whose address is not verified (it claims a
 * customer's address: signing in with it must not reach that customer's account).
 */
export const TEST_USERS: Record<IdentityProviderId, TestUser[]> = {
  google: users([
    {
      sub: '104738291650384729165',
      name: 'Ion Popescu',
      givenName: 'Ion',
      familyName: 'Popescu',
      email: 'ion.popescu@example.com',
      emailVerified: true,
      locale: 'ro',
    },
    {
      sub: '118273645091827364509',
      name: 'Elena Ceban',
      givenName: 'Elena',
      familyName: 'Ceban',
      email: 'elena.ceban@example.com',
      emailVerified: true,
      locale: 'ru',
    },
    {
      sub: '109988776655443322110',
      name: 'Unverified Address',
      givenName: 'Unverified',
      familyName: 'Address',
      email: 'ion.popescu@example.com',
      emailVerified: false,
      locale: 'en',
    },
    {
      sub: '120001000200030004000',
      name: 'Ana Suport',
      givenName: 'Ana',
      familyName: 'Suport',
      email: 'ana.suport@asiguro.md',
      emailVerified: true,
      locale: 'ro',
      roles: ['support'],
    },
    {
      sub: '120005000600070008000',
      name: 'Victor Supervizor',
      givenName: 'Victor',
      familyName: 'Supervizor',
      email: 'victor.supervizor@asiguro.md',
      emailVerified: true,
      locale: 'ro',
      roles: ['supervisor'],
    },
    {
      sub: '120009000100020003000',
      name: 'Mihai Supervizor',
      givenName: 'Mihai',
      familyName: 'Supervizor',
      email: 'mihai.supervizor@asiguro.md',
      emailVerified: true,
      locale: 'ro',
      roles: ['supervisor'],
    },
    {
      sub: '120004000300020001000',
      name: 'Vera Vizualizare',
      givenName: 'Vera',
      familyName: 'Vizualizare',
      email: 'vera.vizualizare@asiguro.md',
      emailVerified: true,
      locale: 'ro',
      roles: ['viewer'],
    },
  ]),
  apple: users([
    {
      sub: '001234.5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c.1234',
      name: 'Maria Rusu',
      givenName: 'Maria',
      familyName: 'Rusu',
      email: 'mr7k2x9q4t@privaterelay.appleid.com',
      emailVerified: true,
      locale: 'ro',
      privateEmail: true,
    },
    {
      sub: '001234.a1b2c3d4e5f60718293a4b5c6d7e8f90.5678',
      name: 'Andrei Lungu',
      givenName: 'Andrei',
      familyName: 'Lungu',
      email: 'andrei.lungu@example.com',
      emailVerified: true,
      locale: 'en',
    },
  ]),
};

/**
 * The claims a test user's ID token carries. The Apple-like provider behaves like Apple: no name
 * in the ID token, booleans as strings ("true"), relay addresses flagged `is_private_email`.
 */
export function claimsOf(user: TestUser, provider: IdentityProviderId): Record<string, string | boolean | string[]> {
  const claims: Record<string, string | boolean | string[]> =
    provider === 'apple'
      ? { sub: user.sub, email: user.email, email_verified: String(user.emailVerified) }
      : {
          sub: user.sub,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
          given_name: user.givenName,
          family_name: user.familyName,
          locale: user.locale,
        };
  if (user.privateEmail) claims.is_private_email = 'true';
  if (user.roles.length > 0) claims.roles = user.roles;
  return claims;
}
