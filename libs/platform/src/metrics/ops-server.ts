import { createServer, type Server } from 'node:http';
import { metricsRegistry } from './metrics';

/**
 * The operators' port: /metrics for Prometheus and /health for orchestrators, on an interface of
 * its own (INTERNAL_HOST). The worker has no other HTTP server; the API keeps its metrics here,
 * off the customers' port, when API_METRICS_PORT is set (always in production).
 */
export function startOpsServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/metrics') {
      metricsRegistry
        .metrics()
        .then((body) => {
          res.writeHead(200, { 'Content-Type': metricsRegistry.contentType });
          res.end(body);
        })
        .catch(() => {
          res.writeHead(500).end();
        });
      return;
    }
    if (req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
