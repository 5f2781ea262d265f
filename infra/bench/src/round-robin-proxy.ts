import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Headers of one connection, not of the message (RFC 9110 §7.6.1): a proxy drops them, or a
 * client's "Connection: close" would reach the API on a socket the proxy keeps alive.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** The end-to-end headers of a message. */
export function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  ) as IncomingHttpHeaders;
}

/** A local HTTP load balancer: each request goes to the next target in turn. */
export interface RoundRobinProxy {
  url: string;
  port: number;
  /** The origins requests go to (http://127.0.0.1:port), settable until the first request. */
  targets: string[];
  /** Requests forwarded to each target, in target order. */
  served: number[];
  /** Requests a target could not answer (the proxy answered 502): method, path and error code. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Starts a round-robin proxy on a free port of 127.0.0.1, before its targets exist (the API
 * processes must know the proxy's URL as their public URL). Bodies and answers are streamed
 * both ways, so server-sent events pass through as they are written; a target that cannot be
 * reached answers 502.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  let next = 0;
  const proxy: RoundRobinProxy = {
    url: '',
    port: 0,
    targets: [],
    served: [],
    errors: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
  /**
   * Sends one request (its body read whole: the API's bodies are small) to the next target. A
   * request that fails on a kept-alive socket the target had just closed (ECONNRESET before any
   * answer: the target never read it) is sent once more, on a new connection outside the pool:
   * the next target's kept socket may be just as stale (both targets' keep-alive timeouts run
   * out together when the load pauses), and a second reused one answered 502. Any other failure
   * answers 502.
   */
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, retry = true) => {
    const index = next++ % proxy.targets.length;
    proxy.served[index] = (proxy.served[index] ?? 0) + 1;
    const target = new URL(proxy.targets[index]);
    const upstream = request(
      {
        agent: retry ? agent : false,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: endToEndHeaders(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (retry && upstream.reusedSocket && error.code === 'ECONNRESET' && !outgoing.headersSent) {
        forward(incoming, outgoing, body, false);
        return;
      }
      proxy.errors.push(`${incoming.method} ${incoming.url?.split('?')[0]}: ${error.code ?? error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.code}`);
      else outgoing.destroy();
    });
    // The client went away before the answer ended (a closed stream): let the target see it too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  };
  const server = createServer((incoming, outgoing) => {
    if (proxy.targets.length === 0) {
      outgoing.writeHead(503).end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.url = `http://127.0.0.1:${proxy.port}`;
  return proxy;
}
