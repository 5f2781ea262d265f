import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Locale } from '@asiguro/i18n';
import { entityManagerOf, type Transaction } from '../transactions';

/** A sign-in link's row: the address, where to return, the hash of the asking browser's binding and its anonymous session. */
export interface SignInTokenRecord {
  email: string;
  returnTo: string;
  lang: Locale;
  browserHash: string | null;
  requestedBy: string | null;
}

interface Row {
  email: string;
  return_to: string;
  lang: Locale;
  browser_hash: string | null;
  requested_by: string | null;
}

/** E-mail sign-in links (email_sign_in_tokens): one-time, short-lived. */
@Injectable()
export class SignInTokenRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Concurrent requests for one address take turns until the transaction ends. */
  async lockAddress(tx: Transaction, address: string): Promise<void> {
    await entityManagerOf(tx).query(`select pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `sign-in-link:${address}`,
    ]);
  }

  /** Whether a link for the address was asked in the last `seconds`. */
  async askedWithin(tx: Transaction, address: string, seconds: number): Promise<boolean> {
    const [recent] = await entityManagerOf(tx).query(
      `select 1 from email_sign_in_tokens
        where email = $1 and created_at > now() - make_interval(secs => $2) limit 1`,
      [address, seconds],
    );
    return Boolean(recent);
  }

  /** A new link, valid for `minutes`; answers its id. */
  async insert(
    tx: Transaction,
    link: { email: string; returnTo: string; lang: Locale; minutes: number; browserHash: string; requestedBy: string },
  ): Promise<string> {
    const [inserted]: { id: string }[] = await entityManagerOf(tx).query(
      `insert into email_sign_in_tokens (email, return_to, lang, expires_at, browser_hash, requested_by)
       values ($1, $2, $3, now() + make_interval(mins => $4), $5, $6) returning id`,
      [link.email, link.returnTo, link.lang, link.minutes, link.browserHash, link.requestedBy],
    );
    return inserted.id;
  }

  /** A link not used and not expired: its address and browser hash, or null. */
  async findUsable(id: string): Promise<Pick<SignInTokenRecord, 'email' | 'browserHash'> | null> {
    const [link]: Row[] = await this.db.query(
      `select email, browser_hash from email_sign_in_tokens
        where id = $1 and used_at is null and expires_at > now()`,
      [id],
    );
    return link ? { email: link.email, browserHash: link.browser_hash } : null;
  }

  /**
   * Spends a usable link (one statement, so two confirmations cannot both have it), then every
   * other pending link of its address. Null when it was not usable.
   */
  async spend(id: string): Promise<SignInTokenRecord | null> {
    const [[used]]: [Row[]] = await this.db.query(
      `update email_sign_in_tokens set used_at = now()
        where id = $1 and used_at is null and expires_at > now()
        returning email, return_to, lang, browser_hash, requested_by`,
      [id],
    );
    if (!used) return null;
    await this.db.query(
      `update email_sign_in_tokens set used_at = now() where email = $1 and used_at is null and expires_at > now()`,
      [used.email],
    );
    return {
      email: used.email,
      returnTo: used.return_to,
      lang: used.lang,
      browserHash: used.browser_hash,
      requestedBy: used.requested_by,
    };
  }
}
