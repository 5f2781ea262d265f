import { CardPaymentAdapter } from './card/card-payment.adapter';
import { cardSignatureHeader } from './card/card-signature';
import { MobilePaymentAdapter } from './mobile/mobile-payment.adapter';
import { mobileSignature } from './mobile/mobile-signature';
import { OnlinePaymentAdapter } from './online/online-payment.adapter';
import type { OnlineNotification } from './online/online.protocol';
import { onlineSignature } from './online/online-signature';
import {
  MalformedPaymentNotificationError,
  PaymentSignatureError,
  StalePaymentNotificationError,
} from './payment-errors';
import type { PaymentConfig } from './payment-provider.adapter';

const config: PaymentConfig = {
  PARTNER_URLS: '{}',
  SANDBOX_URL: 'http://127.0.0.1:1',
  PARTNER_TIMEOUT_MS: 1000,
  PARTNER_RETRIES: 0,
  PAYMENT_CARD_SECRET: 'card-secret-for-unit-tests',
  PAYMENT_ONLINE_SECRET: 'online-secret-for-unit-tests',
  PAYMENT_MOBILE_SECRET: 'mobile-secret-for-unit-tests',
  PAYMENT_NOTIFICATION_MAX_AGE_SECONDS: 300,
};
const now = new Date('2026-03-01T12:00:00.000Z');
const seconds = (offset: number) => String(Math.floor(now.getTime() / 1000) + offset);
const iso = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000).toISOString();

describe(CardPaymentAdapter.name, () => {
  const adapter = new CardPaymentAdapter({ config });
  const body = JSON.stringify({
    checkoutId: 'chk-1',
    paymentId: 'pay-1',
    merchantReference: 'p-1',
    orderId: 'IAE123456ABC',
    paymentStatus: 'Executed',
    amount: 1250.5,
    currency: 'MDL',
    providerType: 'Card',
    senderCardNumber: '411111******1111',
    retrievalReferenceNumber: '123456789012',
    executedAt: iso(-10),
  });
  const signed = (raw: string, timestamp: string, key = config.PAYMENT_CARD_SECRET) => ({
    'X-Signature': cardSignatureHeader(raw, timestamp, key),
    'X-Signature-Timestamp': timestamp,
  });

  it('reads a signed, fresh notification', () => {
    expect(adapter.parseNotification(signed(body, seconds(-10)), Buffer.from(body), now)).toMatchObject({
      provider: 'card',
      providerPaymentId: 'chk-1',
      transactionId: 'pay-1',
      status: 'succeeded',
      amount: { minor: 125050, currency: 'MDL' },
    });
  });

  it('refuses a wrong signature, a stale or future timestamp and a malformed body', () => {
    expect(() => adapter.parseNotification(signed(body, seconds(0), 'another-key-entirely'), body, now)).toThrow(
      PaymentSignatureError,
    );
    expect(() => adapter.parseNotification({}, body, now)).toThrow(PaymentSignatureError);
    expect(() => adapter.parseNotification(signed(body, seconds(-301)), body, now)).toThrow(
      StalePaymentNotificationError,
    );
    expect(() => adapter.parseNotification(signed(body, seconds(3600)), body, now)).toThrow(
      StalePaymentNotificationError,
    );
    expect(() => adapter.parseNotification(signed('{"nope":1}', seconds(0)), '{"nope":1}', now)).toThrow(
      MalformedPaymentNotificationError,
    );
    expect(() => adapter.parseNotification(signed('not json', seconds(0)), 'not json', now)).toThrow(
      MalformedPaymentNotificationError,
    );
  });
});

describe(OnlinePaymentAdapter.name, () => {
  const adapter = new OnlinePaymentAdapter({ config });
  const event = (eventDate: string, type: OnlineNotification['EventType'] = 'PAID'): OnlineNotification => ({
    EventId: 'evt-1',
    EventType: type,
    EventDate: eventDate,
    Payment: {
      ID: 'op-1',
      InvoiceID: 'inv-1',
      ExternalID: 'p-1',
      Merchant: 'ASIGURO',
      Customer: '1234567890',
      Amount: 99900,
      Currency: 'EUR',
      StatusDate: eventDate,
    },
  });
  const send = (value: OnlineNotification, key = config.PAYMENT_ONLINE_SECRET) =>
    adapter.parseNotification({ hash: onlineSignature(value, key) }, JSON.stringify(value), now);

  it('reads a signed, fresh notification, paid or cancelled', () => {
    expect(send(event(iso(-5)))).toMatchObject({
      providerPaymentId: 'inv-1',
      transactionId: 'op-1',
      status: 'succeeded',
      amount: { minor: 99900, currency: 'EUR' },
    });
    expect(send(event(iso(-5), 'CANCELLED')).status).toBe('failed');
  });

  it('refuses a wrong signature, a stale event and a malformed body', () => {
    expect(() => send(event(iso(0)), 'another-key-entirely')).toThrow(PaymentSignatureError);
    expect(() => send(event(iso(-3600)))).toThrow(StalePaymentNotificationError);
    expect(() => adapter.parseNotification({ hash: 'x' }, '{"EventId":1}', now)).toThrow(
      MalformedPaymentNotificationError,
    );
  });
});

