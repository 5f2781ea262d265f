import { ApiClient } from '@asiguro/testing';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Signs `client` in as a staff member through the sandbox's Google-like identity provider, as a
 * browser does it (the API's start redirect, the provider's account chooser, the callback), so the
 * client holds a staff session for /api/console/*. The sandbox's staff test users are
 * "Ana Suport" (support) and "Victor Supervizor" (supervisor).
 */
export async function signInStaff(client: ApiClient, name = 'Ana Suport'): Promise<void> {
  const apiOrigin = new URL(client.base).origin;
  const providerCookies = new Map<string, string>();
  const atProvider = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (providerCookies.size) {
      headers.set('cookie', [...providerCookies].map(([key, value]) => `${key}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      providerCookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  /** Follows the provider's redirects; stops at a page, or at a redirect back to the API. */
  const follow = async (url: URL, init?: RequestInit) => {
    let response = await atProvider(url, init);
    while (REDIRECTS.has(response.status)) {
      await response.arrayBuffer();
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin === apiOrigin) return { url: next, response };
      url = next;
      response = await atProvider(url);
    }
    return { url, response };
  };

  const start = await client.fetch(`/api/auth/oidc/google/start?returnTo=${encodeURIComponent('/console')}`);
  await start.arrayBuffer();
  if (start.status !== 302) throw new Error(`the sign-in start answered ${start.status}`);
  const chooser = await follow(new URL(start.headers.get('location')!));
  const html = await chooser.response.text();
  const form = [
    ...html.matchAll(
      /<form method="post" action="([^"]+)">\s*<input type="hidden" name="account" value="([^"]+)">\s*<button type="submit" class="account">([^<]+)/g,
    ),
  ].find((match) => match[3] === name);
  if (!form) throw new Error(`the identity provider offers no user named ${name}`);
  const back = await follow(new URL(form[1], chooser.url), {
    method: 'POST',
    body: new URLSearchParams({ account: form[2] }),
  });
  if (back.url.origin !== apiOrigin)
    throw new Error(`the provider did not send the browser back (${back.response.status})`);
  const callback = await client.fetch(`${back.url.pathname}${back.url.search}`);
  await callback.arrayBuffer();
  const me = await client.get<{ roles: string[] }>('/api/console/me');
  if (me.status !== 200) throw new Error(`the console answered ${me.status} after signing in as ${name}`);
}
