import { signInLinkToken } from '@asiguro/persistence';
import { ApiClient, startStack, waitFor, type Stack } from '@asiguro/testing';
import { createDraft, latestLinkToken, query, setCookie, signInWith, visitProvider } from './auth-flows';

interface Me {
  uid: string;
  anonymous: boolean;
  email: string | null;
  phone: string | null;
  displayName: string | null;
  avatarUrl: string;
  roles: string[];
}

interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

const SECRET = 'a-session-secret-for-the-sign-in-tests-00000';

/**
 * Sign-in through the whole product (sandbox identity providers, API, worker mailing the links):
 * OpenID Connect with both providers, e-mail links, sessions, logout, the account record, staff.
 */
describe('sign-in (API with the sandbox identity providers and the worker)', () => {
  let stack: Stack;
  let base: string;

  beforeAll(async () => {
    // Production's per-address limits (the test stack raises them by default).
    stack = await startStack({ SESSION_SECRET: SECRET, SIGN_IN_LINK_MINUTES: '10', RATE_LIMIT_ADDRESS_FACTOR: '1' });
    base = stack.baseUrl;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const visitor = async () => {
    const client = new ApiClient(base);
    await client.get('/api/health');
    return client;
  };
  const me = async (client: ApiClient) => (await client.get<Me>('/api/me')).body;
  const historyIds = async (client: ApiClient) =>
    (await client.get<{ orders: { id: string }[] }>('/api/me/orders/history?pageSize=100')).body.orders
      .map((order) => order.id)
      .sort();
  const mailTo = async (address: string) => {
    const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': address } });
    return ((await response.json()) as { messages: MailMessage[] }).messages;
  };

  it('offers the configured providers', async () => {
    const response = await (await visitor()).get('/api/auth/providers');
    expect(response.body).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'apple', name: 'Apple' },
    ]);
  });

  it('signs in with the Google-like provider, moves the anonymous orders to the account and rotates the cookies', async () => {
    const client = await visitor();
    const before = { sid: client.cookies.get('asg_sid')!, uid: client.uid };
    const drafts = [await createDraft(client), await createDraft(client, 'green-card')];

    const visit = await visitProvider(client, 'google');
    const location = new URL(visit.start.headers.get('location')!);
    expect(location.origin).toBe(stack.sandboxUrl);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(setCookie(visit.start, 'asg_oidc')).toMatch(/HttpOnly; SameSite=Lax$/);

    const back = await visit.choose('Ion Popescu');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/my-account');
    expect(setCookie(back, 'asg_auth')).toMatch(/^asg_auth=[\w-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(client.cookies.get('asg_sid')).not.toBe(before.sid);

    const account = await me(client);
    expect(account).toMatchObject({
      anonymous: false,
      email: 'ion.popescu@example.com',
      displayName: 'Ion Popescu',
      roles: [],
    });
    expect(account.uid).toMatch(/^acc:[0-9a-f-]{36}$/);
    expect(await historyIds(client)).toEqual(drafts.map((draft) => draft.id).sort());
    for (const draft of drafts) expect((await client.get(`/api/orders/${draft.id}`)).status).toBe(200);

    // The anonymous session the orders were made in no longer reaches them.
    const old = new ApiClient(base);
    old.cookies.set('asg_sid', before.sid);
    expect((await old.get(`/api/orders/${drafts[0].id}`)).status).toBe(404);
    const rows = await query<{ author_uid: string }>(
      stack.database.url,
      `select author_uid from orders where id = any($1::uuid[])`,
      [drafts.map((draft) => draft.id)],
    );
    expect(rows.map((row) => row.author_uid)).toEqual([account.uid, account.uid]);
  });

  it('moves each order once: signing in again, or in another browser, neither loses nor duplicates any', async () => {
    const client = await visitor();
    const drafts = [await createDraft(client), await createDraft(client)];
    await signInWith(client, 'google', 'Elena Ceban');
    const { uid } = await me(client);
    const countOf = async () =>
      (
        await query<{ n: number }>(stack.database.url, `select count(*)::int as n from orders where author_uid = $1`, [
          uid,
        ])
      )[0].n;
    expect(await countOf()).toBe(2);

    await signInWith(client, 'google', 'Elena Ceban');
    const elsewhere = await visitor();
    await createDraft(elsewhere);
    await signInWith(elsewhere, 'google', 'Elena Ceban');
    expect((await me(elsewhere)).uid).toBe(uid);
    expect(await countOf()).toBe(3);
    expect(await historyIds(client)).toEqual(await historyIds(elsewhere));
    expect(await historyIds(client)).toEqual(expect.arrayContaining(drafts.map((draft) => draft.id)));
  });

  it('never adopts a session id the browser brought: a planted cookie is replaced at sign-in (session fixation)', async () => {
    const client = await visitor();
    const planted = 'A'.repeat(43);
    client.cookies.set('asg_auth', planted);
    expect((await me(client)).anonymous).toBe(true);
    await signInWith(client, 'google', 'Ion Popescu');
    expect(client.cookies.get('asg_auth')).toMatch(/^[\w-]{43}$/);
    expect(client.cookies.get('asg_auth')).not.toBe(planted);
    const attacker = new ApiClient(base);
    attacker.cookies.set('asg_auth', planted);
    expect((await me(attacker)).anonymous).toBe(true);
  });

  it('keeps the sign-in across browser restarts, and logout ends it and resets the visitor', async () => {
    const client = await visitor();
    await createDraft(client);
    await signInWith(client, 'google', 'Ion Popescu');
    const signedIn = await me(client);
    // A restarted browser keeps persistent cookies (they carry Expires) and drops nothing else we rely on.
    const restarted = new ApiClient(base);
    restarted.cookies.set('asg_auth', client.cookies.get('asg_auth')!);
    restarted.cookies.set('asg_sid', client.cookies.get('asg_sid')!);
    expect((await me(restarted)).uid).toBe(signedIn.uid);

    const sid = client.cookies.get('asg_sid')!;
    const logout = await client.post('/api/auth/logout', {});
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().find((cookie) => cookie.startsWith('asg_auth='))).toMatch(
      /^asg_auth=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    const after = await me(client);
    expect(after.anonymous).toBe(true);
    expect(client.cookies.get('asg_sid')).not.toBe(sid);
    expect(await historyIds(client)).toEqual([]);
    // The old cookie is dead on the server too, whoever kept a copy.
    expect((await me(restarted)).anonymous).toBe(true);
    const [session] = await query<{ revoked_at: Date | null }>(
      stack.database.url,
      `select revoked_at from auth_sessions where account_id = $1 order by created_at desc limit 1`,
      [signedIn.uid.slice(4)],
    );
    expect(session.revoked_at).not.toBeNull();
  });

  it('signs in with the Apple-like provider: no name in the token, booleans as strings, a relay address', async () => {
    const client = await visitor();
    await signInWith(client, 'apple', 'Maria Rusu');
    expect(await me(client)).toMatchObject({
      anonymous: false,
      email: 'mr7k2x9q4t@privaterelay.appleid.com',
      displayName: null,
    });
  });

  it('never reaches an account through an address the provider did not verify', async () => {
    const owner = await visitor();
    await createDraft(owner);
    await signInWith(owner, 'google', 'Ion Popescu');
    const impostor = await visitor();
    await signInWith(impostor, 'google', 'Unverified Address');
    const seen = await me(impostor);
    expect(seen.anonymous).toBe(false);
    expect(seen.uid).not.toBe((await me(owner)).uid);
    expect(seen.email).toBeNull();
    expect(await historyIds(impostor)).toEqual([]);
  });

  it('returns a canceled or refused sign-in to the sign-in page, signed out', async () => {
    const canceled = await visitor();
    const back = await (await visitProvider(canceled, 'google', '/ru/my-account')).cancel();
    expect(back.headers.get('location')).toBe('/ru/auth?error=canceled');
    expect((await me(canceled)).anonymous).toBe(true);

    // The provider's answer without the browser's sealed flow cookie (another browser, or an attacker's link).
    const victim = await visitor();
    const attacker = await visitor();
    const callback = await (await visitProvider(attacker, 'google')).callbackFor('Elena Ceban');
    const forged = await victim.fetch(`${callback.pathname}${callback.search}`);
    expect(forged.headers.get('location')).toBe('/auth?error=sign-in-failed');
    expect((await me(victim)).anonymous).toBe(true);

    // A state that is not the one this browser's flow started with.
    const tampered = await visitor();
    const visit = await visitProvider(tampered, 'google');
    const url = await visit.callbackFor('Elena Ceban');
    url.searchParams.set('state', 'another-state');
    const refused = await tampered.fetch(`${url.pathname}${url.search}`);
    expect(refused.headers.get('location')).toBe('/auth?error=sign-in-failed');
    expect((await me(tampered)).anonymous).toBe(true);
  });

  it('refuses to return anywhere but a path of this site, and unknown providers', async () => {
    const client = await visitor();
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', '/api/auth/logout']) {
      const response = await client.fetch(`/api/auth/oidc/google/start?returnTo=${encodeURIComponent(returnTo)}`);
      expect({ returnTo, status: response.status }).toEqual({ returnTo, status: 400 });
    }
    expect((await client.fetch('/api/auth/oidc/facebook/start?returnTo=/')).status).toBe(404);
    const link = await client.post('/api/auth/email-link', { email: 'a@example.com', returnTo: '//evil.example' });
    expect(link.status).toBe(400);
  });

  it('signs in by e-mail link: one mail, a single-use link back to the page asked from, in its language', async () => {
    const address = `link.${Date.now()}@example.com`;
    // The storefront's Russian pages ask in Russian: the e-mail is in Russian.
    const client = new ApiClient(base, 'ru');
    const draft = await createDraft(client);
    const asked = await client.post('/api/auth/email-link', {
      email: address.toUpperCase(),
      returnTo: '/ru/my-account',
    });
    expect(asked.status).toBe(202);
    const mail = await waitFor(async () => (await mailTo(address))[0], { description: 'the sign-in e-mail' });
    expect(mail.subject).toBe('Ваша ссылка для входа в Asiguro');
    // The link opens the storefront's landing page in Russian, which confirms the sign-in.
    const link = new URL(/https?:\/\/\S+\/ru\/auth\/link\?token=\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe(base);

    const opened = await client.post<{ returnTo: string; movedOrders: number }>('/api/auth/email-link/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ returnTo: '/ru/my-account', movedOrders: 1 });
    expect(await me(client)).toMatchObject({ anonymous: false, email: address });
    expect(await historyIds(client)).toEqual([draft.id]);

    const again = await visitor();
    const reused = await again.post('/api/auth/email-link/confirm', { token: link.searchParams.get('token') });
    expect(reused.status).toBe(400);
    expect((await me(again)).anonymous).toBe(true);
  });

  it('answers every link request alike (no account enumeration) and sends at most one link a minute per address', async () => {
    const known = `known.${Date.now()}@example.com`;
    const first = await visitor();
    await first.post('/api/auth/email-link', { email: known, returnTo: '/' });
    const token = await latestLinkToken(stack.database.url, known, SECRET);
    expect((await first.post('/api/auth/email-link/confirm', { token })).body).toEqual({
      returnTo: '/',
      movedOrders: 0,
    });
    expect((await me(first)).email).toBe(known);

    const asker = await visitor();
    const answers = [];
    for (const email of [known, `unknown.${Date.now()}@example.com`, known]) {
      const response = await asker.post('/api/auth/email-link', { email, returnTo: '/' });
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].status).toBe(202);
    const [{ n }] = await query<{ n: number }>(
      stack.database.url,
      `select count(*)::int as n from email_sign_in_tokens where email = $1 and created_at > now() - interval '1 minute'`,
      [known],
    );
    // Only the first link: the later requests for the address came within the minute.
    expect(n).toBe(1);
  });

  it('refuses a tampered, expired or foreign link', async () => {
    const address = `expiry.${Date.now()}@example.com`;
    const client = await visitor();
    await client.post('/api/auth/email-link', { email: address, returnTo: '/en/my-account' });
    const token = await latestLinkToken(stack.database.url, address, SECRET);
    const [id, signature] = token.split('.');
    const tampered = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const confirm = (candidate: string) => client.post('/api/auth/email-link/confirm', { token: candidate });
    expect((await client.post('/api/auth/email-link/check', { token: tampered })).body).toEqual({ valid: false });
    expect((await confirm(tampered)).status).toBe(400);
    expect((await confirm(signInLinkToken(id, 'another-secret-another-secret-000'))).status).toBe(400);
    await query(
      stack.database.url,
      `update email_sign_in_tokens set created_at = now() - interval '1 hour', expires_at = now() - interval '1 minute' where id = $1`,
      [id],
    );
    expect((await confirm(token)).status).toBe(400);
    expect((await me(client)).anonymous).toBe(true);
  });

  it('throttles sign-in attempts per client', async () => {
    const client = await visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await client.post('/api/auth/email-link', { email: `throttle.${i}@example.com`, returnTo: '/' })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });

  it('limits link requests per network address too, for clients that drop their cookies', async () => {
    // Last of the link tests: it spends this address's budget for the window.
    const statuses: number[] = [];
    for (let i = 0; i < 60 && !statuses.includes(429); i++) {
      const cookieless = new ApiClient(base);
      statuses.push(
        (await cookieless.post('/api/auth/email-link', { email: `bulk.${i}@example.com`, returnTo: '/' })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([202]));
    expect(statuses.length).toBeLessThanOrEqual(51);
  });

  it('keeps the account record: phone with the 373 default, display name, generated avatar', async () => {
    const anonymous = await visitor();
    expect((await anonymous.patch('/api/me', { phone: '069123456' })).status).toBe(401);

    const client = await visitor();
    await signInWith(client, 'google', 'Elena Ceban');
    const updated = await client.patch<Me>('/api/me', { phone: '069 123 456', displayName: 'Elena C.' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ phone: '+37369123456', displayName: 'Elena C.' });
    expect((await client.patch<Me>('/api/me', { phone: '+40 721 234 567' })).body.phone).toBe('+40721234567');
    expect((await client.patch<Me>('/api/me', { phone: null })).body.phone).toBeNull();
    const invalid = await client.patch<{ error: { code: string } }>('/api/me', { phone: '12' });
    expect(invalid.status).toBe(400);
    for (const field of ['email', 'uid', 'roles']) {
      const refused = await client.patch<{ error: { code: string } }>('/api/me', { [field]: 'x' });
      expect({ field, status: refused.status, code: refused.body.error.code }).toEqual({
        field,
        status: 400,
        code: 'validation-failed',
      });
    }

    const { avatarUrl } = await me(client);
    expect(avatarUrl).toMatch(/^\/api\/me\/avatar\.svg\?v=[\w-]+$/);
    const avatar = await client.fetch(avatarUrl);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toContain('>EC</text>');
    expect(avatarUrl).not.toBe((await me(anonymous)).avatarUrl);
  });

  it('grants staff roles from the provider claim, opens the console to staff only and audits their sign-ins', async () => {
    const anonymous = await visitor();
    expect((await anonymous.get('/api/console/me')).status).toBe(401);
    const customer = await visitor();
    await signInWith(customer, 'google', 'Ion Popescu');
    expect((await customer.get('/api/console/me')).status).toBe(403);

    const support = await visitor();
    const back = await signInWith(support, 'google', 'Ana Suport', '/console');
    expect(back.headers.get('location')).toBe('/console');
    const staffMe = await support.get<{ id: string; roles: string[]; email: string }>('/api/console/me');
    expect(staffMe.status).toBe(200);
    expect(staffMe.body).toMatchObject({
      email: 'ana.suport@asiguro.md',
      displayName: 'Ana Suport',
      roles: ['support'],
    });
    expect((await me(support)).roles).toEqual(['support']);

    const supervisor = await visitor();
    await signInWith(supervisor, 'google', 'Victor Supervizor', '/console');
    expect((await supervisor.get<{ roles: string[] }>('/api/console/me')).body.roles).toEqual(['supervisor']);

    await support.post('/api/auth/logout', {});
    expect((await support.get('/api/console/me')).status).toBe(401);
    const audit = await query<{ action: string }>(
      stack.database.url,
      `select action from staff_audit_log where staff_id = $1 order by created_at`,
      [staffMe.body.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['sign-in', 'sign-out']);
    await expect(
      query(stack.database.url, `delete from staff_audit_log where staff_id = $1`, [staffMe.body.id]),
    ).rejects.toThrow(/append-only/);
  });
});
