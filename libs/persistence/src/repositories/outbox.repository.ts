import { Injectable } from '@nestjs/common';
import { OutboxEntity } from '../entities/outbox.entity';
import { row } from '../row';
import { entityManagerOf, type Transaction } from '../transactions';
import { BaseRepository } from './repository';

/** An outbox row as the relay and the queue recovery turn it into a job (snake_case: raw SQL). */
export interface OutboxRow<Queue extends string = string, Job extends string = string> {
  id: string;
  queue: Queue;
  job_name: Job;
  payload: Record<string, unknown>;
  run_at: Date;
}

/** An outbox row as the recovery reads it: `enqueued_at` null means the relay has not moved it yet. */
export interface OutboxCandidateRow<Queue extends string = string, Job extends string = string> extends OutboxRow<
  Queue,
  Job
> {
  enqueued_at: Date | null;
}

/** A side effect to write (payload already validated against the job registry by the caller). */
export interface NewOutboxRow {
  orderId: string | null;
  queue: string;
  jobName: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** Writes outbox rows in the caller's transaction: they become jobs only if it commits. */
export async function insertOutbox(tx: Transaction, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  // The handle carries its manager: no data source needed, so plain functions can write too.
  await entityManagerOf(tx).insert(
    OutboxEntity,
    rows.map((entry) => row<OutboxEntity>(entry)),
  );
}

/**
 * The outbox table: side effects written in the transaction that decided them, moved into BullMQ
 * by the relay, and read again by the queue recovery when Redis lost jobs.
 */
@Injectable()
export class OutboxRepository extends BaseRepository {
  /**
   * The oldest rows not moved yet and not claimed by a live relay, claimed for `leaseSeconds` in
   * one statement: rows another relay is claiming at this moment are skipped (FOR UPDATE SKIP
   * LOCKED), so relays share the work without holding a transaction while they add the jobs.
   */
  async claimPending<R extends OutboxRow>(limit: number, leaseSeconds: number): Promise<R[]> {
    const [rows]: [R[], number] = await this.db.query(
      `update outbox o set claimed_until = now() + make_interval(secs => $2)
        where o.id in (
          select id from outbox
           where enqueued_at is null and (claimed_until is null or claimed_until < now())
           order by id limit $1 for update skip locked)
        returning o.id, o.queue, o.job_name, o.payload, o.run_at`,
      [limit, leaseSeconds],
    );
    // RETURNING keeps no order: the oldest row first, as the jobs are added.
    return rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  /** The rows' jobs are in the queues: the rows are moved. */
  async markEnqueued(ids: string[]): Promise<void> {
    await this.db.query(`update outbox set enqueued_at = now(), claimed_until = null where id = any($1::bigint[])`, [
      ids,
    ]);
  }

  /** Gives claimed rows back at once (their jobs could not be added): the next drain takes them. */
  async release(ids: string[]): Promise<void> {
    await this.db.query(`update outbox set claimed_until = null where id = any($1::bigint[]) and enqueued_at is null`, [
      ids,
    ]);
  }

  /**
   * The latest issuance (paid, processing) or documents (issued) row of in-flight orders, ordered by
   * (in_flight_since, id) after the cursor `after`, at most `limit`.
   */
  inFlightSteps<R extends OutboxCandidateRow>(
    after: { since: Date; id: string } | null,
    limit: number,
  ): Promise<(R & { order_id: string; in_flight_since: Date })[]> {
    return this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at, o.id as order_id, o.in_flight_since
         from orders o
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = o.id
              and job_name = case o.status when 'issued' then 'generate-documents' else 'issue-policy' end
            order by id desc limit 1
         ) x
        where o.status in ('paid', 'processing', 'issued')
          and ($1::timestamptz is null or (o.in_flight_since, o.id) > ($1::timestamptz, $2::uuid))
        order by o.in_flight_since, o.id
        limit $3`,
      [after?.since ?? null, after?.id ?? null, limit],
    );
  }

  /** The latest refund-payment row of each payment pending a refund, by payment id after `after`. */
  pendingRefunds<R extends OutboxCandidateRow>(
    after: string | null,
    limit: number,
  ): Promise<(R & { payment_id: string })[]> {
    return this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at, p.id as payment_id
         from payments p
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = p.order_id and job_name = 'refund-payment' and payload->>'paymentId' = p.id::text
            order by id desc limit 1
         ) x
        where p.status = 'refund_pending' and ($1::uuid is null or p.id > $1)
        order by p.id
        limit $2`,
      [after, limit],
    );
  }

  /**
   * Orders with add-ons: the latest job of each add-on still waiting for its issuer (or its
   * courier), each courier delivery still followed, each add-on share still to give back (oldest
   * first, at most `limit`).
   */
  pendingAddonSteps<R extends OutboxCandidateRow>(limit: number): Promise<R[]> {
    return this.db.query(
      `select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from orders o
         cross join lateral jsonb_array_elements(
           case jsonb_typeof(o.machine_snapshot->'context'->'items')
             when 'array' then o.machine_snapshot->'context'->'items' else '[]' end
         ) with ordinality as i(state, n)
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = o.id and job_name in ('issue-addon', 'book-delivery')
              and (payload->>'item')::int = i.n - 1
            order by id desc limit 1
         ) x
        where o.status = 'processing' and i.n > 1 and i.state->>'status' = 'pending'
       union all
       select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from addon_items a
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = a.order_id and job_name = 'refund-addon' and (payload->>'item')::int = a.item
            order by id desc limit 1
         ) x
        where a.refund_status = 'refund_pending'
       union all
       select x.id, x.queue, x.job_name, x.payload, x.run_at, x.enqueued_at
         from addon_items a
         cross join lateral (
           select id, queue, job_name, payload, run_at, enqueued_at from outbox
            where order_id = a.order_id and job_name = 'track-delivery' and (payload->>'item')::int = a.item
            order by id desc limit 1
         ) x
        where a.delivery_status in ('booked', 'scheduled')
        order by id
        limit $1`,
      [limit],
    );
  }

  /** A page of rows, newest first, before the id `before` (null: from the newest). */
  page<R extends OutboxCandidateRow>(before: string | null, limit: number): Promise<(R & { created_at: Date })[]> {
    return this.db.query(
      `select id, queue, job_name, payload, run_at, enqueued_at, created_at from outbox
        where ($1::bigint is null or id < $1) order by id desc limit $2`,
      [before, limit],
    );
  }
}
