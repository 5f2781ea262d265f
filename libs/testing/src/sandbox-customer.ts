/**
 * A customer on the sandbox's hosted payment pages, played over plain HTTP (forms followed by
 * hand), for tests that need a paid order without a browser.
 */
/** The customer's browser: follows forms by hand, never redirects on its own. */
export async function browse(url: string, form?: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
}

/** The absolute URL a page's (first) form posts to. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on ${pageUrl}`);
  return new URL(action.replace(/&#38;/g, '&'), pageUrl).toString();
}

export const TEST_CARDS = {
  succeeds: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** The card provider's form as a customer fills it in with `card`. */
export function cardForm(card: string = TEST_CARDS.succeeds): Record<string, string> {
  return { cardNumber: card, expiry: '12/39', cvc: '123' };
}

/** Pays (or fails to pay) on the card provider's page; answers the redirect back to the shop. */
export async function payByCard(redirectUrl: string, card: string = TEST_CARDS.succeeds): Promise<Response> {
  const page = await browse(redirectUrl);
  return browse(formAction(await page.text(), redirectUrl), cardForm(card));
}

/** Pays (or cancels) a bill on the online-payment provider's page. */
export async function payOnline(redirectUrl: string, pay = true): Promise<Response> {
  const page = await browse(redirectUrl);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
  return browse(formAction(html, redirectUrl), { ...hidden, action: pay ? 'pay' : 'cancel' });
}

/** Confirms (or rejects) a mobile instant payment as the banking app would. */
export async function payByMobile(sandboxUrl: string, providerPaymentId: string, pay = true): Promise<void> {
  const response = await fetch(`${sandboxUrl}/payments/mobile/test-pay/${providerPaymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: pay ? 'paid' : 'rejected' }),
  });
  if (!response.ok) throw new Error(`mobile test-pay answered ${response.status}`);
}
