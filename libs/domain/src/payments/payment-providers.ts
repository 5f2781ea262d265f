import { z } from 'zod';

/**
 * The three ways a customer pays (spec §3 "payment provider options"), modelled on the Moldovan
 * market (domain.md §7): `card` is a card acquirer's hosted checkout (maib Checkout), `online` a
 * payment hub with bill numbers paid through internet banking or terminals (MPay, Paynet),
 * `mobile` an instant payment confirmed in the banking app (MIA QR).
 */
export const PAYMENT_PROVIDERS = ['card', 'online', 'mobile'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof paymentProviderSchema>;

/** True when `value` names one of our payment providers (e.g. the `:provider` route segment). */
export function isPaymentProvider(value: unknown): value is PaymentProviderId {
  return paymentProviderSchema.safeParse(value).success;
}
