import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { HttpException, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { answerJson, answerRaw, answerText, fieldsOf, requestId, serveAheadOfExpress } from '@asiguro/platform';
import { PartnerBehaviourStore } from './partner-behaviour';
import { playPartnerBehaviour } from './partner-behaviour.middleware';

/** As Express's body parsers (their default limit): a larger body is refused with 413. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** What readBody gives for a body over the limit. */
export const TOO_LARGE = Symbol('too large');

/** What readBody gives when the client leaves before its body ends: nobody is left to answer. */
export const CLIENT_GONE = Symbol('client gone');

/** How a route reads its request body: JSON, as Express's json parser, or an HTML form. */
export type BodyKind = 'json' | 'form';

/** What a partner route answers: JSON (or its raw text), an HTML page, or a 303 to another address. */
export type RouteAnswer =
  | { status: number; json: unknown; headers?: OutgoingHttpHeaders }
  | { status: number; rawJson: string; headers?: OutgoingHttpHeaders }
  | { status: number; html: string }
  | { redirect: string }
  /** Served, but the connection is cut instead of answering (the caller never learns the outcome). */
  | { cut: true };

/** What a route is given: its path parameters (percent-decoded), the headers and the body read. */
export interface RouteRequest {
  params: string[];
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * One partner endpoint answered ahead of Express. `path` matches the whole path; its groups are
 * the parameters, each one path segment. `partner` names whose run-time behaviour
 * (common/README.md) is played before the route answers, when that partner has one.
 */
export interface PartnerRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  body?: BodyKind;
  partner?: (params: string[]) => string;
  answer(request: RouteRequest): RouteAnswer | Promise<RouteAnswer>;
}

/**
 * Thrown by a route, or by what it calls, to answer with something set in advance (a provider's
 * switch: a broken body, a rate limit) rather than what the route would have answered.
 */
export class PresetAnswer extends Error {
  constructor(readonly answer: RouteAnswer) {
    super('preset answer');
  }
}

/** A request a route answers: the route, its decoded parameters and the path for the access line. */
interface Claim {
  route: PartnerRoute;
  params: string[];
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
 * The partners' busiest endpoints (insurers, the card acquirer, the vehicle registry) on the bare
 * HTTP server, ahead of Express and Nest. Each order calls them a dozen times, and Nest on Express,
 * its body parsers and its request logger cost several times the work of the calls themselves
 * (docs/performance.md). What a partner does is kept: the request id echoed; a compressed body
 * refused with 415 and one over Express's limit with 413; the partner's run-time behaviour
 * (latency, 503s, hangs, broken bodies) played after the body is read, as the middleware plays it;
 * HttpExceptions answered as Nest answers them; an access line as the request logger writes it
 * (4xx warn, 5xx error). A request no route claims goes to Express, which answers as before.
 */
@Injectable()
export class PartnerRoutes {
  constructor(
    private readonly behaviours: PartnerBehaviourStore,
    private readonly logger: PinoLogger,
  ) {}

  /** Puts `routes` in front of the server's request listener (Express). */
  install(server: Server, routes: readonly PartnerRoute[]): void {
    serveAheadOfExpress(
      server,
      (req) => claimOf(routes, req),
      (req, res, claim) => this.serve(req, res, claim),
    );
  }

  private async serve(req: IncomingMessage, res: ServerResponse, { route, params, path }: Claim): Promise<void> {
    const started = Date.now();
    const requestIdValue = requestId(req, res);
    res.once('finish', () => this.logAnswered(requestIdValue, req.method ?? '', path, res.statusCode, started));
    try {
      const encoding = req.headers['content-encoding'];
      if (encoding !== undefined && encoding !== 'identity') {
        // No partner of ours compresses what it sends: refused rather than read as garbage.
        return answerJson(res, 415, { reason: 'unsupported-content-encoding' });
      }
      const body = route.body ? await readBody(req, route.body) : undefined;
      if (body === CLIENT_GONE) return;
      if (body === TOO_LARGE) return answerJson(res, 413, { reason: 'payload-too-large' });
      const partner = route.partner?.(params);
      if (partner !== undefined && this.behaviours.has(partner)) {
        if (!(await playPartnerBehaviour(this.behaviours, partner, res))) return;
      }
      write(res, await answered(route, { params, headers: req.headers, body }));
    } catch (error) {
      this.logger.error(
        { err: error, req: { id: requestIdValue, method: req.method, url: path } },
        'partner route failed',
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

/** The route that answers a request, judged from its method and path; null: Express answers it. */
export function claimOf(routes: readonly PartnerRoute[], req: Pick<IncomingMessage, 'method' | 'url'>): Claim | null {
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const route of routes) {
    if (route.method !== req.method) continue;
    const match = route.path.exec(path);
    if (!match) continue;
    const params: string[] = [];
    for (const segment of match.slice(1)) {
      const decoded = decodeSegment(segment);
      if (decoded === null) return null;
      params.push(decoded);
    }
    return { route, params, path };
  }
  return null;
}

/** The route's answer; a PresetAnswer or an HttpException thrown on the way answers as Nest would. */
async function answered(route: PartnerRoute, request: RouteRequest): Promise<RouteAnswer> {
  try {
    return await route.answer(request);
  } catch (error) {
    if (error instanceof PresetAnswer) return error.answer;
    if (error instanceof HttpException) {
      const response = error.getResponse();
      // Nest's own filter: an object as it is, a message in its { statusCode, message } envelope.
      const json = typeof response === 'string' ? { statusCode: error.getStatus(), message: response } : response;
      return { status: error.getStatus(), json };
    }
    throw error;
  }
}

/** Writes an answer as Express would (`res.json`, `res.type('html').send`, `res.redirect(303, …)`). */
export function write(res: ServerResponse, answer: RouteAnswer): void {
  if ('cut' in answer) {
    res.destroy();
  } else if ('redirect' in answer) {
    answerText(res, 303, 'text/plain; charset=utf-8', `See Other. Redirecting to ${answer.redirect}`, {
      location: answer.redirect,
    });
  } else if ('html' in answer) {
    answerText(res, answer.status, 'text/html; charset=utf-8', answer.html);
  } else if ('rawJson' in answer) {
    answerRaw(res, answer.status, answer.rawJson, answer.headers);
  } else {
    answerJson(res, answer.status, answer.json, answer.headers);
  }
}

/**
 * The body as Express's parsers give it: parsed when the request says it is of `kind`, undefined
 * when it says something else or is not valid JSON (the partner then answers 400 invalid-request).
 */
export function readBody(req: IncomingMessage, kind: BodyKind): Promise<unknown> {
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
      const type = req.headers['content-type'] ?? '';
      const expected = kind === 'json' ? /^application\/json\b/i : /^application\/x-www-form-urlencoded\b/i;
      if (!expected.test(type) || size === 0) return resolve(undefined);
      const text = Buffer.concat(chunks, size).toString('utf8');
      if (kind === 'form') return resolve(fieldsOf(text));
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(undefined);
      }
    });
  });
}
