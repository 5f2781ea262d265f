/**
 * The payment the customer last started for an order, remembered in the tab: the order's version
 * then and the provider. Providers send the browser back to the order page whatever the outcome;
 * an order still unpaid whose version moved on since (a PAYMENT_FAILED was recorded) was declined.
 */
export interface PaymentAttempt {
  version: number;
  provider: string;
}

const key = (orderId: string) => `asiguro.payment.${orderId}`;

/** Remembers a payment being started. */
export function rememberAttempt(orderId: string, attempt: PaymentAttempt, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(key(orderId), JSON.stringify(attempt));
  } catch {
    // Without storage the page simply does not say "declined".
  }
}

/** The payment last started for the order in this tab, if any. */
export function lastAttempt(orderId: string, storage: Storage = sessionStorage): PaymentAttempt | undefined {
  try {
    const text = storage.getItem(key(orderId));
    return text ? (JSON.parse(text) as PaymentAttempt) : undefined;
  } catch {
    return undefined;
  }
}

/** True when the order came back unpaid from a payment that the provider refused. */
export function wasDeclined(
  status: string | undefined,
  version: number | undefined,
  attempt: PaymentAttempt | undefined,
): boolean {
  return status === 'unpaid' && attempt !== undefined && version !== undefined && version > attempt.version;
}
