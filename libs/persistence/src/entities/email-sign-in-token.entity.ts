import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@asiguro/i18n';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A passwordless sign-in link sent by e-mail: one-time (`used_at`), short-lived (`expires_at`).
 * The row holds no usable secret: the link's token is derived from the row id with the session
 * secret (signInLinkToken), so the job that mails it carries only the id.
 */
@Entity('email_sign_in_tokens')
export class EmailSignInTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Lower-case address the link was asked for. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Same-origin path the browser returns to after signing in. */
  @Column({ name: 'return_to', type: 'varchar', length: 512 })
  returnTo!: string;

  @Column({ type: 'varchar', length: 2 })
  lang!: Locale;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** SHA-256 (hex) of the binding cookie of the browser that asked for the link. */
  @Column({ name: 'browser_hash', type: 'varchar', length: 64, nullable: true })
  browserHash!: string | null;

  /** The anonymous session uid that asked (`anon:<id>`): only its orders may move at sign-in. */
  @Column({ name: 'requested_by', type: 'varchar', length: 64, nullable: true })
  requestedBy!: string | null;
}

function linkSignature(tokenId: string, secret: string): string {
  return createHmac('sha256', secret).update(`sign-in-link:${tokenId}`).digest('base64url');
}

/** The token of a sign-in link (`<row id>.<signature>`): only the holder of the secret can make one. */
export function signInLinkToken(tokenId: string, secret: string): string {
  return `${tokenId}.${linkSignature(tokenId, secret)}`;
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The row id a sign-in link token names, or null when it is malformed or its signature is wrong. */
export function readSignInLinkToken(token: string, secret: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const expected = Buffer.from(linkSignature(match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}
