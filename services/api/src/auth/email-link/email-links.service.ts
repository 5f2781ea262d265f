import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EmailLinkCheck } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';
import { writeOutbox } from '@asiguro/orchestration';
import { readSignInLinkToken, SignInTokenRepository, Transactions } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** One link per address and minute at most: asking again sooner sends nothing. */
export const RESEND_AFTER_SECONDS = 60;

const BINDING = /^[A-Za-z0-9_-]{43}$/;

/** The browser binding a link request leaves in the browser's cookie: a new one, or the one it has. */
export function browserBinding(current: string | undefined): string {
  return current && BINDING.test(current) ? current : randomBytes(32).toString('base64url');
}

/** What the table keeps of a binding: its hash (the cookie alone opens nothing). */
function bindingHash(binding: string): string {
  return createHash('sha256').update(`sign-in-link-browser:${binding}`).digest('hex');
}

/** Whether the browser's binding cookie is the one stored with the link. */
function sameBrowser(storedHash: string | null, binding: string | undefined): boolean {
  if (!storedHash || !binding || !BINDING.test(binding)) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(bindingHash(binding), 'hex'));
}

/** Who asks for a link: the browser (its binding cookie) and its anonymous session. */
export interface LinkRequester {
  binding: string;
  anonymousUid: string;
}

export interface ConsumedLink {
  email: string;
  returnTo: string;
  lang: Locale;
  /**
   * The browser that opened it is the one that asked, and its anonymous session is the one that
   * asked: only then may the browser's anonymous orders move into the account.
   */
  adoptOrders: boolean;
}

/**
 * Passwordless sign-in by e-mail: a one-time, short-lived link, bound to the browser that asked
 * for it. The address, return path, the hash of the browser's binding cookie and the anonymous
 * session that asked are stored in a row; the worker's `sign-in-link` job (payload: the row id
 * only) mails the link to the storefront's landing page, whose token is derived from the row id
 * with SESSION_SECRET. Opening the page changes nothing: the page checks the link, then confirms
 * it with a POST (at once in the browser that asked, after asking in any other).
 */
@Injectable()
export class EmailLinks {
  constructor(
    private readonly links: SignInTokenRepository,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * Asks for a link. The answer never tells whether the address has an account, nor whether a
   * link went out (throttled): 'queued' and 'throttled' are for tests and metrics only.
   */
  async request(
    email: string,
    returnTo: string,
    lang: Locale,
    requester: LinkRequester,
  ): Promise<'queued' | 'throttled'> {
    const address = email.trim().toLowerCase();
    return this.transactions.run(async (tx) => {
      // Concurrent requests for one address take turns, so two links never go out in one minute.
      await this.links.lockAddress(tx, address);
      if (await this.links.askedWithin(tx, address, RESEND_AFTER_SECONDS)) return 'throttled';
      const tokenId = await this.links.insert(tx, {
        email: address,
        returnTo,
        lang,
        minutes: this.config.SIGN_IN_LINK_MINUTES,
        browserHash: bindingHash(requester.binding),
        requestedBy: requester.anonymousUid,
      });
      await writeOutbox(tx, [{ jobName: 'sign-in-link', payload: { tokenId } }], null);
      return 'queued';
    });
  }

  /** What a link would do, changing nothing: valid or not, its address, and whether this browser asked. */
  async check(token: string, binding: string | undefined): Promise<EmailLinkCheck> {
    const id = readSignInLinkToken(token, this.config.SESSION_SECRET);
    if (!id) return { valid: false };
    const link = await this.links.findUsable(id);
    if (!link) return { valid: false };
    return { valid: true, email: link.email, sameBrowser: sameBrowser(link.browserHash, binding) };
  }

  /**
   * Uses a link: valid only if signed by us, not used yet and not expired; using it spends it
   * (one statement, so two confirmations cannot both sign in) and every other pending link of the
   * address. Says whether the confirming browser may bring its anonymous orders.
   */
  async consume(token: string, binding: string | undefined, anonymousUid: string): Promise<ConsumedLink | null> {
    const id = readSignInLinkToken(token, this.config.SESSION_SECRET);
    if (!id) return null;
    const used = await this.links.spend(id);
    if (!used) return null;
    return {
      email: used.email,
      returnTo: used.returnTo,
      lang: used.lang,
      adoptOrders: sameBrowser(used.browserHash, binding) && used.requestedBy === anonymousUid,
    };
  }
}
