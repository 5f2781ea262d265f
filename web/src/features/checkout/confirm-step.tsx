import { billingSchema, confirmationSchema, idnoSchema, type ProductDefinition } from '@asiguro/domain';
import type { Offer, OrderView } from '@asiguro/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { api, ApiError, functions } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { PageLink } from '../../routing/app-link';
import { Button } from '../../ui/button';
import { CheckboxField, RadioCards, TextField } from '../../ui/fields';
import { AlertIcon, ArrowLeft } from '../../ui/icons';
import { focusFirstInvalid, messagesOf, validate, type FieldMessages } from '../forms/field-messages';
import { contractorPayer } from './contractor-payer';
import { EmailSuggestion } from './email-suggestion';
import { suggestEmail } from './email-typos';
import { OrderSummary } from './order-summary';

interface ConfirmValues {
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

/** The same insurer's offer from a new search (the one chosen expired or the details changed). */
async function renewedOffer(orderId: string, chosen: Offer): Promise<Offer | undefined> {
  const fresh = await api.searchOffers({ params: { id: orderId }, body: {} });
  return fresh.offers.find((offer) => offer.insurer.slug === chosen.insurer.slug);
}

/**
 * Confirmation: the chosen offer, the contact (phone, optional e-mail), who pays (a company
 * with its IDNO can ask for e-Factura) and the consents — with the statement that the insured
 * are in Moldova for the insurer that requires it. Confirming fixes the price.
 */
export function ConfirmStep({
  product,
  orderId,
  offer,
  order,
  onConfirmed,
  onBack,
  stepHref,
  onFieldIssues,
}: {
  product: ProductDefinition;
  orderId: string;
  offer: Offer;
  order: OrderView | undefined;
  onConfirmed: (view: OrderView) => void;
  onBack: () => void;
  /** The address of one of the flow's screens, for the summary's "change" links. */
  stepHref: (stepId: string) => string;
  /** Confirmation refused fields of the details: sends the customer to them; false when none is asked. */
  onFieldIssues?: (issues: ApiError['issues']) => boolean;
}) {
  const { texts, fill, locale } = useI18n();
  const t = useMessages();
  const presence = offer.presenceStatement;
  const contact = (order?.contact ?? {}) as { phone?: string; email?: string };
  const billing = (order?.billing ?? {}) as {
    payerType?: 'individual' | 'company';
    idno?: string;
    companyName?: string;
  };
  // The contractor step already said who pays: the confirmation does not ask it again.
  const payer = useMemo(() => contractorPayer(order?.items[0]?.details), [order]);
  const [values, setValues] = useState<ConfirmValues>({
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    payerType: payer?.payerType ?? billing.payerType ?? 'individual',
    idno: payer?.idno ?? billing.idno ?? '',
    companyName: payer?.companyName ?? billing.companyName ?? '',
    eFactura: false,
    terms: false,
    personalData: false,
    insuredInMoldova: false,
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [company, setCompany] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  // A likely typo of a common mail domain is pointed out once the address is typed (on leaving
  // the field), and a confirmation with it is held back once so the customer sees the suggestion.
  const [emailChecked, setEmailChecked] = useState(false);
  const typoAsked = useRef<string>(undefined);
  const emailTypo = emailChecked ? suggestEmail(values.email) : undefined;

  const set = <K extends keyof ConfirmValues>(key: K, value: ConfirmValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const lookUpCompany = async (typed: string) => {
    const idno = idnoSchema.safeParse(typed);
    if (!idno.success) return;
    try {
      const found = (await functions.getcompany({ body: { data: { idno: idno.data } } })).result;
      setCompany(found.name);
      setValues((current) => ({ ...current, companyName: current.companyName || found.name }));
    } catch (error) {
      // The registry does not know the code: the spec's companyNotFound message, under the field.
      setCompany(undefined);
      if (error instanceof ApiError && error.code === 'companyNotFound') {
        setErrors((current) => ({ ...current, idno: t('errors.companyNotFound') }));
      }
    }
  };

  // A company contractor known by its code only (RCA): its name comes from the company registry.
  const lookedUp = useRef(false);
  useEffect(() => {
    if (lookedUp.current || payer?.payerType !== 'company' || payer.companyName || !payer.idno) return;
    lookedUp.current = true;
    void lookUpCompany(payer.idno);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (suggestEmail(values.email) && typoAsked.current !== values.email) {
      typoAsked.current = values.email;
      setEmailChecked(true);
      form.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    const checked = validate(
      confirmationSchema({ insuredInMoldova: presence }),
      {
        contact: { phone: values.phone, ...(values.email.trim() ? { email: values.email.trim() } : {}) },
        consents: {
          terms: values.terms,
          personalData: values.personalData,
          ...(presence ? { insuredInMoldova: values.insuredInMoldova } : {}),
        },
      },
      locale,
    );
    const payer =
      values.payerType === 'company'
        ? {
            payerType: 'company' as const,
            idno: values.idno.trim(),
            companyName: values.companyName.trim() || undefined,
            eFactura: values.eFactura,
          }
        : { payerType: 'individual' as const };
    const billingCheck = validate(billingSchema, payer, locale);
    const messages: FieldMessages = {};
    if (!checked.ok) {
      for (const [path, message] of Object.entries(checked.messages)) messages[path.split('.').pop() ?? path] = message;
    }
    if (!billingCheck.ok) Object.assign(messages, billingCheck.messages);
    if (Object.keys(messages).length > 0 || !checked.ok || !billingCheck.ok) {
      setErrors(messages);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    try {
      const confirm = (chosen: Offer) =>
        api.confirmOrder({
          params: { id: orderId },
          body: {
            offerId: chosen.id,
            consents: checked.data.consents as { terms: true; personalData: true; insuredInMoldova?: boolean },
            contact: checked.data.contact,
            billing: billingCheck.data,
          },
        });
      let confirmed: OrderView;
      try {
        confirmed = await confirm(offer);
      } catch (error) {
        // The price of an offer holds for a while only: ask again, and go on if it did not change.
        if (!(error instanceof ApiError) || error.code !== 'price-required-error') throw error;
        const renewed = await renewedOffer(orderId, offer);
        if (!renewed || renewed.payable.minor !== offer.payable.minor) throw error;
        confirmed = await confirm(renewed);
      }
      onConfirmed(confirmed);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0 && onFieldIssues?.(error.issues)) return;
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(
          messagesOf(
            locale,
            error.issues.map((issue) => ({ path: issue.path.split('.').pop() ?? issue.path, key: issue.key as never })),
          ),
        );
      }
      setFailure(
        error instanceof ApiError && error.message && error.code !== 'network'
          ? error.message
          : t('errors.confirm-order'),
      );
    } finally {
      setBusy(false);
    }
  };

  // A company pays: its name (unless the contractor's registry answer gave it) and the e-Factura choice.
  const companyNameField = (
    <TextField
      label={t('fields.companyName')}
      name="companyName"
      autoComplete="organization"
      value={values.companyName}
      onValueChange={(value) => set('companyName', value)}
      error={errors.companyName}
    />
  );
  const eFacturaField = (
    <CheckboxField
      label={texts.order.confirm.eFactura}
      name="eFactura"
      checked={values.eFactura}
      onCheckedChange={(checked) => set('eFactura', checked)}
    />
  );

  return (
    <form ref={form} className="step" onSubmit={submit} noValidate aria-labelledby="step-title">
      <h2 id="step-title" className="step__title" tabIndex={-1}>
        {texts.order.confirm.title}
      </h2>
      <p className="muted">{texts.order.confirm.lead}</p>

      <OrderSummary product={product} order={order} offer={offer} stepHref={stepHref} />

      <fieldset className="group">
        <legend className="group__title">{texts.order.confirm.contactTitle}</legend>
        <div className="form-grid">
          <TextField
            label={t('fields.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+373"
            hint={texts.order.confirm.phoneHint}
            value={values.phone}
            onValueChange={(value) => set('phone', value)}
            error={errors.phone}
          />
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            optionalText={texts.common.optional}
            hint={
              emailTypo ? (
                <EmailSuggestion suggestion={emailTypo} onAccept={() => set('email', emailTypo)} />
              ) : (
                texts.order.confirm.emailHint
              )
            }
            value={values.email}
            onValueChange={(value) => set('email', value)}
            onBlur={() => setEmailChecked(true)}
            error={errors.email}
          />
        </div>
      </fieldset>

      {payer ? (
        <fieldset className="group">
          <legend className="group__title">{texts.order.confirm.payerTitle}</legend>
          <p data-testid="payer-contractor">
            {fill(texts.order.confirm.payerIsContractor, {
              who:
                payer.payerType === 'company'
                  ? (payer.companyName ?? company ?? payer.idno ?? texts.order.confirm.payerCompany)
                  : (payer.personName ?? texts.order.confirm.payerIndividual),
            })}
          </p>
          {payer.payerType === 'company' && (
            <div className="form-grid">
              {!payer.companyName && companyNameField}
              {eFacturaField}
            </div>
          )}
        </fieldset>
      ) : (
        <fieldset className="group">
          <legend className="group__title">{texts.order.confirm.payerTitle}</legend>
          <RadioCards
            label={texts.order.confirm.payerTitle}
            name="payerType"
            value={values.payerType}
            onValueChange={(value) => set('payerType', value === 'company' ? 'company' : 'individual')}
            options={[
              { value: 'individual', label: texts.order.confirm.payerIndividual },
              { value: 'company', label: texts.order.confirm.payerCompany },
            ]}
          />
          {values.payerType === 'company' && (
            <div className="form-grid">
              <TextField
                label={t('fields.idno')}
                name="idno"
                inputMode="numeric"
                maxLength={13}
                value={values.idno}
                onValueChange={(value) => set('idno', value.replace(/\D/g, ''))}
                onBlur={() => void lookUpCompany(values.idno)}
                hint={company ? fill(texts.order.confirm.companyFound, { name: company }) : undefined}
                error={errors.idno}
              />
              {companyNameField}
              {eFacturaField}
            </div>
          )}
        </fieldset>
      )}

      <fieldset className="group">
        <legend className="group__title">{texts.order.confirm.consentsTitle}</legend>
        <CheckboxField
          name="terms"
          checked={values.terms}
          onCheckedChange={(checked) => set('terms', checked)}
          error={errors.terms}
          label={
            <>
              {texts.order.confirm.consentTerms.split('{terms}')[0]}
              <PageLink page={{ name: 'terms' }} target="_blank" rel="noopener">
                {texts.order.confirm.termsLink}
              </PageLink>
              {texts.order.confirm.consentTerms.split('{terms}')[1]}
            </>
          }
        />
        <CheckboxField
          name="personalData"
          checked={values.personalData}
          onCheckedChange={(checked) => set('personalData', checked)}
          error={errors.personalData}
          label={
            <>
              {texts.order.confirm.consentPersonalData.split('{privacy}')[0]}
              <PageLink page={{ name: 'privacy' }} target="_blank" rel="noopener">
                {texts.order.confirm.privacyLink}
              </PageLink>
              {texts.order.confirm.consentPersonalData.split('{privacy}')[1]}
            </>
          }
        />
        {presence && (
          <CheckboxField
            name="insuredInMoldova"
            checked={values.insuredInMoldova}
            onCheckedChange={(checked) => set('insuredInMoldova', checked)}
            error={errors.insuredInMoldova}
            label={texts.order.confirm.consentInsuredInMoldova}
          />
        )}
      </fieldset>

      <div role="alert" className="step__alert">
        {failure && (
          <p className="notice notice--error">
            <AlertIcon /> {failure}
          </p>
        )}
      </div>
      <div className="step__actions">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {texts.order.back}
        </Button>
        <Button type="submit" size="lg" busy={busy} className="step__next">
          {texts.order.confirm.submit}
        </Button>
      </div>
    </form>
  );
}
