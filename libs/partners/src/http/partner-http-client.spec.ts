import { z } from 'zod';
import { CircuitBreaker } from './circuit-breaker';
import { MAX_TEXT_BODY, maskBySchema, maskPersonalData, maskPersonalText, personal } from './masking';
import { PartnerHttpClient, PartnerHttpClientOptions, PartnerExchange, retryAfterMs } from './partner-http-client';
import {
  PartnerCircuitOpenError,
  PartnerProtocolError,
  PartnerRateLimitedError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
} from './partner-errors';

type Reply = { status: number; body: string; headers?: Record<string, string> } | 'timeout' | 'refused';

/** A scripted partner: answers the replies in order (the last one repeats). */
function scripted(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === 'timeout') {
      const error = new Error('The operation was aborted due to timeout');
      error.name = 'TimeoutError';
      throw error;
    }
    if (reply === 'refused') throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

function client(replies: Reply[], overrides: Partial<PartnerHttpClientOptions> = {}) {
  const partner = scripted(replies);
  const exchanges: PartnerExchange[] = [];
  const http = new PartnerHttpClient({
    partner: 'test-insurer',
    baseUrl: 'http://partner.test/api',
    timeoutMs: 1000,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    breaker: { failureThreshold: 5, resetAfterMs: 60_000 },
    fetch: partner.fetchImpl,
    onExchange: (exchange) => exchanges.push(exchange),
    ...overrides,
  });
  return { http, calls: partner.calls, exchanges };
}

const quote = z.object({ price: z.number() });

