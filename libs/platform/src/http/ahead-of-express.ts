import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts a hot path in front of the server's request listener (Express), for the few routes whose
 * cost per request is mostly Express's own: `claim` judges a request from its first line and
 * headers; what it claims is served by `serve`, everything else goes to Express as before.
 * `express` lets `serve` hand a claimed request back (when it learns it cannot answer it).
 */
export function serveAheadOfExpress<Claim>(
  server: Server,
  claim: (req: IncomingMessage) => Claim | null,
  serve: (req: IncomingMessage, res: ServerResponse, claimed: Claim, express: () => void) => Promise<void>,
): void {
  const [express, ...others] = server.listeners('request') as RequestListener[];
  if (!express || others.length > 0) throw new Error('expected Express as the only request listener');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const claimed = claim(req);
    if (claimed === null) express(req, res);
    else void serve(req, res, claimed, () => express(req, res));
  });
}

/** A JSON text written as it is, with its type and length (Express's `res.send` without Express). */
export function answerRaw(res: ServerResponse, status: number, body: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** A JSON answer, as Express's `res.json` writes it. */
export function answerJson(res: ServerResponse, status: number, value: unknown, headers?: OutgoingHttpHeaders): void {
  answerRaw(res, status, JSON.stringify(value), headers);
}
