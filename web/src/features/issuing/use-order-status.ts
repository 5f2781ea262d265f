import { FINAL_STATUSES, type OrderStatus } from '@asiguro/domain';
import { useEffect, useState } from 'react';
import { orderStatusViewSchema, type OrderStatusView } from '../../api/contracts';
import { api } from '../../api/endpoints';

const POLL_MS = 2500;

const isFinal = (status: OrderStatus | undefined) => status !== undefined && FINAL_STATUSES.includes(status);

/**
 * Follows an order live: server-sent events from the stream endpoint, falling back to polling
 * the cheap status endpoint (ETag, 304) when the stream is unavailable or breaks.
 */
export function useOrderStatus(orderId: string | undefined, token: string | undefined): OrderStatusView | undefined {
  const [view, setView] = useState<OrderStatusView>();
  useEffect(() => {
    if (!orderId) return;
    let closed = false;
    let latest: OrderStatusView | undefined;
    let etag: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;

    const accept = (next: OrderStatusView) => {
      if (latest && next.version < latest.version) return;
      latest = next;
      setView(next);
    };

    const poll = async () => {
      if (closed) return;
      try {
        const answer = await api.orderStatus(orderId, token, etag);
        etag = answer.etag;
        if (answer.view) accept(answer.view);
      } catch {
        // A missed poll is retried on the next tick.
      }
      if (!closed && !isFinal(latest?.status)) timer = setTimeout(() => void poll(), POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void poll();
    } else {
      source = new EventSource(api.orderStreamUrl(orderId, token));
      source.addEventListener('status', (event) => {
        try {
          const parsed = orderStatusViewSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (parsed.success) accept(parsed.data);
        } catch {
          // A malformed event is ignored; the next one (or the polling) brings the truth.
        }
        if (isFinal(latest?.status)) source?.close();
      });
      source.onerror = () => {
        source?.close();
        if (!closed && !isFinal(latest?.status)) void poll();
      };
    }
    return () => {
      closed = true;
      source?.close();
      if (timer) clearTimeout(timer);
    };
  }, [orderId, token]);
  return view;
}
