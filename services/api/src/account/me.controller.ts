import { Body, Controller, Get, Header, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorResponseSchema,
  latestDraftResponseSchema,
  meSchema,
  myOrdersResponseSchema,
  orderHistoryResponseSchema,
  type Me,
} from '@asiguro/contracts';
import { z } from 'zod';
import { ApiContract, TEXT, ZodPipe } from '../common/zod-contract';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { Accounts, initialsOf } from './accounts.service';
import { avatarSvg } from './avatar';
import { updateMeBodySchema, type UpdateMeBody } from './me.contract';
import { MyOrdersService } from './my-orders.service';
import { Idempotent } from '../security/idempotency.interceptor';

const historyQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

@ApiTags('account')
@Controller('me')
export class MeController {
  constructor(
    private readonly myOrders: MyOrdersService,
    private readonly accounts: Accounts,
  ) {}

  @Get()
  @ApiContract({ responses: { 200: { description: 'The caller (anonymous until signed in)', schema: meSchema } } })
  me(@CurrentSession() session: Session): Promise<Me> {
    return this.accounts.me(session);
  }

  /** The signed-in user's phone (default prefix 373) and display name. */
  @Patch()
  // The account holds the e-mail and phone: a retry runs again (it sets the same values) instead of keeping them.
  @Idempotent('rerun')
  @ApiContract({
    body: updateMeBodySchema,
    responses: {
      200: { description: 'The updated account', schema: meSchema },
      400: {
        description: 'validation-failed (also for fields that cannot be changed here)',
        schema: errorResponseSchema,
      },
      401: { description: 'unauthorized: anonymous visitors have no account', schema: errorResponseSchema },
    },
  })
  update(@Body(new ZodPipe(updateMeBodySchema)) body: UpdateMeBody, @CurrentSession() session: Session): Promise<Me> {
    return this.accounts.update(session, body);
  }

  /** A generated picture (no outside avatar service): the account's initials, or a pattern for anonymous visitors. */
  @Get('avatar.svg')
  @ApiContract({ responses: { 200: { description: 'The picture', content: { 'image/svg+xml': TEXT } } } })
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async avatar(@CurrentSession() session: Session): Promise<string> {
    const account = await this.accounts.find(session);
    return avatarSvg(session.uid, account ? initialsOf(account) : '');
  }

  /** My account's list (spec §7): at most two orders, one per vehicle. */
  @Get('orders')
  @ApiContract({ responses: { 200: { description: 'The shortcut list', schema: myOrdersResponseSchema } } })
  async orders(@CurrentSession() session: Session) {
    return { orders: await this.myOrders.shortcuts(session.uid) };
  }

  @Get('orders/history')
  @ApiContract({
    query: historyQuerySchema,
    responses: { 200: { description: 'Every order, newest first', schema: orderHistoryResponseSchema } },
  })
  history(
    @Query(new ZodPipe(historyQuerySchema)) query: z.infer<typeof historyQuerySchema>,
    @CurrentSession() session: Session,
  ) {
    return this.myOrders.history(session.uid, query.page, query.pageSize);
  }

  /** The draft the resume banner offers to finish. */
  @Get('drafts/latest')
  @ApiContract({
    responses: { 200: { description: 'The latest draft id, or null', schema: latestDraftResponseSchema } },
  })
  async latestDraft(@CurrentSession() session: Session) {
    return { orderId: await this.myOrders.latestDraft(session.uid) };
  }
}
