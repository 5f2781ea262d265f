import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { answerJson, requestId, serveAheadOfExpress } from '@asiguro/platform';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { playPartnerBehaviour } from '../common/partner-behaviour.middleware';
import { InsurerDesk, type InsurerReply } from './insurer-desk';

/** As Express's JSON body parser (its default limit): a larger body is refused with 413. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** What readJsonBody gives for a body over the limit. */
export const TOO_LARGE = Symbol('too large');

/** What readJsonBody gives when the client leaves before its body ends: nobody is left to answer. */
export const CLIENT_GONE = Symbol('client gone');

/** `/insurers/<slug>/<what>[/<id>]`: the slug, the resource and an id, each one path segment. */
const INSURER_PATH = /^\/insurers\/([^/?#]+)\/(token|quotes|policies|applications)(?:\/([^/?#]+))?$/;

type Handler = (
  desk: InsurerDesk,
  slug: string,
  headers: IncomingHttpHeaders,
  body: unknown,
  id: string,
) => InsurerReply;

/** The insurers' API, by method, resource and whether an id follows. */
const ROUTES: Record<string, Handler | undefined> = {
  'POST token': (desk, slug, headers) => desk.token(slug, headers),
  'POST quotes': (desk, slug, headers, body) => desk.quote(slug, headers, body),
  'POST policies': (desk, slug, headers, body) => desk.issue(slug, headers, body),
  'POST applications': (desk, slug, headers, body) => desk.apply(slug, headers, body),
  'GET applications/:id': (desk, slug, headers, _body, id) => desk.application(slug, headers, id),
  'GET policies/:number': (desk, slug, headers, _body, number) => desk.policy(slug, headers, number),
};

/** A request this path answers: the handler and what the path names. */
interface Call {
  handler: Handler;
  slug: string;
  id: string;
  path: string;
}

/** A path segment as Express decodes a route parameter; null when it is not valid percent-encoding. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The insurers' HTTP API (`/insurers/:slug/…`, README.md) on the bare HTTP server, ahead of
 * Express and Nest. Nine insurers quote every offer search, so these are most of the sandbox's
 * requests, and Nest on Express, its body parser and its request logger cost several times the
 * work of a quote itself (docs/performance.md). Everything a partner does is kept: the run-time
 * behaviour of common/README.md (latency, 503s, hangs, broken bodies) played first, as the
 * middleware plays it for the other partners; authentication, throttling and answers in each
 * issuer's layout by InsurerDesk; the request id echoed; an access line as the request logger
 * writes it (4xx warn, 5xx error). A body over Express's limit is refused with 413, a compressed
 * one with 415. A request for another method or path goes to Express, which answers 404.
 */
@Injectable()
export class InsurerRoutes {
  constructor(
    private readonly desk: InsurerDesk,
    private readonly behaviours: PartnerBehaviourStore,
    private readonly logger: PinoLogger,
  ) {}

  /** Puts this path in front of the server's request listener (Express). */
  install(server: Server): void {
    serveAheadOfExpress(
      server,
      (req) => this.callOf(req),
      (req, res, call) => this.serve(req, res, call),
    );
  }

  /** The call a request makes when this path answers it, judged from its first line and headers. */
  callOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Call | null {
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const match = INSURER_PATH.exec(path);
    if (!match) return null;
    const [, rawSlug, resource, rawId] = match;
    const handler =
      ROUTES[`${req.method} ${resource}${rawId === undefined ? '' : resource === 'policies' ? '/:number' : '/:id'}`];
    if (!handler) return null;
    const slug = decodeSegment(rawSlug);
    const id = rawId === undefined ? '' : decodeSegment(rawId);
    if (slug === null || id === null) return null;
    return { handler, slug, id, path };
  }

  private async serve(req: IncomingMessage, res: ServerResponse, { handler, slug, id, path }: Call): Promise<void> {
    const started = Date.now();
    const requestIdValue = requestId(req, res);
    res.once('finish', () => this.logAnswered(requestIdValue, req.method ?? '', path, res.statusCode, started));
    try {
      const encoding = req.headers['content-encoding'];
      if (encoding !== undefined && encoding !== 'identity') {
        // No insurer of ours compresses what it sends: refused rather than read as garbage.
        return answerJson(res, 415, { reason: 'unsupported-content-encoding' });
      }
      const body = req.method === 'POST' ? await readJsonBody(req) : undefined;
      if (body === CLIENT_GONE) return;
      if (body === TOO_LARGE) return answerJson(res, 413, { reason: 'payload-too-large' });
      if (this.behaviours.has(slug) && !(await playPartnerBehaviour(this.behaviours, slug, res))) return;
      const reply = handler(this.desk, slug, req.headers, body, id);
      answerJson(res, reply.status, reply.body, reply.headers);
    } catch (error) {
      this.logger.error(
        { err: error, req: { id: requestIdValue, method: req.method, url: path } },
        'insurer route failed',
      );
      if (!res.headersSent) answerJson(res, 500, { reason: 'internal-error' });
      else res.destroy();
    }
  }

  /** The access line pino-http writes for the Nest routes: 5xx error, 4xx warn, the rest info. */
  private logAnswered(id: string, method: string, url: string, statusCode: number, started: number): void {
    const line = { req: { id, method, url }, res: { statusCode }, responseTime: Date.now() - started };
    if (statusCode >= 500) this.logger.error(line, 'request errored');
    else if (statusCode >= 400) this.logger.warn(line, 'request completed');
    else this.logger.info(line, 'request completed');
  }
}

/**
 * The body as Express's JSON parser gives it: parsed when the request says it is JSON, undefined
 * when it says nothing else or is not valid JSON (the insurer then answers 400 invalid-request).
 */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
    });
    // A client that leaves mid-body is an 'aborted' error, then a close: nobody is left to answer,
    // and it is the client's doing, not the route's failure to log.
    const left = () => {
      if (!req.complete) resolve(CLIENT_GONE);
    };
    req.on('error', left);
    req.on('close', left);
    req.on('end', () => {
      if (size > BODY_LIMIT_BYTES) return resolve(TOO_LARGE);
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '') || size === 0) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}
