import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { claimOf, CLIENT_GONE, readBody, TOO_LARGE, type PartnerRoute } from './partner-routes';

// readBody on a real socket: what a caller that sends a body, a too-large one, or leaves
// half-way through gets the route to see.

let server: Server;
let port: number;
let reads: Promise<unknown>[];
let arrived: (() => void) | null;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const read = readBody(req, req.url === '/form' ? 'form' : 'json');
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

describe('readBody', () => {
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

  it("reads an HTML form as Express's urlencoded parser, a repeated field as a list", async () => {
    const body = 'cardNumber=4111+1111+1111+1111&expiry=12%2F30&cvc=123&cvc=456&name=%C8%98tefan';
    const head = `POST /form HTTP/1.1\r\nhost: x\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    await expect(send(head, body, false)).resolves.toEqual({
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: ['123', '456'],
      name: 'Ștefan',
    });
    reads = [];
    // A form said to be JSON is not read as a form.
    const json = `POST /form HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5\r\n\r\n`;
    await expect(send(json, 'cvc=1', false)).resolves.toBeUndefined();
  });
});

describe('claimOf', () => {
  const route = (method: 'GET' | 'POST', path: RegExp): PartnerRoute => ({
    method,
    path,
    answer: () => ({ status: 200, json: {} }),
  });
  const checkout = route('GET', /^\/payments\/card\/checkouts\/([^/?#]+)$/);
  const create = route('POST', /^\/payments\/card\/checkouts$/);
  const routes = [create, checkout];

  it('claims a request by method and whole path, with its parameters percent-decoded and the query left out', () => {
    expect(claimOf(routes, { method: 'GET', url: '/payments/card/checkouts/a%20b?lang=ro' })).toEqual({
      route: checkout,
      params: ['a b'],
      path: '/payments/card/checkouts/a%20b',
    });
    expect(claimOf(routes, { method: 'POST', url: '/payments/card/checkouts' })).toMatchObject({ route: create });
  });

  it('leaves to Express another method, a longer path and a parameter that is not valid percent-encoding', () => {
    expect(claimOf(routes, { method: 'PUT', url: '/payments/card/checkouts' })).toBeNull();
    expect(claimOf(routes, { method: 'GET', url: '/payments/card/checkouts/a/b' })).toBeNull();
    expect(claimOf(routes, { method: 'GET', url: '/payments/card/checkouts/%E0%A4%A' })).toBeNull();
  });
});
