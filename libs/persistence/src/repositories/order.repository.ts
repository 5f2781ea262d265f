import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { OrderStatus, ProductType } from '@asiguro/domain';
import { OrderEntity } from '../entities/order.entity';
import { OrderEventEntity } from '../entities/order-event.entity';
import { OutboxEntity } from '../entities/outbox.entity';
import { EntityReads } from '../entity-reads';
import { RawValues, SqlExpression, type SqlFields } from '../raw-values';
import { row } from '../row';
import type { Transaction } from '../transactions';
import type { NewOutboxRow } from './outbox.repository';
import { BaseRepository } from './repository';

/** An order_events row to append (seq is the order's version after the transition). */
export type NewOrderEvent = Pick<
  OrderEventEntity,
  'orderId' | 'seq' | 'event' | 'fromStatus' | 'toStatus' | 'actorKind' | 'actorId' | 'payload'
> &
  Partial<Pick<OrderEventEntity, 'reason' | 'createdAt'>>;

/** A write made by a transition's own statement (see recordTransition). */
export interface TransitionWrite {
  /** One data-modifying statement, its values passed as parameters of `sql`. */
  statement(sql: RawValues): string;
  /**
   * The transition is written only if this statement wrote a row: an UPDATE … RETURNING whose
   * WHERE says what the row must still be (a payment not settled yet).
   */
  required?: boolean;
}

/** A transition's write that inserts one row (an issued policy). */
export function insertWrite<T extends ObjectLiteral>(entity: EntityTarget<T>, row: SqlFields<T>): TransitionWrite {
  return {
    statement: (sql) => `insert into ${sql.tableOf(entity)} ${sql.values(entity, [row])}`,
  };
}

/** The few columns the cheap status endpoint reads (no JSONB). */
export interface OrderStatusRow {
  id: string;
  number: string;
  status: OrderStatus;
  version: number;
  updatedAt: Date;
  productTypes: ProductType[];
  authorUid: string;
  linkGeneration: number;
}

/**
 * The orders table and its event log. Writes that belong to a transition take the caller's
 * transaction (OrderService holds the row lock); the rest autocommit.
 */
@Injectable()
export class OrderRepository extends BaseRepository {
  private readonly reads = new EntityReads(OrderEntity);

  find(orderId: string, tx?: Transaction): Promise<OrderEntity | null> {
    return this.reads.one(this.manager(tx), { id: orderId });
  }

  /** The order row locked for the rest of the transaction (SELECT … FOR UPDATE), or null. */
  lock(orderId: string, tx: Transaction): Promise<OrderEntity | null> {
    return this.reads.one(this.manager(tx), { id: orderId }, { lock: true });
  }

  /**
   * A fresh id, drawn before the insert so the effects planned for the new order can name it: a
   * version 4 UUID as PostgreSQL's gen_random_uuid() makes, without a round trip to ask for it.
   */
  newId(): string {
    return randomUUID();
  }

  /**
   * Inserts a new order with its first event and the outbox rows of its effects in one statement
   * (as recordTransition), which commits on its own unless a transaction is given; answers it as
   * an entity (the fields given, the defaults unset).
   */
  async recordCreation(
    fields: Partial<OrderEntity>,
    event: NewOrderEvent,
    outbox: NewOutboxRow[],
    tx?: Transaction,
  ): Promise<OrderEntity> {
    const manager = this.manager(tx);
    const order = manager.create(OrderEntity, fields);
    const sql = new RawValues(manager);
    const insert = `insert into orders ${sql.values(OrderEntity, [order])}`;
    const logEvent = `insert into order_events ${sql.values(OrderEventEntity, [event])}`;
    const statement = outbox.length
      ? `with created as (${insert}), logged as (${logEvent}) insert into outbox ${sql.values(OutboxEntity, outbox)}`
      : `with created as (${insert}) ${logEvent}`;
    await manager.query(statement, sql.params);
    return order;
  }

  async update(orderId: string, changes: Partial<OrderEntity>, tx?: Transaction): Promise<void> {
    await this.manager(tx).update(OrderEntity, { id: orderId }, row<OrderEntity>(changes));
  }

