import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PaymentProviderId } from '@asiguro/domain';

export type SandboxCurrency = 'MDL' | 'EUR';
export type SandboxLanguage = 'ro' | 'ru' | 'en';

/** Where a sandbox payment stands; `authentication` is the card's 3-D Secure step. */
export type SandboxPaymentState = 'pending' | 'authentication' | 'succeeded' | 'failed';

export interface SandboxRefund {
  refundId: string;
  idempotencyKey: string;
  amountMinor: number;
  createdAt: Date;
}

/** A notification as sent: kept so the control endpoint can replay it byte for byte. */
export interface SentNotification {
  body: string;
  headers: Record<string, string>;
}

export interface NotificationDelivery {
  at: Date;
  /** HTTP status of the callback's answer, or `error` when it could not be reached. */
  status: number | 'error';
}

/** One payment as a provider keeps it. Amounts in minor units. */
export interface SandboxPayment {
  provider: PaymentProviderId;
  /** The provider's id: checkoutId (card), InvoiceID (online), qrId (mobile). */
  id: string;
  /** Our payment id (merchantReference, OrderKey, orderId). */
  merchantReference: string;
  orderNumber: string;
  amountMinor: number;
  currency: SandboxCurrency;
  description: string;
  language: SandboxLanguage;
  /** Where the browser goes afterwards (card: success / fail). */
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  state: SandboxPaymentState;
  /** The provider's transaction id, set when the customer paid or was declined. */
  transactionId: string | null;
  executedAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
  /** Provider-specific details (bill number, masked card, MIA reference…). */
  details: Record<string, string>;
  refunds: SandboxRefund[];
  lastNotification: SentNotification | null;
  deliveries: NotificationDelivery[];
}

export type NewSandboxPayment = Omit<
  SandboxPayment,
  'id' | 'state' | 'transactionId' | 'executedAt' | 'createdAt' | 'refunds' | 'lastNotification' | 'deliveries'
>;

export class DuplicateReferenceError extends Error {}

/**
 * Every sandbox payment, in memory (the sandbox forgets them when it restarts, like a fresh
 * test environment at a provider).
 */
@Injectable()
export class SandboxPaymentStore {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly byReference = new Map<string, string>();
  private readonly byTransaction = new Map<string, string>();

  /**
   * Creates the payment, or returns the one already created for the same reference (so a
   * merchant's retried request does not open a second payment). A reused reference with another
   * amount is a DuplicateReferenceError.
   */
  create(input: NewSandboxPayment, id: string = randomUUID()): { payment: SandboxPayment; created: boolean } {
    const referenceKey = `${input.provider}:${input.merchantReference}`;
    const existingId = this.byReference.get(referenceKey);
    if (existingId) {
      const existing = this.payments.get(existingId)!;
      if (existing.amountMinor !== input.amountMinor || existing.currency !== input.currency) {
        throw new DuplicateReferenceError(`reference ${input.merchantReference} already used for another amount`);
      }
      return { payment: existing, created: false };
    }
    const payment: SandboxPayment = {
      ...input,
      id,
      state: 'pending',
      transactionId: null,
      executedAt: null,
      createdAt: new Date(),
      refunds: [],
      lastNotification: null,
      deliveries: [],
    };
    this.payments.set(this.key(input.provider, id), payment);
    this.byReference.set(referenceKey, this.key(input.provider, id));
    return { payment, created: true };
  }

  get(provider: PaymentProviderId, id: string): SandboxPayment | undefined {
    return this.payments.get(this.key(provider, id));
  }

  findByReference(provider: PaymentProviderId, reference: string): SandboxPayment | undefined {
    const key = this.byReference.get(`${provider}:${reference}`);
    return key ? this.payments.get(key) : undefined;
  }

  findByTransaction(provider: PaymentProviderId, transactionId: string): SandboxPayment | undefined {
    const key = this.byTransaction.get(`${provider}:${transactionId}`);
    return key ? this.payments.get(key) : undefined;
  }

  /** Records the outcome once: a payment that already succeeded or failed keeps its outcome. */
  settle(payment: SandboxPayment, outcome: 'succeeded' | 'failed', transactionId: string): boolean {
    if (payment.state === 'succeeded' || payment.state === 'failed') return false;
    payment.state = outcome;
    payment.transactionId = transactionId;
    payment.executedAt = new Date();
    this.byTransaction.set(`${payment.provider}:${transactionId}`, this.key(payment.provider, payment.id));
    return true;
  }

  refundedMinor(payment: SandboxPayment): number {
    return payment.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
  }

  private key(provider: PaymentProviderId, id: string): string {
    return `${provider}:${id}`;
  }
}

export type RefundOutcome =
  { ok: true; refund: SandboxRefund } | { ok: false; code: 'payment-not-refundable' | 'refund-exceeds-payment' };

/**
 * A refund as providers do it: the same idempotency key returns the first refund unchanged;
 * only a succeeded payment is refundable, and never beyond what is left of it.
 */
export function refundPayment(
  store: SandboxPaymentStore,
  payment: SandboxPayment,
  idempotencyKey: string,
  amountMinor: number,
): RefundOutcome {
  const earlier = payment.refunds.find((refund) => refund.idempotencyKey === idempotencyKey);
  if (earlier) return { ok: true, refund: earlier };
  if (payment.state !== 'succeeded') return { ok: false, code: 'payment-not-refundable' };
  if (amountMinor <= 0 || store.refundedMinor(payment) + amountMinor > payment.amountMinor) {
    return { ok: false, code: 'refund-exceeds-payment' };
  }
  const refund: SandboxRefund = { refundId: randomUUID(), idempotencyKey, amountMinor, createdAt: new Date() };
  payment.refunds.push(refund);
  return { ok: true, refund };
}
