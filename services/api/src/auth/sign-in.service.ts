import { Injectable } from '@nestjs/common';
import {
  AccountRepository,
  StaffAuditRepository,
  Transactions,
  type StaffRole,
  type Transaction,
} from '@asiguro/persistence';
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
    private readonly transactions: Transactions,
    private readonly accounts: AccountRepository,
    private readonly sessions: AuthSessions,
    private readonly audit: StaffAuditRepository,
  ) {}

  async signIn(request: SignInRequest, current: Session, options: SignInOptions): Promise<SignInResult> {
    return this.transactions.run(async (tx) => {
      const accountId = await this.accountFor(tx, request);
      await this.accounts.recordSignIn(tx, accountId, request);
      if (request.email && request.emailVerified) {
        // An account first reached without a verified address takes one when it is proven and free.
        await this.accounts.takeVerifiedEmail(tx, accountId, request.email);
      }
      if (current.account) await this.sessions.revoke(current.account.sessionId, tx);
      const roles = request.roles ?? [];
      const created = await this.sessions.create(tx, accountId, request.method, roles);
      const movedOrders = options.adoptOrders
        ? await this.accounts.adoptOrders(tx, accountUid(accountId), current.anonymousUid)
        : 0;
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
        movedOrders,
      };
    });
  }

  private async accountFor(tx: Transaction, request: SignInRequest): Promise<string> {
    if (request.identity) {
      const linked = await this.accounts.signInLinked(tx, request.identity, request.email);
      if (linked) return linked;
    }
    // Only a verified address may reach an existing account: an unverified claim of someone
    // else's address gets an account of its own.
    const account =
      request.email && request.emailVerified
        ? await this.accounts.ofVerifiedEmail(tx, request.email)
        : await this.accounts.create(tx);
    if (!request.identity) return account;
    return this.accounts.link(tx, request.identity, account, request.email);
  }

  /** Ends the signed-in session (logout); staff sign-outs go into the audit log. */
  async signOut(current: Session): Promise<void> {
    const account = current.account;
    if (!account) return;
    await this.transactions.run(async (tx) => {
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
