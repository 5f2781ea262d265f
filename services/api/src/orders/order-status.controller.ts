import { Controller, Get, Headers, Inject, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError, FINAL_STATUSES, type OrderStatus } from '@asiguro/domain';
import {
  errorResponseSchema,
  orderLinkQuerySchema,
  orderStatusViewSchema,
  type OrderLinkQuery,
} from '@asiguro/contracts';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { ApiContract, TEXT } from '../common/zod-contract';
import { clientAddress } from '../security/client-address';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { linkQuery, OrderAccess } from './order-access.service';
import { StatusStreams } from './status-stream.service';

/** When a browser whose stream ended should reconnect (EventSource's `retry`); the storefront also polls. */
const RECONNECT_MS = 5_000;

const notFound = { description: 'not-found-order (also for orders of other sessions)', schema: errorResponseSchema };

@ApiTags('orders')
@Controller('orders/:id')
export class OrderStatusController {
  private readonly logger = new Logger(OrderStatusController.name);

  constructor(
    private readonly access: OrderAccess,
    private readonly streams: StatusStreams,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * The order's status, cheap to poll: the ETag is the order's version, so an unchanged order
   * answers 304 with no body.
   */
  @Get('status')
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'the ETag of the status last read' })
  @ApiContract({
    query: orderLinkQuerySchema,
    responses: {
      200: { description: 'The status', schema: orderStatusViewSchema, headers: { ETag: 'the order’s version' } },
      304: { description: 'Unchanged since If-None-Match', headers: { ETag: 'the order’s version' } },
      404: notFound,
    },
  })
  async status(
    @Param('id') id: string,
    @Query(linkQuery) { t: token }: OrderLinkQuery,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: Response,
  ) {
    const view = await this.access.statusFor(id, session, token);
    const etag = `W/"${view.version}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (ifNoneMatch === etag) {
      res.status(304);
      return undefined;
    }
    return view;
  }

  /**
   * Server-sent events: the current status at once, then every change, until the order is final
   * (completed or refunded; an expired or canceled order may still be paid late and refunded) or
   * the stream's lifetime (STATUS_STREAM_MAX_SECONDS) is over: the browser reconnects, or polls.
   * A session and a network address hold a bounded number of streams at once (429 beyond).
   */
  @Get('stream')
  @ApiContract({
    query: orderLinkQuerySchema,
    responses: {
      200: {
        description:
          'Server-sent events: `event: status`, `id:` the order’s version, `data:` the JSON GET …/status answers; ' +
          'comments (": ping") keep the connection open; the stream ends once the order is final or its lifetime ' +
          'is over (the `retry:` field says when to reconnect).',
        content: { 'text/event-stream': TEXT },
      },
      404: notFound,
      429: {
        description: 'rate-limited: too many open streams for this session or address',
        schema: errorResponseSchema,
      },
    },
  })
  async stream(
    @Param('id') id: string,
    @Query(linkQuery) { t: token }: OrderLinkQuery,
    @CurrentSession() session: Session,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const view = await this.access.statusFor(id, session, token);
    const place = await this.streams.reserve(session.id, clientAddress(req));
    if (place === 'session-full' || place === 'address-full') {
      throw new DomainError('rate-limited', { retryAfterSeconds: RECONNECT_MS / 1000, reason: place });
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    let lastVersion = view.version;
    const send = (data: object, version: number) =>
      res.write(`event: status\nid: ${version}\ndata: ${JSON.stringify(data)}\n\n`);
    const isFinal = (status: string) => FINAL_STATUSES.includes(status as OrderStatus);
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    send(view, view.version);
    if (isFinal(view.status)) {
      place.release();
      res.end();
      return;
    }
    // No stream lives for ever (a draft may never reach a final status): the browser comes back.
    const letGo = this.streams.hold(
      { ping: () => res.write(': ping\n\n'), end: () => res.end() },
      this.config.STATUS_STREAM_MAX_SECONDS * 1000,
    );
    const unsubscribe = this.streams.subscribe(id, (change) => {
      if (change.version <= lastVersion) return;
      lastVersion = change.version;
      send({ ...view, status: change.status, version: change.version, updatedAt: change.at }, change.version);
      if (isFinal(change.status)) res.end();
    });
    const openedAt = Date.now();
    // Runs on the request's 'close' and again on the response's 'finish': only the first counts. It
    // writes the stream's one log line, as the route has no request logger (STATUS_STREAM_ROUTE).
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      letGo();
      unsubscribe();
      place.release();
      this.logger.log(`status stream ${String((req as { id?: unknown }).id)} closed after ${Date.now() - openedAt} ms`);
    };
    req.on('close', close);
    res.on('finish', close);
    // A change committed between the first read and the subscription is not lost.
    const fresh = await this.access.statusFor(id, session, token);
    if (fresh.version > lastVersion) {
      lastVersion = fresh.version;
      send(fresh, fresh.version);
      if (isFinal(fresh.status)) res.end();
    }
  }
}
