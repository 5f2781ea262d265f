/**
 * A browser-like client of the API for tests: it keeps the cookies the API sets (the anonymous
 * session, the CSRF token), sends them back, and adds the CSRF header to every change, as the
 * storefront does.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly lang: 'ro' | 'ru' | 'en' = 'ro',
  ) {}

  /** A cookie by its name without the __Host- prefix an https API gives it. */
  cookie(name: string): string | undefined {
    return this.cookies.get(`__Host-${name}`) ?? this.cookies.get(name);
  }

  /** The anonymous author uid the API gives this client's session (after a first request). */
  get uid(): string {
    const sid = this.cookie('asg_sid');
    if (!sid) throw new Error('no session yet: make a request first');
    return `anon:${sid.split('.')[0]}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    if (!this.cookie('asg_csrf') && init.method && init.method !== 'GET') await this.fetch('/api/health');
    const headers = this.headersFor(init.method ?? 'GET', init.headers, typeof init.body === 'string');
    const response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    this.keepCookies(response.headers.getSetCookie());
    return response;
  }

  /**
   * What the storefront sends with a request besides its own headers: the language, the cookies,
   * the CSRF token with a change, and JSON's type for a text body.
   */
  protected headersFor(method: string, given: RequestInit['headers'], textBody: boolean): Headers {
    const headers = new Headers(given);
    headers.set('accept-language', this.lang);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const csrf = this.cookie('asg_csrf');
    if (csrf && method !== 'GET' && !headers.has('x-csrf-token')) headers.set('x-csrf-token', csrf);
    if (textBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return headers;
  }

  /** Keeps the cookies of an answer's Set-Cookie headers, as a browser does. */
  protected keepCookies(setCookies: readonly string[]): void {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), decodeURIComponent(pair.slice(index + 1)));
    }
  }

  async json<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.json<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.json<T>('POST', path, body ?? {}, headers);
  }

  patch<T = unknown>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.json<T>('PATCH', path, body, headers);
  }
}
