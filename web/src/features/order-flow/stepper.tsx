import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import type { FlowStep } from './flow-steps';

/** Where the customer is in the flow: the steps in order, the current one marked for screen readers. */
export function Stepper({ steps, current }: { steps: readonly FlowStep[]; current: number }) {
  const { texts, fill } = useI18n();
  const t = useMessages();
  const title = (step: FlowStep) =>
    step.kind === 'details'
      ? t(step.titleKey)
      : step.kind === 'offers'
        ? texts.order.stepOffers
        : step.kind === 'confirmation'
          ? texts.order.stepConfirm
          : texts.order.stepPay;
  return (
    <nav className="stepper" aria-label={texts.order.stepsLabel}>
      <p className="stepper__count">{fill(texts.order.stepOf, { current: current + 1, total: steps.length })}</p>
      <ol className="stepper__list">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={[
              'stepper__step',
              index < current && 'stepper__step--done',
              index === current && 'stepper__step--current',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="stepper__dot" aria-hidden="true">
              {index + 1}
            </span>
            <span className="stepper__title">{title(step)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
