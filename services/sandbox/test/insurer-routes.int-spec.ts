import { gzipSync } from 'node:zlib';
import { RCA_QUOTE_EXAMPLE, type ServiceProcess, startSandbox, waitFor } from '@asiguro/testing';

// The insurers' API as a caller on the wire sees it, served ahead of Express (insurer-routes.ts):
// what Express and Nest used to give every answer, and what a bare server has to do by itself.

let sandbox: ServiceProcess;
let sandboxUrl: string;

const quoteBody = RCA_QUOTE_EXAMPLE;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${sandboxUrl}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  ({ sandbox, url: sandboxUrl } = await startSandbox());
});

afterAll(async () => {
  await sandbox?.stop();
});

beforeEach(async () => {
  await postJson('/admin/reset', {});
});

describe('the insurers API on the bare server', () => {
  it('prices a quote as JSON, echoing a well-formed request id and making one for any other', async () => {
    const kept = await postJson('/insurers/moldasig/quotes', quoteBody, { 'x-request-id': 'caller-id_1' });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(kept.headers.get('x-request-id')).toBe('caller-id_1');
    expect(kept.headers.get('x-powered-by')).toBeNull();
    expect(kept.body).toMatchObject({ offer: { insurer: 'moldasig', product: 'rca' } });

    const made = await postJson('/insurers/moldasig/quotes', quoteBody, { 'x-request-id': 'not a valid id!' });
    expect(made.status).toBe(200);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a percent-encoded slug as Express read the route parameter', async () => {
    const answer = await postJson('/insurers/moldas%69g/quotes', quoteBody);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ offer: { insurer: 'moldasig' } });
  });

  it("refuses a body that is not JSON with 400 invalid-request in the insurer's own layout", async () => {
    const broken = await postJson('/insurers/asterra/quotes', '{"product": "rca", ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 'ERROR', result: { reason: 'invalid-request' } });

    const notJson = await call('/insurers/moldasig/quotes', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(quoteBody),
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ reason: 'invalid-request' });
  });

  it('refuses a body over 100 KiB with 413 and a compressed one with 415, and keeps answering', async () => {
    const large = await postJson('/insurers/moldasig/quotes', { ...quoteBody, padding: 'x'.repeat(120 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ reason: 'payload-too-large' });

    const compressed = await call('/insurers/moldasig/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(quoteBody)),
    });
    expect(compressed.status).toBe(415);

    expect((await postJson('/insurers/moldasig/quotes', quoteBody)).status).toBe(200);
  });

  it('answers 404 for an unknown insurer, another method or a path the API does not have', async () => {
    const unknown = await postJson('/insurers/nobody/quotes', quoteBody);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ reason: 'unknown-insurer' });

    expect((await call('/insurers/moldasig/quotes')).status).toBe(404);
    expect((await postJson('/insurers/moldasig/policies/IAI123456ABC', {})).status).toBe(404);
    expect((await postJson('/insurers/moldasig/quotes/extra', quoteBody)).status).toBe(404);
  });

  it("plays the insurer's run-time behaviour before answering (503 with retry-after when down)", async () => {
    await call('/admin/issuers/moldasig', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'down' }),
    });
    const down = await postJson('/insurers/moldasig/quotes', quoteBody);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('1');
    expect(down.body).toMatchObject({ reason: 'unavailable' });
  });

  it('writes an access line for a refusal with the request id and the path, never the query', async () => {
    await postJson('/insurers/nobody/quotes?token=secret-in-query', quoteBody, { 'x-request-id': 'access-line-1' });
    const line = await waitFor(
      () =>
        sandbox
          .output()
          .split('\n')
          .find((candidate) => candidate.includes('access-line-1')),
      { timeoutMs: 5_000, description: 'the access line' },
    );
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({
      level: 40,
      process: 'sandbox',
      req: { id: 'access-line-1', method: 'POST', path: '/insurers/nobody/quotes' },
      res: { statusCode: 404 },
    });
    expect(line).not.toContain('secret-in-query');
  });
});
