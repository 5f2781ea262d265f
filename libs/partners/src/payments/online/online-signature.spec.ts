import type { OnlineNotification } from './online.protocol';
import { onlineSignature, onlineSignedString, verifyOnlineSignature } from './online-signature';

const key = 'test-online-signature-key';
const event: OnlineNotification = {
  EventId: 'evt-1',
  EventType: 'PAID',
  EventDate: '2026-01-01T10:00:00.000Z',
  Payment: {
    ID: 'pay-1',
    InvoiceID: 'INV-1',
    ExternalID: 'ONL-1',
    Merchant: 'ASIGURO',
    Customer: '1234567890',
    Amount: 125000,
    Currency: 'MDL',
    StatusDate: '2026-01-01T10:00:00.000Z',
  },
};
// Known vector: printf '%s' '<signed string>' | openssl dgst -sha256 -hmac "$key" -binary | base64
const expected = 'VmklMPHM6zGh9zUExqmYdEjp/zHwuFUE6rShCAfx74o=';

describe(onlineSignature.name, () => {
  it('signs the event fields in a fixed order joined with |', () => {
    expect(onlineSignedString(event)).toBe(
      '2026-01-01T10:00:00.000Z|evt-1|PAID|125000|MDL|1234567890|ONL-1|pay-1|INV-1|ASIGURO|2026-01-01T10:00:00.000Z',
    );
    expect(onlineSignature(event, key)).toBe(expected);
  });

  it('refuses a notification whose amount, currency or event type was changed', () => {
    expect(verifyOnlineSignature(event, expected, key)).toBe(true);
    expect(verifyOnlineSignature({ ...event, Payment: { ...event.Payment, Amount: 1 } }, expected, key)).toBe(false);
    expect(verifyOnlineSignature({ ...event, Payment: { ...event.Payment, Currency: 'EUR' } }, expected, key)).toBe(
      false,
    );
    expect(verifyOnlineSignature({ ...event, EventType: 'CANCELLED' }, expected, key)).toBe(false);
    expect(verifyOnlineSignature(event, expected, 'another-signature-key')).toBe(false);
  });
});
