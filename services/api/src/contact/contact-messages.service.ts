import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ContactMessageBody } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import { writeOutbox } from '@asiguro/orchestration';
import { ContactMessageEntity, row, transactionOf } from '@asiguro/persistence';

/** Messages from the contact form: stored, then mailed to support through the outbox (the API never waits on mail). */
@Injectable()
export class ContactMessages {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async receive(body: ContactMessageBody, authorUid: string, locale: Locale): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(
        ContactMessageEntity,
        row<ContactMessageEntity>({
          authorUid,
          name: body.name,
          email: body.email,
          message: body.message,
          lang: locale,
        }),
      );
      await writeOutbox(
        transactionOf(tx),
        [{ jobName: 'contact-message', payload: { messageId: inserted.identifiers[0].id as string } }],
        null,
      );
    });
  }
}
