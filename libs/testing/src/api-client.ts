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
    const headers = new Headers(init.headers);
    headers.set('accept-language', this.lang);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const csrf = this.cookie('asg_csrf');
    if (csrf && init.method && init.method !== 'GET' && !headers.has('x-csrf-token')) headers.set('x-csrf-token', csrf);
    if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), decodeURIComponent(pair.slice(index + 1)));
    }
    return response;
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
