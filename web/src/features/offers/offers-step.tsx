import type { ProductDefinition } from '@asiguro/domain';
import type { Offer } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { track } from '../../analytics/analytics';
import { api, ApiError } from '../../api/http';
import { formatDateTime } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { AlertIcon, ArrowLeft, CheckIcon, CloseIcon } from '../../ui/icons';
import { PageLink } from '../../routing/app-link';
import { ChargesBreakdown } from '../checkout/charges-breakdown';
import { Conversions } from '../rates/conversions';
import { pricedIn } from '../rates/use-rates';
import { AddonsPicker } from './addons-picker';
import { officialTariffText } from './official-tariff';
import { compareOffers, extraOptions, offersFor, type Comparison, type Limit } from './offer-comparison';

export const offersQuery = (orderId: string, version: number | undefined) => ({
  queryKey: ['offers', orderId, version] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.searchOffers({ params: { id: orderId }, body: {}, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** Our words for an offer's limits and extras (the summary before payment uses them too). */
export function useTermLabels() {
  const { texts } = useI18n();
  const limits = texts.offerTerms.limits as Record<string, string>;
  const extras = texts.offerTerms.extras as Record<string, string>;
  return {
    limit: (name: string) => limits[name] ?? name,
    // Our own words first: the insurers' notes are in English whatever the page's language.
    extra: (extra: { code: string; label?: string }) => extras[extra.code] ?? extra.label ?? extra.code,
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

/** An offer's extras: each marked included (or not), since they come with the price and are not chosen. */
function Extras({ extras }: { extras: Offer['extras'] }) {
  const { texts } = useI18n();
  const labels = useTermLabels();
  return (
    <ul className="offer__extras">
      {extras.map((extra) => (
        <li key={extra.code} className={extra.included === false ? 'offer__extra--no' : undefined}>
          {extra.included === false ? <CloseIcon width={16} height={16} /> : <CheckIcon width={16} height={16} />}
          <span>
            {labels.extra(extra)}{' '}
            <span className="offer__included">
              {extra.included === false ? texts.order.offers.notIncluded : texts.order.offers.included}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The official tariff of a state-priced offer and the rate it is paid in lei at, as the offer states them. */
function OfficialTariff({ coverage }: { coverage: Offer['coverage'] }) {
  const { texts, fill, locale } = useI18n();
  const stated = officialTariffText(coverage, locale);
  if (!stated) return null;
  return (
    <p className="offer__official-tariff" data-testid="official-tariff">
      {fill(texts.order.offers.officialTariff, { ...stated })}
    </p>
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
            <Conversions amount={offer.payable} currencies={pricedIn(product, offer)} className="offer__set-price" />
            {offer.total && offer.addons && offer.addons.length > 0 && (
              <span className="offer__total" data-testid="offer-total">
                <span>{texts.order.addons.total}:</span> <strong>{money(offer.total)}</strong>
              </span>
            )}
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
        <OfficialTariff coverage={offer.coverage} />
        {(offer.charges.serviceFee || offer.charges.conversion) && (
          <div className="offer__charges">
            <ChargesBreakdown offer={offer} product={product.type} />
          </div>
        )}
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
                <h4 className="offer__label">{texts.order.offers.extrasTitle}</h4>
                <Extras extras={own.extras} />
              </div>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The cover limits every offer shares, shown once above them. */
function CommonCover({ comparison }: { comparison: Comparison }) {
  const { texts } = useI18n();
  if (comparison.commonLimits.length === 0) return null;
  return (
    <section className="common-cover" aria-labelledby="common-cover-title">
      <h3 id="common-cover-title" className="common-cover__title">
        {texts.order.offers.commonTitle}
      </h3>
      <Limits limits={comparison.commonLimits} />
    </section>
  );
}

/** The "Extra options" (spec §2): each extra once, included in every offer or with which insurers. */
function ExtraOptions({ offers }: { offers: readonly Offer[] }) {
  const { texts, fill } = useI18n();
  const labels = useTermLabels();
  const options = extraOptions(offers);
  if (offers.length < 2 || options.length === 0) return null;
  return (
    <section className="common-cover extra-options" aria-labelledby="extra-options-title" data-testid="extra-options">
      <h3 id="extra-options-title" className="common-cover__title">
        {texts.order.offers.extrasTitle}
      </h3>
      <p className="extra-options__lead">{texts.order.offers.extrasLead}</p>
      <ul className="extra-options__list">
        {options.map((option) => (
          <li key={option.code}>
            <CheckIcon width={16} height={16} />
            <span className="extra-options__name">{labels.extra(option)}</span>
            <span className="extra-options__where">
              {option.everywhere
                ? texts.order.offers.inAll
                : fill(texts.order.offers.inSome, { insurers: option.insurers.join(', ') })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The offers for the order: "Looking for the best offers" while insurers answer, then the
 * offers cheapest first (price, insurer, cover, extras), or the spec's "no offers" message. On an
 * insurer's own page (`insurer`) only that insurer's offers, with a way to compare them all.
 */
export function OffersStep({
  product,
  orderId,
  insurer,
  version,
  chosenId,
  onChoose,
  onBack,
  onFieldIssues,
}: {
  product: ProductDefinition;
  orderId: string;
  insurer: string | undefined;
  version: number | undefined;
  chosenId: string | undefined;
  onChoose: (offer: Offer) => void;
  onBack: () => void;
  /**
   * The search refused fields of the details (an unknown certificate, a start inside the current
   * policy): sends the customer to them; false when no screen asks them.
   */
  onFieldIssues?: (issues: ApiError['issues']) => boolean;
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
  // A refusal about the details is shown on their field, not here (once per failed search).
  const placed = useRef<unknown>(undefined);
  const error = offers.error;
  useEffect(() => {
    if (!(error instanceof ApiError) || error.issues.length === 0 || placed.current === error) return;
    placed.current = error;
    onFieldIssues?.(error.issues);
  }, [error, onFieldIssues]);
  const data = offers.data;
  const shown = useMemo(() => (data ? offersFor(data.offers, insurer) : undefined), [data, insurer]);
  const comparison = useMemo(() => (shown ? compareOffers(shown) : undefined), [shown]);
  const late = data?.late.filter((slug) => !insurer || slug === insurer) ?? [];
  const insurerName = product.insurers.find((item) => item.slug === insurer)?.name;
  // A state-priced line (vignettes, road tax): its issuer's official tariff, not insurers' offers.
  const state = product.insurers.every((item) => item.kind === 'state');
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
            <p className="muted">{state ? texts.order.offers.searchingNoteState : texts.order.offers.searchingNote}</p>
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
        {shown && shown.length === 0 && (
          <p className="notice notice--warning" data-testid="no-offers">
            <AlertIcon />
            {(data?.offers.length === 0 && data.notice?.message) || t('errors.no-offers')}
          </p>
        )}
        {insurerName && data && (
          <p className="offers__scope">
            {fill(texts.order.offers.insurerOnly, { insurer: insurerName })}{' '}
            <PageLink
              page={{ name: 'product', product: product.type }}
              search={{ order: orderId, step: 'offers' }}
              data-testid="all-insurers"
            >
              {texts.order.offers.allInsurers}
            </PageLink>
          </p>
        )}
        {!offers.isPending && <AddonsPicker product={product} orderId={orderId} />}
        {shown && shown.length > 0 && comparison && (
          <>
            <p className="offers__count">
              {plural(texts.order.offers.count, shown.length)}
              {shown.length > 1 && ` · ${texts.order.offers.compareHint}`}
            </p>
            <CommonCover comparison={comparison} />
            <ExtraOptions offers={shown} />
            <ul className="offers">
              {shown.map((offer, index) => (
                <OfferCard
                  key={offer.id}
                  product={product}
                  offer={offer}
                  own={comparison.own.get(offer.id) ?? { limits: [], extras: [] }}
                  cheapest={index === 0 && shown.length > 1}
                  chosen={offer.id === chosenId}
                  onChoose={() => onChoose(offer)}
                />
              ))}
            </ul>
          </>
        )}
        {late.length > 0 && (
          <p className="muted">
            {fill(state ? texts.order.offers.lateState : texts.order.offers.late, { insurers: late.join(', ') })}
          </p>
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
