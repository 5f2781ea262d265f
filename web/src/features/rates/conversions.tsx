import type { Currency, Money } from '@asiguro/domain';
import { useI18n } from '../../i18n/use-i18n';
import { conversions, useRates } from './use-rates';

/** "≈ €63.05" beside an MDL amount, in each currency the product is priced in (today's rates). */
export function Conversions({
  amount,
  currencies,
  className,
}: {
  amount: Money;
  currencies: readonly Currency[];
  className?: string;
}) {
  const { rates } = useRates();
  const { money } = useI18n();
  const converted = conversions(amount, rates, currencies);
  if (converted.length === 0) return null;
  return (
    <span className={className} data-testid="conversions">
      ≈ {converted.map(money).join(' · ')}
    </span>
  );
}
