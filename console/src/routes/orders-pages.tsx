import { IN_FLIGHT_STATUSES } from '@asiguro/domain';
import { getRouteApi } from '@tanstack/react-router';
import { texts } from '../app/texts';
import { OrdersList } from '../features/orders/orders-list';
import type { OrdersSearch } from '../features/orders/orders-search';

const stuckRoute = getRouteApi('/stuck');
const failedRoute = getRouteApi('/failed');
const allRoute = getRouteApi('/orders');

/** Paid, processing or issued orders past their issuing time, oldest first. */
export function StuckPage() {
  const search = stuckRoute.useSearch();
  const navigate = stuckRoute.useNavigate();
  return (
    <OrdersList
      view="stuck"
      title={texts.orders.stuckTitle}
      intro={texts.orders.stuckIntro}
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
      search={search}
      onSearch={(next: OrdersSearch) => void navigate({ search: next })}
    />
  );
}
