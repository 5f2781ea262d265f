import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import type { Money } from '@asiguro/domain';
import { PaymentEntity } from '../entities/payment.entity';
import { EntityReads } from '../entity-reads';
import { RawValues, type SqlFields } from '../raw-values';
import { row } from '../row';
import type { Transaction } from '../transactions';
import type { TransitionWrite } from './order.repository';
import { BaseRepository } from './repository';

/** The money a provider confirmed for an attempt: what a succeeded payment row records. */
export interface ConfirmedMoney {
  transactionId: string;
  amount: Money;
  raw: Record<string, unknown> | null;
}

/**
 * The payments table: the one place payment rows are written (architecture.md: money is never
 * kept without a policy). Attempts are started by the API, settled by the PaymentRecorder (under
 * the order's lock, or by the transition's own statement), marked for refund by OrderService,
 * and refunded by the worker.
 */
@Injectable()
export class PaymentRepository extends BaseRepository {
  private readonly reads = new EntityReads(PaymentEntity);

  /** The payment of an order that must exist (a job's payload names it). */
  async get(paymentId: string, orderId: string): Promise<PaymentEntity> {
    return this.reads.oneOrFail(this.db.manager, { id: paymentId, orderId });
  }

  /**
   * In one read: the payment carrying a provider's transaction (in any order), and the order's
   * attempt the provider knows by `providerPaymentId` when one is named.
   */
  async findTransactionAndAttempt(
    payment: { orderId: string; provider: string; transactionId: string; providerPaymentId?: string },
    tx?: Transaction,
  ): Promise<{ existing: PaymentEntity | null; attempt: PaymentEntity | null }> {
    const { orderId, provider, transactionId, providerPaymentId } = payment;
    const rows = await this.manager(tx).find(PaymentEntity, {
      where: [{ provider, transactionId }, ...(providerPaymentId ? [{ orderId, provider, providerPaymentId }] : [])],
    });
    const isAttempt = (row: PaymentEntity) =>
      providerPaymentId !== undefined && row.orderId === orderId && row.providerPaymentId === providerPaymentId;
    return {
      existing: rows.find((row) => row.transactionId === transactionId) ?? null,
      attempt: rows.find(isAttempt) ?? null,
    };
  }

  /** The order's payment carrying a provider's transaction. */
  findOrderTransaction(
    orderId: string,
    provider: string,
    transactionId: string,
    tx?: Transaction,
  ): Promise<PaymentEntity | null> {
    return this.reads.one(this.manager(tx), { orderId, provider, transactionId });
  }

  /** An attempt by the provider's id of it; `orderId` narrows it to one order. */
  findAttempt(
    attempt: { orderId?: string; provider: string; providerPaymentId: string },
    tx?: Transaction,
  ): Promise<PaymentEntity | null> {
    const { orderId, provider, providerPaymentId } = attempt;
    return this.reads.one(
      this.manager(tx),
      orderId === undefined ? { provider, providerPaymentId } : { orderId, provider, providerPaymentId },
    );
  }

  /** The order's payment at a provider (a bank transfer has one per order). */
  findByOrderAndProvider(orderId: string, provider: string): Promise<PaymentEntity | null> {
    return this.reads.one(this.db.manager, { orderId, provider });
  }

  /** The order's newest attempts at a provider that the provider knows (has an id for), newest first. */
  latestAttempts(orderId: string, provider: string, take: number): Promise<PaymentEntity[]> {
    return this.db.manager.find(PaymentEntity, {
      where: { orderId, provider, providerPaymentId: Not(IsNull()) },
      order: { createdAt: 'DESC' },
      take,
    });
  }

  /**
   * A new attempt (status initiated) for the order's price; answers its id. Written as a
   * statement of our own (RawValues), like attachProviderId's and findAttempt's (EntityReads):
   * every card payment sends the three, and TypeORM's builders make a statement's text anew on
   * every call.
   */
  async initiate(attempt: {
    orderId: string;
    provider: string;
    amount: Money;
    providerPaymentId?: string | null;
  }): Promise<string> {
    const sql = new RawValues(this.db.manager);
    const fields: SqlFields<PaymentEntity> = {
      orderId: attempt.orderId,
      provider: attempt.provider,
      providerPaymentId: attempt.providerPaymentId,
      amountMinor: attempt.amount.minor,
      currency: attempt.amount.currency,
      status: 'initiated',
    };
    const rows: { id: string }[] = await this.db.manager.query(
      `insert into ${sql.tableOf(PaymentEntity)} ${sql.values(PaymentEntity, [fields])} returning id`,
      sql.params,
    );
    return rows[0].id;
  }

