import { DOCUMENTS_BY_PRODUCT, issuersOf, issuingTimeSeconds } from '@asiguro/domain';
import { useParams } from '@tanstack/react-router';
import { productBySlug, productName } from '../catalogue/catalogue';
import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { ArrowLeft } from '../ui/icons';
import { issuingWords } from '../features/issuing/issuing-words';

/** A product's terms page (/rca/terms, /en/mtpl/terms…). */
export function ProductTermsPage() {
  const { texts, fill, plural, locale } = useI18n();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const product = productBySlug(locale, slug) ?? 'rca';
  const name = productName(product)[locale];
  const minutes = Math.round(issuingTimeSeconds(product) / 60);
  return (
    <article className="page page--narrow prose">
      <PageLink page={{ name: 'product', product }} className="back-link">
        <ArrowLeft /> {name}
      </PageLink>
      <header className="page__header">
        <h1>{fill(texts.product.termsTitle, { product: name })}</h1>
        <p className="lead">{texts.product.termsLead}</p>
      </header>
      <ul>
        {texts.product.termsPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li>{plural(texts.product.issuingTime, minutes)}</li>
      </ul>
      <h2>{texts.product.documentsTitle}</h2>
      <ul>
        {DOCUMENTS_BY_PRODUCT[product].map((kind) => (
          <li key={kind}>{issuingWords(texts, product).documentKinds[kind]}</li>
        ))}
      </ul>
      <h2>{texts.product.insurersTitle}</h2>
      <ul>
        {issuersOf(product).map((issuer) => (
          <li key={issuer.slug}>{issuer.name}</li>
        ))}
      </ul>
    </article>
  );
}
