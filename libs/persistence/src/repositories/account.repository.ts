import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountEntity, type StaffRole } from '../entities/account.entity';
import { entityManagerOf, type Transaction } from '../transactions';

/** Rows of an UPDATE … RETURNING (TypeORM answers updates as [rows, count]). */
function updatedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : [];
}

/** An identity at an OpenID Connect provider. */
export interface ProviderIdentity {
  provider: string;
  subject: string;
}

/**
 * Accounts and their identities at identity providers. The sign-in's statements take the
 * sign-in's transaction: an account is found or created, updated and given its session together.
 */
@Injectable()
export class AccountRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  find(id: string): Promise<AccountEntity | null> {
    return this.db.getRepository(AccountEntity).findOneBy({ id });
  }

  /** The account of a live session: it exists (sessions are deleted with their account). */
  get(id: string): Promise<AccountEntity> {
    return this.db.getRepository(AccountEntity).findOneByOrFail({ id });
  }

  /** Changes the person's own fields (phone, display name), then reads the account back. */
  async update(id: string, changes: Partial<Pick<AccountEntity, 'phone' | 'displayName'>>): Promise<AccountEntity> {
    const repository = this.db.getRepository(AccountEntity);
    if (Object.keys(changes).length > 0) await repository.update({ id }, { ...changes, updatedAt: new Date() });
    return repository.findOneByOrFail({ id });
  }

  /** The account an identity is linked to (noting this sign-in and the address it vouched for), or null. */
  async signInLinked(tx: Transaction, identity: ProviderIdentity, email: string | null): Promise<string | null> {
    const [linked] = updatedRows<{ account_id: string }>(
      await entityManagerOf(tx).query(
        `update account_identities set last_sign_in_at = now(), email = $3
          where provider = $1 and subject = $2 returning account_id`,
        [identity.provider, identity.subject, email],
      ),
    );
    return linked?.account_id ?? null;
  }

  /** The account of a verified address, created when there is none. */
  async ofVerifiedEmail(tx: Transaction, email: string): Promise<string> {
    const [account]: { id: string }[] = await entityManagerOf(tx).query(
      `insert into accounts (email, email_verified) values ($1, true)
       on conflict (email) where email is not null do update set updated_at = now()
       returning id`,
      [email],
    );
    return account.id;
  }

  /** A new account without an address. */
  async create(tx: Transaction): Promise<string> {
    const [account]: { id: string }[] = await entityManagerOf(tx).query(
      `insert into accounts default values returning id`,
    );
    return account.id;
  }

  /**
   * Links an identity to an account unless it is linked already, and answers the account it is
   * linked to: a concurrent first sign-in of the same identity may have linked it first (theirs wins).
   */
  async link(tx: Transaction, identity: ProviderIdentity, accountId: string, email: string | null): Promise<string> {
    await entityManagerOf(tx).query(
      `insert into account_identities (provider, subject, account_id, email) values ($1, $2, $3, $4)
       on conflict (provider, subject) do nothing`,
      [identity.provider, identity.subject, accountId, email],
    );
    const [winner]: { account_id: string }[] = await entityManagerOf(tx).query(
      `select account_id from account_identities where provider = $1 and subject = $2`,
      [identity.provider, identity.subject],
    );
    return winner.account_id;
  }

  /**
   * Notes a sign-in: the address is verified when it is the account's and proven, a display name
   * is kept when there was none, and the roles the provider granted replace the account's (null: unchanged).
   */
  async recordSignIn(
    tx: Transaction,
    accountId: string,
    signIn: { email: string | null; emailVerified: boolean; displayName: string | null; roles: StaffRole[] | null },
  ): Promise<void> {
    await entityManagerOf(tx).query(
      `update accounts
          set last_sign_in_at = now(), updated_at = now(),
              email_verified = email_verified or (email is not null and email = $2 and $3),
              display_name = coalesce(display_name, $4),
              roles = coalesce($5::text[], roles)
        where id = $1`,
      [accountId, signIn.email, signIn.emailVerified, signIn.displayName, signIn.roles],
    );
  }

  /** An account without an address takes a proven one, when no other account holds it. */
  async takeVerifiedEmail(tx: Transaction, accountId: string, email: string): Promise<void> {
    await entityManagerOf(tx).query(
      `update accounts set email = $2, email_verified = true
        where id = $1 and email is null and not exists (select 1 from accounts where email = $2)`,
      [accountId, email],
    );
  }

  /** Moves an anonymous session's orders to the account (their author), in one statement; answers how many. */
  async adoptOrders(tx: Transaction, accountUid: string, anonymousUid: string): Promise<number> {
    const moved = updatedRows<{ id: string }>(
      await entityManagerOf(tx).query(`update orders set author_uid = $1 where author_uid = $2 returning id`, [
        accountUid,
        anonymousUid,
      ]),
    );
    return moved.length;
  }
}
