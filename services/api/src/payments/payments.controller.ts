import { Body, Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { startPaymentBodySchema, type StartPaymentBody } from '@asiguro/domain';
import { errorResponseSchema, paymentNotificationReceivedSchema, startPaymentResponseSchema } from '@asiguro/contracts';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { RateLimit } from '../security/rate-limits';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { PaymentsUseCases } from './payments.use-cases';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsUseCases) {}

  /** Starts paying an unpaid order: where to send the customer (or, for a company, the invoice). */
  @Post('orders/:id/payments')
  @HttpCode(201)
  @RateLimit('payments')
  @ApiContract({
    body: startPaymentBodySchema,
    responses: {
      201: { description: 'Where to send the customer', schema: startPaymentResponseSchema },
      404: { description: 'not-found-order', schema: errorResponseSchema },
      409: { description: 'event-refused: the order is not awaiting payment', schema: errorResponseSchema },
      502: { description: 'init-payment: the provider did not start the payment', schema: errorResponseSchema },
    },
  })
  start(
    @Param('id') id: string,
    @Body(new ZodPipe(startPaymentBodySchema)) body: StartPaymentBody,
    @CurrentSession() session: Session,
  ) {
    return this.payments.start(id, body, session);
  }

  /**
   * A provider's signed notification (server to server; no cookies, no CSRF). Checked, then
   * confirmed by asking the provider; a replay is answered like the first and changes nothing.
   */
  @Post('payments/:provider/notifications')
  @HttpCode(200)
  @SkipThrottle()
  @ApiContract({
    responses: {
      200: { description: 'Received (also for a replay)', schema: paymentNotificationReceivedSchema },
      400: { description: 'validation-failed: malformed or stale', schema: errorResponseSchema },
      401: { description: 'unauthorized: the signature does not match', schema: errorResponseSchema },
      404: { description: 'not-found: no such provider or payment', schema: errorResponseSchema },
    },
  })
  notification(
    @Param('provider') provider: string,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Req() req: RawBodyRequest<Request>,
  ) {
    return this.payments.notification(provider, headers, req.rawBody);
  }
}
