import { Injectable } from '@nestjs/common';
import type { Locale } from '@asiguro/i18n';
import { ContactMessageEntity } from '../entities/contact-message.entity';
import { row } from '../row';
import { entityManagerOf, type Transaction } from '../transactions';

/** Messages from the contact form (contact_messages). */
@Injectable()
export class ContactMessageRepository {
  /** Stores a message in the transaction that also queues its e-mail; answers its id. */
  async insert(
    tx: Transaction,
    message: { authorUid: string; name: string; email: string; message: string; lang: Locale },
  ): Promise<string> {
    const inserted = await entityManagerOf(tx).insert(ContactMessageEntity, row<ContactMessageEntity>(message));
    return inserted.identifiers[0].id as string;
  }
}
