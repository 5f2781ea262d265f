import { orderLink, orderLinkToken, renewalLink, verifyOrderLinkToken } from './order-links';

const secret = 'a-secret-that-is-long-enough-for-hmac';
const orderId = '6f1c1a52-8d0e-4a57-9f0f-0c6a4c5e8f11';

describe('order links', () => {
  it('verifies its own token for the same order', () => {
    expect(verifyOrderLinkToken(orderId, orderLinkToken(orderId, secret), secret)).toBe(true);
  });

  it('refuses the token of another order, a tampered one, an expired one and one signed with another secret', () => {
    const token = orderLinkToken(orderId, secret);
    expect(verifyOrderLinkToken('7f1c1a52-8d0e-4a57-9f0f-0c6a4c5e8f11', token, secret)).toBe(false);
    expect(verifyOrderLinkToken(orderId, `${token}x`, secret)).toBe(false);
    expect(
      verifyOrderLinkToken(
        orderId,
        token.replace(/^\d+/, (n) => String(Number(n) + 1)),
        secret,
      ),
    ).toBe(false);
    expect(
      verifyOrderLinkToken(orderId, orderLinkToken(orderId, secret, Date.now() - 500 * 24 * 3600 * 1000), secret),
    ).toBe(false);
    expect(verifyOrderLinkToken(orderId, token, 'another-secret-that-is-long-enough')).toBe(false);
  });

  it('points at the order page in the order language, with no personal data', () => {
    const link = orderLink('https://asiguro.md', 'ru', orderId, secret);
    expect(link).toMatch(new RegExp(`^https://asiguro\\.md/ru/order\\?order=${orderId}&t=\\d+\\.[\\w-]+$`));
    expect(orderLink('https://asiguro.md', 'ro', orderId, secret)).toMatch(/^https:\/\/asiguro\.md\/order\?/);
  });

  it('renews on the product page in the order language, pre-filled from the earlier order by its link token', () => {
    const token = (link: string) => new URL(link).searchParams.get('t') ?? '';
    const ro = renewalLink('https://asiguro.md', 'ro', 'rca', orderId, secret);
    expect(ro).toMatch(new RegExp(`^https://asiguro\\.md/rca\\?from=${orderId}&t=\\d+\\.[\\w-]+$`));
    expect(verifyOrderLinkToken(orderId, token(ro), secret)).toBe(true);
    expect(renewalLink('https://asiguro.md', 'en', 'rca', orderId, secret)).toMatch(
      new RegExp(`^https://asiguro\\.md/en/mtpl\\?from=${orderId}&t=`),
    );
    expect(renewalLink('https://asiguro.md', 'ru', 'casco', orderId, secret)).toMatch(
      new RegExp(`^https://asiguro\\.md/ru/kasko\\?from=${orderId}&t=`),
    );
  });
});
