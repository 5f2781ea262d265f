import type { ProductType } from '@asiguro/domain';
import type { Offer } from '@asiguro/contracts';
import { isVignette } from '@asiguro/domain';
import { formatDate } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';

/**
 * What the price is made of, before the customer pays: the premium (or, for vignettes and road
 * tax, the state price) in lei with the rate it was converted at, the marketplace's service fee,
 * and the total. Nothing is added later: the total is what the payment provider is asked for.
 */
export function ChargesBreakdown({ offer, product }: { offer: Offer; product: ProductType }) {
  const { texts, money, fill, locale } = useI18n();
  const charges = offer.charges;
  const words = texts.order.charges;
  const state = isVignette(product) || product === 'road-tax';
  const rate = charges.conversion
    ? fill(words.conversion, {
        amount: money(charges.conversion.from),
        rate: new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-MD`, { maximumFractionDigits: 4 }).format(
          charges.conversion.rate,
        ),
        date: formatDate(charges.conversion.date),
      })
    : undefined;
  return (
    <dl className="charges" data-testid="charges">
      <div className="charges__line">
        <dt>
          {state ? words.statePrice : words.premium}
          {/* Inside the term it explains: a definition list holds only terms and definitions. */}
          {rate && <span className="charges__rate muted">{rate}</span>}
        </dt>
        <dd data-testid="charges-premium">{money(charges.premium)}</dd>
      </div>
      {charges.serviceFee && (
        <div className="charges__line">
          <dt>{words.serviceFee}</dt>
          <dd data-testid="charges-fee">{money(charges.serviceFee)}</dd>
        </div>
      )}
      <div className="charges__line charges__line--total">
        <dt>{words.total}</dt>
        <dd data-testid="charges-total">{money(charges.total)}</dd>
      </div>
    </dl>
  );
}
