import { z } from 'zod';
import { personal } from '../../http/masking';

/**
 * The online-payment hub's wire format, modelled on MPay and Paynet (domain.md §7.5, §7.6):
 * PascalCase fields, amounts as integer minor units, an invoice with a bill number the customer
 * pays through internet banking or a terminal, and notifications signed in a `Hash` header over
 * the event's fields (see `onlineSignedString`). Shared by our adapter and the sandbox.
 */
export const ONLINE_SIGNATURE_HEADER = 'hash';

const currency = z.enum(['MDL', 'EUR']);

export const onlineInvoiceRequestSchema = z.object({
  ServiceID: z.string().min(1).max(32),
  /** Our payment id; the hub's pay page is opened with it. */
  OrderKey: z.string().min(1).max(64),
  OrderNumber: z.string().min(1).max(64),
  Amount: z.number().int().positive(),
  Currency: currency,
  Description: z.string().min(1).max(200),
  Language: z.enum(['ro', 'ru', 'en']),
  ReturnUrl: z.url(),
  NotifyUrl: z.url(),
});
export type OnlineInvoiceRequest = z.infer<typeof onlineInvoiceRequestSchema>;

export const ONLINE_INVOICE_STATUSES = ['Pending', 'Paid', 'Cancelled', 'Refunded', 'PartiallyRefunded'] as const;

export const onlineInvoiceSchema = z.object({
  InvoiceID: z.string().min(1),
  OrderKey: z.string(),
  BillNumber: z.string().min(1),
  PayUrl: z.url(),
  Status: z.enum(ONLINE_INVOICE_STATUSES),
  Amount: z.number().int(),
  RefundedAmount: z.number().int(),
  Currency: currency,
  PaymentID: z.string().nullable(),
  StatusDate: z.iso.datetime({ offset: true }),
});
export type OnlineInvoice = z.infer<typeof onlineInvoiceSchema>;

export const onlineRefundRequestSchema = z.object({
  PaymentID: z.string().min(1),
  Amount: z.number().int().positive(),
});
export const onlineRefundSchema = z.object({ RefundID: z.string().min(1), Status: z.enum(['Completed', 'Pending']) });

export const onlineNotificationSchema = z.object({
  EventId: z.string().min(1),
  EventType: z.enum(['PAID', 'CANCELLED']),
  EventDate: z.iso.datetime({ offset: true }),
  Payment: z.object({
    ID: z.string().min(1),
    InvoiceID: z.string().min(1),
    ExternalID: z.string().min(1),
    Merchant: z.string().min(1),
    /** The payer's name at the bank. */
    Customer: personal(z.string().min(1), 'name'),
    Amount: z.number().int().nonnegative(),
    Currency: currency,
    StatusDate: z.iso.datetime({ offset: true }),
  }),
});
export type OnlineNotification = z.infer<typeof onlineNotificationSchema>;

/** Errors: `{ Code, Message }` with a 4xx status. */
export const onlineErrorSchema = z.object({ Code: z.string(), Message: z.string() });
