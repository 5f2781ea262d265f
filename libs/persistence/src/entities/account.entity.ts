import type { staffRoleSchema } from '@asiguro/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff role granted by the identity provider's `roles` claim (the console contract's enum). */
export type StaffRole = (typeof staffRoleSchema.options)[number];

/**
 * A signed-in customer (or staff member). Orders name it as author `acc:<id>`. The e-mail is
 * stored lower-case and is unique among accounts (a partial unique index), so an e-mail link and
 * a provider that vouches for the same address reach the same account.
 */
@Entity('accounts')
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** Proven by an e-mail link or vouched for by an identity provider. */
  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  /** International form (+373XXXXXXXX for Moldovan numbers). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone!: string | null;

  @Column({ name: 'display_name', type: 'varchar', length: 100, nullable: true })
  displayName!: string | null;

  /** Staff roles from the identity provider's last sign-in; empty for customers. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles!: StaffRole[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;
}
