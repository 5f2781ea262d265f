import { useQuery } from '@tanstack/react-query';
import { convert, type Currency, type Money, type Rates } from '@asiguro/domain';
import { ratesQuery } from '../../api/queries';

/** Today's official rates (loaded with the page); `undefined` until they arrive. */
export function useRates(): { rates: Rates | undefined; date: string | undefined; fallback: boolean } {
  const { data } = useQuery(ratesQuery);
  return { rates: data?.rates, date: data?.date, fallback: data?.fallback ?? false };
}

/**
 * The other currencies to show next to an MDL amount: the currency the product is priced in
 * (EUR for green card, travel and vignettes, RON for the Romanian vignette) and the usual ones.
 */
export function conversions(amount: Money, rates: Rates | undefined, targets: readonly Currency[]): Money[] {
  if (!rates) return [];
  return targets.filter((currency) => currency !== amount.currency).map((currency) => convert(amount, currency, rates));
}

/** yyyy-MM-dd of a yyyyMMdd rate date. */
export function isoOfRateDate(date: string): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}
