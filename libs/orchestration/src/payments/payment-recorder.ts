import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Money } from '@asiguro/domain';
import { PaymentEntity, row } from '@asiguro/persistence';
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
 * Records confirmed payments, exactly once per provider transaction id, under the order's row
 * lock so concurrent notifications serialize. Money is never kept without a policy: a payment the
 * order cannot take is refunded.
 */
@Injectable()
export class PaymentRecorder {
  constructor(
    private readonly orders: OrderService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * `alsoInTransaction` runs in the same transaction once the outcome is known (e.g. the staff
   * audit entry of a confirmed bank transfer): its writes commit with the payment, and an error it
   * throws rolls the payment back.
   */
  async recordSucceeded(
    payment: SucceededPayment,
    alsoInTransaction?: (tx: EntityManager, outcome: PaymentOutcome) => Promise<unknown>,
  ): Promise<PaymentOutcome> {
    return this.orders.withOrder(payment.orderId, async (scope) => {
      const outcome = await this.recordIn(scope, payment);
      await alsoInTransaction?.(scope.tx, outcome);
      return outcome;
    });
  }

  private async recordIn(scope: OrderScope, payment: SucceededPayment): Promise<PaymentOutcome> {
    const { tx } = scope;
    const existing = await tx.findOneBy(PaymentEntity, {
      provider: payment.provider,
      transactionId: payment.transactionId,
    });
    if (existing) return { outcome: 'duplicate', paymentId: existing.id };

    const initiated = payment.providerPaymentId
      ? await tx.findOneBy(PaymentEntity, {
          orderId: payment.orderId,
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId,
        })
      : null;
    const fields = {
      transactionId: payment.transactionId,
      amountMinor: payment.amount.minor,
      currency: payment.amount.currency,
      status: 'succeeded' as const,
      rawNotification: payment.raw ?? null,
      updatedAt: new Date(),
    };
    let paymentId: string;
    if (initiated && initiated.transactionId === null) {
      await tx.update(PaymentEntity, { id: initiated.id }, row<PaymentEntity>(fields));
      paymentId = initiated.id;
    } else {
      const inserted = await tx.insert(
        PaymentEntity,
        row<PaymentEntity>({
          orderId: payment.orderId,
          provider: payment.provider,
          providerPaymentId: initiated ? null : (payment.providerPaymentId ?? null),
          ...fields,
        }),
      );
      paymentId = inserted.identifiers[0].id as string;
    }

    const outcome = await scope.apply(
      {
        type: 'PAYMENT_SUCCEEDED',
        actor: { kind: 'partner', id: payment.provider },
        provider: payment.provider,
        transactionId: payment.transactionId,
        amount: payment.amount,
      },
      { payload: { paymentId } },
    );
    if (outcome.ok && outcome.to === 'paid') {
      await tx.update(PaymentEntity, { id: paymentId }, { applied: true });
      return { outcome: 'applied', paymentId };
    }
    if (outcome.ok) return { outcome: 'refunding', paymentId, reason: `late payment on a ${outcome.from} order` };
    // The order cannot take this money (already paid, a wrong amount, …): give it back.
    await tx.update(PaymentEntity, { id: paymentId }, { status: 'refund_pending' });
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
        const attempt = await scope.tx.findOneBy(PaymentEntity, {
          orderId: input.orderId,
          provider: input.provider,
          providerPaymentId: input.providerPaymentId,
        });
        if (attempt && attempt.status !== 'initiated') return 'duplicate';
        if (attempt) {
          await scope.tx.update(PaymentEntity, { id: attempt.id }, { status: 'failed', updatedAt: new Date() });
        }
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
   * issuance request and the documents are made as of this moment.
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
}
