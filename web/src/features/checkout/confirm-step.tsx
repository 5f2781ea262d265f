import { idnoSchema, type ProductDefinition } from '@asiguro/domain';
import type { Offer, OrderView } from '@asiguro/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { api, ApiError, functions } from '../../api/http';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { PageLink } from '../../routing/app-link';
import { Button } from '../../ui/button';
import { CheckboxField, RadioCards, TextField } from '../../ui/fields';
import { AlertIcon, ArrowLeft } from '../../ui/icons';
import { focusFirstInvalid, messagesOf } from '../forms/field-messages';
import { confirmDefaults, confirmResolver, type ConfirmAnswer, type ConfirmValues } from './confirm-form';
import { contractorPayer } from './contractor-payer';
import { EmailSuggestion } from './email-suggestion';
import { suggestEmail } from './email-typos';
import { OrderSummary } from './order-summary';

type TextName = 'phone' | 'email' | 'idno' | 'companyName';
type BoxName = 'eFactura' | 'terms' | 'personalData' | 'insuredInMoldova';

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
  // The contractor step already said who pays: the confirmation does not ask it again.
  const payer = useMemo(() => contractorPayer(order?.items[0]?.details), [order]);
  const {
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmValues, unknown, ConfirmAnswer>({
    defaultValues: confirmDefaults(order, payer),
    resolver: useMemo(() => confirmResolver(presence, locale), [presence, locale]),
  });
  const values = watch();
  const [failure, setFailure] = useState<string>();
  const [company, setCompany] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  // A likely typo of a common mail domain is pointed out once the address is typed (on leaving
  // the field), and a confirmation with it is held back once so the customer sees the suggestion.
  const [emailChecked, setEmailChecked] = useState(false);
  const typoAsked = useRef<string>(undefined);
  const emailTypo = emailChecked ? suggestEmail(values.email) : undefined;

  const set = <K extends keyof ConfirmValues>(key: K, value: ConfirmValues[K]) => {
    setValue(key as keyof ConfirmValues, value);
    clearErrors(key);
  };
  const text = (name: TextName) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => set(name, value),
    error: errors[name]?.message,
  });
  const box = (name: BoxName) => ({
    name,
    checked: values[name],
    onCheckedChange: (checked: boolean) => set(name, checked),
    error: errors[name]?.message,
  });

  const lookUpCompany = async (typed: string) => {
    const idno = idnoSchema.safeParse(typed);
    if (!idno.success) return;
    try {
      const found = (await functions.getcompany({ body: { data: { idno: idno.data } } })).result;
      setCompany(found.name);
      if (!getValues('companyName')) setValue('companyName', found.name);
    } catch (error) {
      // The registry does not know the code: the spec's companyNotFound message, under the field.
      setCompany(undefined);
      if (error instanceof ApiError && error.code === 'companyNotFound') {
        setError('idno', { type: 'server', message: t('errors.companyNotFound') });
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

  const confirm = async (answer: ConfirmAnswer) => {
    try {
      const send = (chosen: Offer) =>
        api.confirmOrder({ params: { id: orderId }, body: { offerId: chosen.id, ...answer } });
      let confirmed: OrderView;
      try {
        confirmed = await send(offer);
      } catch (error) {
        // The price of an offer holds for a while only: ask again, and go on if it did not change.
        if (!(error instanceof ApiError) || error.code !== 'price-required-error') throw error;
        const renewed = await renewedOffer(orderId, offer);
        if (!renewed || renewed.payable.minor !== offer.payable.minor) throw error;
        confirmed = await send(renewed);
      }
      onConfirmed(confirmed);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0 && onFieldIssues?.(error.issues)) return;
      if (error instanceof ApiError && error.issues.length > 0) {
        const issues = error.issues.map((issue) => ({
          path: issue.path.split('.').pop() ?? issue.path,
          key: issue.key as never,
        }));
        for (const [name, message] of Object.entries(messagesOf(locale, issues))) {
          setError(name as keyof ConfirmValues, { type: 'server', message });
        }
      }
      setFailure(
        error instanceof ApiError && error.message && error.code !== 'network'
          ? error.message
          : t('errors.confirm-order'),
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const email = getValues('email');
    if (suggestEmail(email) && typoAsked.current !== email) {
      typoAsked.current = email;
      setEmailChecked(true);
      form.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    void handleSubmit(confirm, () => requestAnimationFrame(() => focusFirstInvalid(form.current)))(event);
  };

  // A company pays: its name (unless the contractor's registry answer gave it) and the e-Factura choice.
  const companyNameField = (
    <TextField label={t('fields.companyName')} autoComplete="organization" {...text('companyName')} />
  );
  const eFacturaField = <CheckboxField label={texts.order.confirm.eFactura} {...box('eFactura')} />;

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
            type="tel"
            autoComplete="tel"
            placeholder="+373"
            hint={texts.order.confirm.phoneHint}
            {...text('phone')}
          />
          <TextField
            label={t('fields.email')}
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
            {...text('email')}
            onBlur={() => setEmailChecked(true)}
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
                inputMode="numeric"
                maxLength={13}
                {...text('idno')}
                onValueChange={(value) => set('idno', value.replace(/\D/g, ''))}
                onBlur={() => void lookUpCompany(values.idno)}
                hint={company ? fill(texts.order.confirm.companyFound, { name: company }) : undefined}
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
          {...box('terms')}
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
          {...box('personalData')}
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
        {presence && <CheckboxField {...box('insuredInMoldova')} label={texts.order.confirm.consentInsuredInMoldova} />}
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
        <Button type="submit" size="lg" busy={isSubmitting} className="step__next">
          {texts.order.confirm.submit}
        </Button>
      </div>
    </form>
  );
}
