import { MANUAL_ISSUANCE_MINUTES, OPERATOR_HOURS, type ProductDefinition } from '@asiguro/domain';
import { productName } from '../../catalogue/catalogue';
import { productLineInfo } from '../../i18n/load-texts';
import { useI18n } from '../../i18n/use-i18n';
import { PageLink } from '../../routing/app-link';
import { CheckIcon } from '../../ui/icons';
import { Wordmark } from '../../ui/wordmark';
import { Faq } from './faq';

/** Lines whose policies the customer can look up in a public registry (RCA Data, the Green Card bureau). */
const VERIFIABLE = ['rca', 'green-card'] as const;
type Verifiable = (typeof VERIFIABLE)[number];
const isVerifiable = (type: string): type is Verifiable => (VERIFIABLE as readonly string[]).includes(type);

/** "08:00" plus `minutes`, as a clock: when the first order handed over at night is due. */
function clockAfter(clock: string, minutes: number): string {
  const [hours, mins] = clock.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Under a product's order form: what the line covers, who sells or issues it (a wordmark each),
 * how long issuing takes (honestly: where a person may issue it, when and by when), how to verify
 * an RCA or Green Card policy, and the line's own questions. Server-rendered, no script of its own.
 */
export function ProductInfo({ product }: { product: ProductDefinition }) {
  const { texts, fill, plural, locale } = useI18n();
  const info = texts.productInfo;
  const line = productLineInfo(texts, product.type);
  const state = product.insurers.every((issuer) => issuer.kind === 'state');
  // An issuer whose system may fail over to our operators (Issuer.manualFallback): a person may issue it.
  const byPerson = product.insurers.some((issuer) => issuer.manualFallback);
  const minutes = Math.max(1, Math.round(product.issuingTimeSeconds / 60));
  const [before, after] = info.verifyOwn.split('{check}');
  return (
    <div className="page product-info">
      <div className="product-info__grid">
        <section className="product-info__box" aria-labelledby="covers-title" data-testid="product-covers">
          <h2 id="covers-title">{state ? info.coversTitleState : info.coversTitle}</h2>
          <ul className="product-info__list">
            {line.covers.map((item) => (
              <li key={item}>
                <CheckIcon width={16} height={16} />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section className="product-info__box" aria-labelledby="issuing-title" data-testid="product-issuing">
          <h2 id="issuing-title">{info.issuingTitle}</h2>
          {byPerson ? (
            <p data-manual="true">
              {plural(info.issuingAutomaticFirst, minutes)}{' '}
              {fill(info.issuingByPerson, {
                minutes: MANUAL_ISSUANCE_MINUTES,
                opens: OPERATOR_HOURS.opens,
                closes: OPERATOR_HOURS.closes,
                morning: clockAfter(OPERATOR_HOURS.opens, MANUAL_ISSUANCE_MINUTES),
              })}
            </p>
          ) : (
            <p data-manual="false">{plural(info.issuingAutomatic, minutes)}</p>
          )}
        </section>
        <section className="product-info__box" aria-labelledby="issuers-title" data-testid="product-issuers">
          <h2 id="issuers-title">{state ? info.issuersTitle : info.insurersTitle}</h2>
          <ul className="wordmarks">
            {product.insurers.map((issuer) => (
              <li key={issuer.slug} className="wordmarks__item" data-issuer={issuer.slug}>
                <Wordmark slug={issuer.slug} name={issuer.name} />
                <span className="wordmarks__name">{issuer.name}</span>
              </li>
            ))}
          </ul>
        </section>
        {isVerifiable(product.type) && (
          <section className="product-info__box" aria-labelledby="verify-title" data-testid="product-verify">
            <h2 id="verify-title">{info.verifyTitle}</h2>
            {info.verify[product.type].map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              {before}
              <PageLink page={{ name: 'check', number: '' }}>{info.checkLink}</PageLink>
              {after}
            </p>
          </section>
        )}
      </div>
      <Faq
        id="product-faq"
        title={fill(info.faqTitle, { product: productName(product.type)[locale] })}
        items={line.faq}
      />
    </div>
  );
}
