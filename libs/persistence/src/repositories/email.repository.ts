import { Injectable } from '@nestjs/common';
import { BaseRepository } from './repository';

/** An e-mail to record before it is sent (the recipient masked). */
export interface NewEmail {
  orderId: string | null;
  kind: string;
  dedupeKey: string;
  recipientMasked: string;
  subject: string;
}

/** The emails table: one row per e-mail that must go out once (its dedupe key), for the console. */
@Injectable()
export class EmailRepository extends BaseRepository {
  /** The e-mail's row, created as sending the first time its key is seen. */
  async claim(email: NewEmail): Promise<{ id: string; status: string }> {
    // Inserted, or else the row already there, in one round trip.
    const [record] = await this.db.query(
      `with created as (
         insert into emails (order_id, kind, dedupe_key, recipient_masked, subject, status)
         values ($1, $2, $3, $4, $5, 'sending') on conflict (dedupe_key) do nothing returning id, status)
       select id, status from created
       union all
       select id, status from emails where dedupe_key = $3 and not exists (select 1 from created)`,
      [email.orderId, email.kind, email.dedupeKey, email.recipientMasked, email.subject],
    );
    // A claim racing ours committed its row after this statement's snapshot was taken: read it now.
    return record ?? (await this.db.query(`select id, status from emails where dedupe_key = $1`, [email.dedupeKey]))[0];
  }

  async markSent(id: string, messageId: string): Promise<void> {
    await this.db.query(
      `update emails set status = 'sent', message_id = $2, sent_at = now(), error = null where id = $1`,
      [id, messageId],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.query(`update emails set status = 'failed', error = $2 where id = $1`, [id, error]);
  }
}