  /** The provider accepted the attempt and named it. */
  async attachProviderId(paymentId: string, providerPaymentId: string): Promise<void> {
    const sql = new RawValues(this.db.manager);
    const changes = sql.set(PaymentEntity, { providerPaymentId, updatedAt: new Date() });
    await this.db.manager.query(
      `update ${sql.tableOf(PaymentEntity)} set ${changes} where id = ${sql.param(paymentId)}`,
      sql.params,
    );
  }

  /**
   * A bank transfer's payment asks for the order's current price, only while no money was recorded
   * against it: a received transfer is never rewritten.
   */
  async reprice(paymentId: string, amount: Money): Promise<void> {
    await this.db.manager.update(
      PaymentEntity,
      { id: paymentId, transactionId: IsNull() },
      { amountMinor: amount.minor, currency: amount.currency, updatedAt: new Date() },
    );
  }

  /**
   * An initiated attempt settled and applied by a transition's own statement (the payment that pays
   * the order): required, so nothing is written if the attempt carries a transaction already.
   */
  settleAppliedWith(paymentId: string, money: ConfirmedMoney): TransitionWrite {
    return {
      statement: (sql) =>
        `update ${sql.tableOf(PaymentEntity)} set ${sql.set(PaymentEntity, { ...succeededFields(money), applied: true })}
         where id = ${sql.param(paymentId)} and transaction_id is null returning id`,
      required: true,
    };
  }

  /** An initiated attempt that the provider confirmed: it now carries the money. */
  async settle(paymentId: string, money: ConfirmedMoney, tx: Transaction): Promise<void> {
    await this.manager(tx).update(PaymentEntity, { id: paymentId }, row<PaymentEntity>(succeededFields(money)));
  }

  /** A confirmed payment with no initiated attempt to settle (e.g. paid twice): a row of its own. */
  async insertSucceeded(
    payment: { orderId: string; provider: string; providerPaymentId: string | null } & ConfirmedMoney,
    tx: Transaction,
  ): Promise<string> {
    const inserted = await this.manager(tx).insert(
      PaymentEntity,
      row<PaymentEntity>({
        orderId: payment.orderId,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        ...succeededFields(payment),
      }),
    );
    return inserted.identifiers[0].id as string;
  }

  /** The payment that paid the order. */
  async markApplied(paymentId: string, tx: Transaction): Promise<void> {
    await this.manager(tx).update(PaymentEntity, { id: paymentId }, { applied: true });
  }

  /** A declined or abandoned attempt, or one the provider could not start. */
  async markFailed(paymentId: string, tx?: Transaction): Promise<void> {
    await this.manager(tx).update(PaymentEntity, { id: paymentId }, { status: 'failed', updatedAt: new Date() });
  }

  /** Money the order cannot keep: a refund-payment job gives it back. `at` also stamps updated_at. */
  async markRefundPending(paymentId: string, tx: Transaction, at?: Date): Promise<void> {
    await this.manager(tx).update(
      PaymentEntity,
      { id: paymentId },
      { status: 'refund_pending', ...(at ? { updatedAt: at } : {}) },
    );
  }

  async markRefunded(paymentId: string, refundId: string): Promise<void> {
    await this.db.manager.update(
      PaymentEntity,
      { id: paymentId },
      { status: 'refunded', refundId, updatedAt: new Date() },
    );
  }

  /** The provider refused the refund for good: staff must give the money back another way. */
  async markRefundFailed(paymentId: string, tx: Transaction): Promise<void> {
    await this.manager(tx).update(PaymentEntity, { id: paymentId }, { status: 'refund_failed', updatedAt: new Date() });
  }
}

function succeededFields(money: ConfirmedMoney): Partial<PaymentEntity> {
  return {
    transactionId: money.transactionId,
    amountMinor: money.amount.minor,
    currency: money.amount.currency,
    status: 'succeeded',
    rawNotification: money.raw,
    updatedAt: new Date(),
  };
}
