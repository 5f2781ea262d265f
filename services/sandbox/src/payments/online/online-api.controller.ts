import { randomInt, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, UseFilters } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { onlineInvoiceRequestSchema, onlineRefundRequestSchema, type OnlineInvoice } from '@asiguro/partners';
import { PresetAnswerFilter, PaymentBehaviours } from '../payment-behaviour';
import { DuplicateReferenceError, refundPayment, SandboxPaymentStore, type SandboxPayment } from '../payment-store';
import { firstIssue, hubError } from '../provider-errors';

const UNAVAILABLE = { Code: 'ServiceUnavailable', Message: 'try again later' };

/** The hub's pay page for an order key, as the customer's browser opens it. */
export function onlinePayUrl(config: Env, serviceId: string, orderKey: string): string {
  const url = new URL(`${config.SANDBOX_PUBLIC_URL}/payments/online/service/pay`);
  url.searchParams.set('ServiceID', serviceId);
  url.searchParams.set('OrderKey', orderKey);
  return url.toString();
}

/** The online-payment hub's merchant API (MPay / Paynet style): invoices, their state, refunds. */
@Controller('payments/online')
@UseFilters(PresetAnswerFilter)
export class OnlineApiController {
  constructor(
    private readonly store: SandboxPaymentStore,
    private readonly behaviours: PaymentBehaviours,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  @Post('invoices')
  @HttpCode(200)
  async createInvoice(@Body() body: unknown): Promise<OnlineInvoice> {
    await this.behaviours.apply('online', UNAVAILABLE);
    const parsed = onlineInvoiceRequestSchema.safeParse(body);
    if (!parsed.success) throw hubError(400, 'InvalidRequest', firstIssue(parsed.error));
    const request = parsed.data;
    try {
      const { payment } = this.store.create(
        {
          provider: 'online',
          merchantReference: request.OrderKey,
          orderNumber: request.OrderNumber,
          amountMinor: request.Amount,
          currency: request.Currency,
          description: request.Description,
          language: request.Language,
          successUrl: request.ReturnUrl,
          failUrl: request.ReturnUrl,
          callbackUrl: request.NotifyUrl,
          expiresAt: null,
          // The bill (transaction) number the customer types at a terminal or in internet banking.
          details: { billNumber: String(randomInt(10 ** 9, 10 ** 10)), serviceId: request.ServiceID },
        },
        `INV-${randomUUID()}`,
      );
      return this.view(payment);
    } catch (error) {
      if (error instanceof DuplicateReferenceError) throw hubError(409, 'DuplicateOrderKey', error.message);
      throw error;
    }
  }

  @Get('invoices/:invoiceId')
  async getInvoice(@Param('invoiceId') invoiceId: string): Promise<OnlineInvoice> {
    await this.behaviours.apply('online', UNAVAILABLE);
    const payment = this.store.get('online', invoiceId);
    if (!payment) throw hubError(404, 'UnknownInvoice', 'no such invoice');
    return this.view(payment);
  }

  @Post('invoices/:invoiceId/refunds')
  @HttpCode(200)
  async refund(
    @Param('invoiceId') invoiceId: string,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    await this.behaviours.apply('online', UNAVAILABLE);
    if (this.behaviours.get('online').failRefunds) {
      throw hubError(503, 'RefundUnavailable', 'refunds are failing (sandbox switch)');
    }
    const parsed = onlineRefundRequestSchema.safeParse(body);
    if (!parsed.success) throw hubError(400, 'InvalidRequest', firstIssue(parsed.error));
    if (!idempotencyKey) throw hubError(400, 'IdempotencyKeyRequired', 'send an Idempotency-Key header');
    const payment = this.store.get('online', invoiceId);
    if (!payment || payment.transactionId !== parsed.data.PaymentID) {
      throw hubError(404, 'UnknownPayment', 'no such payment on this invoice');
    }
    const outcome = refundPayment(this.store, payment, idempotencyKey, parsed.data.Amount);
    if (!outcome.ok) throw hubError(422, outcome.code, 'refund refused');
    return { RefundID: outcome.refund.refundId, Status: 'Completed' };
  }

  private view(payment: SandboxPayment): OnlineInvoice {
    const refunded = this.store.refundedMinor(payment);
    const status: OnlineInvoice['Status'] =
      payment.state === 'succeeded'
        ? refunded === 0
          ? 'Paid'
          : refunded >= payment.amountMinor
            ? 'Refunded'
            : 'PartiallyRefunded'
        : payment.state === 'failed'
          ? 'Cancelled'
          : 'Pending';
    return {
      InvoiceID: payment.id,
      OrderKey: payment.merchantReference,
      BillNumber: payment.details.billNumber,
      PayUrl: onlinePayUrl(this.config, payment.details.serviceId, payment.merchantReference),
      Status: status,
      Amount: payment.amountMinor,
      RefundedAmount: refunded,
      Currency: payment.currency,
      PaymentID: payment.transactionId,
      StatusDate: (payment.executedAt ?? payment.createdAt).toISOString(),
    };
  }
}
