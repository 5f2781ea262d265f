import type { ProductDefinition } from '@asiguro/domain';
import { useParams } from '@tanstack/react-router';
import { useI18n } from '../../i18n/use-i18n';
import { productName, productSubtitle } from '../../catalogue/catalogue';
import { PageLink } from '../../routing/app-link';
import { ClockIcon, ProductIcon, ShieldIcon } from '../../ui/icons';

/** The product's heading: name, subtitle, issuing time, insurers and the terms link. */
export function ProductIntro({ product }: { product: ProductDefinition }) {
  const { texts, fill, plural, locale } = useI18n();
  const { insurer } = useParams({ strict: false }) as { insurer?: string };
  const insurerName = product.insurers.find((item) => item.slug === insurer)?.name;
  const name = productName(product.type)[locale];
  const minutes = Math.max(1, Math.round(product.issuingTimeSeconds / 60));
  return (
    <header className="product-intro">
      <div className="product-intro__inner">
        <span className="product-intro__icon">
          <ProductIcon product={product.type} width={28} height={28} />
        </span>
        <div>
          <h1 className="product-intro__title">
            {insurerName ? fill(texts.product.insurerTitle, { product: name, insurer: insurerName }) : name}
          </h1>
          <p className="product-intro__subtitle">
            {insurerName
              ? fill(texts.product.insurerLead, { product: name, insurer: insurerName })
              : productSubtitle(product.type)[locale]}
          </p>
          <ul className="product-intro__facts">
            <li>
              <ClockIcon /> {plural(texts.product.issuingTime, minutes)}
            </li>
            {insurerName ? (
              // An insurer's own page sells that insurer's offers only: name it, do not count the others.
              <li data-testid="intro-insurers">
                <ShieldIcon /> {texts.order.offers.insurer}: {insurerName}
              </li>
            ) : (
              product.insurers.some((item) => item.kind === 'insurer') && (
                <li data-testid="intro-insurers">
                  <ShieldIcon /> {texts.product.insurersTitle}:{' '}
                  {product.insurers.filter((item) => item.kind === 'insurer').length}
                </li>
              )
            )}
            {product.termsSlug && (
              <li>
                <PageLink page={{ name: 'product-terms', product: product.type }}>{texts.product.terms}</PageLink>
              </li>
            )}
          </ul>
          {product.priceCurrency !== 'MDL' && (
            <p className="product-intro__note">
              {fill(
                // A state-priced line (vignettes) has an official tariff, not an insurer's price.
                product.insurers.every((item) => item.kind === 'state')
                  ? texts.product.priceInState
                  : texts.product.priceIn,
                { currency: product.priceCurrency },
              )}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
