import { useI18n } from '../../i18n/use-i18n';
import { Button } from '../../ui/button';

/**
 * The one-click fix of a server-found problem: the first value the API accepts for the field
 * (a start date the day after the vehicle's current RCA policy ends), set with one press.
 */
export function FirstValidFix({
  path,
  value,
  onChange,
}: {
  path: string;
  value: string;
  onChange: (path: string, value: unknown) => void;
}) {
  const { texts, fill } = useI18n();
  const words = /(^|\.)startDate$/.test(path) ? texts.order.firstValidStart : texts.order.firstValid;
  return (
    <div className="first-valid" data-testid="first-valid-fix">
      <Button variant="secondary" onClick={() => onChange(path, value)}>
        {fill(words, { value })}
      </Button>
    </div>
  );
}
