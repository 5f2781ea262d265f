import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { confirmOrderBodySchema, type ConfirmOrderBody } from '@asiguro/domain';
import {
  createOrderBodySchema,
  errorResponseSchema,
  orderLinkQuerySchema,
  orderViewSchema,
  updateOrderBodySchema,
  type CreateOrderBody,
  type OrderLinkQuery,
  type UpdateOrderBody,
} from '@asiguro/contracts';
import { requestLocale } from '../common/request-locale';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { Idempotent } from '../security/idempotency.interceptor';
import { RateLimitCounter } from '../security/rate-limit-counter';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { linkQuery, OrderAccess } from './order-access.service';
import { OrdersUseCases } from './orders.use-cases';

/** A delivery is an add-on: item 1 to 9. */
const deliveryItemParamSchema = z.coerce.number().int().min(1).max(9);

const notFound = { description: 'not-found-order (also for orders of other sessions)', schema: errorResponseSchema };
const badInput = { description: 'validation-failed, with one issue per field', schema: errorResponseSchema };
const tooMany = {
  description: 'rate-limited: too many new drafts from this session or address',
  schema: errorResponseSchema,
};
const refused = {
  description: 'event-refused (with the status and the events it accepts) or stale-order',
  schema: errorResponseSchema,
};

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersUseCases,
    private readonly access: OrderAccess,
    private readonly limits: RateLimitCounter,
  ) {}

  /** A new draft (also answers a retried request with the same Idempotency-Key the same way). */
  @Post()
  @Idempotent('order')
  @ApiContract({
    body: createOrderBodySchema,
    responses: { 201: { description: 'The draft', schema: orderViewSchema }, 400: badInput, 429: tooMany },
  })
  async create(
    @Body(new ZodPipe(createOrderBodySchema)) body: CreateOrderBody,
    @CurrentSession() session: Session,
    @Req() req: Request,
  ) {
    await this.limits.spend('drafts', req);
    return this.orders.create(body, session, requestLocale(req));
  }

  @Get(':id')
  @ApiContract({
    query: orderLinkQuerySchema,
    responses: { 200: { description: 'The order', schema: orderViewSchema }, 400: badInput, 404: notFound },
  })
  async get(@Param('id') id: string, @Query(linkQuery) { t }: OrderLinkQuery, @CurrentSession() session: Session) {
    return this.orders.view(await this.access.order(id, session, t));
  }

  /** Changes a draft; an unpaid order goes back to draft and drops its chosen offer. */
  @Patch(':id')
  @Idempotent('order')
  @ApiContract({
    body: updateOrderBodySchema,
    responses: {
      200: { description: 'The order', schema: orderViewSchema },
      400: badInput,
      404: notFound,
      409: refused,
    },
  })
  update(
    @Param('id') id: string,
    @Body(new ZodPipe(updateOrderBodySchema)) body: UpdateOrderBody,
    @CurrentSession() session: Session,
  ) {
    return this.orders.update(id, body, session);
  }

  /** Fixes the chosen offer's price and records the consents: the order awaits payment. */
  @Post(':id/confirm')
  @HttpCode(200)
  @Idempotent('order')
  @ApiContract({
    body: confirmOrderBodySchema,
    responses: {
      200: { description: 'The unpaid order', schema: orderViewSchema },
      400: badInput,
      404: notFound,
      409: refused,
    },
  })
  confirm(
    @Param('id') id: string,
    @Body(new ZodPipe(confirmOrderBodySchema)) body: ConfirmOrderBody,
    @CurrentSession() session: Session,
  ) {
    return this.orders.confirm(id, body, session);
  }

  /** A new draft pre-filled from this order (the renewal e-mail links here with its token). */
  @Post(':id/renew')
  @HttpCode(201)
  @Idempotent('order')
  @ApiContract({
    query: orderLinkQuerySchema,
    responses: {
      201: { description: 'The new draft', schema: orderViewSchema },
      400: badInput,
      404: notFound,
      429: tooMany,
    },
  })
  async renew(
    @Param('id') id: string,
    @Query(linkQuery) { t }: OrderLinkQuery,
    @CurrentSession() session: Session,
    @Req() req: Request,
  ) {
    await this.limits.spend('drafts', req);
    return this.orders.renew(id, session, t);
  }

  /** Stops every e-mailed link of the order working (a mail that reached the wrong person). Its author only. */
  @Post(':id/links/revoke')
  @HttpCode(204)
  @ApiContract({
    responses: { 204: { description: 'The links mailed so far no longer open the order' }, 404: notFound },
  })
  revokeLinks(@Param('id') id: string, @CurrentSession() session: Session) {
    return this.access.revokeLinks(id, session);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Idempotent('order')
  @ApiContract({
    responses: { 200: { description: 'The canceled order', schema: orderViewSchema }, 404: notFound, 409: refused },
  })
  cancel(@Param('id') id: string, @CurrentSession() session: Session) {
    return this.orders.cancel(id, session);
  }

  /** Cancels a courier delivery of the order before it is scheduled; its share is refunded once. */
  @Post(':id/deliveries/:item/cancel')
  @HttpCode(200)
  @Idempotent('order')
  @ApiContract({
    responses: {
      200: { description: 'The order, the delivery canceled', schema: orderViewSchema },
      404: notFound,
      409: refused,
    },
  })
  cancelDelivery(
    @Param('id') id: string,
    @Param('item', new ZodPipe(deliveryItemParamSchema)) item: number,
    @CurrentSession() session: Session,
  ) {
    return this.orders.cancelDelivery(id, item, session);
  }
}
