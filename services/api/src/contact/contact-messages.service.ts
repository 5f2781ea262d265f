import { Injectable } from '@nestjs/common';
import type { ContactMessageBody } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';
import { writeOutbox } from '@asiguro/orchestration';
import { ContactMessageRepository, Transactions } from '@asiguro/persistence';

/** Messages from the contact form: stored, then mailed to support through the outbox (the API never waits on mail). */
@Injectable()
export class ContactMessages {
  constructor(
    private readonly transactions: Transactions,
    private readonly messages: ContactMessageRepository,
  ) {}

  async receive(body: ContactMessageBody, authorUid: string, locale: Locale): Promise<void> {
    await this.transactions.run(async (tx) => {
      const messageId = await this.messages.insert(tx, {
        authorUid,
        name: body.name,
        email: body.email,
        message: body.message,
        lang: locale,
      });
      await writeOutbox(tx, [{ jobName: 'contact-message', payload: { messageId } }], null);
    });
  }
}
