import { useI18n } from '../i18n/use-i18n';
import { Button } from '../ui/button';
import { CheckIcon } from '../ui/icons';

/**
 * The mobile payment's success window (/payment-complete?order={id}), where the bank sends the
 * window the payment was made in: "Transaction is OK / Please close this window". The tab the
 * customer ordered in follows the order by itself.
 */
export function PaymentCompletePage() {
  const { texts } = useI18n();
  return (
    <section className="mobile-window" role="status" data-testid="payment-complete">
      <span className="mobile-window__icon" aria-hidden="true">
        <CheckIcon width={40} height={40} />
      </span>
      <h1>{texts.mobileWindow.ok}</h1>
      <p className="lead">{texts.mobileWindow.close}</p>
      <Button size="lg" onClick={() => window.close()}>
        {texts.mobileWindow.button}
      </Button>
    </section>
  );
}