describe(PartnerHttpClient.name, () => {
  it('returns a validated answer and resolves paths against the base URL', async () => {
    const { http, calls } = client([{ status: 200, body: '{"price": 12.5}' }]);
    const response = await http.request({ method: 'GET', path: 'quotes/1', schema: quote });
    expect(response.body).toEqual({ price: 12.5 });
    expect(calls[0].url).toBe('http://partner.test/api/quotes/1');
  });

  it('retries a 5xx with backoff and succeeds', async () => {
    const { http, calls } = client([
      { status: 503, body: '' },
      { status: 200, body: '{"price": 1}' },
    ]);
    await expect(http.request({ method: 'GET', path: 'q', schema: quote })).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the last retry with a retryable PartnerUnavailableError', async () => {
    const { http, calls } = client([{ status: 502, body: 'bad gateway' }]);
    const failure = http.request({ method: 'GET', path: 'q', schema: quote });
    await expect(failure).rejects.toBeInstanceOf(PartnerUnavailableError);
    await expect(failure).rejects.toMatchObject({ retryable: true, status: 502 });
    expect(calls).toHaveLength(3);
  });

  it('never repeats a POST without an idempotency key', async () => {
    const { http, calls } = client([{ status: 503, body: '' }]);
    await expect(http.request({ method: 'POST', path: 'policies', body: {}, schema: quote })).rejects.toBeInstanceOf(
      PartnerUnavailableError,
    );
    expect(calls).toHaveLength(1);
  });

  it('repeats a POST that carries an idempotency key, sending the key each time', async () => {
    const { http, calls } = client(['timeout', { status: 201, body: '{"price": 3}' }]);
    await http.request({ method: 'POST', path: 'policies', body: {}, schema: quote, idempotencyKey: 'order-1' });
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['idempotency-key'])).toEqual([
      'order-1',
      'order-1',
    ]);
  });

  describe('says whether the partner may have served a call unheard', () => {
    const post = (replies: Reply[]) =>
      client(replies, { breaker: { failureThreshold: 2, resetAfterMs: 60_000 } }).http.request({
        method: 'POST',
        path: 'policies',
        body: {},
        schema: quote,
        idempotencyKey: 'order-1',
      });
    const cut = Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });

    it.each<[string, Reply[], boolean]>([
      ['503 every time: the request was never taken', [{ status: 503, body: '' }], false],
      ['a refused connection: nothing was sent', ['refused'], false],
      ['a timeout', ['timeout'], true],
      ['a gateway timeout (504)', [{ status: 504, body: '' }], true],
      ['an early timeout, then 503s', ['timeout', { status: 503, body: '' }], true],
      ['an early timeout, then an open circuit', ['timeout', 'timeout', { status: 503, body: '' }], true],
      ['a definitive refusal after a timeout', ['timeout', { status: 422, body: '{"reason":"declined"}' }], true],
    ])('%s', async (_, replies, unknown) => {
      await expect(post(replies)).rejects.toMatchObject({ outcomeUnknown: unknown });
    });

    it('a connection cut after the request was sent', async () => {
      const { http } = client([]);
      const cutting = new PartnerHttpClient({
        ...http.options,
        fetch: (async () => {
          throw cut;
        }) as unknown as typeof fetch,
      });
      const failure = cutting.request({ method: 'POST', path: 'p', body: {}, schema: quote, idempotencyKey: 'k' });
      await expect(failure).rejects.toBeInstanceOf(PartnerUnavailableError);
      await expect(failure).rejects.toMatchObject({ outcomeUnknown: true });
    });
  });

  it('turns a timeout into PartnerTimeoutError and a refused connection into PartnerUnavailableError', async () => {
    await expect(
      client(['timeout'], { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 } }).http.request({
        method: 'GET',
        path: 'q',
        schema: quote,
      }),
    ).rejects.toBeInstanceOf(PartnerTimeoutError);
    await expect(
      client(['refused'], { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 } }).http.request({
        method: 'GET',
        path: 'q',
        schema: quote,
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('does not retry a refusal (4xx) and keeps the partner reason', async () => {
    const { http, calls } = client([{ status: 422, body: '{"reason":"insured-abroad"}' }]);
    const failure = http.request({ method: 'GET', path: 'q', schema: quote });
    await expect(failure).rejects.toBeInstanceOf(PartnerRejectedError);
    await expect(failure).rejects.toMatchObject({ reason: 'insured-abroad', retryable: false });
    expect(calls).toHaveLength(1);
  });

  it('refuses malformed and unexpected answers without retrying', async () => {
    const notJson = client([{ status: 200, body: '<html>oops' }]);
    await expect(notJson.http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
      PartnerProtocolError,
    );
    expect(notJson.calls).toHaveLength(1);
    const wrongShape = client([{ status: 200, body: '{"price":"twelve"}' }]);
    await expect(wrongShape.http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
      PartnerProtocolError,
    );
  });

  it('opens the circuit after repeated failures and fails fast until it half-opens', async () => {
    const { http, calls } = client([{ status: 503, body: '' }], {
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
      breaker: { failureThreshold: 2, resetAfterMs: 60_000 },
    });
    for (let i = 0; i < 2; i++)
      await expect(http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toThrow();
    await expect(http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
      PartnerCircuitOpenError,
    );
    expect(calls).toHaveLength(2);
  });

  it('records each call the open circuit refuses as an exchange without a status, so the partner never looks idle', async () => {
    const { http, calls, exchanges } = client([{ status: 503, body: '' }], {
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
      breaker: { failureThreshold: 1, resetAfterMs: 60_000 },
    });
    await expect(http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
      PartnerUnavailableError,
    );
    for (let i = 0; i < 2; i++) {
      await expect(
        http.request({
          method: 'POST',
          path: 'quotes',
          body: { idnp: '2002000000017' },
          schema: quote,
          correlationId: 'order-9',
        }),
      ).rejects.toBeInstanceOf(PartnerCircuitOpenError);
    }
    expect(calls).toHaveLength(1);
    expect(exchanges).toHaveLength(3);
    for (const refused of exchanges.slice(1)) {
      expect(refused).toMatchObject({
        partner: 'test-insurer',
        method: 'POST',
        path: 'quotes',
        attempt: 1,
        durationMs: 0,
        error: expect.stringMatching(/circuit open/),
        request: { idnp: '20***17' },
        correlationId: 'order-9',
      });
      expect(refused.status).toBeUndefined();
    }
  });

  it('masks personal data in an answer that is not JSON and keeps it short', async () => {
    const page = `<html><body><p>Client: <b>Ion Popescu</b></p><form><input name="email" value="ion.popescu@mail.md">
      <FullName>Ion Popescu</FullName><idnp>2002000000017</idnp><phone>+373 69 123 456</phone></form>${'x'.repeat(800)}`;
    const html = client([{ status: 502, body: page }], { retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(html.http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toThrow();
    const stored = html.exchanges[0].response as string;
    expect(stored.length).toBeLessThanOrEqual(MAX_TEXT_BODY + 1);
    for (const personal of ['ion.popescu@mail.md', '2002000000017', '69 123 456', '<FullName>Ion Popescu']) {
      expect(stored).not.toContain(personal);
    }
    expect(stored).toContain('<FullName>Io***cu</FullName>');

    const cut = client([{ status: 200, body: '{"price":1,"owner":{"fullName":"Ion Popescu","idnp":"20020000' }]);
    await expect(cut.http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
      PartnerProtocolError,
    );
    expect(cut.exchanges[0].response).toBe('{"price":1,"owner":{"fullName":"Io***cu","idnp":"20***00');
  });

  it('reports each exchange masked by its contract: declared personal fields and anything undeclared', async () => {
    const { http, exchanges } = client([{ status: 200, body: '{"price": 1, "fullName": "Ion Popescu"}' }]);
    const bodySchema = z.object({
      product: z.string(),
      insured: z.object({ code: personal(z.string(), 'code'), type: z.string() }),
    });
    await http.request({
      method: 'POST',
      path: 'quotes',
      body: { product: 'rca', insured: { code: '2002000000017', type: 'individual' }, extra: { plate: 'ABC 123' } },
      bodySchema,
      schema: quote.passthrough(),
      idempotencyKey: 'k',
      correlationId: 'order-7',
    });
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      partner: 'test-insurer',
      status: 200,
      correlationId: 'order-7',
      // `code` is declared personal; `extra` is in no contract: masked whole.
      request: { product: 'rca', insured: { code: '20***17', type: 'individual' }, extra: { plate: 'AB***23' } },
      response: { price: 1, fullName: 'Io***cu' },
    });
  });
});

describe(maskBySchema.name, () => {
  const contract = z.object({
    status: z.enum(['ok', 'refused']),
    amount: z.number(),
    insured: z.looseObject({ code: personal(z.string(), 'code'), name: personal(z.string(), 'name') }),
    persons: z.array(z.object({ fullName: personal(z.string(), 'name'), birthday: z.string() })).optional(),
    risk: z.unknown(),
  });

  it('masks the fields a contract declares personal and keeps the plain ones', () => {
    expect(
      maskBySchema(contract, {
        status: 'ok',
        amount: 1250,
        insured: { code: '2002000000017', name: 'Ion Popescu' },
        persons: [{ fullName: 'Maria Rusu', birthday: '1990-02-01' }],
      }),
    ).toEqual({
      status: 'ok',
      amount: 1250,
      insured: { code: '20***17', name: 'Io***cu' },
      persons: [{ fullName: 'Ma***su', birthday: '1990-02-01' }],
    });
  });

  it('masks whatever the contract does not describe, whatever its key is called', () => {
    expect(
      maskBySchema(contract, {
        status: 'ok',
        amount: 1,
        insured: { code: '2002000000017', name: 'Ion Popescu', code2: '2002000000018' },
        risk: { age: 41, plate: 'ABC 123', flags: [true, 'x'] },
        unexpected: 'Popescu',
      }),
    ).toEqual({
      status: 'ok',
      amount: 1,
      insured: { code: '20***17', name: 'Io***cu', code2: '20***18' },
      risk: { age: '***', plate: 'AB***23', flags: [true, '***'] },
      unexpected: 'Po***cu',
    });
    expect(maskBySchema(undefined, { anything: 'Ion Popescu' })).toEqual({ anything: 'Io***cu' });
  });

  it('masks a field a strict contract does not declare, as a loose one does', () => {
    const strict = z.strictObject({ street: personal(z.string(), 'address'), floor: z.number() });
    expect(
      maskBySchema(strict, { street: 'str. Ion Creangă 1', floor: 2, flat: '12', recipient: 'Ion Popescu' }),
    ).toEqual({ street: 'st*** 1', floor: 2, flat: '***', recipient: 'Io***cu' });
  });

  it('follows the option of a union the value is, and the input side of a transform', () => {
    const layout = z.union([
      z.object({ kind: z.literal('person'), idnp: personal(z.string(), 'code') }),
      z.object({ kind: z.literal('company'), idno: z.string() }),
    ]);
    expect(maskBySchema(layout, { kind: 'person', idnp: '2002000000017' })).toEqual({
      kind: 'person',
      idnp: '20***17',
    });
    expect(maskBySchema(layout, { kind: 'company', idno: '1002600020908' })).toEqual({
      kind: 'company',
      idno: '1002600020908',
    });
    const transformed = z.object({ owner: personal(z.string(), 'name') }).transform((value) => value.owner.length);
    expect(maskBySchema(transformed, { owner: 'Ion Popescu' })).toEqual({ owner: 'Io***cu' });
  });

  it("follows a discriminated union's option by its tag, and masks a value with an unknown tag whole", () => {
    const owner = z.discriminatedUnion('type', [
      z.object({ type: z.literal('individual'), idnp: personal(z.string(), 'code'), age: z.number() }),
      z.object({ type: z.literal('company'), idno: z.string() }),
    ]);
    expect(maskBySchema(owner, { type: 'individual', idnp: '2002000000017', age: 41 })).toEqual({
      type: 'individual',
      idnp: '20***17',
      age: 41,
    });
    expect(maskBySchema(owner, { type: 'company', idno: '1002600020908' })).toEqual({
      type: 'company',
      idno: '1002600020908',
    });
    // The tag names the option even when another field is off: its personal fields stay masked.
    expect(maskBySchema(owner, { type: 'individual', idnp: '2002000000017', age: 'forty' })).toEqual({
      type: 'individual',
      idnp: '20***17',
      age: 'forty',
    });
    expect(maskBySchema(owner, { type: 'trust', idnp: '2002000000017' })).toEqual({ type: 'tr***st', idnp: '20***17' });
  });

  it('keeps a value of a union of plain scalars by its kind, and masks one of another kind whole', () => {
    const coverage = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
    expect(maskBySchema(coverage, { limit: 'EUR 1,220,000', persons: 2, glass: true })).toEqual({
      limit: 'EUR 1,220,000',
      persons: 2,
      glass: true,
    });
    expect(maskBySchema(coverage, { holder: { name: 'Ion Popescu' } })).toEqual({ holder: { name: 'Io***cu' } });
    const bonusMalus = z.union([z.literal('M'), z.number()]);
    expect(maskBySchema(bonusMalus, 'M')).toBe('M');
    expect(maskBySchema(bonusMalus, 9)).toBe(9);
    expect(maskBySchema(bonusMalus, 'Ion Popescu')).toBe('Io***cu');
    expect(maskBySchema(z.enum(['A', 'B']).or(z.null()), 'A')).toBe('A');
  });

  it("masks fields named like an object's own properties as undeclared, without touching the copy's prototype", () => {
    const contract = z.object({ status: z.string() });
    const masked = maskBySchema(
      contract,
      JSON.parse('{"status":"ok","constructor":"Ion Popescu","__proto__":{"x":"1234567"}}'),
    );
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype);
    expect(JSON.stringify(masked)).toBe('{"status":"ok","constructor":"Io***cu","__proto__":{"x":"12***67"}}');
  });

  it('masks a personal scalar of a union, whichever option the value is', () => {
    const contact = z.union([personal(z.string(), 'contact'), z.number()]);
    expect(maskBySchema(contact, '+37369123456')).toBe('+3***56');
    expect(maskBySchema(contact, 42)).toBe(42);
  });
});

describe('back-pressure (429)', () => {
  const busy = (seconds: string): Reply => ({
    status: 429,
    body: '{"reason":"busy"}',
    headers: { 'retry-after': seconds },
  });

  it('never opens the circuit on 429s: the partner is up and asking us to slow down', async () => {
    const { http } = client([busy('0')], { breaker: { failureThreshold: 1, resetAfterMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      await expect(http.request({ method: 'GET', path: 'q', schema: quote })).rejects.toBeInstanceOf(
        PartnerRateLimitedError,
      );
    }
    expect(http.breaker.state).toBe('closed');
  });

  it('hands a long Retry-After to the caller at once, and calls nobody before it has passed', async () => {
    const { http, calls } = client([busy('30'), { status: 200, body: '{"price": 1}' }]);
    const first = await http.request({ method: 'GET', path: 'q', schema: quote }).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(PartnerRateLimitedError);
    expect((first as PartnerRateLimitedError).retryAfterMs).toBeGreaterThan(29_000);
    const second = await http.request({ method: 'GET', path: 'q', schema: quote }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(PartnerRateLimitedError);
    expect(calls).toHaveLength(1);
  });

  it('waits out a short Retry-After within the call and then succeeds', async () => {
    const { http, calls } = client([busy('0'), { status: 200, body: '{"price": 1}' }], {
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2_000 },
    });
    await expect(http.request({ method: 'GET', path: 'q', schema: quote })).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
  });

  it('reads Retry-After as seconds or a date, within a minute', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(null)).toBe(1_000);
    expect(retryAfterMs('soon')).toBe(1_000);
    expect(retryAfterMs('86400')).toBe(60_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 0)).toBe(10_000);
  });
});

describe(CircuitBreaker.name, () => {
  it('lets one trial call through after the reset time and closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, resetAfterMs: 100 }, () => now);
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(false);
    now = 100;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
  });
});

