import { IN_FLIGHT_STATUSES } from '@asiguro/domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { queries } from '../api/queries';
import { fmt, texts } from '../app/i18n';
import { OrdersList } from '../features/orders/orders-list';
import type { OrdersSearch } from '../features/orders/orders-search';

const stuckRoute = getRouteApi('/stuck');
const failedRoute = getRouteApi('/failed');
const allRoute = getRouteApi('/orders');

/** Paid, processing or issued orders past STUCK_FACTOR × their issuing time, oldest first. */
export function StuckPage() {
  const search = stuckRoute.useSearch();
  const navigate = stuckRoute.useNavigate();
  // The factor comes with the dashboard's figures (the navigation keeps them fresh).
  const factor = useQuery(queries.dashboard()).data?.stuckFactor;
  return (
    <OrdersList
      view="stuck"
      title={texts.orders.stuckTitle}
      intro={fmt(texts.orders.stuckIntro, { factor: factor ?? 'unknown' })}
      empty={fmt(texts.orders.stuckEmpty, { factor: factor ?? 'unknown' })}
      search={search}
      statuses={IN_FLIGHT_STATUSES}
      onSearch={(next: OrdersSearch) => void navigate({ search: next })}
    />
  );
}

/** Failed orders, oldest first, with bulk retry. */
export function FailedPage() {
  const search = failedRoute.useSearch();
  const navigate = failedRoute.useNavigate();
  return (
    <OrdersList
      view="failed"
      title={texts.orders.failedTitle}
      intro={texts.orders.failedIntro}
      empty={texts.orders.failedEmpty}
      search={search}
      statuses={[]}
      onSearch={(next: OrdersSearch) => void navigate({ search: next })}
    />
  );
}

/** Every order, filterable by status too. */
export function AllOrdersPage() {
  const search = allRoute.useSearch();
  const navigate = allRoute.useNavigate();
  return (
    <OrdersList
      view="all"
      title={texts.orders.allTitle}
      empty={texts.orders.allEmpty}
      search={search}
      onSearch={(next: OrdersSearch) => void navigate({ search: next })}
    />
  );
}
