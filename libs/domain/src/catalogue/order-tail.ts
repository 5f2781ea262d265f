import { localized } from '@asiguro/i18n';
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '../payments/payment-providers';
import { consentsSchemaFor } from '../validation/consents.schema';
import { optionalEmailSchema } from '../validation/email.validator';
import { flag, record } from '../validation/keyed-schemas';
import { phoneSchema } from '../validation/phone.validator';
import { field, optional } from './field';
import type { FieldOption } from './option';
import { step, type StepDefinition } from './product-definition';

/** The three payment providers with the words the customer sees. */
export const PAYMENT_PROVIDER_OPTIONS: FieldOption<PaymentProviderId>[] = PAYMENT_PROVIDERS.map((provider) => ({
  value: provider,
  label: localized(`common.payment-provider.${provider}`),
}));

/**
 * The screens every flow ends with, described once (spec §2): the offers (the chosen one is an
 * order field, not a detail), the confirmation with the contact and the consents (the presence
 * statement only for offers whose insurer asks it: `offer.presenceStatement`), and the payment.
 */
export const ORDER_TAIL_STEPS: readonly StepDefinition[] = [
  step('offers', [field('offer', 'radio')]),
  step('confirmation', [
    field('phone', 'phone', { path: 'contact.phone' }),
    ...optional([field('email', 'email', { path: 'contact.email' }), field('fiscalInvoice', 'checkbox')]),
    field('consentTerms', 'checkbox', { path: 'consents.terms' }),
    field('consentPersonalData', 'checkbox', { path: 'consents.personalData' }),
    field('consentInsuredInMoldova', 'checkbox', {
      path: 'consents.insuredInMoldova',
      visibleWhen: { field: 'offer.presenceStatement', in: [true] },
    }),
  ]),
  step('pay', [
    field('paymentProvider', 'radio', { options: PAYMENT_PROVIDER_OPTIONS }),
    // Shown to customers who paid at a terminal or bank and confirm with the receipt's number.
    ...optional([field('billNumber', 'text', { visibleWhen: { field: 'paymentProvider', in: ['online'] } })]),
  ]),
];

/** The order's contact: a phone (Moldovan by default) and an optional e-mail (spec §3, §5). */
export const orderContactSchema = record({
  phone: phoneSchema,
  email: optionalEmailSchema,
});

/**
 * What the confirmation screen sends besides the chosen offer: the contact, the e-Factura wish
 * and the consents (with the presence statement when the offer's insurer requires it).
 */
export function confirmationSchema(options: { insuredInMoldova: boolean }) {
  return record({
    contact: orderContactSchema,
    fiscalInvoice: flag().optional(),
    consents: consentsSchemaFor(options),
  });
}
