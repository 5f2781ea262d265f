import type { ProductType } from '@asiguro/domain';
import { STOREFRONT_PRODUCTS, insurerCount, productName, productSubtitle } from '../catalogue/catalogue';
import { useQuery } from '@tanstack/react-query';
import { destinationPricesQuery } from '../api/queries';
import { DESTINATIONS } from '../features/home/destinations';
import { useRates } from '../features/rates/use-rates';
import { formatAmount, formatRateDate } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { ArrowRight, CheckIcon, ProductIcon } from '../ui/icons';

const PROMOTED: ProductType[] = ['rca', 'green-card', 'vignette:ro'];

function ProductCards() {
  const { texts, locale } = useI18n();
  return (
    <ul className="product-grid" aria-label={texts.home.title}>
      {STOREFRONT_PRODUCTS.map((product) => (
        <li key={product}>
          <PageLink page={{ name: 'product', product }} className="product-card" data-product={product}>
            <span className="product-card__icon">
              <ProductIcon product={product} />
            </span>
            <span className="product-card__body">
              <span className="product-card__name">{productName(product)[locale]}</span>
              <span className="product-card__subtitle">{productSubtitle(product)[locale]}</span>
            </span>
            <span className="product-card__action" aria-hidden="true">
              <ArrowRight />
            </span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

function Destinations() {
  const { texts, locale } = useI18n();
  const { data } = useQuery(destinationPricesQuery);
  return (
    <section className="section" aria-labelledby="destinations-title">
      <div className="section__head">
        <h2 id="destinations-title">{texts.home.destinationsTitle}</h2>
        <p className="muted">{texts.home.destinationsLead}</p>
      </div>
      <ul className="destinations">
        {DESTINATIONS.map((destination) => {
          const price = data?.prices.find((candidate) => candidate.destination === destination.id);
          const copy = texts.home.destinations[destination.id];
          return (
            <li key={destination.id} className={`destination destination--${destination.id}`}>
              <div>
                <h3 className="destination__title">{copy.title}</h3>
                <p className="destination__note">{copy.note}</p>
              </div>
              <p className="destination__price" data-testid={`from-price-${destination.id}`}>
                {price ? (
                  <>
                    <span className="destination__from">{texts.common.from}</span>{' '}
                    <strong>{formatAmount(price.payable, locale)}</strong>
                    <span className="destination__eur">≈ {formatAmount(price.tariff, locale)}</span>
                  </>
                ) : (
                  <span className="skeleton" aria-hidden="true" />
                )}
              </p>
              <PageLink
                page={{ name: 'product', product: 'medical' }}
                search={{ destination: destination.id }}
                className="btn btn--secondary btn--small"
                data-testid={`destination-${destination.id}`}
              >
                {texts.home.destinationAction}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TodayRates() {
  const { texts, fill, locale } = useI18n();
  const { rates, date, fallback } = useRates();
  if (!rates || !date) return null;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-MD`, { minimumFractionDigits: 4 });
  return (
    <aside className="rates" aria-labelledby="rates-title">
      <h2 id="rates-title" className="rates__title">
        {texts.home.ratesTitle}
      </h2>
      <dl className="rates__list">
        {(['EUR', 'USD', 'RON'] as const).map((currency) => (
          <div key={currency} className="rates__item">
            <dt>{currency}</dt>
            <dd data-testid={`rate-${currency}`}>{number.format(rates[currency])} MDL</dd>
          </div>
        ))}
      </dl>
      <p className="rates__note">
        {fallback ? texts.home.ratesFallback : fill(texts.home.ratesNote, { date: formatRateDate(date) })}
      </p>
    </aside>
  );
}

/** Title, tagline, a card per insurance, promotions, popular destinations and how it works. */
export function HomePage() {
  const { texts, locale, plural } = useI18n();
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{texts.home.title}</h1>
          <p className="hero__subtitle">{texts.home.subtitle}</p>
          <p className="hero__lead">{texts.home.lead}</p>
          <ul className="hero__trust">
            {[plural(texts.home.trustInsurers, insurerCount()), ...texts.home.trust].map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__products">
          <ProductCards />
        </div>
      </section>

      <div className="page">
        <section className="section" aria-labelledby="promotions-title">
          <div className="section__head">
            <h2 id="promotions-title">{texts.home.promotionsTitle}</h2>
          </div>
          <ul className="promos">
            {texts.home.promotions.map((promotion, index) => (
              <li key={promotion.title} className="promo">
                <span className="promo__icon">
                  <ProductIcon product={PROMOTED[index]} />
                </span>
                <h3 className="promo__title">{promotion.title}</h3>
                <p className="promo__text">{promotion.text}</p>
                <PageLink
                  page={{ name: 'product', product: PROMOTED[index] }}
                  className="promo__link"
                  aria-label={`${promotion.action}: ${productName(PROMOTED[index])[locale]}`}
                >
                  {promotion.action} <ArrowRight />
                </PageLink>
              </li>
            ))}
          </ul>
        </section>

        <Destinations />

        <section className="section" aria-labelledby="how-title">
          <div className="section__head">
            <h2 id="how-title">{texts.home.howTitle}</h2>
          </div>
          <ol className="how">
            {texts.home.how.map((step, index) => (
              <li key={step.title} className="how__step">
                <span className="how__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="how__title">{step.title}</h3>
                <p className="how__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <TodayRates />
      </div>
    </>
  );
}
