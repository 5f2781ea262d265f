import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { CLIENT_GONE, readJsonBody, TOO_LARGE } from './insurer-routes';

// readJsonBody on a real socket: what a caller that sends a body, a too-large one, or leaves
// half-way through gets the route to see.

let server: Server;
let port: number;
let reads: Promise<unknown>[];
let arrived: (() => void) | null;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const read = readJsonBody(req);
    reads.push(read);
    arrived?.();
    void read.then(() => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  reads = [];
  arrived = null;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw HTTP/1.1 text on a fresh socket; `leave` destroys it once the server has the request. */
async function send(head: string, body: string, leave: boolean): Promise<unknown> {
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(head + body);
  await requestArrived;
  if (leave) socket.destroy();
  const value = await reads[0];
  socket.destroy();
  return value;
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    const body = '{"a":[1,"ș"]}';
    const head = `POST / HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    await expect(send(head, body, false)).resolves.toEqual({ a: [1, 'ș'] });
  });

  it('gives undefined for a body that is not JSON, or not said to be', async () => {
    const head = (type: string, length: number) =>
      `POST / HTTP/1.1\r\nhost: x\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n\r\n`;
    await expect(send(head('application/json', 5), '{"a":', false)).resolves.toBeUndefined();
    reads = [];
    await expect(send(head('text/plain', 2), '{}', false)).resolves.toBeUndefined();
  });

  it('refuses a body over 100 KiB', async () => {
    const body = `"${'x'.repeat(100 * 1024)}"`;
    const head = `POST / HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    await expect(send(head, body, false)).resolves.toBe(TOO_LARGE);
  });

  it('settles when the client leaves before its body ends', async () => {
    const head = `POST / HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;
    await expect(send(head, '{"half":', true)).resolves.toBe(CLIENT_GONE);
  });
});
