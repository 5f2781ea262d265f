import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from './account.entity';

/**
 * A signed-in session. The browser holds a random token in an HttpOnly cookie; only its SHA-256
 * is stored, so a copy of this table signs nobody in. Ends at `expires_at` or when revoked
 * (logout).
 */
@Entity('auth_sessions')
export class AuthSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Hex SHA-256 of the cookie's token (unique index). */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** How the user signed in: `email-link` or `oidc:<provider>`. */
  @Column({ type: 'varchar', length: 40 })
  method!: string;

  /** The staff roles this sign-in granted (from the provider's claim at that moment). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles!: StaffRole[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
