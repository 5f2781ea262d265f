import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { maskPersonalData } from '@asiguro/partners';
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
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async sendOnce(email: EmailToSend): Promise<'sent' | 'already sent'> {
    const masked = String((maskPersonalData({ email: email.to }) as { email: string }).email);
    await this.db.query(
      `insert into emails (order_id, kind, dedupe_key, recipient_masked, subject, status)
       values ($1, $2, $3, $4, $5, 'sending') on conflict (dedupe_key) do nothing`,
      [email.orderId, email.kind, email.dedupeKey, masked, email.subject],
    );
    const [record] = await this.db.query(`select id, status from emails where dedupe_key = $1`, [email.dedupeKey]);
    if (record.status === 'sent') return 'already sent';
    try {
      const { messageId } = await this.mail.send(email);
      await this.db.query(
        `update emails set status = 'sent', message_id = $2, sent_at = now(), error = null where id = $1`,
        [record.id, messageId],
      );
      return 'sent';
    } catch (error) {
      await this.db.query(`update emails set status = 'failed', error = $2 where id = $1`, [
        record.id,
        (error as Error).message.slice(0, 1000),
      ]);
      throw error;
    }
  }
}