  /**
   * A transition's writes in one statement (one round trip instead of three): the order's changed
   * columns, its order_events row and the outbox rows of its effects, as data-modifying CTEs of
   * one INSERT. The order is changed only if it is still at `fromVersion`; the event's seq is the
   * version the update wrote, so when the order moved on meanwhile the seq is null, the statement
   * fails as a whole and nothing is written: answers false then. In a transaction that holds the
   * order's row lock it always succeeds; without one, it is an optimistic write. `alsoWrite`
   * adds writes that must happen exactly when the transition does (an issued policy, a payment
   * settled and applied): they commit with it or, when the order moved on, a required one found
   * no row or one of them breaks a constraint, nothing does.
   */
  async recordTransition(
    orderId: string,
    fromVersion: number,
    changes: Partial<OrderEntity>,
    event: Omit<NewOrderEvent, 'seq'>,
    outbox: NewOutboxRow[],
    tx?: Transaction,
    alsoWrite: TransitionWrite[] = [],
  ): Promise<boolean> {
    const manager = this.manager(tx);
    const sql = new RawValues(manager);
    const update = `update orders set ${sql.set(OrderEntity, changes)}
      where id = ${sql.param(orderId)} and version = ${sql.param(fromVersion)} returning version`;
    const writes = [`changed as (${update})`];
    const conditions = ['true'];
    for (const [index, write] of alsoWrite.entries()) {
      writes.push(`also${index} as (${write.statement(sql)})`);
      if (write.required) conditions.push(`exists (select from also${index})`);
    }
    // Null, so the event's insert fails and with it the whole statement, unless every write took.
    const seq = new SqlExpression(`(select version from changed where ${conditions.join(' and ')})`);
    const logEvent = `insert into order_events ${sql.values(OrderEventEntity, [{ ...event, seq }])}`;
    let last = logEvent;
    if (outbox.length) {
      writes.push(`logged as (${logEvent})`);
      last = `insert into outbox ${sql.values(OutboxEntity, outbox)}`;
    }
    const statement = `with ${writes.join(', ')} ${last}`;
    try {
      await manager.query(statement, sql.params);
      return true;
    } catch (error) {
      if (isMovedOn(error)) return false;
      throw error;
    }
  }

  /**
   * When the order's payment was applied (its PAYMENT_SUCCEEDED event into paid), or null if it
   * never was.
   */
  async paidAt(orderId: string): Promise<Date | null> {
    const [event] = await this.db.query(
      `select created_at from order_events
        where order_id = $1 and event = 'PAYMENT_SUCCEEDED' and to_status = 'paid'
        order by seq limit 1`,
      [orderId],
    );
    return event ? new Date(event.created_at) : null;
  }

  async status(orderId: string): Promise<OrderStatus | null> {
    const [order]: { status: OrderStatus }[] = await this.db.query(`select status from orders where id = $1`, [
      orderId,
    ]);
    return order?.status ?? null;
  }

  /** The status endpoint's columns only: it is polled, and must not read the order's JSONB. */
  async statusRow(orderId: string): Promise<OrderStatusRow | null> {
    const [found] = await this.db.query(
      `select id, number, status, version, updated_at, product_types, author_uid, link_generation from orders where id = $1`,
      [orderId],
    );
    if (!found) return null;
    return {
      id: found.id,
      number: found.number,
      status: found.status,
      version: found.version,
      updatedAt: new Date(found.updated_at),
      productTypes: found.product_types,
      authorUid: found.author_uid,
      linkGeneration: found.link_generation,
    };
  }

  /** Raises the generation of the order's e-mailed links: every link signed before stops working. */
  async revokeLinks(orderId: string): Promise<void> {
    await this.db.query(`update orders set link_generation = link_generation + 1 where id = $1`, [orderId]);
  }

  /**
   * Keeps an offer search and the registry facts it was priced from, only while the order is still
   * at `version` (not a transition: the version stays).
   */
  async storeOffers(orderId: string, version: number, offers: unknown[], facts: object): Promise<void> {
    await this.db.query(
      `update orders set offers = $2, offers_version = $3, underwriting_facts = $4 where id = $1 and version = $3`,
      [orderId, JSON.stringify(offers), version, JSON.stringify(facts)],
    );
  }

  /** Open orders (draft, unpaid) past their deadline, the oldest deadline first. */
  async overdueIds(now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `select id from orders where status in ('draft','unpaid') and deadline <= $1 order by deadline limit $2`,
      [now, limit],
    );
    return rows.map((found) => found.id);
  }
}

/** The order was no longer at the version a transition started from: its event got no seq. */
function isMovedOn(error: unknown): boolean {
  const failure = error as { code?: string; table?: string; column?: string };
  return failure.code === NOT_NULL_VIOLATION && failure.table === 'order_events' && failure.column === 'seq';
}

const NOT_NULL_VIOLATION = '23502';
