import { Agent, get } from 'node:http';

/**
 * Kept-alive connections for the driver's short requests. A browser keeps its connection to the
 * API open; Node's fetch (undici) spends a millisecond or more of the driver's CPU per request
 * and makes garbage that pauses the driver, which the latencies measured would then include.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** GET `url` with `headers`: the status and the body as text. */
export function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
