import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import {
  cardCheckoutRequestSchema,
  cardRefundRequestSchema,
  decimalToMinor,
  minorToDecimal,
  type CARD_CHECKOUT_STATUSES,
  type CARD_PAYMENT_STATUSES,
} from '@asiguro/partners';
import type { PartnerRoute, RouteAnswer } from '../../common/partner-routes';
import { PaymentBehaviours } from '../payment-behaviour';
import { refundMaibPayment } from '../maib-refund';
import { DuplicateReferenceError, SandboxPaymentStore, type SandboxPayment } from '../payment-store';
import { firstIssue, MAIB_UNAVAILABLE, maibError } from '../provider-errors';

/**
 * The card acquirer's merchant API (maib Checkout v2 style): checkouts, their state, refunds.
 * Answered ahead of Express by PartnerRoutes (main.ts): every card order creates a checkout and
 * reads it back. Errors are thrown as HttpExceptions in maib's envelope; the provider's switches
 * (PaymentBehaviours) are played by each call.
 */
@Injectable()
export class CardApiRoutes {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly behaviours: PaymentBehaviours,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  readonly routes: readonly PartnerRoute[] = [
    {
      method: 'POST',
      path: /^\/payments\/card\/checkouts$/,
      body: 'json',
      answer: async ({ body }) => ok(await this.createCheckout(body)),
    },
    {
      method: 'GET',
      path: /^\/payments\/card\/checkouts\/([^/?#]+)$/,
      answer: async ({ params: [checkoutId] }) => ok(await this.getCheckout(checkoutId!)),
    },
    {
      method: 'POST',
      path: /^\/payments\/card\/payments\/([^/?#]+)\/refund$/,
      body: 'json',
      answer: async ({ params: [paymentId], body, headers }) => {
        const idempotencyKey = headers['idempotency-key'];
        return ok(await this.refund(paymentId!, body, typeof idempotencyKey === 'string' ? idempotencyKey : undefined));
      },
    },
  ];

  async createCheckout(body: unknown) {
    await this.behaviours.apply('card', MAIB_UNAVAILABLE);
    const parsed = cardCheckoutRequestSchema.safeParse(body);
    if (!parsed.success) throw maibError(400, 'invalid-request', firstIssue(parsed.error));
    const request = parsed.data;
    try {
      const { payment } = this.store.create({
        provider: 'card',
        merchantReference: request.merchantReference,
        orderNumber: request.orderInfo.id,
        amountMinor: decimalToMinor(request.amount),
        currency: request.currency,
        description: request.orderInfo.description,
        language: request.language,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        callbackUrl: request.callbackUrl,
        expiresAt: null,
        details: {},
      });
      return {
        ok: true,
        result: {
          checkoutId: payment.id,
          checkoutUrl: `${this.config.SANDBOX_PUBLIC_URL}/payments/card/checkout/${payment.id}`,
        },
      };
    } catch (error) {
      if (error instanceof DuplicateReferenceError) throw maibError(409, 'duplicate-reference', error.message);
      throw error;
    }
  }

  async getCheckout(checkoutId: string) {
    await this.behaviours.apply('card', MAIB_UNAVAILABLE);
    const payment = this.store.get('card', checkoutId);
    if (!payment) throw maibError(404, 'checkout-not-found', 'no such checkout');
    return { ok: true, result: this.view(payment) };
  }

  async refund(paymentId: string, body: unknown, idempotencyKey: string | undefined) {
    return refundMaibPayment(
      'card',
      { store: this.store, behaviours: this.behaviours },
      { transactionId: paymentId, body, idempotencyKey, schema: cardRefundRequestSchema },
    );
  }

  private view(payment: SandboxPayment) {
    const refunded = this.store.refundedMinor(payment);
    const checkoutStatus: (typeof CARD_CHECKOUT_STATUSES)[number] =
      payment.state === 'succeeded'
        ? 'Completed'
        : payment.state === 'failed'
          ? 'Failed'
          : payment.state === 'authentication'
            ? 'Authentication'
            : 'WaitingForPayment';
    const paymentStatus: (typeof CARD_PAYMENT_STATUSES)[number] =
      payment.state === 'failed'
        ? 'Declined'
        : refunded === 0
          ? 'Executed'
          : refunded >= payment.amountMinor
            ? 'Refunded'
            : 'PartiallyRefunded';
    return {
      checkoutId: payment.id,
      status: checkoutStatus,
      merchantReference: payment.merchantReference,
      amount: Number(minorToDecimal(payment.amountMinor)),
      currency: payment.currency,
      payment:
        payment.transactionId && payment.executedAt
          ? {
              paymentId: payment.transactionId,
              status: paymentStatus,
              amount: Number(minorToDecimal(payment.amountMinor)),
              refundedAmount: Number(minorToDecimal(refunded)),
              executedAt: payment.executedAt.toISOString(),
            }
          : null,
    };
  }
}

/** A new card transaction's ids: the payment id and a 12-digit retrieval reference number. */
export function newCardTransaction(): { paymentId: string; rrn: string } {
  return { paymentId: randomUUID(), rrn: String(randomInt(10 ** 11, 10 ** 12)) };
}

/** A successful API answer: 200 with its JSON. */
function ok(json: unknown): RouteAnswer {
  return { status: 200, json };
}