describe(MobilePaymentAdapter.name, () => {
  const adapter = new MobilePaymentAdapter({ config });
  const result = (notifiedAt: string, executedAt = notifiedAt) => ({
    qrId: 'qr-1',
    extensionId: 'ext-1',
    qrStatus: 'Paid',
    payId: 'mia-pay-1',
    referenceId: 'MIA0000000001',
    orderId: 'p-1',
    amount: 100.1,
    commission: 0,
    currency: 'MDL',
    payerName: 'Ion P.',
    payerIban: 'MD24AG000225100013104168',
    executedAt,
    terminalId: 'T-1',
    notifiedAt,
  });
  const body = (value: Record<string, unknown>, key = config.PAYMENT_MOBILE_SECRET) =>
    JSON.stringify({ result: value, signature: mobileSignature(value, key) });

  it('reads a signed, fresh callback', () => {
    expect(adapter.parseNotification({}, body(result(iso(-1))), now)).toMatchObject({
      provider: 'mobile',
      providerPaymentId: 'qr-1',
      transactionId: 'mia-pay-1',
      status: 'succeeded',
      amount: { minor: 10010, currency: 'MDL' },
    });
  });

  it('accepts a genuine callback delivered long after the payment, since it was signed just now', () => {
    const paidAnHourAgo = iso(-3600);
    const late = adapter.parseNotification({}, body(result(iso(-5), paidAnHourAgo)), now);
    expect(late).toMatchObject({ transactionId: 'mia-pay-1', status: 'succeeded', occurredAt: paidAnHourAgo });
  });

  it('refuses a callback signed too long ago or dated ahead, whenever the payment was made', () => {
    expect(() => adapter.parseNotification({}, body(result(iso(-301), iso(-1))), now)).toThrow(
      StalePaymentNotificationError,
    );
    expect(() => adapter.parseNotification({}, body(result(iso(120), iso(-1))), now)).toThrow(
      StalePaymentNotificationError,
    );
  });

  it('refuses a replay: the same bytes later than the allowed age, or re-dated without the key', () => {
    const captured = body(result(iso(-1)));
    expect(adapter.parseNotification({}, captured, now).transactionId).toBe('mia-pay-1');
    const later = new Date(now.getTime() + 301_000);
    expect(() => adapter.parseNotification({}, captured, later)).toThrow(StalePaymentNotificationError);
    const redated = JSON.parse(captured) as { result: Record<string, unknown>; signature: string };
    redated.result.notifiedAt = later.toISOString();
    expect(() => adapter.parseNotification({}, JSON.stringify(redated), later)).toThrow(PaymentSignatureError);
  });

  it('checks the signature over fields it does not know as well', () => {
    const extended = { ...result(iso(-1)), newField: 'from a later API version' };
    expect(adapter.parseNotification({}, body(extended), now).transactionId).toBe('mia-pay-1');
    const tampered = JSON.parse(body(extended)) as { result: Record<string, unknown> };
    tampered.result.newField = 'changed';
    expect(() => adapter.parseNotification({}, JSON.stringify(tampered), now)).toThrow(PaymentSignatureError);
  });

  it('refuses a wrong signature and a malformed body, an undated one included', () => {
    expect(() => adapter.parseNotification({}, body(result(iso(0)), 'another-key-entirely'), now)).toThrow(
      PaymentSignatureError,
    );
    const { notifiedAt: _dropped, ...undated } = result(iso(-1));
    expect(() => adapter.parseNotification({}, body(undated), now)).toThrow(MalformedPaymentNotificationError);
    expect(() => adapter.parseNotification({}, '{"result":{}}', now)).toThrow(MalformedPaymentNotificationError);
  });
});
