import { Controller, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { DomainError, findIssuer } from '@asiguro/domain';
import { errorResponseSchema, insurerCallbackReceivedSchema } from '@asiguro/contracts';
import {
  InsurerApplications,
  orderCorrelation,
  OrderNotFoundError,
  OrderService,
  PolicyRecorder,
} from '@asiguro/orchestration';
import { AsyncInsurerAdapter, InsurerCallbackError, InsurerRegistry, verifyInsurerCallback } from '@asiguro/partners';
import { APP_CONFIG, insurerCallbackSecret, type Env } from '@asiguro/platform';
import { ApiContract } from '../common/zod-contract';

/** The idempotency key of an order's policy is `order-<order id>-policy` (see the issuance job). */
const POLICY_KEY = /^order-([0-9a-f-]{36})-policy$/;

const notOurs = () => new DomainError('validation-failed', { reason: 'not one of our applications' });

@ApiTags('partners')
@Controller('partners')
export class InsurerCallbacksController {
  constructor(
    private readonly policies: PolicyRecorder,
    private readonly orders: OrderService,
    private readonly applications: InsurerApplications,
    private readonly insurers: InsurerRegistry,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * An asynchronous insurer's decision, signed with HMAC over the raw body and a timestamp. It is
   * believed only as a signal: the order must be placed with this insurer and its application be
   * the one named, and the decision is applied only as the insurer confirms it when asked (its
   * answer, not the callback's body, gives the policy). An issued policy moves the order on at
   * once (the issuance job's polling would find it too); a refusal is left to the job, which fails
   * the order with the insurer's reason. A policy for an order that cannot take it (not in
   * processing, or a number another order holds) is acknowledged and recorded nowhere but in the
   * order's last error, for staff.
   */
  @Post(':slug/callbacks')
  @HttpCode(200)
  @SkipThrottle()
  @ApiContract({
    responses: {
      200: {
        description: 'Received (also for a repeated callback, or one the insurer does not confirm yet)',
        schema: insurerCallbackReceivedSchema,
      },
      400: {
        description: 'validation-failed: stale or malformed, or not an application of ours at this insurer',
        schema: errorResponseSchema,
      },
      401: { description: 'unauthorized: missing or wrong signature', schema: errorResponseSchema },
      404: { description: 'not-found: no such insurer', schema: errorResponseSchema },
    },
  })
  async callback(
    @Param('slug') slug: string,
    @Headers('x-signature') signature: string | undefined,
    @Headers('x-timestamp') timestamp: string | undefined,
    @Req() req: RawBodyRequest<Request>,
  ) {
    if (!findIssuer(slug)) throw new DomainError('not-found');
    let callback;
    try {
      callback = verifyInsurerCallback({
        rawBody: req.rawBody?.toString('utf8') ?? '',
        signature,
        timestamp,
        secret: insurerCallbackSecret(this.config, slug),
      });
    } catch (error) {
      if (error instanceof InsurerCallbackError) {
        throw new DomainError(
          error.reason === 'missing-signature' || error.reason === 'bad-signature'
            ? 'unauthorized'
            : 'validation-failed',
          {
            reason: error.reason,
          },
        );
      }
      throw error;
    }
    const orderId = POLICY_KEY.exec(callback.idempotencyKey)?.[1];
    if (!orderId || callback.insurer !== slug) throw notOurs();
    // The order is this insurer's, and the application named is the one it opened for the order.
    const order = await this.orders.get(orderId).catch((error: unknown) => {
      if (error instanceof OrderNotFoundError) return null;
      throw error;
    });
    const application = await this.applications.of(orderId);
    if (
      order?.insurer !== slug ||
      application?.insurer !== slug ||
      application.applicationId !== callback.applicationId
    )
      throw notOurs();
    if (callback.status !== 'issued') return { received: true };
    const adapter = this.insurers.adapter(slug);
    if (!(adapter instanceof AsyncInsurerAdapter)) throw notOurs();
    // Confirmed with the insurer before anything is applied: a signature alone moves nothing.
    const confirmed = await orderCorrelation.run(orderId, () =>
      adapter.application(application.applicationId, { correlationId: orderId }),
    );
    if (confirmed.status !== 'issued' || !confirmed.policy) return { received: true, applied: false };
    const { policy } = confirmed;
    const recorded = await orderCorrelation.run(orderId, () =>
      this.policies.record(
        orderId,
        {
          insurer: slug,
          number: policy.number,
          validFrom: policy.validFrom,
          validTo: policy.validTo,
          liabilityStart: policy.liabilityStart,
        },
        { kind: 'partner', id: slug },
        'partner',
      ),
    );
    // The insurer did its part: acknowledge it, or it retries. A policy the order could not take
    // recorded nothing; staff see why on the order.
    if (recorded.outcome === 'refused' || recorded.outcome === 'number-taken') {
      await this.orders.noteError(
        orderId,
        `${slug} issued ${policy.number} by callback; not recorded (${recorded.outcome} in ${recorded.status})`,
      );
    }
    return { received: true, applied: recorded.ok };
  }
}
