import { Body, Controller, Delete, Get, HttpCode, HttpException, Param, Post, Put } from '@nestjs/common';
import { paymentProviderSchema, type PaymentProviderId } from '@asiguro/domain';
import { z } from 'zod';
import { PaymentBehaviours, paymentBehaviourSchema } from './payment-behaviour';
import { PaymentNotifier } from './payment-notifier';
import { SandboxPaymentStore, type SandboxPayment } from './payment-store';
import { firstIssue } from './provider-errors';

const notificationRequestSchema = z.object({
  /**
   * replay: the last notification again, byte for byte (what an attacker who captured it sends);
   * resend: signed afresh (what a provider's own retry sends);
   * bad-signature: signed with a wrong key; stale / future: signed `ageSeconds` in the past / future;
   * delayed: signed now for a payment made `ageSeconds` ago (a genuine delivery that came late).
   */
  mode: z.enum(['replay', 'resend', 'bad-signature', 'stale', 'future', 'delayed']),
  ageSeconds: z
    .number()
    .int()
    .min(1)
    .max(10 ** 8)
    .default(3600),
});

/**
 * Sandbox-only switches for tests: send notifications again or broken on purpose, make a
 * provider slow, down, or refuse refunds, and look at what a payment's callbacks answered.
 */
@Controller('payments/control')
export class PaymentsControlController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly notifier: PaymentNotifier,
    private readonly behaviours: PaymentBehaviours,
  ) {}

  @Post('notifications/:provider/:providerPaymentId')
  @HttpCode(200)
  async sendNotification(
    @Param('provider') provider: string,
    @Param('providerPaymentId') providerPaymentId: string,
    @Body() body: unknown,
  ) {
    const payment = this.payment(provider, providerPaymentId);
    const parsed = notificationRequestSchema.safeParse(body ?? {});
    if (!parsed.success) throw new HttpException({ error: firstIssue(parsed.error) }, 400);
    if (payment.state !== 'succeeded' && payment.state !== 'failed') {
      throw new HttpException({ error: 'the payment has no outcome to notify yet' }, 409);
    }
    const { mode, ageSeconds } = parsed.data;
    let notification;
    if (mode === 'replay') {
      if (!payment.lastNotification) throw new HttpException({ error: 'nothing was notified yet' }, 409);
      notification = payment.lastNotification;
    } else {
      const offset = mode === 'stale' ? -ageSeconds : mode === 'future' ? ageSeconds : 0;
      notification = this.notifier.build(payment, {
        signedAt: new Date(Date.now() + offset * 1000),
        wrongKey: mode === 'bad-signature',
        executedAt: mode === 'delayed' ? new Date(Date.now() - ageSeconds * 1000) : undefined,
      });
      if (mode === 'resend') payment.lastNotification = notification;
    }
    return this.notifier.deliver(payment, notification);
  }

  @Get('payments/:provider/:providerPaymentId')
  describe(@Param('provider') provider: string, @Param('providerPaymentId') providerPaymentId: string) {
    const payment = this.payment(provider, providerPaymentId);
    return {
      provider: payment.provider,
      id: payment.id,
      merchantReference: payment.merchantReference,
      state: payment.state,
      transactionId: payment.transactionId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      refunds: payment.refunds.map(({ refundId, amountMinor }) => ({ refundId, amountMinor })),
      deliveries: payment.deliveries,
    };
  }

  @Put('behaviour/:provider')
  setBehaviour(@Param('provider') provider: string, @Body() body: unknown) {
    const id = this.provider(provider);
    const parsed = paymentBehaviourSchema.safeParse(body ?? {});
    if (!parsed.success) throw new HttpException({ error: firstIssue(parsed.error) }, 400);
    this.behaviours.set(id, parsed.data);
    return this.behaviours.get(id);
  }

  @Delete('behaviour')
  @HttpCode(204)
  resetBehaviour(): void {
    this.behaviours.reset();
  }

  private provider(value: string): PaymentProviderId {
    const parsed = paymentProviderSchema.safeParse(value);
    if (!parsed.success) throw new HttpException({ error: 'unknown provider' }, 404);
    return parsed.data;
  }

  private payment(provider: string, id: string): SandboxPayment {
    const payment = this.store.get(this.provider(provider), id);
    if (!payment) throw new HttpException({ error: 'no such payment' }, 404);
    return payment;
  }
}
