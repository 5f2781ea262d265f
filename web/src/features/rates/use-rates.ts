import { useQuery } from '@tanstack/react-query';
import { convert, type Currency, type Money, type Rates } from '@asiguro/domain';
import { ratesQuery } from '../../api/queries';

/** Today's official rates (loaded with the page); `undefined` until they arrive. */
export function useRates(): { rates: Rates | undefined; date: string | undefined; fallback: boolean } {
  const { data } = useQuery(ratesQuery);
  return { rates: data?.rates, date: data?.date, fallback: data?.fallback ?? false };
}

/**
 * The currencies other than MDL a product's prices are set in, so an MDL amount can be shown
 * with them: the catalogue's price currency (EUR for green card, travel and every vignette, the
 * Romanian one included) and the currency an insurer's own tariff is in (USD for some travel
 * insurers). Lines priced in lei (RCA, CASCO, property) show lei only.
 */
export function pricedIn(product: { priceCurrency: Currency }, offer?: { price: Money }): Currency[] {
  const currencies = [product.priceCurrency, offer?.price.currency].filter(
    (currency): currency is Currency => currency !== undefined && currency !== 'MDL',
  );
  return [...new Set(currencies)];
}

/** `amount` in each of `targets` at today's rates (none until the rates arrive). */
export function conversions(amount: Money, rates: Rates | undefined, targets: readonly Currency[]): Money[] {
  if (!rates) return [];
  return targets.filter((currency) => currency !== amount.currency).map((currency) => convert(amount, currency, rates));
}

/** yyyy-MM-dd of a yyyyMMdd rate date. */
export function isoOfRateDate(date: string): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}
