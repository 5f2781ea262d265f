import { localized } from '@asiguro/i18n';
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '../payments/payment-providers';
import { consentsSchemaFor } from '../validation/consents.schema';
import { optionalEmailSchema } from '../validation/email.validator';
import { record } from '../validation/keyed-schemas';
import { phoneSchema } from '../validation/phone.validator';
import { field, optional, when, type TailRequest } from './field';
import { CONTRACTOR_TYPE_OPTIONS } from './options/contractor.options';
import type { FieldOption } from './option';
import { step, type StepDefinition } from './product-definition';

/** The three payment providers with the words the customer sees. */
export const PAYMENT_PROVIDER_OPTIONS: FieldOption<PaymentProviderId>[] = PAYMENT_PROVIDERS.map((provider) => ({
  value: provider,
  label: localized(`common.payment-provider.${provider}`),
}));

const to = (request: TailRequest) => ({ submittedTo: request });
const company = { field: 'billing.payerType', in: ['company'] } as const;

/**
 * The screens every flow ends with, described once (spec §2), each field named as the API names
 * it in the request it goes with (`submittedTo`): the offers (the chosen offer's `offerId`), the
 * confirmation with the contact, who pays (a company with its name, IDNO and the e-Factura wish)
 * and the consents (the presence statement only for offers whose insurer asks it:
 * `offer.presenceStatement`, `offer` being the chosen offer), and the payment (the provider; the
 * receipt's number of a bill paid at a terminal goes to payorder as its `transactionId`).
 */
export const ORDER_TAIL_STEPS: readonly StepDefinition[] = [
  step('offers', [field('offer', 'radio', { path: 'offerId', ...to('confirm') })]),
  step('confirmation', [
    field('phone', 'phone', { path: 'contact.phone', ...to('confirm') }),
    ...optional([field('email', 'email', { path: 'contact.email', ...to('confirm') })]),
    field('payerType', 'radio', { path: 'billing.payerType', options: CONTRACTOR_TYPE_OPTIONS, ...to('confirm') }),
    ...when(company, [
      field('companyName', 'text', { path: 'billing.companyName', ...to('confirm') }),
      field('idno', 'text', { path: 'billing.idno', ...to('confirm') }),
    ]),
    ...optional(when(company, [field('fiscalInvoice', 'checkbox', { path: 'billing.eFactura', ...to('confirm') })])),
    field('consentTerms', 'checkbox', { path: 'consents.terms', ...to('confirm') }),
    field('consentPersonalData', 'checkbox', { path: 'consents.personalData', ...to('confirm') }),
    field('consentInsuredInMoldova', 'checkbox', {
      path: 'consents.insuredInMoldova',
      visibleWhen: { field: 'offer.presenceStatement', in: [true] },
      ...to('confirm'),
    }),
  ]),
  step('pay', [
    field('paymentProvider', 'radio', { path: 'provider', options: PAYMENT_PROVIDER_OPTIONS, ...to('payment') }),
    // Shown to customers who paid at a terminal or bank and confirm with the receipt's number.
    ...optional([
      field('billNumber', 'text', {
        path: 'transactionId',
        visibleWhen: { field: 'provider', in: ['online'] },
        ...to('payorder'),
      }),
    ]),
  ]),
];

/** The order's contact: a phone (Moldovan by default) and an optional e-mail (spec §3, §5). */
export const orderContactSchema = record({
  phone: phoneSchema,
  email: optionalEmailSchema,
});

/**
 * What the confirmation screen's contact and consents must hold (with the presence statement when
 * the offer's insurer requires it); who pays is the billing schema's.
 */
export function confirmationSchema(options: { insuredInMoldova: boolean }) {
  return record({
    contact: orderContactSchema,
    consents: consentsSchemaFor(options),
  });
}