describe(maskPersonalData.name, () => {
  it('masks personal keys at any depth and leaves the rest', () => {
    expect(maskPersonalData({ persons: [{ firstName: 'Maria', birthday: '01.02.1990' }], amount: 10 })).toEqual({
      persons: [{ firstName: 'Ma***ia', birthday: '01***90' }],
      amount: 10,
    });
  });
});

describe(maskPersonalText.name, () => {
  it('masks personal values under personal keys in JSON, XML, attributes and query strings', () => {
    expect(maskPersonalText('{"idnp": 2002000000017, "plate": "ABC 123", "errorCode": "timeout"')).toBe(
      '{"idnp": 20***17, "plate": "AB***23", "errorCode": "timeout"',
    );
    expect(maskPersonalText('<Owner><LastName lang="ro">Popescu</LastName><CharCode>EUR</CharCode></Owner>')).toBe(
      '<Owner><LastName lang="ro">Po***cu</LastName><CharCode>EUR</CharCode></Owner>',
    );
    expect(maskPersonalText(`<person firstName='Maria' id="7"/>`)).toBe(`<person firstName='Ma***ia' id="7"/>`);
    expect(maskPersonalText('GET /lookup?idno=1002600020908&plate=ABC123')).toBe(
      'GET /lookup?idno=10***08&plate=AB***23',
    );
  });

  it('masks e-mail addresses, IDNP/IDNO, IBANs, card and phone numbers wherever they stand', () => {
    const masked = maskPersonalText(
      'write to maria.rusu@example.md or call 069123456 / +373 22 123 456; IDNP 2002000000017, ' +
        'IBAN MD24AG000225100013104168, card 4111 1111 1111 1111; order 42 costs 1250.50',
    );
    for (const personal of [
      'maria.rusu@example.md',
      '069123456',
      '22 123 456',
      '2002000000017',
      'MD24AG000225100013104168',
      '4111 1111 1111 1111',
    ]) {
      expect(masked).not.toContain(personal);
    }
    expect(masked).toContain('order 42 costs 1250.50');
  });
});

describe('maskPersonalData keys', () => {
  it('masks owner codes, names under any prefix, company codes and plates, and keeps technical codes readable', () => {
    expect(
      maskPersonalData({
        ownerCode: '2004787371520',
        driverFullName: 'Ion Popescu',
        idno: '1002600020908',
        plateNumber: 'ABC 123',
        errorCode: 'timeout',
        fileName: 'policy.pdf',
      }),
    ).toEqual({
      ownerCode: '20***20',
      driverFullName: 'Io***cu',
      idno: '10***08',
      plateNumber: 'AB***23',
      errorCode: 'timeout',
      fileName: 'policy.pdf',
    });
  });
});
