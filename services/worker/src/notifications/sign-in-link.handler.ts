import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Locale } from '@asiguro/i18n';
import { signInLink } from '@asiguro/orchestration';
import { MailSourceRepository, signInLinkToken } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { JobDispatcher } from '../jobs/job-dispatcher.service';
import { EmailOutbox } from './email-outbox.service';

const TEXTS: Record<Locale, { subject: string; body: (link: string, minutes: number) => string }> = {
  ro: {
    subject: 'Linkul tău de intrare în Asiguro',
    body: (link, minutes) =>
      `Bună ziua,\n\nPentru a intra în contul Asiguro, deschideți acest link pe dispozitivul pe care l-ați cerut:\n\n${link}\n\n` +
      `Linkul funcționează ${minutes} minute și o singură dată. Dacă nu ați cerut acest e-mail, ignorați-l.\n\nCu stimă,\nEchipa Asiguro`,
  },
  ru: {
    subject: 'Ваша ссылка для входа в Asiguro',
    body: (link, minutes) =>
      `Здравствуйте!\n\nЧтобы войти в аккаунт Asiguro, откройте эту ссылку на устройстве, с которого вы её запросили:\n\n${link}\n\n` +
      `Ссылка действует ${minutes} минут и только один раз. Если вы не запрашивали это письмо, просто проигнорируйте его.\n\nС уважением,\nкоманда Asiguro`,
  },
  en: {
    subject: 'Your Asiguro sign-in link',
    body: (link, minutes) =>
      `Hello,\n\nTo sign in to Asiguro, open this link on the device you asked from:\n\n${link}\n\n` +
      `The link works for ${minutes} minutes, once. If you did not ask for it, ignore this e-mail.\n\nKind regards,\nThe Asiguro team`,
  },
};

/**
 * Mails a passwordless sign-in link (to the storefront's landing page, which confirms it). The job carries the link's row id only; the address comes
 * from the row and the token is derived from the id, so neither passes through Redis. A link
 * already used or expired is not sent; a retried job never sends it twice.
 */
@Injectable()
export class SignInLinkHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly emails: EmailOutbox,
    private readonly sources: MailSourceRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('sign-in-link', ({ tokenId }) => this.send(tokenId));
  }

  async send(tokenId: string, now = new Date()): Promise<string> {
    const link = await this.sources.signInLink(tokenId);
    if (!link) return 'no such link';
    if (link.usedAt || link.expiresAt <= now) return 'link no longer valid: not sent';
    const texts = TEXTS[link.lang] ?? TEXTS.ro;
    const url = signInLink(this.config.PUBLIC_URL, link.lang, signInLinkToken(link.id, this.config.SESSION_SECRET));
    return this.emails.sendOnce({
      dedupeKey: `sign-in-link:${link.id}`,
      kind: 'sign-in-link',
      orderId: null,
      to: link.email,
      subject: texts.subject,
      text: texts.body(url, this.config.SIGN_IN_LINK_MINUTES),
    });
  }
}
