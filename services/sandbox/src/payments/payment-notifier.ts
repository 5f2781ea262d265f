import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { request } from 'undici';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import {
  cardSignatureHeader,
  CARD_SIGNATURE_HEADER,
  CARD_TIMESTAMP_HEADER,
  minorToDecimal,
  mobileSignature,
  ONLINE_SERVICE_ID,
  ONLINE_SIGNATURE_HEADER,
  onlineSignature,
  type CardCallback,
  type OnlineNotification,
} from '@asiguro/partners';
import type { NotificationDelivery, SandboxPayment, SentNotification } from './payment-store';

/** How a notification is signed: normally, or broken on purpose by the control endpoint. */
export interface SigningOptions {
  /** The moment the notification claims to be signed (default: now). */
  signedAt?: Date;
  /** Sign with a wrong key, as a forger would. */
  wrongKey?: boolean;
  /** The moment the payment claims to have been made (default: when it was). */
  executedAt?: Date;
}

export interface DeliveryResult {
  delivered: boolean;
  attempts: number;
  status: number | 'error';
}

/** Attempts to deliver one notification; a callback that keeps failing is given up on after these. */
const DELIVERY_ATTEMPTS = 4;
const FIRST_RETRY_MS = 250;

/**
 * Builds each provider's signed notification in that provider's own format and POSTs it to the
 * merchant's callback URL, retrying with backoff until it answers 2xx.
 */
@Injectable()
export class PaymentNotifier {
  private readonly logger = new Logger(PaymentNotifier.name);

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  /** Signs the payment's outcome, remembers it for replays and delivers it in the background. */
  notify(payment: SandboxPayment): void {
    const notification = this.build(payment);
    payment.lastNotification = notification;
    void this.deliver(payment, notification);
  }

  /** The provider's notification for the payment's current outcome. */
  build(payment: SandboxPayment, options: SigningOptions = {}): SentNotification {
    const signedAt = options.signedAt ?? new Date();
    const executedAt = options.executedAt ?? payment.executedAt ?? signedAt;
    const key = (secret: string) => (options.wrongKey ? `${secret}-forged` : secret);
    switch (payment.provider) {
      case 'card': {
        const callback: CardCallback = {
          checkoutId: payment.id,
          paymentId: payment.transactionId ?? '',
          merchantReference: payment.merchantReference,
          orderId: payment.orderNumber,
          paymentStatus: payment.state === 'succeeded' ? 'Executed' : 'Declined',
          amount: Number(minorToDecimal(payment.amountMinor)),
          currency: payment.currency,
          providerType: 'Card',
          senderCardNumber: payment.details.cardMask ?? '',
          retrievalReferenceNumber: payment.details.rrn ?? '',
          executedAt: executedAt.toISOString(),
        };
        const body = JSON.stringify(callback);
        const timestamp = String(Math.floor(signedAt.getTime() / 1000));
        return {
          body,
          headers: {
            'content-type': 'application/json',
            [CARD_SIGNATURE_HEADER]: cardSignatureHeader(body, timestamp, key(this.config.PAYMENT_CARD_SECRET)),
            [CARD_TIMESTAMP_HEADER]: timestamp,
          },
        };
      }
      case 'online': {
        const event: OnlineNotification = {
          EventId: randomUUID(),
          EventType: payment.state === 'succeeded' ? 'PAID' : 'CANCELLED',
          EventDate: signedAt.toISOString(),
          Payment: {
            ID: payment.transactionId ?? '',
            InvoiceID: payment.id,
            ExternalID: payment.merchantReference,
            Merchant: ONLINE_SERVICE_ID,
            Customer: payment.details.billNumber ?? '',
            Amount: payment.amountMinor,
            Currency: payment.currency,
            StatusDate: executedAt.toISOString(),
          },
        };
        return {
          body: JSON.stringify(event),
          headers: {
            'content-type': 'application/json',
            [ONLINE_SIGNATURE_HEADER]: onlineSignature(event, key(this.config.PAYMENT_ONLINE_SECRET)),
          },
        };
      }
      case 'mobile': {
        // MIA callbacks carry no timestamp header: the signed notifiedAt dates each delivery.
        const result = {
          qrId: payment.id,
          extensionId: payment.details.extensionId,
          qrStatus: payment.state === 'succeeded' ? 'Paid' : 'Cancelled',
          payId: payment.transactionId ?? '',
          referenceId: payment.details.referenceId,
          orderId: payment.merchantReference,
          amount: Number(minorToDecimal(payment.amountMinor)),
          commission: 0,
          currency: payment.currency,
          payerName: payment.details.payerName,
          payerIban: payment.details.payerIban,
          executedAt: executedAt.toISOString(),
          terminalId: 'SANDBOX-01',
          notifiedAt: signedAt.toISOString(),
        };
        return {
          body: JSON.stringify({ result, signature: mobileSignature(result, key(this.config.PAYMENT_MOBILE_SECRET)) }),
          headers: { 'content-type': 'application/json' },
        };
      }
    }
  }

  /** POSTs a notification until the callback answers 2xx or the attempts run out. */
  async deliver(payment: SandboxPayment, notification: SentNotification): Promise<DeliveryResult> {
    let last: NotificationDelivery['status'] = 'error';
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 2)));
      // undici's `request`, not `fetch`: the same HTTP without the WHATWG Request and Response
      // objects, which were most of the CPU of a payment's completion here (docs/performance.md).
      last = await request(payment.callbackUrl, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
        signal: AbortSignal.timeout(5000),
      })
        .then(async (answer) => {
          await answer.body.dump();
          return answer.statusCode;
        })
        .catch(() => 'error' as const);
      payment.deliveries.push({ at: new Date(), status: last });
      if (typeof last === 'number' && last >= 200 && last < 300)
        return { delivered: true, attempts: attempt, status: last };
    }
    this.logger.warn(`notification of ${payment.provider} payment ${payment.id} not delivered (last: ${last})`);
    return { delivered: false, attempts: DELIVERY_ATTEMPTS, status: last };
  }
}
