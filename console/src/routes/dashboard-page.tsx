import { ORDER_STATUSES } from '@asiguro/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { queries } from '../api/queries';
import { texts } from '../app/i18n';
import { IssuingTimesTable, PartnersTable, QueuesTable } from '../features/dashboard/dashboard-tables';
import { TransitionsChart } from '../features/dashboard/transitions-chart';
import { StatusBadge } from '../ui/badges';
import { FirstLoad, Freshness } from '../ui/query-status';

/** The live overview: what needs attention, where orders are, how fast they move, which partners hurt. */
export function DashboardPage() {
  const dashboard = useQuery(queries.dashboard());
  const data = dashboard.data;
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{texts.dashboard.title}</h1>
        <Freshness query={dashboard} />
      </header>
      <FirstLoad query={dashboard} />
      {data && (
        <>
          <h2 className="visually-hidden">{texts.dashboard.attention}</h2>
          <div className="tiles attention">
            <Link to="/stuck" className={`tile${data.stuckCount ? ' warning' : ''}`}>
              <span className="tile-value">{data.stuckCount}</span>
              <span className="tile-label">{texts.dashboard.stuck}</span>
            </Link>
            <Link to="/failed" className={`tile${data.failedCount ? ' danger' : ''}`}>
              <span className="tile-value">{data.failedCount}</span>
              <span className="tile-label">{texts.dashboard.failed}</span>
            </Link>
            <Link to="/manual" className={`tile${data.manualQueueCount ? ' info' : ''}`}>
              <span className="tile-value">{data.manualQueueCount}</span>
              <span className="tile-label">{texts.dashboard.manual}</span>
            </Link>
          </div>

          <section className="panel" aria-labelledby="by-status">
            <h2 id="by-status">{texts.dashboard.byStatus}</h2>
            <ul className="status-counts">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to="/orders" search={{ status }}>
                    <StatusBadge status={status} />
                    <span className="count">{data.statusCounts[status] ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section className="panel" aria-labelledby="transitions">
            <h2 id="transitions">{texts.dashboard.transitions}</h2>
            <TransitionsChart points={data.transitionsPerMinute} now={data.generatedAt} />
          </section>

          <div className="columns">
            <section className="panel" aria-labelledby="partners">
              <h2 id="partners">{texts.dashboard.partners}</h2>
              <PartnersTable rows={data.partners} />
            </section>
            <section className="panel" aria-labelledby="queues">
              <h2 id="queues">{texts.dashboard.queues}</h2>
              <QueuesTable rows={data.queues} />
            </section>
          </div>

          <section className="panel" aria-labelledby="issuing">
            <h2 id="issuing">{texts.dashboard.issuingTimes}</h2>
            <IssuingTimesTable rows={data.issuingTimes} />
          </section>
        </>
      )}
    </section>
  );
}
