import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpRequest } from '../bench/src/kept-alive-http';

describe(httpRequest.name, () => {
  let server: Server;
  let url: string;
  /** What the server does with each request, by its number (1, 2, …): answer, or drop its connection. */
  let plan: Array<'answer' | 'drop'>;
  /** Set: every connection that already served a request is dropped, as a server's idle ones it closed. */
  let staleConnections: boolean;
  const seen: Array<{ method: string; body: string; connection: unknown }> = [];

  beforeEach(async () => {
    seen.length = 0;
    staleConnections = false;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const reused = seen.some((earlier) => earlier.connection === req.socket);
        seen.push({ method: req.method ?? '', body, connection: req.socket });
        if (plan[seen.length - 1] === 'drop' || (staleConnections && reused)) return void req.socket.destroy();
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        res.end(`answer ${seen.length} to ${req.method} ${body}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers status, headers and body, over one kept-alive connection', async () => {
    plan = ['answer', 'answer'];
    const first = await httpRequest('POST', url, { 'content-type': 'text/plain' }, 'ș and №');
    const second = await httpRequest('GET', url, {});
    expect(first).toMatchObject({ status: 200, body: 'answer 1 to POST ș and №' });
    expect(first.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(second.body).toBe('answer 2 to GET ');
    expect(seen[1].connection).toBe(seen[0].connection);
  });

  it('sends a request again, once, when a kept-alive connection is reset under it', async () => {
    plan = ['answer', 'drop', 'answer'];
    await httpRequest('GET', url, {});
    const again = await httpRequest('POST', url, {}, 'card');
    expect(again.body).toBe('answer 3 to POST card');
    expect(seen.map((request) => request.body)).toEqual(['', 'card', 'card']);
    expect(seen[2].connection).not.toBe(seen[1].connection);
  });

  it('sends a request again on a connection of its own, not on another kept-alive one that idled out alike', async () => {
    plan = ['answer', 'answer', 'answer', 'answer'];
    // Two customers at once: two kept-alive connections, both idle afterwards.
    await Promise.all([httpRequest('GET', url, {}), httpRequest('GET', url, {})]);
    expect(seen[1].connection).not.toBe(seen[0].connection);
    staleConnections = true;
    const again = await httpRequest('POST', url, {}, 'create');
    expect(again.body).toBe('answer 4 to POST create');
    expect(seen.map((request) => request.body)).toEqual(['', '', 'create', 'create']);
    expect([seen[0].connection, seen[1].connection]).not.toContain(seen[3].connection);
  });

  it('fails when a new connection is reset, or the one sent again is', async () => {
    plan = ['drop'];
    await expect(httpRequest('GET', url, {})).rejects.toMatchObject({ code: 'ECONNRESET' });
    plan = ['drop', 'answer', 'drop', 'drop'];
    await httpRequest('GET', url, {});
    await expect(httpRequest('GET', url, {})).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(seen).toHaveLength(4);
  });
});
