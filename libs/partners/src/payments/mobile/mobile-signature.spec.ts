import { mobileSignature, mobileSignedString, verifyMobileSignature } from './mobile-signature';

const key = 'test-mobile-signature-key';
const result = {
  qrId: 'qr-1',
  extensionId: 'ext-1',
  qrStatus: 'Paid',
  payId: 'pay-1',
  referenceId: 'MIA0001234567',
  orderId: '123',
  amount: 50,
  commission: 0.1,
  currency: 'MDL',
  payerName: '',
  payerIban: null,
  executedAt: '2026-01-01T10:00:00+02:00',
  terminalId: 'T1',
};
// Known vector: printf '%s' '<signed string>' | openssl dgst -sha256 -binary | base64
const expected = '4vUlEGny3jWHKFAa2so4QiN3n73Y9D2Ob72IrZeGq3Y=';

describe(mobileSignature.name, () => {
  it('drops empty values, writes amounts with two decimals, sorts keys case-insensitively and appends the key', () => {
    expect(mobileSignedString(result, key)).toBe(
      '50.00:0.10:MDL:2026-01-01T10:00:00+02:00:ext-1:123:pay-1:qr-1:Paid:MIA0001234567:T1:test-mobile-signature-key',
    );
    expect(mobileSignature(result, key)).toBe(expected);
  });

  it('orders keys ignoring case, not by character code', () => {
    // By character code "Zeta" would come before "alpha".
    expect(mobileSignedString({ Zeta: 'z', alpha: 'a', Beta: 'b' }, 'k')).toBe('a:b:z:k');
  });

  it('verifies the provider signature and refuses any change', () => {
    expect(verifyMobileSignature(result, expected, key)).toBe(true);
    expect(verifyMobileSignature({ ...result, amount: 5 }, expected, key)).toBe(false);
    expect(verifyMobileSignature({ ...result, qrStatus: 'Cancelled' }, expected, key)).toBe(false);
    expect(verifyMobileSignature(result, expected, 'another-signature-key')).toBe(false);
  });
});
