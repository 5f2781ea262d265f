import { EXAMPLE_CODES } from '@asiguro/domain';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { query, setCookie, visitProvider } from './auth-flows';

interface Me {
  uid: string;
  anonymous: boolean;
  email: string | null;
}

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/**
 * No account takeover through a sign-in (security review, finding 1): an e-mailed link is bound
 * to the browser that asked for it, opening it (a GET) changes nothing, it signs in only when the
 * landing page confirms it with a POST, and a browser's anonymous orders move into the account
 * only when that browser's anonymous session is the one that asked for the link (or started the
 * OpenID Connect flow).
 */
describe('sign-in links and the OpenID Connect callback: the browser that asked, and only its orders', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const visitor = async () => {
    const client = new ApiClient(stack.baseUrl);
    await client.get('/api/health');
    return client;
  };
  const me = async (client: ApiClient) => (await client.get<Me>('/api/me')).body;
  const authorOf = async (orderId: string) =>
    (
      await query<{ author_uid: string }>(stack.database.url, `select author_uid from orders where id = $1`, [orderId])
    )[0].author_uid;
  /** The link of the sign-in e-mail sent to an address, as the recipient's mail client shows it. */
  const linkMailedTo = async (address: string): Promise<URL> => {
    const mail = await waitFor(
      async () => {
        const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': address } });
        return ((await response.json()) as { messages: MailMessage[] }).messages[0];
      },
      { description: `the sign-in e-mail to ${address}` },
    );
    return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  };
  /** A draft with personal data, made by this browser's anonymous session. */
  const draftOf = async (client: ApiClient) => {
    const created = await client.post<{ id: string }>('/api/orders', {
      items: [{ type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp } } }],
      contact: { phone: '069123456' },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  it("signs nobody in when another browser opens an attacker's link, and never hands that browser's orders to the attacker", async () => {
    const attackerAddress = `attacker.${Date.now()}@example.com`;
    const attacker = await visitor();
    expect(
      (await attacker.post('/api/auth/email-link', { email: attackerAddress, returnTo: '/my-account' })).status,
    ).toBe(202);
    const link = await linkMailedTo(attackerAddress);

    const victim = await visitor();
    const victimUid = victim.uid;
    const draft = await draftOf(victim);
    // The victim's browser opens the attacker's link (sent by mail, or a redirect from any site).
    const opened = await victim.fetch(`${link.pathname}${link.search}`, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(await me(victim)).toMatchObject({ anonymous: true, email: null });
    expect((await victim.get(`/api/orders/${draft}`)).status).toBe(200);
    expect(await authorOf(draft)).toBe(victimUid);

    // The landing page learns it is not the browser that asked, and asks before signing in.
    const token = link.searchParams.get('token')!;
    expect((await victim.post('/api/auth/email-link/check', { token })).body).toEqual({
      valid: true,
      email: attackerAddress,
      sameBrowser: false,
    });
    // Even a victim who confirms is signed in without giving away the draft.
    const confirmed = await victim.post<{ movedOrders: number; returnTo: string }>('/api/auth/email-link/confirm', {
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ movedOrders: 0, returnTo: '/my-account' });
    expect((await me(victim)).email).toBe(attackerAddress);
    expect(await authorOf(draft)).toBe(victimUid);
    const history = await victim.get<{ orders: { id: string }[] }>('/api/me/orders/history?pageSize=100');
    expect(history.body.orders.map((order) => order.id)).not.toContain(draft);
  });

  it('signs in the browser that asked, after its landing page confirms, with the orders it made before', async () => {
    const address = `same.browser.${Date.now()}@example.com`;
    const client = await visitor();
    const draft = await draftOf(client);
    const asked = await client.post('/api/auth/email-link', { email: address, returnTo: '/ru/my-account' });
    expect(setCookie({ headers: asked.headers } as Response, 'asg_link')).toMatch(
      /^asg_link=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const link = await linkMailedTo(address);
    expect(link.pathname).toBe('/auth/link');
    const token = link.searchParams.get('token')!;

    // Opening and checking the link, as often as a mail scanner likes, changes nothing.
    for (const method of ['HEAD', 'GET']) await fetch(link, { method, redirect: 'manual' });
    expect((await client.post('/api/auth/email-link/check', { token })).body).toEqual({
      valid: true,
      email: address,
      sameBrowser: true,
    });
    expect((await me(client)).anonymous).toBe(true);

    const confirmed = await client.post<{ movedOrders: number; returnTo: string }>('/api/auth/email-link/confirm', {
      token,
    });
    expect(confirmed.body).toEqual({ movedOrders: 1, returnTo: '/ru/my-account' });
    const account = await me(client);
    expect(account).toMatchObject({ anonymous: false, email: address });
    expect(await authorOf(draft)).toBe(account.uid);

    // Once: the link is spent.
    expect((await client.post('/api/auth/email-link/check', { token })).body).toEqual({ valid: false });
    expect((await (await visitor()).post('/api/auth/email-link/confirm', { token })).status).toBe(400);
  });

  it('moves no orders when the browser kept the link cookie but its anonymous session changed', async () => {
    const address = `changed.session.${Date.now()}@example.com`;
    const asker = await visitor();
    const askersDraft = await draftOf(asker);
    await asker.post('/api/auth/email-link', { email: address, returnTo: '/my-account' });
    const token = (await linkMailedTo(address)).searchParams.get('token')!;

    // The same browser (its link cookie), but another anonymous session with orders of its own.
    const other = await visitor();
    const othersDraft = await draftOf(other);
    other.cookies.set('asg_link', asker.cookies.get('asg_link')!);
    const confirmed = await other.post<{ movedOrders: number }>('/api/auth/email-link/confirm', { token });
    expect(confirmed.body.movedOrders).toBe(0);
    expect(await authorOf(othersDraft)).toBe(other.uid);
    expect(await authorOf(askersDraft)).toBe(asker.uid);
  });

  it('moves orders at an OpenID Connect callback only for the anonymous session that started the flow', async () => {
    const starter = await visitor();
    const startersDraft = await draftOf(starter);
    const visit = await visitProvider(starter, 'google');

    // The callback reaches the browser with another anonymous session than the one that started.
    const other = await visitor();
    const othersDraft = await draftOf(other);
    const othersUid = other.uid;
    starter.cookies.set('asg_sid', other.cookies.get('asg_sid')!);
    const back = await visit.choose('Elena Ceban');
    expect(back.status).toBe(302);
    expect((await me(starter)).anonymous).toBe(false);
    expect(await authorOf(othersDraft)).toBe(othersUid);
    expect(await authorOf(startersDraft)).not.toMatch(/^acc:/);
  });
});
