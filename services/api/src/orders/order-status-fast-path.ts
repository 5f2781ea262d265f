import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { ThrottlerGuard } from '@nestjs/throttler';
import helmet from 'helmet';
import proxyAddr from 'proxy-addr';
import { orderLinkQuerySchema } from '@asiguro/contracts';
import { answerJson, fieldsOf, httpRequestDuration, requestIdOf, serveAheadOfExpress } from '@asiguro/platform';
import { errorAnswer } from '../common/api-exception.filter';
import { pathOfNul } from '../security/nul-bytes.middleware';
import { clientAddress } from '../security/client-address';
import { csrfCookieToken } from '../security/csrf.middleware';
import { SessionCookies } from '../session/session-cookies';
import { SessionMiddleware } from '../session/session.middleware';
import { OrderAccess } from './order-access.service';
import { OrderStatusController, statusEtag } from './order-status.controller';
import { StatusStreams, type StatusWatch } from './status-stream.service';

/** `/api/orders/<uuid>/status` and `…/stream`, exactly as the storefront asks for them. */
const STATUS_PATH = /^\/api\/orders\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(status|stream)$/i;

/**
 * Neither answer is rendered (an event stream read by EventSource, a small JSON status): nothing
 * may load in it, nothing may frame it. Helmet's headers that only a document acts on (opener and
 * agent-cluster isolation, DNS prefetching, IE's download and XSS filters, Flash and PDF
 * cross-domain policies) are left out: a stream keeps its block of headers as long as it is open,
 * ten thousand times over.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Headers set by the parts the route shares (helmet, the request id, the rate limit), for one writeHead. */
class GatheredHeaders {
  readonly fields: OutgoingHttpHeaders = {};

  setHeader(name: string, value: number | string | string[]): this {
    this.fields[name.toLowerCase()] = value;
    return this;
  }

  removeHeader(name: string): void {
    delete this.fields[name.toLowerCase()];
  }
}

/** A request this path answers: which route, the order, and the link token of its query. */
interface Opening {
  route: 'status' | 'stream';
  orderId: string;
  token?: string;
}

/**
 * Serves an order's status (`GET /api/orders/:id/status`) and its stream (`…/stream`) on the bare
 * HTTP server, ahead of Express and Nest. Ten thousand streams stay open at once on one API
 * process, and whatever a request carries is kept as long as its stream: Express gives each
 * request and response hidden classes of their own and Nest, the session, helmet's long header
 * list and the request id add to them, 19 KiB of heap per stream in all against 6 KiB for a bare
 * `node:http` stream. The status is what pages poll and what a customer waits on after paying:
 * served here, its tail latency is lower too (docs/performance.md).
 *
 * The checks are the route's own, in its order and by its parts: the session as SessionMiddleware
 * reads it, the default rate limit through the same ThrottlerGuard (so the counts are shared with
 * the route's), the link query by its schema, the access check, the stream places, and errors
 * answered as the exception filter answers them. A request this path cannot judge without the
 * rest of the pipeline is handed to Express untouched, and OrderStatusController answers it: one
 * that needs a cookie set or cleared (a new visitor, one without a CSRF token yet, an ended
 * sign-in), a cross-origin one (CORS), a query the schema refuses or one holding a NUL (the
 * 400s), a session that could not be read.
 */
@Injectable()
export class OrderStatusFastPath {
  private readonly logger = new Logger(OrderStatusFastPath.name);

  constructor(
    private readonly sessions: SessionMiddleware,
    private readonly cookies: SessionCookies,
    private readonly guard: ThrottlerGuard,
    private readonly access: OrderAccess,
    private readonly streams: StatusStreams,
  ) {}

  /**
   * Puts this path in front of the server's request listener (Express). `trust` is Express's own
   * compiled `trust proxy` (TRUST_PROXY), so the client's address is the one Express would give.
   */
  install(server: Server, trust: (address: string, hop: number) => boolean): void {
    serveAheadOfExpress(
      server,
      (req) => this.opening(req),
      (req, res, opening, passOn) => this.serve(req, res, opening, trust, passOn),
    );
  }

  /** What a request asks for when this path can answer it, judged from its first line and headers. */
  opening(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Opening | null {
    if (req.method !== 'GET' || req.headers.origin !== undefined) return null;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const [, orderId, route] = STATUS_PATH.exec(queryAt < 0 ? url : url.slice(0, queryAt)) ?? [];
    if (!orderId) return null;
    const query = fieldsOf(queryAt < 0 ? '' : url.slice(queryAt + 1));
    const parsed = orderLinkQuerySchema.safeParse(query);
    if (!parsed.success || pathOfNul(query)) return null;
    return { route: route as Opening['route'], orderId, token: parsed.data.t };
  }

  private async serve(
    req: IncomingMessage,
    res: ServerResponse,
    { route, orderId, token }: Opening,
    trust: (address: string, hop: number) => boolean,
    passOn: () => void,
  ): Promise<void> {
    // Before the session is read (a signed-in one is looked up): Express would read it again.
    if (!csrfCookieToken(this.cookies, req)) return passOn();
    const reading = await this.sessions.read(req, req.url ?? '').catch(() => null);
    if (!reading || reading.newAnonymous || reading.signedInGone) return passOn();
    const { session } = reading;
    // From here on this path answers, whatever happens. The headers are gathered and written at
    // once: a response's own header map (two arrays per header) would live as long as the stream.
    const headers = new GatheredHeaders();
    // Echoed, not stored on the request (a property more on each of ten thousand).
    const id = requestIdOf(req);
    headers.setHeader('x-request-id', id);
    // The route's label in the request metrics, as Express labels the Nest route.
    const label = `/api/orders/:id/${route}`;
    const answered = httpRequestDuration.startTimer({ method: 'GET', route: label });
    let watch: StatusWatch | undefined;
    try {
      await new Promise<void>((resolve, reject) =>
        securityHeaders(req, headers as never, (error?: unknown) => (error ? reject(error) : resolve())),
      );
      headers.setHeader('Vary', 'Origin');
      // What the limits read of a request (the Nest route gives them Express's request).
      const counted = { headers: req.headers, ip: proxyAddr(req, trust), session };
      await this.guard.canActivate(
        new ExecutionContextHost([counted, headers], OrderStatusController, OrderStatusController.prototype[route]),
      );
      if (route === 'status') {
        const view = await this.access.statusFor(orderId, session, token);
        const etag = statusEtag(view.version);
        headers.setHeader('ETag', etag);
        headers.setHeader('Cache-Control', 'private, no-cache');
        const unchanged = req.headers['if-none-match'] === etag;
        answered({ status_code: unchanged ? '304' : '200' });
        if (unchanged) res.writeHead(304, headers.fields).end();
        else answerJson(res, 200, view, headers.fields);
        return;
      }
      // A stream watches the order's changes before its status is read (StatusWatch).
      watch = this.streams.watch(orderId);
      const view = await this.access.statusFor(orderId, session, token);
      const place = await this.streams.reserveOrRefuse(session.id, clientAddress(counted));
      answered({ status_code: '200' });
      this.streams.serve(req, res, { view, place, watch, requestId: id }, headers.fields);
    } catch (exception) {
      watch?.cancel();
      if (res.headersSent) {
        res.end();
        return;
      }
      const answer = errorAnswer(exception, { method: req.method, headers: req.headers, id }, label, this.logger);
      answered({ status_code: String(answer.status) });
      answerJson(res, answer.status, answer.body, {
        ...headers.fields,
        ...answer.headers,
        'cache-control': 'no-store',
      });
    }
  }
}
