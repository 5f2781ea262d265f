import type { MyOrder } from '@asiguro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { api } from '../api/http';
import { meQuery, myOrdersQuery, orderHistoryQuery } from '../api/queries';
import { formatDate } from '../i18n/formatters';
import { useI18n } from '../i18n/use-i18n';
import { productName } from '../catalogue/catalogue';
import { useMessages } from '../i18n/use-messages';
import { AccountOrderItems } from '../features/account/account-order-items';
import { PageLink } from '../routing/app-link';
import { pathFor } from '../routing/paths';
import { Button } from '../ui/button';
import { ArrowLeft, BrandMark } from '../ui/icons';

function OrdersTable({ orders, caption }: { orders: MyOrder[]; caption: string }) {
  const { texts, money, fill, locale } = useI18n();
  const t = useMessages();
  return (
    <div className="table-wrap">
      <table className="orders">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.account.columns.contractor}</th>
            <th scope="col">{texts.account.columns.insurance}</th>
            <th scope="col">{texts.account.columns.amount}</th>
            <th scope="col">{texts.account.columns.status}</th>
            <th scope="col">
              <span className="visually-hidden">{texts.account.details}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="account-order">
              <td data-label={texts.account.columns.contractor}>{order.contractor ?? '—'}</td>
              <td data-label={texts.account.columns.insurance}>
                <div>
                  <span className="orders__product">{productName(order.insuranceType)[locale]}</span>
                  <span className="muted orders__number">
                    {order.certificateNumber ?? order.number}
                    {order.validTo && ` · ${fill(texts.account.validTo, { date: formatDate(order.validTo) })}`}
                  </span>
                  <AccountOrderItems order={order} />
                </div>
              </td>
              <td data-label={texts.account.columns.amount}>{order.amount ? money(order.amount) : '—'}</td>
              <td data-label={texts.account.columns.status}>
                <span className={`badge badge--${order.insuranceStatus} orders__badge`}>
                  {t(`statuses.insurance.${order.insuranceStatus}`)}
                </span>
              </td>
              <td className="orders__actions">
                {order.status === 'completed' || order.status === 'expired' ? (
                  <PageLink
                    page={{ name: 'product', product: order.insuranceType }}
                    search={{ from: order.id }}
                    className="btn btn--secondary btn--small"
                  >
                    {texts.account.renew}
                  </PageLink>
                ) : null}
                <PageLink page={{ name: 'order' }} search={{ order: order.id }} className="btn btn--ghost btn--small">
                  {texts.account.details}
                </PageLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History() {
  const { texts, fill, locale } = useI18n();
  const { page = 1 } = useSearch({ strict: false }) as { page?: number };
  const navigate = useNavigate();
  const history = useQuery(orderHistoryQuery(page));
  const data = history.data;
  if (!data || data.total === 0) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const go = (target: number) => void navigate({ href: pathFor(locale, { name: 'my-account' }, { page: target }) });
  return (
    <section className="section" aria-labelledby="history-title">
      <h2 id="history-title">{texts.account.historyTitle}</h2>
      <OrdersTable orders={data.orders} caption={texts.account.historyTitle} />
      {pages > 1 && (
        <nav className="pager" aria-label={texts.account.historyTitle}>
          <Button variant="ghost" disabled={page <= 1} onClick={() => go(page - 1)}>
            {texts.account.previous}
          </Button>
          <span>{fill(texts.account.page, { page, pages })}</span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => go(page + 1)}>
            {texts.account.next}
          </Button>
        </nav>
      )}
    </section>
  );
}

/** My account, without navbar and footer: the insurances (at most 2), renew, order new, history. */
export function AccountPage() {
  const { texts, fill, locale } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQuery);
  const signedIn = me.data !== undefined && !me.data.anonymous;
  const orders = useQuery({ ...myOrdersQuery, enabled: signedIn });
  const logout = useMutation({
    mutationFn: () => api.logout({ body: {} }),
    onSettled: async () => {
      queryClient.clear();
      await navigate({ href: pathFor(locale, { name: 'home' }) });
    },
  });
  return (
    <div className="account">
      <header className="account__bar">
        <PageLink page={{ name: 'home' }} className="brand" aria-label={`${texts.meta.brand} — ${texts.nav.home}`}>
          <BrandMark />
          <span>{texts.meta.brand}</span>
        </PageLink>
        <PageLink page={{ name: 'home' }} className="back-link">
          <ArrowLeft /> {texts.account.backHome}
        </PageLink>
        {signedIn && (
          <Button variant="ghost" onClick={() => logout.mutate()} busy={logout.isPending}>
            {texts.account.signOut}
          </Button>
        )}
      </header>
      <div className="page">
        <header className="page__header account__header">
          {me.data?.avatarUrl && signedIn && (
            <img src={me.data.avatarUrl} alt="" width={56} height={56} className="avatar avatar--lg" />
          )}
          <div>
            <h1>{texts.account.title}</h1>
            {signedIn && (
              <p className="lead" data-testid="account-email">
                {fill(texts.account.greeting, { name: me.data?.displayName ?? me.data?.email ?? '' })}
                {me.data?.email && me.data.displayName && <span className="muted"> · {me.data.email}</span>}
              </p>
            )}
          </div>
        </header>
        {me.isPending && <p className="muted">{texts.common.loading}</p>}
        {me.data && !signedIn && (
          <div className="card empty">
            <p>{texts.account.notSignedIn}</p>
            <PageLink page={{ name: 'auth' }} className="btn btn--primary">
              {texts.account.signIn}
            </PageLink>
          </div>
        )}
        {signedIn && (
          <>
            <section className="section" aria-labelledby="orders-title">
              <div className="section__head section__head--row">
                <h2 id="orders-title">{texts.account.ordersTitle}</h2>
                <PageLink page={{ name: 'home' }} className="btn btn--primary">
                  {texts.account.orderNew}
                </PageLink>
              </div>
              {orders.data && orders.data.orders.length === 0 && <p className="card empty">{texts.account.empty}</p>}
              {orders.data && orders.data.orders.length > 0 && (
                <OrdersTable orders={orders.data.orders} caption={texts.account.ordersTitle} />
              )}
            </section>
            <History />
          </>
        )}
      </div>
    </div>
  );
}
