import { isPaymentProvider } from './payment-providers';
import { initiatePaymentSchema, refundRequestSchema } from './payment.types';

const valid = {
  paymentId: 'pay-1',
  orderNumber: 'IAE123456ABC',
  amount: { minor: 100, currency: 'MDL' },
  description: 'Green Card IAE123456ABC',
  lang: 'ro',
  returnUrl: 'https://asiguro.md/order?order=1',
  callbackUrl: 'https://asiguro.md/api/payments/card/notifications',
};

describe('payment types', () => {
  it('knows the three providers and nothing else', () => {
    expect(['card', 'online', 'mobile'].every(isPaymentProvider)).toBe(true);
    expect(isPaymentProvider('wire-transfer')).toBe(false);
  });

  it('accepts a payment to start and refuses zero, fractional or unknown-currency amounts', () => {
    expect(initiatePaymentSchema.safeParse(valid).success).toBe(true);
    for (const amount of [
      { minor: 0, currency: 'MDL' },
      { minor: 10.5, currency: 'MDL' },
      { minor: 100, currency: 'GBP' },
    ]) {
      expect(initiatePaymentSchema.safeParse({ ...valid, amount }).success).toBe(false);
    }
  });

  it('keeps ids sent to providers URL-safe and URLs http(s)', () => {
    expect(initiatePaymentSchema.safeParse({ ...valid, paymentId: 'pay 1/2' }).success).toBe(false);
    expect(initiatePaymentSchema.safeParse({ ...valid, callbackUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('requires an idempotency key for a refund', () => {
    const refund = { providerPaymentId: 'c', transactionId: 't', amount: { minor: 1, currency: 'EUR' } };
    expect(refundRequestSchema.safeParse(refund).success).toBe(false);
    expect(refundRequestSchema.safeParse({ ...refund, idempotencyKey: 'refund-1' }).success).toBe(true);
  });
});
