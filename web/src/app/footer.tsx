import { useI18n } from '../i18n/use-i18n';
import { PageLink } from '../routing/app-link';
import { STOREFRONT_PRODUCTS, productName } from '../catalogue/catalogue';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../config/company';
import { PaymentLogos } from '../ui/payment-logos';

/** Insurances, about, legal, social links, accepted payments and the company's legal line. */
export function Footer() {
  const { texts, fill, locale } = useI18n();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__name">{texts.meta.brand}</p>
          <p className="footer__tagline">{texts.footer.tagline}</p>
          <p>
            <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
            <br />
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <nav className="footer__col" aria-labelledby="footer-insurances">
          <h2 id="footer-insurances" className="footer__title">
            {texts.footer.insurances}
          </h2>
          <ul>
            {STOREFRONT_PRODUCTS.map((product) => (
              <li key={product}>
                <PageLink page={{ name: 'product', product }}>{productName(product)[locale]}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {texts.footer.about}
          </h2>
          <ul>
            <li>
              <PageLink page={{ name: 'contact' }}>{texts.footer.contact}</PageLink>
            </li>
            <li>
              <PageLink page={{ name: 'blog' }}>{texts.footer.blog}</PageLink>
            </li>
            <li>
              <PageLink page={{ name: 'blog' }} hash="faq">
                {texts.footer.faq}
              </PageLink>
            </li>
          </ul>
          <h2 id="footer-legal" className="footer__title">
            {texts.footer.legal}
          </h2>
          <ul aria-labelledby="footer-legal">
            <li>
              <PageLink page={{ name: 'terms' }}>{texts.footer.terms}</PageLink>
            </li>
            <li>
              <PageLink page={{ name: 'privacy' }}>{texts.footer.privacy}</PageLink>
            </li>
          </ul>
        </nav>
        <div className="footer__col">
          <h2 className="footer__title">{texts.footer.social}</h2>
          <ul className="footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                  <span className="visually-hidden"> {texts.a11y.newWindow}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="footer__title">{texts.footer.payments}</h2>
          <PaymentLogos />
        </div>
      </div>
      <div className="footer__legal">
        <p>{texts.footer.legalLine}</p>
        <p>{fill(texts.footer.rights, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
