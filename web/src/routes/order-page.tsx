import { convert, isVignette, OPERATOR_HOURS } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ANALYTICS_CURRENCY, track } from '../analytics/analytics';
import { ApiError, urls } from '../api/http';
import { orderLink } from '../api/order-status';
import { orderQuery } from '../api/queries';
import { usePageTitle } from '../app/document-head';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../config/company';
import { BillNumberForm } from '../features/checkout/bill-number-form';
import { PayOptions } from '../features/checkout/pay-options';
import { lastAttempt, wasDeclined } from '../features/checkout/payment-attempt';
import { FAILURE_STATUSES, PROGRESS_STEPS, progressOf } from '../features/issuing/issuing-progress';
import { DeliveryProgress } from '../features/issuing/delivery-progress';
import { useOrderStatus } from '../features/issuing/use-order-status';
import { useRates } from '../features/rates/use-rates';
import { issuingWords } from '../features/issuing/issuing-words';
import { formatClock, formatDate, formatFileSize } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { productName } from '../catalogue/catalogue';
import { useMessages } from '../i18n/use-messages';
import { PageLink } from '../routing/app-link';
import { AlertIcon, CheckIcon, ClockIcon, DownloadIcon, MailIcon, PhoneIcon, WalletIcon } from '../ui/icons';

interface OrderSearch {
  order?: string;
  t?: string;
}

function Support() {
  const { texts } = useI18n();
  return (
    <aside className="support" aria-labelledby="support-title">
      <h2 id="support-title" className="support__title">
        {texts.issuing.supportTitle}
      </h2>
      <p>
        <PhoneIcon /> <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
      </p>
      <p>
        <MailIcon /> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </aside>
  );
}

