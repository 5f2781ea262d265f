import { Agent, request, type IncomingMessage } from 'node:http';

/** One `status` event of GET /api/orders/:id/stream, with the moment it reached the client. */
export interface StatusEvent {
  status: string;
  version: number;
  receivedAt: number;
}

export interface StatusStream {
  /** Resolves when the server ends the stream ('ended'), it fails ('error') or it is closed ('closed'). */
  readonly done: Promise<'ended' | 'error' | 'closed'>;
  /** Resolves once the response headers arrived (the stream is open), rejects when it could not open. */
  readonly opened: Promise<void>;
  close(): void;
}

/** One agent for every stream: no socket limit, no keep-alive (a stream holds its socket anyway). */
const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Follows an order's server-sent events as the storefront's EventSource does (session cookie
 * only), calling `onEvent` for each `status` event. Built on node:http rather than fetch so that
 * thousands of streams cost a socket and a parser each, nothing more.
 */
export function openStatusStream(
  baseUrl: string,
  orderId: string,
  cookie: string,
  onEvent: (event: StatusEvent) => void,
): StatusStream {
  let response: IncomingMessage | undefined;
  let closed = false;
  let resolveOpened!: () => void;
  let rejectOpened!: (error: Error) => void;
  const opened = new Promise<void>((resolve, reject) => {
    resolveOpened = resolve;
    rejectOpened = reject;
  });
  opened.catch(() => undefined);
  const url = new URL(`/api/orders/${orderId}/stream`, baseUrl);
  const req = request(url, { agent: streamAgent, headers: { cookie, accept: 'text/event-stream' } });
  const done = new Promise<'ended' | 'error' | 'closed'>((resolve) => {
    req.on('error', (error) => {
      rejectOpened(error);
      resolve(closed ? 'closed' : 'error');
    });
    req.on('response', (res) => {
      response = res;
      if (res.statusCode !== 200) {
        rejectOpened(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        resolve('error');
        return;
      }
      resolveOpened();
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const receivedAt = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue; // heartbeat comment
          try {
            const view = JSON.parse(data.slice(6)) as { status: string; version: number };
            onEvent({ status: view.status, version: view.version, receivedAt });
          } catch {
            // A broken event is skipped, as EventSource does.
          }
        }
      });
      res.on('end', () => resolve(closed ? 'closed' : 'ended'));
      res.on('error', () => resolve(closed ? 'closed' : 'error'));
      res.on('close', () => resolve(closed ? 'closed' : 'ended'));
    });
    req.end();
  });
  return {
    done,
    opened,
    close: () => {
      closed = true;
      response?.destroy();
      req.destroy();
    },
  };
}
