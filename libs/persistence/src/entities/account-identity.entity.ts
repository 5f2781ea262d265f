import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An identity at an OpenID Connect provider (its issuer's `sub`), linked to one account. */
@Entity('account_identities')
export class AccountIdentityEntity {
  /** The configured provider id (e.g. google, apple). */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  provider!: string;

  /** The provider's stable subject identifier. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** The address the provider reported at the last sign-in (lower-case), if any. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', default: () => 'now()' })
  lastSignInAt!: Date;
}
