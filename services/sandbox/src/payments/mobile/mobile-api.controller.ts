import { randomInt, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, UseFilters } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import {
  decimalToMinor,
  minorToDecimal,
  mobileQrRequestSchema,
  mobileRefundRequestSchema,
  type MOBILE_QR_STATUSES,
} from '@asiguro/partners';
import { z } from 'zod';
import { PresetAnswerFilter, PaymentBehaviours } from '../payment-behaviour';
import { PaymentNotifier } from '../payment-notifier';
import { refundMaibPayment } from '../maib-refund';
import { DuplicateReferenceError, SandboxPaymentStore, type SandboxPayment } from '../payment-store';
import { firstIssue, MAIB_UNAVAILABLE, maibError } from '../provider-errors';

/** The deep link a dynamic QR encodes; banking apps registered for MIA open it. */
export function miaDeepLink(payment: SandboxPayment): string {
  return `mia://pay?qr=${encodeURIComponent(payment.id)}&amount=${minorToDecimal(payment.amountMinor)}&currency=MDL`;
}

/** The QR's state now: an active QR past its expiry reads as expired. */
export function qrStatus(payment: SandboxPayment, now = new Date()): (typeof MOBILE_QR_STATUSES)[number] {
  if (payment.state === 'succeeded') return 'Paid';
  if (payment.state === 'failed') return 'Cancelled';
  return payment.expiresAt && payment.expiresAt <= now ? 'Expired' : 'Active';
}

const testPaySchema = z.object({ outcome: z.enum(['paid', 'rejected']).default('paid') }).default({ outcome: 'paid' });

/**
 * The instant-payment provider's merchant API (maib MIA QR style), MDL only: dynamic QR codes,
 * their state, refunds, and the sandbox's `test-pay` that plays the customer confirming in the app.
 */
@Controller('payments/mobile')
@UseFilters(PresetAnswerFilter)
export class MobileApiController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly behaviours: PaymentBehaviours,
    private readonly notifier: PaymentNotifier,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  @Post('mia/qr')
  @HttpCode(200)
  async createQr(@Body() body: unknown) {
    await this.behaviours.apply('mobile', MAIB_UNAVAILABLE);
    const parsed = mobileQrRequestSchema.safeParse(body);
    if (!parsed.success) throw maibError(400, 'invalid-request', firstIssue(parsed.error));
    const request = parsed.data;
    if (request.currency !== 'MDL') throw maibError(422, 'currency-not-supported', 'MIA payments are in MDL only');
    if (new Date(request.expiresAt) <= new Date()) throw maibError(400, 'invalid-expiry', 'expiresAt is in the past');
    try {
      const { payment } = this.store.create({
        provider: 'mobile',
        merchantReference: request.orderId,
        orderNumber: request.orderId,
        amountMinor: decimalToMinor(request.amount),
        currency: 'MDL',
        description: request.description,
        language: request.language,
        successUrl: request.redirectUrl,
        failUrl: request.redirectUrl,
        callbackUrl: request.callbackUrl,
        expiresAt: new Date(request.expiresAt),
        details: { extensionId: randomUUID() },
      });
      return {
        ok: true,
        result: {
          qrId: payment.id,
          extensionId: payment.details.extensionId,
          orderId: payment.merchantReference,
          type: 'Dynamic',
          url: miaDeepLink(payment),
          pageUrl: `${this.config.SANDBOX_PUBLIC_URL}/payments/mobile/qr/${payment.id}`,
          expiresAt: payment.expiresAt!.toISOString(),
        },
      };
    } catch (error) {
      if (error instanceof DuplicateReferenceError) throw maibError(409, 'duplicate-order', error.message);
      throw error;
    }
  }

  @Get('mia/qr/:qrId')
  async getQr(@Param('qrId') qrId: string) {
    await this.behaviours.apply('mobile', MAIB_UNAVAILABLE);
    const payment = this.store.get('mobile', qrId);
    if (!payment) throw maibError(404, 'qr-not-found', 'no such QR');
    return {
      ok: true,
      result: {
        qrId: payment.id,
        status: qrStatus(payment),
        orderId: payment.merchantReference,
        amount: Number(minorToDecimal(payment.amountMinor)),
        currency: 'MDL',
        payId: payment.transactionId,
        referenceId: payment.details.referenceId ?? null,
        executedAt: payment.executedAt?.toISOString() ?? null,
        refundedAmount: Number(minorToDecimal(this.store.refundedMinor(payment))),
      },
    };
  }

  @Post('mia/payments/:payId/refund')
  @HttpCode(200)
  async refund(
    @Param('payId') payId: string,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return refundMaibPayment(
      'mobile',
      { store: this.store, behaviours: this.behaviours },
      { transactionId: payId, body, idempotencyKey, schema: mobileRefundRequestSchema },
    );
  }

  /** Sandbox only (like maib's `mia/test-pay`): the customer confirms (or rejects) in the banking app. */
  @Post('test-pay/:qrId')
  @HttpCode(200)
  testPay(@Param('qrId') qrId: string, @Body() body: unknown) {
    const payment = this.store.get('mobile', qrId);
    if (!payment) throw maibError(404, 'qr-not-found', 'no such QR');
    const parsed = testPaySchema.safeParse(body ?? undefined);
    if (!parsed.success) throw maibError(400, 'invalid-request', firstIssue(parsed.error));
    const status = qrStatus(payment);
    if (status !== 'Active') throw maibError(422, 'qr-not-active', `the QR is ${status}`);
    confirmInApp(this.store, this.notifier, payment, parsed.data.outcome);
    return { ok: true, result: { qrId: payment.id, payId: payment.transactionId, status: qrStatus(payment) } };
  }
}

/** The customer's banking app confirms (or rejects) the payment: settle it and notify the merchant. */
export function confirmInApp(
  store: SandboxPaymentStore,
  notifier: PaymentNotifier,
  payment: SandboxPayment,
  outcome: 'paid' | 'rejected',
): void {
  payment.details.referenceId = `MIA${randomInt(10 ** 9, 10 ** 10)}`;
  payment.details.payerName = 'Sandbox Payer';
  payment.details.payerIban = 'MD00SANDBOX0000000000000';
  store.settle(payment, outcome === 'paid' ? 'succeeded' : 'failed', randomUUID());
  notifier.notify(payment);
}
