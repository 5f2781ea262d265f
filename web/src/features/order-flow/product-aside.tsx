import type { ProductDefinition } from '@asiguro/domain';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../../config/company';
import { useI18n } from '../../i18n/use-i18n';
import { CheckIcon } from '../../ui/icons';
import { PaymentLogos } from '../../ui/payment-logos';
import { issuingWords } from '../issuing/issuing-words';

/** Beside the flow on wide screens: the documents the customer receives, payment and support. */
export function ProductAside({ product }: { product: ProductDefinition }) {
  const { texts } = useI18n();
  return (
    <aside className="product-aside" aria-label={texts.product.documentsTitle}>
      <div className="product-aside__box">
        <h2 className="product-aside__title">{texts.product.documentsTitle}</h2>
        <ul className="product-aside__list">
          {product.documents
            .filter((kind) => kind !== 'google_pass')
            .map((kind) => (
              <li key={kind}>
                <CheckIcon width={16} height={16} />
                {issuingWords(texts, product.type).documentKinds[kind]}
              </li>
            ))}
        </ul>
      </div>
      <div className="product-aside__box">
        <h2 className="product-aside__title">{texts.footer.payments}</h2>
        <PaymentLogos />
      </div>
      <div className="product-aside__box">
        <h2 className="product-aside__title">{texts.issuing.supportTitle}</h2>
        <p>
          <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
        </p>
        <p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p className="muted">{texts.contact.hours}</p>
      </div>
    </aside>
  );
}
