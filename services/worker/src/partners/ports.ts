import type { DocumentKind, Money, OfferCharges, ProductType, Rates } from '@asiguro/domain';
import type { IssuedPolicy } from '@asiguro/orchestration';
import type { InvoiceEntity, OrderEntity, PaymentEntity, PolicyEntity } from '@asiguro/persistence';

/**
 * What the jobs need from the outside world, as small interfaces: the handlers decide (retry,
 * fail the order, skip), the adapters in ./partner-adapters.ts talk to partners over HTTP/SMTP.
 */
export const POLICY_ISSUER = Symbol('POLICY_ISSUER');
export interface PolicyIssuer {
  /**
   * Issues the order's policy at its insurer; the same idempotency key never issues twice, so
   * every retry must send the same request (hence `paidAt`, the applied payment's time).
   */
  issue(
    order: OrderEntity,
    context: { idempotencyKey: string; correlationId: string; paidAt: Date },
  ): Promise<IssuedPolicy>;
}

export interface ProducedDocument {
  kind: DocumentKind;
  storageKey: string;
  sha256: string;
  size: number;
  contentType: string;
  fileName: string;
}

/** An add-on's line on the order's invoice. */
export interface InvoiceAddon {
  product: ProductType;
  number: string;
  insurer: string;
  charges: OfferCharges;
}

export const DOCUMENT_PRODUCER = Symbol('DOCUMENT_PRODUCER');
export interface DocumentProducer {
  /** Renders, signs and stores every document the order's product produces (idempotent), as of `paidAt`. */
  produce(
    order: OrderEntity,
    policy: PolicyEntity,
    invoice: InvoiceEntity,
    paidAt: Date,
    /** The add-ons issued with the order, invoiced with it (the main item's invoice). */
    invoiceAddons?: InvoiceAddon[],
  ): Promise<ProducedDocument[]>;
  read(storageKey: string): Promise<Buffer>;
}

export const PAYMENT_REFUNDER = Symbol('PAYMENT_REFUNDER');
export interface PaymentRefunder {
  /** Gives a payment (or `amount` of it) back at its provider; the same key refunds once. */
  refund(payment: PaymentEntity, idempotencyKey: string, amount?: Money): Promise<{ refundId: string }>;
}

/** A payment no provider can give back (e.g. a bank transfer): staff refund it by hand; retrying cannot help. */
export class RefundImpossibleError extends Error {
  constructor(paymentId: string, provider: string) {
    super(`payment ${paymentId} cannot be refunded through a provider (${provider})`);
    this.name = 'RefundImpossibleError';
  }
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');
export interface MailSender {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export const RATES_SOURCE = Symbol('RATES_SOURCE');
export interface RatesSource {
  /** The official rates of a day (yyyyMMdd in Europe/Chisinau), as MDL per unit. */
  fetch(day: Date): Promise<{ day: string; rates: Rates; source: string }>;
}
