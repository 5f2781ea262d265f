import type { OrderView } from '@asiguro/contracts';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/http';
import { orderLink } from '../../api/order-status';
import { logSilentFailure } from './silent-log';

/*
 * Renewing an earlier order: the renewal e-mail links to the product page with
 * `?from=<order>&t=<the order link's token>` (any device, no session needed), My account's renew
 * action with `?from=<order>` (the author's session). The API makes the new draft from the earlier
 * order (same details, the cover starting when the old policy ends) and the flow continues on it.
 */

type Renew = (from: string, token: string | undefined) => Promise<OrderView>;

const started = new Map<string, Promise<OrderView>>();

/**
 * The renewal of `from`, asked for once per page load however often it is wanted (strict mode
 * runs effects twice, the back button returns to the link): each request would make a draft.
 * A failed one is asked again next time (a reload after a network failure).
 */
export function renewOnce(
  from: string,
  token: string | undefined,
  renew: Renew = (id, linkToken) => api.renewOrder({ params: { id }, query: orderLink(linkToken) }),
  cache: Map<string, Promise<OrderView>> = started,
): Promise<OrderView> {
  const key = `${from}|${token ?? ''}`;
  let renewal = cache.get(key);
  if (!renewal) {
    renewal = renew(from, token);
    cache.set(key, renewal);
    renewal.catch(() => cache.delete(key));
  }
  return renewal;
}

export type RenewalState = 'none' | 'renewing' | 'failed';

/**
 * Renews `from` (when set) and hands the new draft to `onRenewed`. 'failed' when the earlier order
 * cannot be read (another device with a link that lacks its token, an expired or foreign link):
 * the flow then says so and starts an empty form.
 */
export function useRenewal(
  from: string | undefined,
  token: string | undefined,
  onRenewed: (view: OrderView) => void,
): RenewalState {
  const [failedFrom, setFailedFrom] = useState<string>();
  const renewed = useRef(onRenewed);
  useEffect(() => {
    renewed.current = onRenewed;
  });
  useEffect(() => {
    if (!from) return;
    let active = true;
    renewOnce(from, token).then(
      (view) => active && renewed.current(view),
      (error: unknown) => {
        // The code and status only: the link's token never reaches a log.
        logSilentFailure('renewal', error);
        if (active) setFailedFrom(from);
      },
    );
    return () => {
      active = false;
    };
  }, [from, token]);
  if (!from) return 'none';
  return failedFrom === from ? 'failed' : 'renewing';
}
