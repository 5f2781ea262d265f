import { Injectable } from '@nestjs/common';
import type { Money, OrderEvent } from '@asiguro/domain';
import {
  OrderRepository,
  PaymentRepository,
  type ConfirmedMoney,
  type OrderEntity,
  type Transaction,
} from '@asiguro/persistence';
import { OrderService, type OrderScope } from '../orders/order.service';

export interface SucceededPayment {
  orderId: string;
  provider: string;
  /** The provider's id of the payment attempt we initiated, when known. */
  providerPaymentId?: string;
  transactionId: string;
  amount: Money;
  raw?: Record<string, unknown>;
}

export type PaymentOutcome =
  /** It paid the order (unpaid → paid). */
  | { outcome: 'applied'; paymentId: string }
  /** Already recorded: a replayed or duplicated notification. Nothing changed. */
  | { outcome: 'duplicate'; paymentId: string }
  /** Money we must not keep (late, surplus or not matching the price): a refund is queued. */
  | { outcome: 'refunding'; paymentId: string; reason: string };

/**
 * Records confirmed payments, exactly once per provider transaction id: under the order's row
 * lock so concurrent notifications serialize, or, for the usual notification, by the transition's
 * own statement, which writes only if nothing changed since it was read. Money is never kept
 * without a policy: a payment the order cannot take is refunded.
 */
@Injectable()
export class PaymentRecorder {
  constructor(
    private readonly orders: OrderService,
    private readonly payments: PaymentRepository,
    private readonly orderRows: OrderRepository,
  ) {}

  /**
   * `alsoInTransaction` runs in the same transaction once the outcome is known (e.g. the staff
   * audit entry of a confirmed bank transfer): its writes commit with the payment, and an error it
   * throws rolls the payment back.
   */
  async recordSucceeded(
    payment: SucceededPayment,
    alsoInTransaction?: (tx: Transaction, outcome: PaymentOutcome) => Promise<unknown>,
  ): Promise<PaymentOutcome> {
    const paid = alsoInTransaction ? null : await this.payWithoutLock(payment);
    if (paid) return paid;
    return this.orders.withOrder(payment.orderId, async (scope) => {
      const outcome = await this.recordIn(scope, payment);
      await alsoInTransaction?.(scope.tx, outcome);
      return outcome;
    });
  }

  /**
   * The usual notification: the order's own attempt, not settled yet, pays the unpaid order. The
   * attempt is settled and applied by the PAYMENT_SUCCEEDED transition's own statement, written
   * only if the order is still as read and the attempt still carries no transaction: three round
   * trips (the order, the payments, the write) instead of seven under the row lock. Anything else
   * — a duplicate aside, which is answered at once — writes nothing here and answers null: the
   * locked way decides it (late, surplus or wrong amounts are refunded there).
   */
  private async payWithoutLock(payment: SucceededPayment): Promise<PaymentOutcome | null> {
    const read = await this.orders.find(payment.orderId);
    if (!read) return null;
    const { existing, attempt } = await this.payments.findTransactionAndAttempt(payment);
    if (existing) return { outcome: 'duplicate', paymentId: existing.id };
    if (!attempt || attempt.transactionId !== null) return null;
    const applied = await this.orders.applyAsRead(read, successEventOf(payment), {
      payload: { paymentId: attempt.id },
      into: 'paid',
      alsoWrite: [this.payments.settleAppliedWith(attempt.id, confirmedMoneyOf(payment))],
    });
    return applied ? { outcome: 'applied', paymentId: attempt.id } : null;
  }

  private async recordIn(scope: OrderScope, payment: SucceededPayment): Promise<PaymentOutcome> {
    const { tx } = scope;
    const { existing, attempt: initiated } = await this.payments.findTransactionAndAttempt(payment, tx);
    if (existing) return { outcome: 'duplicate', paymentId: existing.id };

    const money = confirmedMoneyOf(payment);
    let paymentId: string;
    if (initiated && initiated.transactionId === null) {
      await this.payments.settle(initiated.id, money, tx);
      paymentId = initiated.id;
    } else {
      paymentId = await this.payments.insertSucceeded(
        {
          orderId: payment.orderId,
          provider: payment.provider,
          providerPaymentId: initiated ? null : (payment.providerPaymentId ?? null),
          ...money,
        },
        tx,
      );
    }

    const outcome = await scope.apply(successEventOf(payment), { payload: { paymentId } });
    if (outcome.ok && outcome.to === 'paid') {
      await this.payments.markApplied(paymentId, tx);
      return { outcome: 'applied', paymentId };
    }
    if (outcome.ok) return { outcome: 'refunding', paymentId, reason: `late payment on a ${outcome.from} order` };
    // The order cannot take this money (already paid, a wrong amount, …): give it back.
    await this.payments.markRefundPending(paymentId, tx);
    await scope.enqueue([{ jobName: 'refund-payment', payload: { orderId: payment.orderId, paymentId } }]);
    return { outcome: 'refunding', paymentId, reason: `${outcome.refusal} in ${outcome.status}` };
  }

  /**
   * A declined or abandoned attempt: recorded on the unpaid order, which keeps waiting. A replayed
   * notification of an attempt already decided changes nothing (no second PAYMENT_FAILED).
   */
  async recordFailed(input: {
    orderId: string;
    provider: string;
    providerPaymentId?: string;
    reason: string;
  }): Promise<'recorded' | 'duplicate'> {
    return this.orders.withOrder(input.orderId, async (scope) => {
      if (input.providerPaymentId) {
        const attempt = await this.payments.findAttempt(
          { orderId: input.orderId, provider: input.provider, providerPaymentId: input.providerPaymentId },
          scope.tx,
        );
        if (attempt && attempt.status !== 'initiated') return 'duplicate';
        if (attempt) await this.payments.markFailed(attempt.id, scope.tx);
      }
      // Refused unless the order is unpaid; a failure after success changes nothing.
      await scope.apply(
        {
          type: 'PAYMENT_FAILED',
          actor: { kind: 'partner', id: input.provider },
          provider: input.provider,
          reason: input.reason,
        },
        { payload: {} },
      );
      return 'recorded';
    });
  }

  /**
   * When the order's payment was applied (its PAYMENT_SUCCEEDED event into paid), or null if it
   * never was. Fixed for the order's whole life, unlike in_flight_since, which a RETRY resets: the
   * issuance request and the documents are made as of this moment. The order row holds it since
   * the transition wrote it; an order paid by a process older than that column is read from its log.
   */
  async paidAt(order: Pick<OrderEntity, 'id' | 'paidAt'>): Promise<Date | null> {
    return order.paidAt ?? this.orderRows.paidAt(order.id);
  }
}

function successEventOf(payment: SucceededPayment): OrderEvent {
  return {
    type: 'PAYMENT_SUCCEEDED',
    actor: { kind: 'partner', id: payment.provider },
    provider: payment.provider,
    transactionId: payment.transactionId,
    amount: payment.amount,
  };
}

function confirmedMoneyOf(payment: SucceededPayment): ConfirmedMoney {
  return { transactionId: payment.transactionId, amount: payment.amount, raw: payment.raw ?? null };
}
