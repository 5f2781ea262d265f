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

/** A text answer of `type` with its length (Express's `res.type(type).send` without Express). */
export function answerText(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** A JSON text written as it is, with its type and length (Express's `res.send` without Express). */
export function answerRaw(res: ServerResponse, status: number, body: string, headers: OutgoingHttpHeaders = {}): void {
  answerText(res, status, 'application/json; charset=utf-8', body, headers);
}

/** A JSON answer, as Express's `res.json` writes it. */
export function answerJson(res: ServerResponse, status: number, value: unknown, headers?: OutgoingHttpHeaders): void {
  answerRaw(res, status, JSON.stringify(value), headers);
}

/**
 * A query string or an HTML form's body as Express's parsers give it: each field once as text, a
 * repeated one as a list.
 */
export function fieldsOf(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}
