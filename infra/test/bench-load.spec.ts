import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchFlagsSchema } from '../bench/src/bench.cli';
import { parseFlags } from '../bench/src/cli-flags';
import { signaturesPerOrder } from '../bench/src/floor';
import { arrivalTimes } from '../bench/src/pipeline-run';
import { allocationsAsSamples, summarizeProfile } from '../bench/src/profile-summary';
import { endToEndHeaders, startRoundRobinProxy, type RoundRobinProxy } from '../bench/src/round-robin-proxy';

describe(arrivalTimes.name, () => {
  it('spreads rate × seconds arrivals evenly from the start, whatever completes', () => {
    expect(arrivalTimes(5, 2)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
    expect(arrivalTimes(20, 30)).toHaveLength(600);
    expect(arrivalTimes(20, 30).at(-1)).toBe(29_950);
  });
});

describe(signaturesPerOrder.name, () => {
  it('gives the floor exactly as many signatures as the pipeline made, evenly over the orders', () => {
    const work = { orders: 7, signatures: 52 };
    const perOrder = Array.from({ length: 7 }, (_value, index) => signaturesPerOrder(work, index));
    expect(perOrder.reduce((sum, count) => sum + count, 0)).toBe(52);
    expect(Math.max(...perOrder) - Math.min(...perOrder)).toBeLessThanOrEqual(1);
    expect(signaturesPerOrder({ orders: 2000, signatures: 14_000 }, 1999)).toBe(7);
  });
});

describe('bench flags', () => {
  it('reads an open loop of several rates, and refuses a rate that is no positive number', () => {
    expect(parseFlags(['--rate', '5,10,20'], benchFlagsSchema)).toMatchObject({ rate: [5, 10, 20], rateSeconds: 30 });
    expect(parseFlags([], benchFlagsSchema)).toMatchObject({ rate: [], apis: 1, streams: 10_000, drafts: 10_000 });
    expect(() => parseFlags(['--rate', '5,fast'], benchFlagsSchema)).toThrow(/--rate/);
    expect(() => parseFlags(['--rate', '0'], benchFlagsSchema)).toThrow(/--rate/);
    // The first rate is preceded by 10 s of customers not measured, unless told otherwise.
    expect(parseFlags(['--rate', '5'], benchFlagsSchema)).toMatchObject({ warmupSeconds: 10 });
    expect(parseFlags(['--rate', '5', '--warmup-seconds', '0'], benchFlagsSchema)).toMatchObject({ warmupSeconds: 0 });
    expect(() => parseFlags(['--warmup-seconds', '-1'], benchFlagsSchema)).toThrow(/--warmup-seconds/);
  });
});

describe(endToEndHeaders.name, () => {
  it('drops the headers of the connection, and those it names, keeping the message headers', () => {
    expect(
      endToEndHeaders({
        connection: 'close, x-trace',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-trace': '1',
        cookie: 'asg_sid=a',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({ cookie: 'asg_sid=a', 'set-cookie': ['a=1', 'b=2'] });
  });
});

describe(startRoundRobinProxy.name, () => {
  let servers: Server[];
  let proxy: RoundRobinProxy;

  /** A target that answers its name, and streams two events on /stream. */
  const target = (name: string) =>
    createServer((incoming, outgoing) => {
      if (incoming.url === '/stream') {
        outgoing.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
        outgoing.write(`data: ${name} 1\n\n`);
        setTimeout(() => outgoing.end(`data: ${name} 2\n\n`), 20);
        return;
      }
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => {
        outgoing.setHeader('set-cookie', [`seen=${name}`, 'other=1']);
        outgoing.end(`${name} ${incoming.method} ${body}`);
      });
    });

  beforeAll(async () => {
    proxy = await startRoundRobinProxy();
    servers = [target('one'), target('two')];
    for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy.targets = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await proxy.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('sends each request to the next target in turn, bodies and cookies through', async () => {
    const answers: string[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await fetch(proxy.url, { method: 'POST', body: `n${index}` });
      expect(response.headers.getSetCookie()).toHaveLength(2);
      answers.push(await response.text());
    }
    expect(answers).toEqual(['one POST n0', 'two POST n1', 'one POST n2', 'two POST n3']);
    expect(proxy.served).toEqual([2, 2]);
  });

  it('passes a stream on as it is written, and keeps answering after the client closed its connection', async () => {
    const events = await new Promise<string>((resolve, reject) => {
      const call = request(`${proxy.url}/stream`, { headers: { connection: 'close' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      });
      call.on('error', reject);
      call.end();
    });
    expect(events).toMatch(/^data: (one|two) 1\n\ndata: \1 2\n\n$/);
    // The stream's "Connection: close" stayed between the client and the proxy.
    for (let index = 0; index < 4; index++) expect((await fetch(proxy.url)).status).toBe(200);
  });
});

describe('the round-robin proxy and targets that close kept-alive connections', () => {
  it('sends a request that met a closed kept-alive connection again, on a new connection', async () => {
    // Each target answers the first request of a connection and closes the connection on the
    // next one without answering: what a target does when it closes an idle connection just as
    // the proxy reuses it (its keep-alive timeout). Both targets' kept sockets are stale at once.
    const answered = new WeakSet<object>();
    const closing = (name: string) =>
      createServer((incoming, outgoing) => {
        if (answered.has(incoming.socket)) {
          incoming.socket.destroy();
          return;
        }
        answered.add(incoming.socket);
        incoming.resume();
        incoming.on('end', () => outgoing.end(name));
      });
    const targets = [closing('one'), closing('two')];
    const closingProxy = await startRoundRobinProxy();
    try {
      for (const server of targets) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      closingProxy.targets = targets.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const call = async () => {
        const response = await fetch(closingProxy.url, { method: 'POST', body: 'x' });
        return `${response.status} ${await response.text()}`;
      };
      expect([await call(), await call()]).toEqual(['200 one', '200 two']);
      // Target one's kept socket is closed on reuse; target two's too: the second try is a new connection.
      expect(await call()).toMatch(/^200 (one|two)$/);
      expect(closingProxy.errors).toEqual([]);
    } finally {
      await closingProxy.close();
      for (const server of targets) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});

describe(summarizeProfile.name, () => {
  it('gives each function its own and inclusive time, recursion counted once, and groups own time by package', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const summary = summarizeProfile({
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
        { id: 2, callFrame: frame('render', 'file:///work/wt/i17/libs/documents/dist/render.js'), children: [3] },
        { id: 3, callFrame: frame('layout', '/repo/node_modules/@pdf-lib/fontkit/dist/fontkit.js'), children: [4] },
        { id: 4, callFrame: frame('render', 'file:///work/wt/i17/libs/documents/dist/render.js') },
        { id: 5, callFrame: frame('(idle)', '') },
      ],
      samples: [3, 3, 4, 2, 5],
      timeDeltas: [1000, 1000, 1000, 1000, 6000],
    });
    expect(summary).toMatchObject({ sampledMs: 10, busyMs: 4 });
    expect(Object.fromEntries(summary.inclusive)).toMatchObject({
      'render libs/documents/dist/render.js:1': 4,
      'layout node_modules/@pdf-lib/fontkit/dist/fontkit.js:1': 3,
    });
    expect(Object.fromEntries(summary.self)['render libs/documents/dist/render.js:1']).toBe(2);
    expect(Object.fromEntries(summary.packages)).toMatchObject({ '@pdf-lib/fontkit': 2, 'libs/documents': 2 });
  });
});

describe(allocationsAsSamples.name, () => {
  it("ranks the functions of an allocation profile by the bytes each allocated, and their callers' by all below them", () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const profile = allocationsAsSamples({
      callFrame: frame('(root)', ''),
      selfSize: 0,
      children: [
        {
          callFrame: frame('handle', '/repo/services/api/dist/orders.js'),
          selfSize: 1000,
          children: [
            { callFrame: frame('parse', '/repo/node_modules/zod/v4/core/schemas.cjs'), selfSize: 3000, children: [] },
          ],
        },
        { callFrame: frame('(garbage collector)', ''), selfSize: 0, children: [] },
      ],
    });
    const summary = summarizeProfile(profile);
    // Bytes stand where microseconds stood: 4,000 bytes in all read as 4 "ms".
    expect(summary.sampledMs).toBe(4);
    expect(Object.fromEntries(summary.self)).toEqual({
      'handle services/api/dist/orders.js:1': 1,
      'parse node_modules/zod/v4/core/schemas.cjs:1': 3,
    });
    expect(Object.fromEntries(summary.inclusive)['handle services/api/dist/orders.js:1']).toBe(4);
    expect(Object.fromEntries(summary.packages)).toEqual({ 'services/api': 1, zod: 3 });
  });
});
