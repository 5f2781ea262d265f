import { z } from 'zod';
import { orderContactSchema } from '../catalogue/order-tail';
import { paymentProviderSchema } from '../payments/payment-providers';
import { companyNameSchema, idnoSchema } from '../validation';
import { productTypeSchema } from './request-shapes';

/*
 * What a customer submits about an order: its items, contact, payer, consents and how they pay.
 * The domain reads them (underwriting, the published catalogue's order tail) and the API's
 * contracts (@asiguro/contracts) put them in their request bodies.
 */

/** One insured item; `details` is checked against the product's own schema from the catalogue. */
export const orderItemInputSchema = z
  .object({ type: productTypeSchema, details: z.record(z.string(), z.unknown()) })
  .strict();

/** How we reach the customer, as a draft holds it (the confirmation requires the phone: orderContactSchema). */
export const contactSchema = orderContactSchema.partial();

/** Who pays, and whether they want an e-Factura invoice. Companies pay with their IDNO. */
export const billingSchema = z
  .object({
    payerType: z.enum(['individual', 'company']),
    companyName: companyNameSchema.optional(),
    idno: idnoSchema.optional(),
    eFactura: z.boolean().optional(),
  })
  .strict()
  .refine((billing) => billing.payerType !== 'company' || billing.idno !== undefined, {
    path: ['idno'],
    error: 'required',
  })
  // A company pays under its name (printed on the invoice and the documents).
  .refine((billing) => billing.payerType !== 'company' || billing.companyName !== undefined, {
    path: ['companyName'],
    error: 'required',
  });

export const consentsBodySchema = z
  .object({
    terms: z.literal(true, { error: 'consent-required' }),
    personalData: z.literal(true, { error: 'consent-required' }),
    /** The one insurer that needs it: the insured persons are in Moldova. */
    insuredInMoldova: z.boolean().optional(),
  })
  .strict();

/** POST /api/orders/:id/confirm — the chosen offer (its price is fixed now) and the consents. */
export const confirmOrderBodySchema = z
  .object({
    version: z.number().int().min(1).optional(),
    offerId: z.string().min(1).max(128),
    consents: consentsBodySchema,
    /** The confirmation screen's contact (the phone is required by now) and e-Factura wish. */
    contact: contactSchema.optional(),
    billing: billingSchema.optional(),
  })
  .strict();
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** POST /api/orders/:id/payments — where to send the customer to pay the unpaid order. */
export const startPaymentBodySchema = z
  .object({
    provider: z.union([paymentProviderSchema, z.literal('wire-transfer')]),
    /** Mobile payments can open the banking app directly instead of showing a QR code. */
    returnTo: z.enum(['order', 'mobile-window']).optional(),
  })
  .strict();
export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;
