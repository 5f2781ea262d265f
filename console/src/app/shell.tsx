import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { consoleApi, QUEUE_BOARD_URL } from '../api/console-api';
import { LIVE, queries } from '../api/queries';
import { FeedbackProvider } from '../ui/feedback';
import { LanguageSwitch } from './language-switch';
import { useStaff } from './staff-context';
import { texts } from './i18n';

function Count({ value, tone }: { value: number | undefined; tone?: 'danger' | 'warning' }) {
  if (!value) return null;
  return <span className={tone ? `nav-count ${tone}` : 'nav-count'}>{value}</span>;
}

/** The console's frame: navigation with the live counts that need attention, the staff member, the page. */
export function Shell() {
  const staff = useStaff();
  const client = useQueryClient();
  const dashboard = useQuery({ ...queries.dashboard(), refetchInterval: LIVE.lists });
  // The development-only page is offered when the API says the sandbox is there.
  const sandbox = useQuery(queries.sandboxIssuers());
  const signOut = async () => {
    await consoleApi.logout({ body: {} }).catch(() => undefined);
    client.clear();
    window.location.assign('/console');
  };
  const link = { activeProps: { className: 'active', 'aria-current': 'page' as const } };
  return (
    <FeedbackProvider>
      <a className="skip-link" href="#content">
        {texts.app.skipToContent}
      </a>
      <div className="shell">
        <nav className="sidebar" aria-label={texts.nav.label}>
          <div className="brand">{texts.app.name}</div>
          <Link to="/" {...link} activeOptions={{ exact: true }}>
            {texts.nav.dashboard}
          </Link>
          <Link to="/stuck" {...link}>
            {texts.nav.stuck}
            <Count value={dashboard.data?.stuckCount} tone="warning" />
          </Link>
          <Link to="/failed" {...link}>
            {texts.nav.failed}
            <Count value={dashboard.data?.failedCount} tone="danger" />
          </Link>
          <Link to="/manual" {...link}>
            {texts.nav.manual}
            <Count value={dashboard.data?.manualQueueCount} />
          </Link>
          <Link to="/orders" {...link} activeOptions={{ exact: true }}>
            {texts.nav.orders}
          </Link>
          <Link to="/search" {...link}>
            {texts.nav.search}
          </Link>
          <Link to="/queues" {...link}>
            {texts.nav.queues}
          </Link>
          <a className="nav-sub" href={QUEUE_BOARD_URL} target="_blank" rel="noreferrer">
            {texts.nav.board}
            <span aria-hidden="true">↗</span>
          </a>
          <Link to="/sellers" {...link}>
            {texts.nav.sellers}
          </Link>
          <Link to="/audit" {...link}>
            {texts.nav.audit}
          </Link>
          {sandbox.isSuccess && (
            <>
              <div className="nav-section">{texts.nav.development}</div>
              <Link to="/sandbox" {...link}>
                {texts.nav.sandbox}
              </Link>
            </>
          )}
          <div className="staff-card">
            <div className="staff-name">{staff.displayName ?? staff.email ?? staff.id}</div>
            <div className="staff-roles">{staff.roles.map((role) => texts.roles[role]).join(', ')}</div>
            <LanguageSwitch />
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {texts.app.signOut}
            </button>
          </div>
        </nav>
        <main className="content" id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </FeedbackProvider>
  );
}
