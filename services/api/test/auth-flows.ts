import { Client } from 'pg';
import { signInLinkToken } from '@asiguro/persistence';
import type { ApiClient } from '@asiguro/testing';

/*
 * What the sign-in tests share: a browser's trip through the sandbox's identity providers (its
 * own cookies at the provider, redirects followed by hand so each hop can be checked), e-mail
 * link tokens made from the stored row, and drafts.
 */

export type Provider = 'google' | 'apple';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The browser at the identity provider: its cookies there, and the account chooser it shows. */
export class ProviderVisit {
  private readonly cookies = new Map<string, string>();
  private chooser?: { url: URL; html: string };

  constructor(
    private readonly client: ApiClient,
    readonly start: Response,
  ) {}

  private async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  /** Follows the provider's redirects; stops at a page or at a redirect back to the API. */
  private async follow(url: URL, init?: RequestInit): Promise<{ url: URL; response: Response }> {
    let response = await this.fetch(url, init);
    while (REDIRECTS.has(response.status)) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin === new URL(this.client.base).origin) return { url: next, response };
      url = next;
      response = await this.fetch(url);
    }
    return { url, response };
  }

  /** The account chooser page (names and addresses of the test users offered). */
  async page(): Promise<{ url: URL; html: string }> {
    if (!this.chooser) {
      const { url, response } = await this.follow(new URL(this.start.headers.get('location')!));
      if (response.status !== 200)
        throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      this.chooser = { url, html: await response.text() };
    }
    return this.chooser;
  }

  private async formFor(name: string): Promise<{ action: URL; body: URLSearchParams }> {
    const { url, html } = await this.page();
    const form = [
      ...html.matchAll(
        /<form method="post" action="([^"]+)">\s*<input type="hidden" name="account" value="([^"]+)">\s*<button type="submit" class="account">([^<]+)/g,
      ),
    ].find((match) => match[3] === name);
    if (!form) throw new Error(`no test user named ${name}`);
    return { action: new URL(form[1], url), body: new URLSearchParams({ account: form[2] }) };
  }

  /** Picks a test user by name; the browser goes back to the API's callback. Returns the API's answer. */
  async choose(name: string): Promise<Response> {
    const { action, body } = await this.formFor(name);
    return this.submit(action, body);
  }

  /** Cancels at the provider. */
  async cancel(): Promise<Response> {
    const { url, html } = await this.page();
    const action = /<form method="post" action="([^"]+\/abort)">/.exec(html)?.[1];
    if (!action) throw new Error('no cancel form');
    return this.submit(new URL(action, url), new URLSearchParams());
  }

  /** Where the provider sends the browser back to (the API's callback with the code), without going there. */
  async callbackFor(name: string): Promise<URL> {
    const { action, body } = await this.formFor(name);
    return (await this.follow(action, { method: 'POST', body })).url;
  }

  private async submit(url: URL, body: URLSearchParams): Promise<Response> {
    const back = await this.follow(url, { method: 'POST', body });
    if (back.url.origin !== new URL(this.client.base).origin) {
      throw new Error(`the provider did not send the browser back (${back.response.status})`);
    }
    return this.client.fetch(`${back.url.pathname}${back.url.search}`);
  }
}

/** Starts a sign-in at a provider, as the storefront's button does. */
export async function visitProvider(client: ApiClient, provider: Provider, returnTo = '/my-account') {
  const start = await client.fetch(`/api/auth/oidc/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`);
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  return new ProviderVisit(client, start);
}

/** Signs in as a provider's test user; returns the API's final answer (a redirect to returnTo). */
export async function signInWith(client: ApiClient, provider: Provider, name: string, returnTo = '/my-account') {
  return (await visitProvider(client, provider, returnTo)).choose(name);
}

/** The token of the latest sign-in link asked for an address (as the e-mail would carry it). */
export async function latestLinkToken(databaseUrl: string, email: string, secret: string): Promise<string> {
  const rows = await query<{ id: string }>(
    databaseUrl,
    `select id from email_sign_in_tokens where email = $1 order by created_at desc limit 1`,
    [email.toLowerCase()],
  );
  if (!rows[0]) throw new Error('no link was asked for this address');
  return signInLinkToken(rows[0].id, secret);
}

/** One query on the test database (for facts the API does not show, and for ageing rows). */
export async function query<T>(databaseUrl: string, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A draft made by this client (anonymous or signed in). */
export async function createDraft(client: ApiClient, type = 'rca'): Promise<{ id: string; number: string }> {
  const response = await client.post<{ id: string; number: string }>('/api/orders', { items: [{ type, details: {} }] });
  if (response.status !== 201)
    throw new Error(`draft not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The Set-Cookie line of one cookie in a response. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}
