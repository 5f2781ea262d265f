/**
 * What one open server-sent-event stream retains on a bare `node:http` server and on Express with
 * nothing else, to compare with the API's own figure (the status load's "API heap retained per
 * stream"): this process serves, a child process holds the streams open, and two heap snapshots
 * (before and with every stream open) are compared with heap-diff.
 *
 *   node infra/bench/dist/stream-footprint.js [plain|express] [streams=2000]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import express from 'express';
import { growthTable, heapTotals } from './heap-diff';

const [role, second, third] = process.argv.slice(2);

function holdStreams(port: number, streams: number): void {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  let open = 0;
  for (let index = 0; index < streams; index++) {
    get({ port, path: '/stream', agent, headers: { cookie: 'session=abcdefghijklmnop' } }, (response) =>
      response.once('data', () => {
        if (++open === streams) process.send?.('open');
      }),
    );
  }
}

async function serve(kind: 'plain' | 'express', streams: number): Promise<void> {
  const stream = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.write('retry: 5000\n\n');
  };
  const app = express();
  app.get('/stream', stream);
  const server = createServer(kind === 'plain' ? stream : app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const folder = mkdtempSync(join(tmpdir(), 'stream-footprint-'));
  try {
    const before = heapTotals(writeHeapSnapshot(join(folder, 'before.heapsnapshot')));
    const client = fork(__filename, ['hold', String((server.address() as AddressInfo).port), String(streams)]);
    await new Promise((resolve) => client.once('message', resolve));
    const after = heapTotals(writeHeapSnapshot(join(folder, 'after.heapsnapshot')));
    client.kill();
    const lines = [
      `${kind}: ${streams} streams, ${Math.round((after.bytes - before.bytes) / streams)} bytes of heap retained per stream`,
      ...growthTable(before, after, streams, 12),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    server.closeAllConnections();
    server.close();
  }
}

if (require.main === module) {
  if (role === 'hold') holdStreams(Number(second), Number(third));
  else void serve(role === 'express' ? 'express' : 'plain', Number(second ?? 2000));
}
