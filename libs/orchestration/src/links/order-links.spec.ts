import { orderLink, orderLinkToken, renewalLink, verifyOrderLinkToken } from './order-links';

const secret = 'a-secret-that-is-long-enough-for-hmac';
const orderId = '6f1c1a52-8d0e-4a57-9f0f-0c6a4c5e8f11';
const order = { id: orderId, linkGeneration: 0 };

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
      verifyOrderLinkToken(orderId, orderLinkToken(orderId, secret, Date.now() - 500 * 24 * 3600 * 1000), secret, 0),
    ).toBe(false);
    expect(verifyOrderLinkToken(orderId, token, 'another-secret-that-is-long-enough')).toBe(false);
  });

  it('stops every token of an earlier generation once the order’s links are revoked', () => {
    const before = orderLinkToken(orderId, secret);
    expect(verifyOrderLinkToken(orderId, before, secret, 1)).toBe(false);
    const after = orderLinkToken(orderId, secret, Date.now(), 400, 1);
    expect(verifyOrderLinkToken(orderId, after, secret, 1)).toBe(true);
    expect(verifyOrderLinkToken(orderId, after, secret, 2)).toBe(false);
    const link = orderLink('https://asiguro.md', 'ro', { id: orderId, linkGeneration: 1 }, secret);
    expect(verifyOrderLinkToken(orderId, new URL(link).searchParams.get('t')!, secret, 1)).toBe(true);
  });

  it('points at the order page in the order language, with no personal data', () => {
    const link = orderLink('https://asiguro.md', 'ru', order, secret);
    expect(link).toMatch(new RegExp(`^https://asiguro\\.md/ru/order\\?order=${orderId}&t=\\d+\\.[\\w-]+$`));
    expect(orderLink('https://asiguro.md', 'ro', order, secret)).toMatch(/^https:\/\/asiguro\.md\/order\?/);
  });

  it('renews on the product page in the order language, pre-filled from the earlier order by its link token', () => {
    const token = (link: string) => new URL(link).searchParams.get('t') ?? '';
    const ro = renewalLink('https://asiguro.md', 'ro', 'rca', order, secret);
    expect(ro).toMatch(new RegExp(`^https://asiguro\\.md/rca\\?from=${orderId}&t=\\d+\\.[\\w-]+$`));
    expect(verifyOrderLinkToken(orderId, token(ro), secret)).toBe(true);
    expect(renewalLink('https://asiguro.md', 'en', 'rca', order, secret)).toMatch(
      new RegExp(`^https://asiguro\\.md/en/mtpl\\?from=${orderId}&t=`),
    );
    expect(renewalLink('https://asiguro.md', 'ru', 'casco', order, secret)).toMatch(
      new RegExp(`^https://asiguro\\.md/ru/kasko\\?from=${orderId}&t=`),
    );
  });
});
