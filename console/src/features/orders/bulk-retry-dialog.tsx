import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { consoleApi } from '../../api/console-api';
import { fmt, texts } from '../../app/i18n';
import { StatusBadge } from '../../ui/badges';
import { Dialog } from '../../ui/dialog';
import { useFeedback } from '../../ui/feedback';
import { errorText } from '../../ui/query-status';
import { ReasonField, reasonError } from '../../ui/reason-field';
import { runBulkRetry, type BulkProgress } from './bulk-retry';

export interface BulkTarget {
  id: string;
  number: string;
}

interface BulkRetryDialogProps {
  /** How many orders the dialog is about (before collecting them). */
  count: number;
  /** The orders to retry: the selection, or every order matching the filters (fetched page by page). */
  collect: () => Promise<BulkTarget[]>;
  onClose: () => void;
}

/** Bulk retry with one reason: a progress bar that moves with each order, and each order's result as it comes. */
export function BulkRetryDialog({ count, collect, onClose }: BulkRetryDialogProps) {
  const client = useQueryClient();
  const notify = useFeedback();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<'form' | 'collecting' | 'running' | 'done'>('form');
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [numbers, setNumbers] = useState(new Map<string, string>());
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    setTried(true);
    if (reasonError(reason)) return;
    abort.current = new AbortController();
    try {
      setPhase('collecting');
      const targets = await collect();
      setNumbers(new Map(targets.map((target) => [target.id, target.number])));
      setPhase('running');
      const outcome = await runBulkRetry(
        targets.map((target) => target.id),
        (orderId) => consoleApi.bulkRetry({ body: { orderIds: [orderId], reason: reason.trim() } }),
        setProgress,
        abort.current.signal,
      );
      const ok = outcome.results.filter((result) => result.ok).length;
      notify(
        ok === outcome.results.length ? 'success' : 'error',
        fmt(texts.bulk.summary, { ok, failed: outcome.results.length - ok }),
      );
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setPhase('done');
      void client.invalidateQueries({ queryKey: ['orders'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const busy = phase === 'collecting' || phase === 'running';
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open title={fmt(texts.bulk.title, { count: progress?.total ?? count })} onClose={close} wide>
      {phase === 'form' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <p>{texts.bulk.intro}</p>
          <ReasonField value={reason} onChange={setReason} showError={tried} />
          <div className="dialog-actions">
            <button type="button" onClick={close}>
              {texts.common.cancel}
            </button>
            <button type="submit" className="primary">
              {texts.bulk.start}
            </button>
          </div>
        </form>
      ) : (
        <div>
          {phase === 'collecting' && <p className="muted">{texts.bulk.collecting}</p>}
          {progress && (
            <div className="progress-block">
              <div
                className="progress"
                role="progressbar"
                aria-label={texts.bulk.progress}
                aria-valuemin={0}
                aria-valuemax={progress.total}
                aria-valuenow={progress.done}
                aria-valuetext={fmt(texts.bulk.progressText, { done: progress.done, total: progress.total })}
              >
                <div className="progress-fill" style={{ width: `${percent}%` }} />
              </div>
              <p aria-live="polite">
                {fmt(texts.bulk.progressText, { done: progress.done, total: progress.total })}
                {phase === 'done' &&
                  ` — ${fmt(texts.bulk.summary, { ok: progress.results.filter((result) => result.ok).length, failed: progress.results.filter((result) => !result.ok).length })}`}
              </p>
            </div>
          )}
          {progress && progress.results.length > 0 && (
            <div className="table-wrap results">
              <table className="data-table">
                <caption className="visually-hidden">{texts.bulk.result}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.columns.number}</th>
                    <th scope="col">{texts.bulk.result}</th>
                    <th scope="col">{texts.columns.status}</th>
                    <th scope="col">{texts.common.error}</th>
                  </tr>
                </thead>
                <tbody>
                  {progress.results.map((result) => (
                    <tr key={result.orderId} data-tone={result.ok ? undefined : 'danger'}>
                      <td>
                        <Link to="/orders/$orderId" params={{ orderId: result.orderId }}>
                          {numbers.get(result.orderId) ?? result.orderId}
                        </Link>
                      </td>
                      <td>{result.ok ? texts.common.done : texts.common.failed}</td>
                      <td>{result.status ? <StatusBadge status={result.status} /> : texts.common.none}</td>
                      <td className="error-text">{result.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="dialog-actions">
            <button type="button" onClick={close} disabled={false} className={busy ? undefined : 'primary'}>
              {busy ? texts.common.cancel : texts.common.close}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
