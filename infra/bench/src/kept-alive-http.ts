import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/**
 * Kept-alive connections for the driver's short requests. A browser keeps its connection to the
 * API open; Node's fetch (undici) spends a millisecond or more of the driver's CPU per request
 * and makes garbage that pauses the driver, which the latencies measured would then include.
 * Node's agent closes an idle connection before the server's advertised keep-alive timeout.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * `method` on `url` with `headers` (lower-case names) and an optional text body: the status, the
 * headers and the body as text. A kept-alive connection the server closed as the request left
 * (ECONNRESET on a reused socket: nothing reached the server) is tried once more on a new one,
 * as Node's documentation advises: a connection of its own, not the agent's next idle one, which
 * the server closed at the same moment when both idled out together (Node 20's agent keeps an
 * idle connection exactly as long as the server's Keep-Alive hint, so the two race).
 */
export function httpRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  retried = false,
): Promise<HttpAnswer> {
  const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: retried ? false : agent, headers: sent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') {
        resolve(httpRequest(method, url, headers, body, true));
      } else reject(error);
    });
    req.end(body);
  });
}
