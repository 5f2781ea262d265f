import { collectDefaultMetrics, Histogram, register } from 'prom-client';

let defaultsCollected = false;

/** Default process metrics (memory, CPU, event loop), registered once per process. */
export function collectProcessMetrics(processName: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  register.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register });
}

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export { register as metricsRegistry };
