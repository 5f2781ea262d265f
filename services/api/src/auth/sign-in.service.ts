import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { StaffAuditRepository, type StaffRole } from '@asiguro/persistence';
import { AuthSessions } from '../session/auth-sessions.service';
import { accountUid, type Session } from '../session/session';

export interface SignInRequest {
  /** `email-link` or `oidc:<provider>`. */
  method: string;
  /** Lower-case. */
  email: string | null;
  /** Proven by the e-mail link, or vouched for by the provider. */
  emailVerified: boolean;
  displayName: string | null;
  /** The identity at an OpenID Connect provider; absent for e-mail links. */
  identity?: { provider: string; subject: string };
  /**
   * The staff roles this sign-in grants (the provider's `roles` claim, trusted providers only);
   * null: this kind of sign-in says nothing about roles, and grants none.
   */
  roles: StaffRole[] | null;
}

export interface SignInResult {
  accountId: string;
  sessionId: string;
  token: string;
  expiresAt: Date;
  roles: StaffRole[];
  /** Orders of the anonymous session now authored by the account. */
  movedOrders: number;
}

/** Rows of an UPDATE … RETURNING (TypeORM answers updates as [rows, count]). */
function updatedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : [];
}

export interface SignInOptions {
  /**
   * Move the browser's anonymous orders into the account: only when this browser's anonymous
   * session is the one that asked for the sign-in (the e-mail link, the OpenID Connect flow), so a
   * sign-in someone else started never takes this browser's orders.
   */
  adoptOrders: boolean;
}

/**
 * Signing in, in one transaction: find or create the account (by provider identity, else by a
 * verified address, else a new one), record the roles the provider granted, replace any previous
 * signed-in session by a new one (new token: session fixation), and (when asked) move the
 * anonymous session's orders to the account in one statement (none lost, none duplicated; a
 * second sign-in moves nothing more).
 */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: AuthSessions,
    private readonly audit: StaffAuditRepository,
  ) {}

  async signIn(request: SignInRequest, current: Session, options: SignInOptions): Promise<SignInResult> {
    return this.db.transaction(async (tx) => {
      const accountId = await this.accountFor(tx, request);
      await tx.query(
        `update accounts
            set last_sign_in_at = now(), updated_at = now(),
                email_verified = email_verified or (email is not null and email = $2 and $3),
                display_name = coalesce(display_name, $4),
                roles = coalesce($5::text[], roles)
          where id = $1`,
        [accountId, request.email, request.emailVerified, request.displayName, request.roles],
      );
      if (request.email && request.emailVerified) {
        // An account first reached without a verified address takes one when it is proven and free.
        await tx.query(
          `update accounts set email = $2, email_verified = true
            where id = $1 and email is null and not exists (select 1 from accounts where email = $2)`,
          [accountId, request.email],
        );
      }
      if (current.account) await this.sessions.revoke(current.account.sessionId, tx);
      const roles = request.roles ?? [];
      const created = await this.sessions.create(tx, accountId, request.method, roles);
      const moved = options.adoptOrders
        ? updatedRows<{ id: string }>(
            await tx.query(`update orders set author_uid = $1 where author_uid = $2 returning id`, [
              accountUid(accountId),
              current.anonymousUid,
            ]),
          )
        : [];
      if (roles.length > 0) {
        await this.audit.record(
          { staffId: accountId, action: 'sign-in', details: { method: request.method, roles, session: created.id } },
          tx,
        );
      }
      return {
        accountId,
        sessionId: created.id,
        token: created.token,
        expiresAt: created.expiresAt,
        roles,
        movedOrders: moved.length,
      };
    });
  }

  private async accountFor(tx: EntityManager, request: SignInRequest): Promise<string> {
    if (request.identity) {
      const [linked] = updatedRows<{ account_id: string }>(
        await tx.query(
          `update account_identities set last_sign_in_at = now(), email = $3
            where provider = $1 and subject = $2 returning account_id`,
          [request.identity.provider, request.identity.subject, request.email],
        ),
      );
      if (linked) return linked.account_id;
    }
    // Only a verified address may reach an existing account: an unverified claim of someone
    // else's address gets an account of its own.
    const [account]: { id: string }[] =
      request.email && request.emailVerified
        ? await tx.query(
            `insert into accounts (email, email_verified) values ($1, true)
             on conflict (email) where email is not null do update set updated_at = now()
             returning id`,
            [request.email],
          )
        : await tx.query(`insert into accounts default values returning id`);
    if (!request.identity) return account.id;
    await tx.query(
      `insert into account_identities (provider, subject, account_id, email) values ($1, $2, $3, $4)
       on conflict (provider, subject) do nothing`,
      [request.identity.provider, request.identity.subject, account.id, request.email],
    );
    // A concurrent first sign-in of the same identity may have linked it first: theirs wins.
    const [winner]: { account_id: string }[] = await tx.query(
      `select account_id from account_identities where provider = $1 and subject = $2`,
      [request.identity.provider, request.identity.subject],
    );
    return winner.account_id;
  }

  /** Ends the signed-in session (logout); staff sign-outs go into the audit log. */
  async signOut(current: Session): Promise<void> {
    const account = current.account;
    if (!account) return;
    await this.db.transaction(async (tx) => {
      await this.sessions.revoke(account.sessionId, tx);
      if (account.roles.length > 0) {
        await this.audit.record(
          { staffId: account.accountId, action: 'sign-out', details: { session: account.sessionId } },
          tx,
        );
      }
    });
  }
}
