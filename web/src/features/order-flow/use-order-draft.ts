import type { ProductDefinition } from '@asiguro/domain';
import type { CreateOrderBody, OrderView } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, functions } from '../../api/http';
import { tabStorage, withReferral } from '../referral/referral';
import { setAt, type Details } from './details-state';
import { DraftSaver } from './draft-saver';
import { logSilentFailure } from './silent-log';
import { draftPart, prepareDetails } from './step-validation';

const storageKey = (product: string, orderId: string | undefined) => `asiguro.form.${product}.${orderId ?? 'new'}`;

function readStored(key: string): Details | undefined {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Details) : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, details: Details): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(details));
  } catch {
    // Storage full or disabled: the server-side draft still restores the form.
  }
}

/** The form of a new order belongs to that order once it exists: a next visit starts afresh. */
function forget(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** A new order, with the partner's referral this tab holds (the only way an order gets a seller). */
function createOrder(body: Omit<CreateOrderBody, 'referral'>): Promise<OrderView> {
  return withReferral((referral) => api.createOrder({ body: referral ? { ...body, referral } : body }), tabStorage());
}

/** The details an order holds for a product line. */
function detailsOf(view: OrderView, product: string): Details | undefined {
  return view.items.find((item) => item.type === product)?.details as Details | undefined;
}

export interface OrderDraft {
  details: Details;
  /** False while a saved draft is being fetched to restore the form. */
  ready: boolean;
  orderId: string | undefined;
  /** The order as last read from the server (status, offers, chosen offer). */
  order: OrderView | undefined;
  change: (path: string, value: unknown) => void;
  replace: (details: Details) => void;
  /** Saves the full details explicitly (before the offers): errors reach the caller. */
  commit: () => Promise<OrderView>;
  setOrder: (view: OrderView) => void;
  /** Takes over an order made elsewhere (a renewal): the form shows its details. */
  adopt: (view: OrderView) => void;
}

/**
 * The form state of one order: kept per order in the tab (back and forward never lose input),
 * restored from the saved draft after a reload, and saved silently while the customer types.
 * `prefill` starts a new order's form (over what this tab typed before); it is saved with the
 * customer's first change.
 */
export function useOrderDraft(
  product: ProductDefinition,
  orderId: string | undefined,
  locale: Locale,
  onCreated: (id: string) => void,
  prefill?: Details,
): OrderDraft {
  const [details, setDetails] = useState<Details>(() => (orderId === undefined && prefill ? prefill : {}));
  const [order, setOrder] = useState<OrderView>();
  const [ready, setReady] = useState(() => orderId === undefined);
  const idRef = useRef(orderId);
  const localeRef = useRef(locale);
  const createdRef = useRef(onCreated);
  const touched = useRef(false);
  useEffect(() => {
    localeRef.current = locale;
    createdRef.current = onCreated;
  });

  const items = useCallback((value: Details) => [{ type: product.type, details: value }], [product.type]);

  const saver = useMemo(
    () =>
      new DraftSaver<Details>(
        async (value) => {
          const body = { items: items(value), lang: localeRef.current };
          if (idRef.current) {
            await functions.createorupdatepreorder({ body: { data: { id: idRef.current, ...body } } });
            return;
          }
          const created = await createOrder(body);
          idRef.current = created.id;
          forget(storageKey(product.type, undefined));
          createdRef.current(created.id);
        },
        (error) => logSilentFailure('draft saving', error),
      ),
    [items, product.type],
  );
  useEffect(() => () => void saver.flush(), [saver]);

  // A new order's form: what this tab typed before comes back after the first render, which is
  // the server's (pages are rendered on the server, where there is no tab storage).
  useEffect(() => {
    if (orderId !== undefined || touched.current) return;
    const stored = readStored(storageKey(product.type, undefined));
    if (stored) setDetails((current) => ({ ...stored, ...current }));
    // Once, when the form first shows: later changes are the customer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A reload (or the e-mail link) with ?order=…: restore what this tab typed, else the saved draft.
  useEffect(() => {
    if (!orderId) return;
    idRef.current = orderId;
    let active = true;
    api
      .order({ params: { id: orderId }, query: {} })
      .then((view) => {
        if (!active) return;
        setOrder(view);
        const local = readStored(storageKey(product.type, orderId));
        if (!touched.current) setDetails(local ?? detailsOf(view, product.type) ?? {});
      })
      .catch((error: unknown) => logSilentFailure('draft restoring', error))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [orderId, product.type]);

  useEffect(() => {
    if (!touched.current) return;
    store(storageKey(product.type, idRef.current), details);
    saver.schedule(draftPart(product.draftDetailsSchema, prepareDetails(product, details)));
  }, [details, product, saver]);

  const change = useCallback((path: string, value: unknown) => {
    touched.current = true;
    setDetails((current) => setAt(current, path, value));
  }, []);

  const replace = useCallback((next: Details) => {
    touched.current = true;
    setDetails(next);
  }, []);

  const commit = useCallback(async () => {
    await saver.flush();
    const full = prepareDetails(product, details);
    const body = { items: items(full), lang: localeRef.current };
    const view = idRef.current
      ? await api.updateOrder({ params: { id: idRef.current }, body })
      : await createOrder(body);
    if (!idRef.current) {
      idRef.current = view.id;
      forget(storageKey(product.type, undefined));
      createdRef.current(view.id);
    }
    store(storageKey(product.type, view.id), details);
    setOrder(view);
    return view;
  }, [saver, product, details, items]);

  const adopt = useCallback(
    (view: OrderView) => {
      idRef.current = view.id;
      setOrder(view);
      if (!touched.current) setDetails(detailsOf(view, product.type) ?? {});
    },
    [product.type],
  );

  return { details, ready, orderId: idRef.current ?? orderId, order, change, replace, commit, setOrder, adopt };
}
