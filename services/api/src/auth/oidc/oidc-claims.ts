import { staffRoleSchema } from '@asiguro/domain';
import type { StaffRole } from '@asiguro/persistence';
import { z } from 'zod';

/** Booleans as JSON booleans (Google) or as strings (Apple). */
const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const idTokenClaimsSchema = z.looseObject({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: looseBoolean.optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  /** An array, or a space-separated string as some providers send it. */
  roles: z.union([z.array(z.string()), z.string()]).optional(),
});

/** What a sign-in learns from a provider's ID token. */
export interface ProviderIdentity {
  subject: string;
  /** Lower-case; null when the provider sent none. */
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  /** Known staff roles only; anything else the claim carries is ignored. */
  roles: StaffRole[];
}

/** Reads the ID token's claims (throws on a token without a usable subject). */
export function identityFromClaims(claims: unknown): ProviderIdentity {
  const parsed = idTokenClaimsSchema.parse(claims);
  const email = parsed.email?.trim().toLowerCase() || null;
  const name = (parsed.name ?? [parsed.given_name, parsed.family_name].filter(Boolean).join(' ')).trim();
  const claimed = typeof parsed.roles === 'string' ? parsed.roles.split(/\s+/) : (parsed.roles ?? []);
  const roles = [...new Set(claimed)].filter((role): role is StaffRole => staffRoleSchema.safeParse(role).success);
  return {
    subject: parsed.sub,
    email,
    emailVerified: email !== null && parsed.email_verified === true,
    displayName: name ? name.slice(0, 100) : null,
    roles,
  };
}
