import { formatDay, type CalendarDay } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError } from '../../api/http';
import { orderQuery } from '../../api/queries';
import { formatClock, formatDate } from '../../i18n/formatters';
import { useI18n } from '../../i18n/use-i18n';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../../ui/button';
import { AlertIcon, CheckIcon } from '../../ui/icons';

type Delivery = NonNullable<OrderView['deliveries']>[number];

/** How often the page reads a delivery under way again (the status stream ends with the order). */
const DELIVERY_REFRESH_MS = 10_000;
const STEPS = ['booked', 'scheduled', 'delivered'] as const;

function stepState(delivery: Delivery, step: (typeof STEPS)[number]): 'done' | 'current' | 'pending' {
  const reached = delivery.status === 'pending' || delivery.status === 'canceled' ? -1 : STEPS.indexOf(delivery.status);
  const index = STEPS.indexOf(step);
  if (index <= reached) return 'done';
  return index === reached + 1 ? 'current' : 'pending';
}

/**
 * The courier delivery of the paper Green Card on the order page: how far it is (booked, scheduled
 * for a Chișinău day and window, delivered; or canceled with its price returned), read again while
 * it is under way, and the customer's cancel button until the courier schedules it.
 */
export function DeliveryProgress({ order, token }: { order: OrderView; token: string | undefined }) {
  const { texts, fill, money } = useI18n();
  const t = useMessages();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const underWay = (order.deliveries ?? []).some((delivery) =>
    ['pending', 'booked', 'scheduled'].includes(delivery.status),
  );
  // Shares the page's order query: only its refresh pace changes while a delivery is under way.
  useQuery({ ...orderQuery(order.id, token), refetchInterval: underWay ? DELIVERY_REFRESH_MS : false });
  const words = texts.issuing.delivery;

  const cancel = async (item: number) => {
    setBusy(true);
    setFailure(undefined);
    try {
      queryClient.setQueryData(
        orderQuery(order.id, token).queryKey,
        await api.cancelDelivery({ params: { id: order.id, item }, body: {} }),
      );
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
      await queryClient.invalidateQueries({ queryKey: orderQuery(order.id, token).queryKey });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {(order.deliveries ?? []).map((delivery) => (
        <section
          key={delivery.item}
          className="card delivery"
          aria-labelledby={`delivery-${delivery.item}`}
          data-testid="delivery"
          data-delivery-status={delivery.status}
        >
          <h2 id={`delivery-${delivery.item}`}>{words.title}</h2>
          {delivery.status === 'canceled' ? (
            <p className="notice" role="status" data-testid="delivery-canceled">
              <AlertIcon />{' '}
              {fill(words.canceled, {
                date: delivery.canceledAt ? formatDate(delivery.canceledAt) : '',
                amount: money(delivery.price),
              })}
            </p>
          ) : (
            <ol className="progress">
              {STEPS.map((step) => {
                const state = stepState(delivery, step);
                return (
                  <li key={step} className={`progress__step progress__step--${state}`} data-state={state}>
                    <span className="progress__marker" aria-hidden="true">
                      {state === 'done' ? <CheckIcon width={16} height={16} /> : null}
                    </span>
                    <span className="progress__label">{words.steps[step]}</span>
                  </li>
                );
              })}
            </ol>
          )}
          <p className="muted" role="status" aria-live="polite" data-testid="delivery-status">
            {delivery.status === 'pending' && words.pending}
            {delivery.status === 'booked' &&
              delivery.bookedAt &&
              fill(words.bookedOn, { date: formatDate(delivery.bookedAt), time: formatClock(delivery.bookedAt) })}
            {delivery.status === 'scheduled' &&
              delivery.window &&
              fill(words.scheduledFor, {
                date: formatDay(delivery.window.day as CalendarDay),
                from: delivery.window.from,
                to: delivery.window.to,
              })}
            {delivery.status === 'delivered' &&
              delivery.deliveredAt &&
              fill(words.deliveredOn, {
                date: formatDate(delivery.deliveredAt),
                time: formatClock(delivery.deliveredAt),
              })}
          </p>
          {delivery.cancelable && !token && (
            <div className="delivery__cancel">
              <p className="muted">{words.cancelHint}</p>
              <Button variant="secondary" disabled={busy} onClick={() => void cancel(delivery.item)}>
                {busy ? words.canceling : words.cancel}
              </Button>
            </div>
          )}
          {failure && (
            <p className="notice notice--error" role="alert">
              <AlertIcon /> {failure}
            </p>
          )}
        </section>
      ))}
    </>
  );
}
