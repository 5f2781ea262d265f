import { ApiClient } from '@asiguro/testing';
import { httpRequest } from './kept-alive-http';

/**
 * The storefront's calls as ApiClient makes them (cookies, the CSRF token, the language), sent
 * over kept-alive node:http connections instead of fetch. The customers run on the same two
 * cores as the stack they measure, and fetch cost them about half a millisecond of CPU per
 * request (docs/performance.md).
 */
export class KeptAliveApiClient extends ApiClient {
  override async json<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (!this.cookie('asg_csrf') && method !== 'GET') await this.json('GET', '/api/health');
    const text = body === undefined ? undefined : JSON.stringify(body);
    const sent = Object.fromEntries(this.headersFor(method, headers, text !== undefined));
    const answer = await httpRequest(method, `${this.base}${path}`, sent, text);
    this.keepCookies(answer.headers['set-cookie'] ?? []);
    const received = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) received.append(name, one);
    }
    return { status: answer.status, headers: received, body: (answer.body ? JSON.parse(answer.body) : undefined) as T };
  }
}