function withToken(url: string, token: string | undefined): string {
  if (!token || url.includes('t=')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${encodeURIComponent(token)}`;
}

/** The files in the order a customer looks for them: the policy first. */
const DOCUMENT_ORDER = ['policy', 'documents', 'contract', 'demand', 'amicable_settlement', 'invoice'];
const rank = (kind: string) => {
  const index = DOCUMENT_ORDER.indexOf(kind);
  return index < 0 ? DOCUMENT_ORDER.length : index;
};

/** Wallet passes are not files to keep but cards to add: they get the wallets' own buttons. */
const WALLET_KINDS = ['wallet_pass', 'google_pass'];

/**
 * The wallets' buttons: Apple's opens the .pkpass (Safari hands it to Wallet), Google's the save
 * link, where Google asks to which account to add the card.
 */
function WalletButtons({ order, token }: { order: OrderView; token: string | undefined }) {
  const { texts } = useI18n();
  const apple = order.documents.find((document) => document.kind === 'wallet_pass');
  const google = order.documents.find((document) => document.kind === 'google_pass');
  if (!apple && !google?.saveUrl) return null;
  return (
    <div className="wallet-buttons" role="group" aria-label={issuingWords(texts, order.insuranceType).walletTitle}>
      {apple ? (
        <a
          className="btn btn--wallet"
          href={withToken(
            apple.url || urls.orderDocument({ params: { id: order.id, kind: apple.kind }, query: orderLink(token) }),
            token,
          )}
          download={apple.fileName}
          data-testid="document-wallet_pass"
        >
          <WalletIcon /> {texts.issuing.addToAppleWallet}
        </a>
      ) : null}
      {google?.saveUrl ? (
        <a
          className="btn btn--wallet"
          href={google.saveUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="add-to-google-wallet"
        >
          <WalletIcon /> {texts.issuing.addToGoogleWallet}
        </a>
      ) : null}
    </div>
  );
}

function DocumentList({ order, token, item }: { order: OrderView; token: string | undefined; item?: number }) {
  const { texts, fill, locale } = useI18n();
  const documents = order.documents
    .filter((document) => !WALLET_KINDS.includes(document.kind))
    // An order with add-ons: only this item's files (each item has its own policy, its own kinds).
    .filter((document) => item === undefined || (document.item ?? 0) === item)
    .sort((a, b) => rank(a.kind) - rank(b.kind));
  if (documents.length === 0) return null;
  return (
    <ul className="documents__list">
      {documents.map((document) => {
        const label =
          issuingWords(texts, order.insuranceType).documentKinds[
            document.kind as keyof typeof texts.issuing.documentKinds
          ] ?? document.kind;
        const type = document.contentType.includes('pdf') ? 'PDF' : document.contentType;
        return (
          <li key={`${document.item ?? 0}-${document.kind}`} className="documents__item">
            <div>
              <p className="documents__name">{label}</p>
              <p className="muted documents__meta">
                {fill(texts.issuing.fileInfo, { type, size: formatFileSize(document.size, locale) })}
              </p>
            </div>
            <a
              className="btn btn--secondary btn--small"
              href={withToken(
                document.url ||
                  urls.orderDocument({ params: { id: order.id, kind: document.kind }, query: orderLink(token) }),
                token,
              )}
              download={document.fileName}
              data-testid={`document-${document.kind}`}
              data-item={document.item ?? 0}
            >
              <DownloadIcon /> {texts.issuing.download}
              <span className="visually-hidden"> {label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Documents({ order, token }: { order: OrderView; token: string | undefined }) {
  const { texts } = useI18n();
  if (order.documents.length === 0) return null;
  return (
    <section className="documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{texts.issuing.documentsTitle}</h2>
      <DocumentList order={order} token={token} />
      <WalletButtons order={order} token={token} />
    </section>
  );
}

/**
 * An order with add-ons: each item (the policy first) with its own state, number and price, and,
 * once the order is complete, its own documents (an add-on that failed has none).
 */
function OrderItems({
  order,
  itemStates,
  token,
  completed,
}: {
  order: OrderView;
  itemStates: NonNullable<OrderView['itemStates']>;
  token: string | undefined;
  completed: boolean;
}) {
  const { texts, fill, money, locale } = useI18n();
  return (
    <section className="documents order-items" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{texts.issuing.items.title}</h2>
      <ol className="order-items__list">
        {itemStates.map((state) => {
          const headingId = `order-item-${state.item}`;
          return (
            <li
              key={state.item}
              className={`order-items__item order-items__item--${state.status}`}
              aria-labelledby={headingId}
              data-testid="order-item"
              data-item-status={state.status}
            >
              <div className="order-items__head">
                <h3 id={headingId} className="order-items__name">
                  {productName(state.type)[locale]}
                </h3>
                <span className="order-items__status" data-testid="order-item-status">
                  {texts.issuing.items.status[state.status]}
                </span>
              </div>
              <p className="muted order-items__facts">
                {state.number && (
                  <span data-testid="order-item-number">
                    {fill(texts.issuing.items.number, { number: state.number })}
                  </span>
                )}
                {state.number && ' · '}
                <span>
                  {texts.issuing.items.price}: {money(state.price)}
                </span>
              </p>
              {completed && <DocumentList order={order} token={token} item={state.item} />}
            </li>
          );
        })}
      </ol>
      {completed && <WalletButtons order={order} token={token} />}
    </section>
  );
}

/**
 * What the customer is told while a person issues the order: by when, honestly — within the
 * operators' hours, or the morning they start again.
 */
function manualIssuanceText(
  manual: NonNullable<OrderView['manualIssuance']>,
  words: { during: string; outside: string },
  fill: (template: string, values: Record<string, string | number>) => string,
): string {
  const time = formatClock(manual.due);
  if (manual.duringWorkingHours) return fill(words.during, { time });
  return fill(words.outside, {
    time,
    date: formatDate(manual.due),
    opens: OPERATOR_HOURS.opens,
    closes: OPERATOR_HOURS.closes,
  });
}

/**
 * The order page (/order?order={id}): follows the order live until its documents are ready,
 * shows each failure with its message and the support contact, and offers the payment for an
 * unpaid order.
 */
export function OrderPage() {
  const search = useSearch({ strict: false }) as OrderSearch;
  return <OrderDetails orderId={search.order} token={search.t} />;
}

function OrderDetails({ orderId, token }: { orderId: string | undefined; token: string | undefined }) {
  const { texts, fill, plural, money, locale } = useI18n();
  const t = useMessages();
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(orderId ?? '', token), enabled: orderId !== undefined });
  const live = useOrderStatus(orderId, token);
  const view = order.data;
  const status = live && view && live.version >= view.version ? live.status : view?.status;
  const { rates } = useRates();
  usePageTitle(view ? fill(texts.issuing.title, { number: view.number }) : texts.issuing.lookupTitle);

  // New facts (policy number, documents) come with the order: read it again when the status moves.
  useEffect(() => {
    if (live && view && live.version > view.version && orderId) {
      void queryClient.invalidateQueries({ queryKey: orderQuery(orderId, token).queryKey });
    }
  }, [live, view, orderId, token, queryClient]);

  const purchased = useRef(false);
  useEffect(() => {
    if (!view || purchased.current || !status || !progressOf(status)) return;
    purchased.current = true;
    // One purchase per order, however often its page is opened again.
    const key = `asiguro.purchase-tracked.${view.id}`;
    try {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, '1');
    } catch {
      // Without storage the event may repeat on a reload; better than never.
    }
    const price = view.price ?? view.chosenOffer?.payable;
    track('purchase', {
      order: view.id,
      product: view.insuranceType,
      currency: ANALYTICS_CURRENCY,
      value: price && rates ? convert(price, ANALYTICS_CURRENCY, rates).minor / 100 : undefined,
    });
  }, [view, status, rates]);

  if (!orderId || order.isError) {
    const notFound = !orderId || (order.error instanceof ApiError && order.error.status === 404);
    return (
      <div className="page page--narrow">
        <h1>{texts.issuing.lookupTitle}</h1>
        <p className="notice notice--warning">
          <AlertIcon /> {notFound ? t('errors.not-found-order') : t('errors.generic')}
        </p>
        <Support />
      </div>
    );
  }
  if (!view || !status) {
    return (
      <div className="page-pending" role="status">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <span className="visually-hidden">{texts.common.loading}</span>
      </div>
    );
  }

  const progress = progressOf(status);
  const failed = FAILURE_STATUSES.includes(status);
  // The main product names the order (an RCA with a vignette add-on is an RCA order).
  const vignette = isVignette(view.insuranceType);
  const issuing = issuingWords(texts, view.insuranceType);
  const title = status === 'completed' && vignette ? issuing.titles.completedVignette : issuing.titles[status];
  const minutes = Math.max(1, Math.round(view.issuingTimeSeconds / 60));
  const price = view.price ?? view.chosenOffer?.payable;

  return (
    <div className="page page--narrow order-page" data-status={status}>
      <header className={`order-head order-head--${failed ? 'bad' : status === 'completed' ? 'good' : 'neutral'}`}>
        <p className="eyebrow">{fill(issuing.title, { number: view.number })}</p>
        <h1 data-testid="order-title">{title}</h1>
        <dl className="order-head__facts">
          <div>
            <dt className="visually-hidden">{texts.account.columns.insurance}</dt>
            <dd>{productName(view.insuranceType)[locale]}</dd>
          </div>
          {view.chosenOffer && (
            <div>
              <dt className="visually-hidden">{vignette ? issuing.vignette.issuer : texts.order.offers.insurer}</dt>
              <dd>{view.chosenOffer.insurer.name}</dd>
            </div>
          )}
          {price && (
            <div>
              <dt className="visually-hidden">{texts.account.columns.amount}</dt>
              <dd>{money(price)}</dd>
            </div>
          )}
        </dl>
      </header>

      {progress && (
        <section className="card issuing" aria-labelledby="progress-title">
          <h2 id="progress-title" className="visually-hidden">
            {issuing.live}
          </h2>
          <ol className="progress">
            {PROGRESS_STEPS.map((step) => (
              <li key={step} className={`progress__step progress__step--${progress[step]}`} data-state={progress[step]}>
                <span className="progress__marker" aria-hidden="true">
                  {progress[step] === 'done' ? (
                    <CheckIcon width={16} height={16} />
                  ) : progress[step] === 'current' ? (
                    <span className="spinner" />
                  ) : null}
                </span>
                <span className="progress__label">{issuing.steps[step]}</span>
                <span className="visually-hidden">
                  {' '}
                  (
                  {progress[step] === 'done'
                    ? issuing.stepDone
                    : progress[step] === 'current'
                      ? issuing.stepCurrent
                      : issuing.stepPending}
                  )
                </span>
              </li>
            ))}
          </ol>
          <p className="issuing__live" role="status" aria-live="polite" data-testid="issuing-status">
            {status === 'completed'
              ? issuing.messages.completed
              : status === 'processing' && view.manualIssuance
                ? manualIssuanceText(view.manualIssuance, issuing.manual, fill)
                : `${issuing.now[status as 'paid' | 'processing' | 'issued']} ${plural(issuing.expected, minutes)}`}
          </p>
          {status !== 'completed' && (
            <p className="muted issuing__expected">
              <ClockIcon /> {issuing.live}
            </p>
          )}
        </section>
      )}

      {view.policy && (
        <section className="policy" aria-label={fill(issuing.policy, { number: view.policy.number })}>
          <p className="policy__number">{fill(issuing.policy, { number: view.policy.number })}</p>
          <p className="muted">
            {fill(issuing.validity, {
              from: formatDate(view.policy.validFrom),
              to: formatDate(view.policy.validTo),
            })}
            {' · '}
            {fill(issuing.insurer, { insurer: view.chosenOffer?.insurer.name ?? view.policy.insurer })}
          </p>
          <PageLink page={{ name: 'check', number: view.policy.number }} className="policy__check">
            {vignette ? issuing.vignette.check : texts.check.title}
          </PageLink>
        </section>
      )}

      {view.itemStates && view.itemStates.length > 1 ? (
        <OrderItems order={view} itemStates={view.itemStates} token={token} completed={status === 'completed'} />
      ) : (
        status === 'completed' && <Documents order={view} token={token} />
      )}

      {view.deliveries && <DeliveryProgress order={view} token={token} />}

      {failed && (
        <p className="notice notice--error" role="alert" data-testid="order-failure">
          <AlertIcon /> {issuing.messages[status as 'failed' | 'expired' | 'refunded' | 'canceled']}
        </p>
      )}

      {status === 'draft' && (
        <div className="card">
          <p>{issuing.messages.draft}</p>
          <PageLink
            page={{ name: 'product', product: view.insuranceType }}
            search={{ order: view.id }}
            className="btn btn--primary"
          >
            {issuing.continueOrder}
          </PageLink>
        </div>
      )}

      {status === 'unpaid' && (
        <div className="card">
          {wasDeclined(status, live?.version ?? view.version, lastAttempt(view.id)) ? (
            <p className="notice notice--error" role="alert" data-testid="payment-declined">
              <AlertIcon /> {t('errors.transaction-declined')}
            </p>
          ) : (
            <p>{issuing.messages.unpaid}</p>
          )}
          <PayOptions order={view} />
          <BillNumberForm order={view} />
        </div>
      )}

      {(failed || status === 'completed') && (
        <p>
          <PageLink page={{ name: 'product', product: view.insuranceType }} className="btn btn--secondary">
            {issuing.newOrder}
          </PageLink>
        </p>
      )}

      <Support />
    </div>
  );
}
