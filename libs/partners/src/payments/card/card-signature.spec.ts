import { cardSignature, cardSignatureHeader, verifyCardSignature } from './card-signature';

// Known vector, computed independently with:
// printf '%s' '<body>.1767225600' | openssl dgst -sha256 -hmac 'test-card-signature-key' -binary | base64
const key = 'test-card-signature-key';
const body = '{"checkoutId":"chk-1","paymentStatus":"Executed","amount":12.5}';
const timestamp = '1767225600';
const expected = 'QuTtJN1lYPn8IRLHicENmUKQ1xhKNHRToWPlrwC7icQ=';

describe(cardSignature.name, () => {
  it('is base64 HMAC-SHA256 of the raw body, a dot and the timestamp', () => {
    expect(cardSignature(body, timestamp, key)).toBe(expected);
    expect(cardSignatureHeader(body, timestamp, key)).toBe(`sha256=${expected}`);
  });
});

describe(verifyCardSignature.name, () => {
  it('accepts the header the provider computed', () => {
    expect(verifyCardSignature(body, `sha256=${expected}`, timestamp, key)).toBe(true);
  });

  it('refuses a changed body, a changed timestamp, another key and a header without its prefix', () => {
    expect(verifyCardSignature(body.replace('12.5', '1.5'), `sha256=${expected}`, timestamp, key)).toBe(false);
    expect(verifyCardSignature(body, `sha256=${expected}`, '1767225601', key)).toBe(false);
    expect(verifyCardSignature(body, `sha256=${expected}`, timestamp, 'another-signature-key')).toBe(false);
    expect(verifyCardSignature(body, expected, timestamp, key)).toBe(false);
    expect(verifyCardSignature(body, 'sha256=', timestamp, key)).toBe(false);
  });
});
