import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  errorResponseSchema,
  orderLinkQuerySchema,
  orderStatusViewSchema,
  type OrderLinkQuery,
} from '@asiguro/contracts';
import { ApiContract, TEXT } from '../common/zod-contract';
import { clientAddress } from '../security/client-address';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { linkQuery, OrderAccess } from './order-access.service';
import { StatusStreams } from './status-stream.service';

const notFound = { description: 'not-found-order (also for orders of other sessions)', schema: errorResponseSchema };

/** The status answer's ETag: the order's version. */
export const statusEtag = (version: number) => `W/"${version}"`;

@ApiTags('orders')
@Controller('orders/:id')
export class OrderStatusController {
  constructor(
    private readonly access: OrderAccess,
    private readonly streams: StatusStreams,
  ) {}

  /**
   * The order's status, cheap to poll: the ETag is the order's version, so an unchanged order
   * answers 304 with no body. Served ahead of Express by OrderStatusFastPath as the stream is.
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
    const etag = statusEtag(view.version);
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
   *
   * Most streams never reach this route: OrderStatusFastPath serves them ahead of Express, with
   * the same checks, and hands this route whatever it does not answer itself (a new session's
   * cookie, a cross-origin request, a malformed query).
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
    const watch = this.streams.watch(id);
    try {
      const view = await this.access.statusFor(id, session, token);
      const place = await this.streams.reserveOrRefuse(session.id, clientAddress(req));
      this.streams.serve(req, res, { view, place, watch, requestId: String((req as { id?: unknown }).id) });
    } catch (refusal) {
      watch.cancel();
      throw refusal;
    }
  }
}
