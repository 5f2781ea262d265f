import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Locale } from '@asiguro/i18n';
import { writeOutbox } from '@asiguro/orchestration';
import { readSignInLinkToken } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** One link per address and minute at most: asking again sooner sends nothing. */
export const RESEND_AFTER_SECONDS = 60;

export interface ConsumedLink {
  email: string;
  returnTo: string;
  lang: Locale;
}

/**
 * Passwordless sign-in by e-mail: a one-time, short-lived link. The address and return path are
 * stored in a row; the worker's `sign-in-link` job (payload: the row id only) mails the link,
 * whose token is derived from the row id with SESSION_SECRET.
 */
@Injectable()
export class EmailLinks {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * Asks for a link. The answer never tells whether the address has an account, nor whether a
   * link went out (throttled): 'queued' and 'throttled' are for tests and metrics only.
   */
  async request(email: string, returnTo: string, lang: Locale): Promise<'queued' | 'throttled'> {
    const address = email.trim().toLowerCase();
    return this.db.transaction(async (tx) => {
      // Concurrent requests for one address take turns, so two links never go out in one minute.
      await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 7))`, [`sign-in-link:${address}`]);
      const [recent] = await tx.query(
        `select 1 from email_sign_in_tokens
          where email = $1 and created_at > now() - make_interval(secs => $2) limit 1`,
        [address, RESEND_AFTER_SECONDS],
      );
      if (recent) return 'throttled';
      const [inserted]: { id: string }[] = await tx.query(
        `insert into email_sign_in_tokens (email, return_to, lang, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4)) returning id`,
        [address, returnTo, lang, this.config.SIGN_IN_LINK_MINUTES],
      );
      await writeOutbox(tx, [{ jobName: 'sign-in-link', payload: { tokenId: inserted.id } }], null);
      return 'queued';
    });
  }

  /**
   * Uses a link: valid only if signed by us, not used yet and not expired; using it spends it
   * (one statement, so two clicks cannot both sign in) and every other pending link of the
   * address. A refused link still tells where its user came from, for the error page's language.
   */
  async consume(token: string): Promise<{ ok: true; link: ConsumedLink } | { ok: false; returnTo: string }> {
    const id = readSignInLinkToken(token, this.config.SESSION_SECRET);
    if (!id) return { ok: false, returnTo: '/' };
    const [[used]]: [{ email: string; return_to: string; lang: Locale }[]] = await this.db.query(
      `update email_sign_in_tokens set used_at = now()
        where id = $1 and used_at is null and expires_at > now()
        returning email, return_to, lang`,
      [id],
    );
    if (!used) {
      const [spent]: { return_to: string }[] = await this.db.query(
        `select return_to from email_sign_in_tokens where id = $1`,
        [id],
      );
      return { ok: false, returnTo: spent?.return_to ?? '/' };
    }
    await this.db.query(
      `update email_sign_in_tokens set used_at = now() where email = $1 and used_at is null and expires_at > now()`,
      [used.email],
    );
    return { ok: true, link: { email: used.email, returnTo: used.return_to, lang: used.lang } };
  }
}
