import { useQuery } from '@tanstack/react-query';
import { texts } from './i18n';

interface Readiness {
  status: 'ok' | 'error';
  details: Record<string, { status: 'up' | 'down'; message?: string }>;
}

async function fetchReadiness(): Promise<Readiness> {
  // /api/ready answers 503 with the same shape when something is down; both are worth showing.
  const response = await fetch('/api/ready');
  return (await response.json()) as Readiness;
}

/** PostgreSQL and Redis as the API sees them: public, so it shows even before sign-in. */
export function SystemStatus() {
  const readiness = useQuery({
    queryKey: ['readiness'],
    queryFn: fetchReadiness,
    refetchInterval: 5000,
    refetchIntervalInBackground: false,
  });
  return (
    <section className="system-status" aria-labelledby="system-status-title">
      <h2 id="system-status-title">{texts.gate.systemStatus}</h2>
      {readiness.isPending && <p className="muted">{texts.gate.checking}</p>}
      {readiness.isError && <p role="alert">{texts.app.apiDown}</p>}
      {readiness.data && (
        <ul className="dependencies">
          {Object.entries(readiness.data.details).map(([name, dependency]) => (
            <li key={name} data-status={dependency.status}>
              <span className="dot" aria-hidden="true" />
              <span>
                <strong>{name}</strong>: {dependency.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
