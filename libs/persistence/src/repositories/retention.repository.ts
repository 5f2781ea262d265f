import { Injectable } from '@nestjs/common';
import { affectedRows, BaseRepository } from './repository';

/**
 * The retention sweeps' statements (RetentionService decides when and how long): each one
 * idempotent, so a sweep run twice, or cut short, purges the same rows. Answers how many rows each
 * purged.
 */
@Injectable()
export class RetentionRepository extends BaseRepository {
  /**
   * Drafts and unpaid orders that expired or were canceled more than `days` ago and were never
   * paid: their details, contact, billing, offers and registry facts erased (the row, its number
   * and its event log stay), with the partner exchanges recorded for them, in one transaction.
   */
  async eraseExpiredDrafts(days: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const purged: { id: string }[] = (
        await tx.query(
          `update orders o
              set items = (select coalesce(jsonb_agg(jsonb_build_object('type', item -> 'type', 'details', '{}'::jsonb)), '[]')
                             from jsonb_array_elements(o.items) item),
                  contact = null, billing = null, offers = null, offers_version = null, chosen_offer = null,
                  underwriting_facts = null, consents = null, last_error = null
            where o.status in ('expired', 'canceled')
              and o.status_changed_at < now() - make_interval(days => $1)
              and not exists (select 1 from payments p where p.order_id = o.id and p.transaction_id is not null)
              and (o.contact is not null or o.billing is not null or o.offers is not null or o.underwriting_facts is not null
                   or exists (select 1 from jsonb_array_elements(o.items) item where item -> 'details' <> '{}'::jsonb))
            returning o.id`,
          [days],
        )
      )[0];
      if (purged.length > 0) {
        await tx.query(`delete from partner_exchanges where order_id = any($1::uuid[])`, [purged.map((row) => row.id)]);
      }
      return purged.length;
    });
  }

  async deleteContactMessages(days: number): Promise<number> {
    return affectedRows(
      await this.db.query(
        `delete from contact_messages where created_at < now() - make_interval(days => $1) returning id`,
        [days],
      ),
    );
  }

  /** Sign-in links used or expired more than `days` ago. */
  async deleteSignInLinks(days: number): Promise<number> {
    return affectedRows(
      await this.db.query(
        `delete from email_sign_in_tokens
          where coalesce(used_at, expires_at) < now() - make_interval(days => $1) returning id`,
        [days],
      ),
    );
  }

  /** Signed-in sessions that ended (revoked or expired) more than `days` ago. */
  async deleteEndedSessions(days: number): Promise<number> {
    return affectedRows(
      await this.db.query(
        `delete from auth_sessions
          where least(coalesce(revoked_at, expires_at), expires_at) < now() - make_interval(days => $1) returning id`,
        [days],
      ),
    );
  }

  async deleteIdempotencyKeys(hours: number): Promise<number> {
    return affectedRows(
      await this.db.query(
        `delete from idempotency_keys where created_at < now() - make_interval(hours => $1) returning key`,
        [hours],
      ),
    );
  }
}
