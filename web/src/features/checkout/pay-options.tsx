import type { OrderView, StartPaymentResponse } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api/http';
import { partnerFeatureQuery } from '../../api/queries';
import { formatDateTime } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { AlertIcon } from '../../ui/icons';
import { rememberAttempt } from './payment-attempt';
import { paymentMethods, type Method } from './payment-methods';
import { BankTransferLogo, MastercardLogo, OnlineBankingLogo, QrPayLogo, VisaLogo } from '../../ui/payment-logos';

const LOGOS: Record<Method, React.ReactNode> = {
  card: (
    <>
      <VisaLogo />
      <MastercardLogo />
    </>
  ),
  online: <OnlineBankingLogo />,
  mobile: <QrPayLogo />,
  'wire-transfer': <BankTransferLogo />,
};

/** Sends the browser to the provider's page (kept apart so the flow reads plainly). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * A window for the mobile payment, opened while the click still counts as the customer's (a
 * popup opened after an await is blocked): the QR page and the bank's confirmation live there,
 * ending on "Transaction is OK / Please close this window", while this tab follows the order.
 */
function openPaymentWindow(): Window | null {
  try {
    return window.open('about:blank', 'asiguro-mobile-payment', 'popup,width=480,height=760');
  } catch {
    return null;
  }
}

/**
 * The pay step: the methods the order's seller takes (asked with getpartnerfeature; the API
 * refuses any other), the bank transfer for companies only. A provider answers with its hosted
 * page, where the browser goes; it comes back to /order?order={id}.
 */
export function PayOptions({
  order,
  onPaymentWindow,
  titled = true,
}: {
  order: OrderView;
  onPaymentWindow?: () => void;
  /** False when the page already says "choose how to pay" (the flow's pay step). */
  titled?: boolean;
}) {
  const { texts, money, fill } = useI18n();
  const t = useMessages();
  const company = (order.billing as { payerType?: string } | null)?.payerType === 'company';
  const feature = useQuery(partnerFeatureQuery(order.id, 'payment-methods'));
  const methods = feature.isPending ? [] : paymentMethods(order.seller, feature.data?.value, company);
  const [picked, setMethod] = useState<Method>();
  const method = picked !== undefined && methods.includes(picked) ? picked : methods[0];
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [invoice, setInvoice] = useState<StartPaymentResponse['invoice']>();
  const amount = order.price ?? order.chosenOffer?.payable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setBusy(true);
    setFailure(undefined);
    const popup = method === 'mobile' ? openPaymentWindow() : null;
    try {
      const started = await api.startPayment({
        params: { id: order.id },
        body: { provider: method, ...(popup ? { returnTo: 'mobile-window' as const } : {}) },
      });
      rememberAttempt(order.id, { version: order.version, provider: method });
      if (started.redirectUrl && popup) {
        popup.location.href = started.redirectUrl;
        setBusy(false);
        onPaymentWindow?.();
        return;
      }
      if (started.redirectUrl) {
        goTo(started.redirectUrl);
        return;
      }
      setInvoice(started.invoice);
      setBusy(false);
    } catch (error) {
      popup?.close();
      setFailure(
        error instanceof ApiError && error.code !== 'network' && error.message
          ? error.message
          : t('errors.init-payment'),
      );
      setBusy(false);
    }
  };

  if (invoice) {
    return (
      <section className="invoice" aria-labelledby="invoice-title" data-testid="invoice">
        <h3 id="invoice-title">{texts.order.pay.invoiceTitle}</h3>
        <dl className="invoice__list">
          <div>
            <dt>{texts.order.pay.invoiceNumber}</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>{texts.order.pay.beneficiary}</dt>
            <dd>{invoice.beneficiary}</dd>
          </div>
          <div>
            <dt>{texts.order.pay.idno}</dt>
            <dd>{invoice.idno}</dd>
          </div>
          <div>
            <dt>{texts.order.pay.iban}</dt>
            <dd>{invoice.iban}</dd>
          </div>
          <div>
            <dt>{texts.order.pay.amount}</dt>
            <dd>{invoice.amount}</dd>
          </div>
        </dl>
        <p className="muted">{texts.order.pay.invoiceNote}</p>
      </section>
    );
  }

  return (
    <form className="pay" onSubmit={submit} aria-label={texts.order.pay.title}>
      {titled && <h3 className="group__title">{texts.order.pay.title}</h3>}
      <p className="muted">{texts.order.pay.lead}</p>
      <fieldset className="pay__methods">
        <legend className="visually-hidden">{texts.order.pay.title}</legend>
        {feature.isPending && (
          <p className="pay__loading" role="status">
            <span className="spinner" aria-hidden="true" /> {texts.common.loading}
          </p>
        )}
        {methods.map((id) => (
          <label key={id} className="pay__method">
            <input type="radio" name="provider" value={id} checked={method === id} onChange={() => setMethod(id)} />
            <span className="pay__text">
              <span className="pay__title">{texts.order.pay.methods[id].title}</span>
              <span className="pay__note">{texts.order.pay.methods[id].text}</span>
            </span>
            <span className="pay__logos" aria-hidden="true">
              {LOGOS[id]}
            </span>
          </label>
        ))}
      </fieldset>
      {order.deadline && (
        <p className="muted">{fill(texts.order.pay.expiresAt, { time: formatDateTime(order.deadline) })}</p>
      )}
      <div role="alert">
        {failure && (
          <p className="notice notice--error">
            <AlertIcon /> {failure}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" block busy={busy} disabled={!method} data-testid="pay-submit">
        {busy ? texts.order.pay.redirecting : fill(texts.order.pay.submit, { amount: amount ? money(amount) : '' })}
      </Button>
    </form>
  );
}
