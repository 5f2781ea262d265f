import { z } from 'zod';
import { paymentProviderSchema } from '../payments/payment-providers';

/** POST /api/orders/:id/payments — where to send the customer to pay the unpaid order. */
export const startPaymentBodySchema = z
  .object({
    provider: z.union([paymentProviderSchema, z.literal('wire-transfer')]),
    /** Mobile payments can open the banking app directly instead of showing a QR code. */
    returnTo: z.enum(['order', 'mobile-window']).optional(),
  })
  .strict();
export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;

export const startPaymentResponseSchema = z.object({
  paymentId: z.uuid(),
  /** Hosted payment page; absent for wire transfer. */
  redirectUrl: z.string().optional(),
  /** For wire transfer: the invoice to pay by bank transfer. */
  invoice: z
    .object({ number: z.string(), iban: z.string(), beneficiary: z.string(), idno: z.string(), amount: z.string() })
    .optional(),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;
