import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { queuesResponseSchema } from '@asiguro/contracts';
import { consoleApi, QUEUE_BOARD_URL } from '../api/console-api';
import { queries } from '../api/queries';
import { useCan } from '../app/staff-context';
import { fmt, texts } from '../app/i18n';
import { queueColumns } from '../features/dashboard/dashboard-tables';
import { invalidateOrderViews } from '../features/order-detail/order-actions';
import { countColumn } from '../ui/columns';
import { DataTable, type Column, type TableSort } from '../ui/data-table';
import { useFeedback } from '../ui/feedback';
import { formatDateTime } from '../ui/format';
import { FirstLoad, Freshness } from '../ui/query-status';
import { ReasonDialog } from '../ui/reason-dialog';

type FailedJob = z.infer<typeof queuesResponseSchema>['failed'][number];

function RetryJobDialog({ job, onClose }: { job: FailedJob; onClose: () => void }) {
  const client = useQueryClient();
  const notify = useFeedback();
  return (
    <ReasonDialog
      title={fmt(texts.queues.retryTitle, { job: `${job.queue}/${job.name}` })}
      help={job.failedReason && <span className="error-text">{job.failedReason}</span>}
      submitLabel={texts.queues.retry}
      danger={false}
      run={(reason) => consoleApi.retryJob({ params: { queue: job.queue, jobId: job.jobId }, body: { reason } })}
      onDone={() => notify('success', fmt(texts.feedback.jobRetried, { job: job.jobId }))}
      onSettled={() => invalidateOrderViews(client, job.orderId ?? undefined)}
      onClose={onClose}
    />
  );
}

const failedColumns: Column<FailedJob>[] = [
  {
    id: 'queue',
    label: texts.queueColumns.queue,
    cell: (row) => <code>{row.queue}</code>,
    sortValue: (row) => row.queue,
  },
  {
    id: 'job',
    label: texts.queues.job,
    cell: (row) => `${row.name} #${row.jobId}`,
    sortValue: (row) => row.name,
  },
  {
    id: 'order',
    label: texts.queues.order,
    cell: (row) =>
      row.orderId ? (
        <Link to="/orders/$orderId" params={{ orderId: row.orderId }}>
          {row.orderId.slice(0, 8)}
        </Link>
      ) : (
        texts.common.none
      ),
  },
  countColumn('attempts', texts.queues.attempts, (row) => row.attemptsMade),
  {
    id: 'reason',
    label: texts.queues.failedReason,
    cell: (row) => <span className="error-text clamp">{row.failedReason ?? ''}</span>,
    sortValue: (row) => row.failedReason,
  },
  {
    id: 'finished',
    label: texts.queues.finished,
    cell: (row) => formatDateTime(row.finishedAt),
    sortValue: (row) => row.finishedAt,
  },
];

/** Queue depths by state and the failed jobs, each retryable with a reason; bull-board for everything else. */
export function QueuesPage() {
  const can = useCan();
  const queues = useQuery(queries.queues());
  const [retrying, setRetrying] = useState<FailedJob | null>(null);
  const [countSort, setCountSort] = useState<TableSort>({ column: 'queue', direction: 'asc' });
  const [failedSort, setFailedSort] = useState<TableSort>({ column: 'finished', direction: 'desc' });
  const mayRetry = can('queues.retry-job');
  const columns = useMemo(
    (): Column<FailedJob>[] =>
      mayRetry
        ? [
            ...failedColumns,
            {
              id: 'retry',
              label: texts.queues.retry,
              cell: (row) => (
                <button
                  type="button"
                  className="small"
                  aria-label={`${texts.queues.retry} ${row.queue} ${row.jobId}`}
                  onClick={() => setRetrying(row)}
                >
                  {texts.queues.retry}
                </button>
              ),
            },
          ]
        : failedColumns,
    [mayRetry],
  );
  return (
    <section aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">{texts.queues.title}</h1>
          <p className="muted">
            <a href={QUEUE_BOARD_URL} target="_blank" rel="noreferrer">
              {texts.queues.board}
            </a>{' '}
            — {texts.queues.boardHint}
          </p>
        </div>
        <Freshness query={queues} />
      </header>
      <FirstLoad query={queues} />
      {queues.data && (
        <>
          <section className="panel" aria-labelledby="counts">
            <h2 id="counts">{texts.dashboard.queues}</h2>
            <DataTable
              caption={texts.dashboard.queues}
              columns={queueColumns}
              rows={queues.data.queues}
              rowKey={(row) => row.queue}
              sort={countSort}
              onSort={setCountSort}
              rowTone={(row) => (row.failed > 0 ? 'danger' : undefined)}
            />
          </section>
          <section className="panel" aria-labelledby="failed-jobs">
            <h2 id="failed-jobs">{texts.queues.failedJobs}</h2>
            <DataTable
              caption={texts.queues.failedJobs}
              rows={queues.data.failed}
              rowKey={(row) => `${row.queue}/${row.jobId}`}
              sort={failedSort}
              onSort={setFailedSort}
              empty={texts.queues.noFailed}
              columns={columns}
            />
          </section>
        </>
      )}
      {retrying && <RetryJobDialog job={retrying} onClose={() => setRetrying(null)} />}
    </section>
  );
}
