import { Injectable } from '@nestjs/common';
import type { Locale } from '@asiguro/i18n';
import { EmailSignInTokenEntity } from '../entities/email-sign-in-token.entity';
import { BaseRepository } from './repository';

/** A contact-form message as support receives it by e-mail. */
export interface ContactMessageToMail {
  name: string;
  email: string;
  message: string;
  lang: Locale;
  createdAt: Date;
}

/**
 * What the worker's e-mails are made from when a job names a row rather than carrying personal
 * data: a contact-form message, a sign-in link. Read only (the API writes these rows).
 */
@Injectable()
export class MailSourceRepository extends BaseRepository {
  async contactMessage(messageId: string): Promise<ContactMessageToMail | null> {
    const [message] = await this.db.query(
      `select name, email, message, lang, created_at from contact_messages where id = $1`,
      [messageId],
    );
    return message
      ? {
          name: message.name,
          email: message.email,
          message: message.message,
          lang: message.lang,
          createdAt: new Date(message.created_at),
        }
      : null;
  }

  signInLink(tokenId: string): Promise<EmailSignInTokenEntity | null> {
    return this.db.manager.findOneBy(EmailSignInTokenEntity, { id: tokenId });
  }
}
