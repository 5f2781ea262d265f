import { useEffect, useState } from 'react';
import { orderStatusViewSchema, type OrderStatusView } from '../../api/order-contracts';
import { urls } from '../../api/http';
import { orderLink, orderStatus } from '../../api/order-status';
import { followOrder } from './follow-order';

function parseStatus(data: string): OrderStatusView | undefined {
  try {
    const parsed = orderStatusViewSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows an order live until it is settled: server-sent events from the stream endpoint,
 * falling back to polling the cheap status endpoint (ETag, 304) when the stream is unavailable,
 * breaks or ends.
 */
export function useOrderStatus(orderId: string | undefined, token: string | undefined): OrderStatusView | undefined {
  const [view, setView] = useState<OrderStatusView>();
  useEffect(() => {
    if (!orderId) return;
    return followOrder({
      openStream:
        typeof EventSource === 'undefined'
          ? undefined
          : () => new EventSource(urls.orderStream({ params: { id: orderId }, query: orderLink(token) })),
      fetchStatus: (etag) => orderStatus(orderId, token, etag),
      parse: parseStatus,
      onView: setView,
    });
  }, [orderId, token]);
  return view;
}
