import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Env } from '@asiguro/platform';

/** What one retention sweep purged, by kind (counts, for the job's result and metrics). */
export interface RetentionResult {
  drafts: number;
  contactMessages: number;
  signInLinks: number;
  sessions: number;
  idempotencyKeys: number;
}

/** TypeORM answers an UPDATE or DELETE … RETURNING as [rows, count]. */
function affected(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/**
 * Keeps personal data only as long as it is needed, on a schedule (the worker's daily
 * retention-sweep job), each period a setting:
 * - drafts and unpaid orders that expired or were canceled and were never paid: after
 *   DRAFT_RETENTION_DAYS their details, contact, billing, offers and registry facts are erased
 *   (the order row, its number and its event log stay: the log is append-only and holds no
 *   personal data), with the partner exchanges recorded for them;
 * - contact messages: deleted CONTACT_RETENTION_DAYS after they were sent;
 * - sign-in links and ended signed-in sessions: deleted SIGN_IN_RETENTION_DAYS after they ended;
 * - idempotency keys (which keep a request's hash and the id of what it made, never its data):
 *   deleted after IDEMPOTENCY_RETENTION_HOURS.
 * Every statement is idempotent: a sweep run twice, or cut short, purges the same rows.
 */
@Injectable()
export class RetentionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async sweep(): Promise<RetentionResult> {
    const config = this.config;
    const drafts = await this.db.transaction(async (tx) => {
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
          [config.DRAFT_RETENTION_DAYS],
        )
      )[0];
      if (purged.length > 0) {
        await tx.query(`delete from partner_exchanges where order_id = any($1::uuid[])`, [purged.map((row) => row.id)]);
      }
      return purged.length;
    });
    const contactMessages = affected(
      await this.db.query(
        `delete from contact_messages where created_at < now() - make_interval(days => $1) returning id`,
        [config.CONTACT_RETENTION_DAYS],
      ),
    );
    const signInLinks = affected(
      await this.db.query(
        `delete from email_sign_in_tokens
          where coalesce(used_at, expires_at) < now() - make_interval(days => $1) returning id`,
        [config.SIGN_IN_RETENTION_DAYS],
      ),
    );
    const sessions = affected(
      await this.db.query(
        `delete from auth_sessions
          where least(coalesce(revoked_at, expires_at), expires_at) < now() - make_interval(days => $1) returning id`,
        [config.SIGN_IN_RETENTION_DAYS],
      ),
    );
    const idempotencyKeys = affected(
      await this.db.query(
        `delete from idempotency_keys where created_at < now() - make_interval(hours => $1) returning key`,
        [config.IDEMPOTENCY_RETENTION_HOURS],
      ),
    );
    return { drafts, contactMessages, signInLinks, sessions, idempotencyKeys };
  }
}
