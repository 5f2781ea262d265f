import { Inject, Injectable } from '@nestjs/common';
import { maskPersonalData } from '@asiguro/partners';
import { EmailRepository } from '@asiguro/persistence';
import { MAIL_SENDER, type MailSender, type OutgoingMail } from '../partners/ports';

export interface EmailToSend extends OutgoingMail {
  /** Unique per e-mail that must go out once (e.g. order-completed:<orderId>). */
  dedupeKey: string;
  kind: string;
  orderId: string | null;
}

/**
 * Sends an e-mail at most once per dedupe key, recording it (recipient masked) for the console.
 * SMTP cannot be exactly-once: a crash between the server's acceptance and our record sends it
 * again on retry, which is the better failure for a customer waiting for a policy.
 */
@Injectable()
export class EmailOutbox {
  constructor(
    private readonly emails: EmailRepository,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async sendOnce(email: EmailToSend): Promise<'sent' | 'already sent'> {
    const masked = String((maskPersonalData({ email: email.to }) as { email: string }).email);
    const record = await this.emails.claim({
      orderId: email.orderId,
      kind: email.kind,
      dedupeKey: email.dedupeKey,
      recipientMasked: masked,
      subject: email.subject,
    });
    if (record.status === 'sent') return 'already sent';
    try {
      const { messageId } = await this.mail.send(email);
      await this.emails.markSent(record.id, messageId);
      return 'sent';
    } catch (error) {
      await this.emails.markFailed(record.id, (error as Error).message.slice(0, 1000));
      throw error;
    }
  }
}
