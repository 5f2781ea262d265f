import type { ProductDefinition } from '@asiguro/domain';
import type { MyOrder } from '@asiguro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { track } from '../../analytics/analytics';
import { api } from '../../api/http';
import { meQuery, myOrdersQuery } from '../../api/queries';
import { useI18n } from '../../i18n/use-i18n';
import { productName } from '../../catalogue/catalogue';
import type { Details } from './details-state';
import { logSilentFailure } from './silent-log';
import { draftPart } from './step-validation';

/** What an earlier order's details can give a new order of `product` (dates past, unknown fields dropped). */
async function detailsFrom(product: ProductDefinition, orderId: string): Promise<Details> {
  const view = await api.order({ params: { id: orderId }, query: {} });
  const item = view.items.find((entry) => entry.type === product.type) ?? view.items[0];
  return draftPart(product.draftDetailsSchema, (item?.details ?? {}) as Details);
}

/** The signed-in customer's vehicles from earlier orders, one per registration certificate. */
export function vehiclesOf(orders: readonly MyOrder[]): MyOrder[] {
  const seen = new Set<string>();
  return orders.filter((order) => {
    if (!order.certificateNumber || seen.has(order.certificateNumber)) return false;
    seen.add(order.certificateNumber);
    return true;
  });
}

/**
 * The express order (signed-in customers; RCA, green card, vignettes): one tap fills the form
 * from a vehicle of an earlier order. (A renewal link is renewal.ts's.)
 */
export function ExpressOrder({ product, onFill }: { product: ProductDefinition; onFill: (details: Details) => void }) {
  const { texts, fill, locale } = useI18n();
  const me = useQuery(meQuery).data;
  const signedIn = me !== undefined && !me.anonymous;
  const orders = useQuery({ ...myOrdersQuery, enabled: signedIn && product.expressOrder });
  const [busy, setBusy] = useState<string>();

  if (!signedIn || !product.expressOrder) return null;
  const vehicles = vehiclesOf(orders.data?.orders ?? []);
  if (vehicles.length === 0) return null;
  const use = async (order: MyOrder) => {
    setBusy(order.id);
    try {
      onFill(await detailsFrom(product, order.id));
      track('express_order', { product: product.type, from: order.id });
    } catch (error) {
      logSilentFailure('express order', error);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <aside className="express" aria-labelledby="express-title">
      <h3 id="express-title" className="express__title">
        {texts.order.express.title}
      </h3>
      <p className="muted">{texts.order.express.lead}</p>
      <ul className="express__list">
        {vehicles.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => void use(order)}
              aria-busy={busy === order.id || undefined}
              data-testid="express-vehicle"
            >
              {fill(texts.order.express.use, { plate: order.certificateNumber ?? '' })}
              <span className="muted"> · {productName(order.insuranceType)[locale]}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
