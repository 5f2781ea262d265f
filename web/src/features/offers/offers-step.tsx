import { convert, type Offer, type ProductDefinition } from '@asiguro/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { track } from '../../analytics/analytics';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { formatDateTime } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { AlertIcon, ArrowLeft, CheckIcon } from '../../ui/icons';
import { useRates } from '../rates/use-rates';
import { compareOffers, type Comparison, type Limit } from './offer-comparison';

export const offersQuery = (orderId: string, version: number | undefined) => ({
  queryKey: ['offers', orderId, version] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.searchOffers(orderId, signal),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The price in the currency the product is set in (EUR for travel, green card, vignettes). */
export function useSetPrice(product: ProductDefinition, offer: Offer) {
  const { rates } = useRates();
  if (product.priceCurrency === 'MDL') return undefined;
  if (offer.price.currency === product.priceCurrency) return offer.price;
  return rates ? convert(offer.payable, product.priceCurrency, rates) : undefined;
}

function useTermLabels() {
  const { texts } = useI18n();
  const limits = texts.offerTerms.limits as Record<string, string>;
  const extras = texts.offerTerms.extras as Record<string, string>;
  return {
    limit: (name: string) => limits[name] ?? name,
    // Our own words first: the insurers' notes are in English whatever the page's language.
    extra: (extra: Offer['extras'][number]) => extras[extra.code] ?? extra.label ?? extra.code,
  };
}

function Limits({ limits }: { limits: Limit[] }) {
  const { money } = useI18n();
  const labels = useTermLabels();
  return (
    <dl className="offer__limits">
      {limits.map(([name, value]) => (
        <div key={name}>
          <dt>{labels.limit(name)}</dt>
          <dd>{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Extras({ extras }: { extras: Offer['extras'] }) {
  const { texts } = useI18n();
  const labels = useTermLabels();
  return (
    <ul className="offer__extras">
      {extras.map((extra) => (
        <li key={extra.code} className={extra.included === false ? 'offer__extra--no' : undefined}>
          <CheckIcon width={16} height={16} />
          {labels.extra(extra)}
          {extra.included === false && <span className="muted"> ({texts.order.offers.notIncluded})</span>}
        </li>
      ))}
    </ul>
  );
}

function OfferCard({
  product,
  offer,
  own,
  cheapest,
  chosen,
  onChoose,
}: {
  product: ProductDefinition;
  offer: Offer;
  own: { limits: Limit[]; extras: Offer['extras'] };
  cheapest: boolean;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { texts, money, fill } = useI18n();
  const setPrice = useSetPrice(product, offer);
  const headingId = `offer-${offer.id}`;
  return (
    <li className={['offer', cheapest && 'offer--best', chosen && 'offer--chosen'].filter(Boolean).join(' ')}>
      <article aria-labelledby={headingId} data-testid="offer" data-insurer={offer.insurer.slug}>
        <div className="offer__head">
          <div className="offer__insurer">
            {cheapest && <span className="offer__badge">{texts.order.offers.cheapest}</span>}
            <h3 id={headingId} className="offer__name">
              {offer.insurer.name}
            </h3>
            <p className="offer__valid muted">
              {fill(texts.order.offers.validUntil, { time: formatDateTime(offer.validUntil) })}
            </p>
          </div>
          <div className="offer__price">
            <span className="visually-hidden">{texts.order.offers.payable}: </span>
            <strong data-testid="offer-price">{money(offer.payable)}</strong>
            {setPrice && <span className="offer__set-price">≈ {money(setPrice)}</span>}
          </div>
          <Button
            onClick={onChoose}
            variant={cheapest || chosen ? 'primary' : 'secondary'}
            aria-describedby={headingId}
            className="offer__choose"
          >
            {chosen ? texts.order.offers.chosen : texts.order.offers.choose}
          </Button>
        </div>
        {(own.limits.length > 0 || own.extras.length > 0) && (
          <div className="offer__body">
            {own.limits.length > 0 && (
              <div className="offer__section">
                <h4 className="offer__label">{texts.order.offers.coverage}</h4>
                <Limits limits={own.limits} />
              </div>
            )}
            {own.extras.length > 0 && (
              <div className="offer__section">
                <h4 className="offer__label">{texts.order.offers.extras}</h4>
                <Extras extras={own.extras} />
              </div>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** What every offer includes, shown once above them. */
function CommonCover({ comparison, offers }: { comparison: Comparison; offers: readonly Offer[] }) {
  const { texts } = useI18n();
  const labels = useTermLabels();
  if (comparison.commonLimits.length === 0 && comparison.commonExtras.length === 0) return null;
  const extras = comparison.commonExtras.map(
    (code) => offers[0].extras.find((extra) => extra.code === code) ?? { code },
  );
  return (
    <section className="common-cover" aria-labelledby="common-cover-title">
      <h3 id="common-cover-title" className="common-cover__title">
        {texts.order.offers.commonTitle}
      </h3>
      <div className="common-cover__body">
        {comparison.commonLimits.length > 0 && <Limits limits={comparison.commonLimits} />}
        {extras.length > 0 && (
          <ul className="offer__extras">
            {extras.map((extra) => (
              <li key={extra.code}>
                <CheckIcon width={16} height={16} />
                {labels.extra(extra)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * The offers for the order: "Looking for the best offers" while insurers answer, then the
 * offers cheapest first (price, insurer, cover, extras), or the spec's "no offers" message.
 */
export function OffersStep({
  product,
  orderId,
  version,
  chosenId,
  onChoose,
  onBack,
}: {
  product: ProductDefinition;
  orderId: string;
  version: number | undefined;
  chosenId: string | undefined;
  onChoose: (offer: Offer) => void;
  onBack: () => void;
}) {
  const { texts, plural, fill } = useI18n();
  const t = useMessages();
  const offers = useQuery(offersQuery(orderId, version));
  const tracked = useRef(false);
  useEffect(() => {
    if (offers.data && !tracked.current) {
      tracked.current = true;
      track('begin_checkout', { product: product.type, offers: offers.data.offers.length, order: orderId });
    }
  }, [offers.data, product.type, orderId]);
  const data = offers.data;
  const comparison = useMemo(() => (data ? compareOffers(data.offers) : undefined), [data]);
  return (
    <section className="step" aria-labelledby="step-title">
      <h2 id="step-title" className="step__title" tabIndex={-1}>
        {texts.order.offers.title}
      </h2>
      <div aria-live="polite" aria-busy={offers.isPending}>
        {offers.isPending && (
          <div className="searching" role="status">
            <span className="spinner spinner--lg" aria-hidden="true" />
            <p className="searching__title">{texts.order.offers.searching}</p>
            <p className="muted">{texts.order.offers.searchingNote}</p>
          </div>
        )}
        {offers.isError && (
          <p className="notice notice--error">
            <AlertIcon />
            {offers.error instanceof ApiError && offers.error.message && offers.error.code !== 'network'
              ? offers.error.message
              : t('errors.generic')}
          </p>
        )}
        {data && data.offers.length === 0 && (
          <p className="notice notice--warning" data-testid="no-offers">
            <AlertIcon />
            {data.notice?.message ?? t('errors.no-offers')}
          </p>
        )}
        {data && data.offers.length > 0 && (
          <>
            <p className="offers__count">
              {plural(texts.order.offers.count, data.offers.length)} · {texts.order.offers.compareHint}
            </p>
            <CommonCover comparison={comparison!} offers={data.offers} />
            <ul className="offers">
              {data.offers.map((offer, index) => (
                <OfferCard
                  key={offer.id}
                  product={product}
                  offer={offer}
                  own={comparison!.own.get(offer.id) ?? { limits: [], extras: [] }}
                  cheapest={index === 0 && data.offers.length > 1}
                  chosen={offer.id === chosenId}
                  onChoose={() => onChoose(offer)}
                />
              ))}
            </ul>
            {data.late.length > 0 && (
              <p className="muted">{fill(texts.order.offers.late, { insurers: data.late.join(', ') })}</p>
            )}
          </>
        )}
      </div>
      <div className="step__actions">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {texts.order.offers.changeData}
        </Button>
        {offers.isError && (
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            {texts.common.retry}
          </Button>
        )}
      </div>
    </section>
  );
}
