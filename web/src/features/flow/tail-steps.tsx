import type { OrderView } from '@asiguro/contracts';
import { useI18n } from '../../i18n/use-i18n';
import { Button } from '../../ui/button';
import { ArrowLeft } from '../../ui/icons';
import { PayOptions } from '../checkout/pay-options';

/** The payment screen of an unpaid order: its ways to pay, and back to the confirmation. */
export function PayStep({
  order,
  onPaymentWindow,
  onBack,
}: {
  order: OrderView;
  /** A provider's payment window opened: the order page follows the payment. */
  onPaymentWindow: () => void;
  onBack: () => void;
}) {
  const { texts } = useI18n();
  return (
    <section className="step" aria-labelledby="step-title">
      <h2 id="step-title" className="step__title" tabIndex={-1}>
        {texts.order.pay.title}
      </h2>
      <PayOptions order={order} titled={false} onPaymentWindow={onPaymentWindow} />
      <div className="step__actions">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {texts.order.back}
        </Button>
      </div>
    </section>
  );
}

/** A later screen reached without what it needs (no order, no chosen offer): back to where it starts. */
export function MissingOrder({ onStart }: { onStart: () => void }) {
  const { texts } = useI18n();
  return (
    <section className="step">
      <p className="notice notice--info">{texts.issuing.messages.draft}</p>
      <div className="step__actions">
        <Button onClick={onStart}>{texts.issuing.continueOrder}</Button>
      </div>
    </section>
  );
}
