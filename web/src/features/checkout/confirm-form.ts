import { zodResolver } from '@hookform/resolvers/zod';
import { billingSchema, confirmationSchema, isValidationKey, type ConfirmOrderBody } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../forms/field-messages';
import type { ContractorPayer } from './contractor-payer';

/** The confirmation screen's answers, one per control. */
export interface ConfirmValues {
  phone: string;
  email: string;
  payerType: 'individual' | 'company';
  idno: string;
  companyName: string;
  eFactura: boolean;
  terms: boolean;
  personalData: boolean;
  insuredInMoldova: boolean;
}

/** What a valid confirmation sends with the offer. */
export type ConfirmAnswer = Required<Pick<ConfirmOrderBody, 'consents' | 'contact' | 'billing'>>;

/** The screen's first answers: the order's contact and billing, who pays as the contractor step said. */
export function confirmDefaults(
  order: { contact?: unknown; billing?: unknown } | undefined,
  payer: ContractorPayer | undefined,
): ConfirmValues {
  const contact = (order?.contact ?? {}) as { phone?: string; email?: string };
  const billing = (order?.billing ?? {}) as Partial<Pick<ConfirmValues, 'payerType' | 'idno' | 'companyName'>>;
  return {
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    payerType: payer?.payerType ?? billing.payerType ?? 'individual',
    idno: payer?.idno ?? billing.idno ?? '',
    companyName: payer?.companyName ?? billing.companyName ?? '',
    eFactura: false,
    terms: false,
    personalData: false,
    insuredInMoldova: false,
  };
}

/**
 * The answers as the contract's schemas read them: the contact and consents for
 * `confirmationSchema` (the presence statement only when the insurer asks it), who pays for
 * `billingSchema`.
 */
function contractInputs(values: ConfirmValues, presence: boolean) {
  const email = values.email.trim();
  return {
    confirmation: {
      contact: { phone: values.phone, ...(email ? { email } : {}) },
      consents: {
        terms: values.terms,
        personalData: values.personalData,
        ...(presence ? { insuredInMoldova: values.insuredInMoldova } : {}),
      },
    },
    billing:
      values.payerType === 'company'
        ? {
            payerType: 'company' as const,
            idno: values.idno.trim(),
            companyName: values.companyName.trim() || undefined,
            eFactura: values.eFactura,
          }
        : { payerType: 'individual' as const },
  };
}

/** A schema's problems under the screen's controls (named by their path's last word), in `locale`. */
function localized(errors: FieldErrors, locale: Locale, prefix = ''): FieldErrors<ConfirmValues> {
  const placed: Record<string, { type: string; message: string }> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') {
      const issue = { path, key: isValidationKey(message) ? message : ('invalid-value' as const) };
      placed[key] = { type: issue.key, message: issueMessage(locale, issue) };
    } else Object.assign(placed, localized(value as FieldErrors, locale, path));
  }
  return placed as FieldErrors<ConfirmValues>;
}

/** The confirmation's resolver: the contract's confirmation and billing schemas, through zod. */
export function confirmResolver(presence: boolean, locale: Locale): Resolver<ConfirmValues, unknown, ConfirmAnswer> {
  // The schemas judge what the screen holds (an unticked consent too), not what they accept.
  const schema = (of: z.ZodType) => zodResolver(of as z.ZodType<unknown, Record<string, unknown>>);
  const confirmation = schema(confirmationSchema({ insuredInMoldova: presence }));
  const billing = schema(billingSchema);
  // The schemas' own fields are not the screen's controls: none is registered with them.
  const options = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as const;
  return async (values) => {
    const inputs = contractInputs(values, presence);
    const [confirmed, billed] = await Promise.all([
      confirmation(inputs.confirmation, undefined, options),
      billing(inputs.billing, undefined, options),
    ]);
    const errors = { ...localized(confirmed.errors, locale), ...localized(billed.errors, locale) };
    if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
    const { contact, consents } = confirmed.values as Pick<ConfirmAnswer, 'contact' | 'consents'>;
    return { values: { contact, consents, billing: billed.values as ConfirmAnswer['billing'] }, errors: {} };
  };
}
