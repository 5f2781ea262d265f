import { createServer, type IncomingMessage, type Server } from 'node:http';
import { replayFactors } from '@asiguro/domain';
import { parseConfig, type PartnerCredentials } from '@asiguro/platform';
import { freePort, type ServiceProcess, startSandbox, waitFor } from '@asiguro/testing';
import {
  InsurerCallbackError,
  InsurerRegistry,
  PartnerCircuitOpenError,
  PartnerProtocolError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
  verifyInsurerCallback,
  type InsurerIssueRequest,
  type InsurerRegistryOptions,
  type PartnerExchange,
} from '@asiguro/partners';

// Contract tests of the insurer adapters against the real sandbox process (build it first:
// node_modules/.bin/tsc -b services/sandbox).

const SECRET = 'contract-test-insurer-callback-secret';
/** General has a key of its own (INSURER_CALLBACK_SECRETS); the other insurers share SECRET. */
const GENERAL_SECRET = 'contract-test-general-callback-secret-of-its-own';
const rates = { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 };
const context = { date: '2026-11-22', rates };
const workedExample = {
  vehicle: { category: 'car', engineVolume: 1598 },
  zone: 'A',
  owner: { type: 'individual', age: 35, experienceYears: 10 },
  periodDays: 365,
  bonusMalusClass: 9,
};
const trip = { zone: 'europe', sumInsured: 30_000, days: 10, persons: [{ age: 35 }] };

let sandbox: ServiceProcess;
let sandboxUrl: string;

async function admin(path: string, method: 'POST' | 'PUT', body: object = {}): Promise<unknown> {
  const response = await fetch(`${sandboxUrl}/admin/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function stats(slug: string): Promise<{ policies: number; applications: number }> {
  return (await fetch(`${sandboxUrl}/admin/issuers/${slug}`)).json() as Promise<{
    policies: number;
    applications: number;
  }>;
}

function insurers(options: InsurerRegistryOptions = {}, credentials?: PartnerCredentials): InsurerRegistry {
  return new InsurerRegistry(
    {
      SANDBOX_URL: sandboxUrl,
      PARTNER_URLS: '{}',
      PARTNER_TIMEOUT_MS: 3_000,
      PARTNER_RETRIES: 1,
      OFFER_SEARCH_DEADLINE_MS: 3_000,
      PARTNER_CREDENTIALS: credentials,
    },
    {
      retry: { baseDelayMs: 20, maxDelayMs: 100 },
      asyncIssue: { pollIntervalMs: 50, maxPollIntervalMs: 200 },
      ...options,
    },
  );
}

let orderCounter = 0;
function issueRequest(overrides: Partial<InsurerIssueRequest> = {}): InsurerIssueRequest {
  orderCounter += 1;
  return {
    idempotencyKey: `order-${Date.now()}-${orderCounter}-policy`,
    product: 'rca',
    risk: workedExample,
    insured: { type: 'individual', code: '2002636966187', name: 'Ion Rotaru' },
    paidAt: new Date().toISOString(),
    ...overrides,
  };
}

beforeAll(async () => {
  ({ sandbox, url: sandboxUrl } = await startSandbox({
    INSURER_CALLBACK_SECRET: SECRET,
    INSURER_CALLBACK_SECRETS: JSON.stringify({ general: GENERAL_SECRET }),
  }));
});

afterAll(async () => {
  await sandbox?.stop();
});

beforeEach(async () => {
  await admin('reset', 'POST');
});

describe('insurer adapters against the sandbox: quotes', () => {
  it('prices the worked example at every RCA insurer, whatever its API style and layout', async () => {
    const registry = insurers();
    const sellers = registry.sellers('rca').map((issuer) => issuer.slug);
    const quotes = await Promise.all(
      sellers.map((slug) => registry.adapter(slug).quote('rca', workedExample, context)),
    );
    for (const [index, result] of quotes.entries()) {
      if (result.status !== 'offer') throw new Error(`${sellers[index]} declined: ${result.reason}`);
      expect(result.offer).toMatchObject({ insurer: sellers[index], product: 'rca', pricedOn: '2026-11-22' });
      expect(replayFactors(result.offer.factors)).toBe(result.offer.price.minor / 100);
    }
    const donaris = quotes[sellers.indexOf('donaris')];
    expect(donaris.status === 'offer' && donaris.offer.price).toEqual({ minor: 127_600, currency: 'MDL' });
    expect(new Set(quotes.map((result) => (result.status === 'offer' ? result.offer.insurerName : '')))).toContain(
      'Grawe Carat Asigurări S.A.',
    );
  });

  it('hands back declines in every layout as a declined result with the reason', async () => {
    const registry = insurers();
    const old = { ...trip, persons: [{ age: 82 }] };
    for (const slug of ['moldasig', 'grawe', 'asterra', 'intact']) {
      await expect(registry.adapter(slug).quote('medical', old, context)).resolves.toMatchObject({
        status: 'declined',
        insurer: slug,
        reason: 'age-over-limit',
      });
    }
  });

  it('prices state-priced items at the state issuers', async () => {
    const result = await insurers()
      .adapter('e-rovinieta')
      .quote('vignette:ro', { category: 'A', validity: '30_days', startDate: '2025-09-01' }, context);
    expect(result.status === 'offer' && result.offer.tariffPrice).toEqual({ minor: 950, currency: 'EUR' });
  });

  it("rides through a rate-limiting insurer's 429 answers, waiting out its Retry-After within the retry budget", async () => {
    const exchanges: PartnerExchange[] = [];
    // The sandbox asks for the default second; a budget of 1.5 s between attempts waits it out.
    const registry = insurers({
      retry: { retries: 4, baseDelayMs: 5, maxDelayMs: 1_500 },
      onExchange: (e) => exchanges.push(e),
    });
    const adapter = registry.adapter('acord-grup');
    for (let i = 0; i < 20; i++) {
      await expect(adapter.quote('rca', workedExample, context)).resolves.toMatchObject({ status: 'offer' });
    }
    expect(exchanges.some((exchange) => exchange.status === 429)).toBe(true);
  });

  it("authenticates with the credentials of PARTNER_CREDENTIALS, the sandbox's by default", async () => {
    const defaults = parseConfig({ NODE_ENV: 'test' }).PARTNER_CREDENTIALS;
    const configured = insurers({}, defaults);
    for (const slug of ['donaris', 'intact']) {
      await expect(configured.adapter(slug).quote('rca', workedExample, context)).resolves.toMatchObject({
        status: 'offer',
      });
    }
    const wrong = insurers(
      { retry: { retries: 0 } },
      parseConfig({
        NODE_ENV: 'test',
        PARTNER_CREDENTIALS: JSON.stringify({
          intact: { apiKey: 'not-the-intact-key' },
          donaris: { clientId: 'asiguro', clientSecret: 'not-the-donaris-secret' },
        }),
      }).PARTNER_CREDENTIALS,
    );
    await expect(wrong.adapter('intact').quote('rca', workedExample, context)).rejects.toMatchObject({
      name: 'PartnerRejectedError',
      status: 401,
      reason: 'invalid-api-key',
    });
    await expect(wrong.adapter('donaris').quote('rca', workedExample, context)).rejects.toMatchObject({
      name: 'PartnerRejectedError',
      status: 401,
    });
  });

  it('renews a bearer token the insurer no longer knows', async () => {
    const adapter = insurers().adapter('donaris');
    await expect(adapter.quote('rca', workedExample, context)).resolves.toMatchObject({ status: 'offer' });
    await admin('reset', 'POST'); // the sandbox forgets every token
    await expect(adapter.quote('rca', workedExample, context)).resolves.toMatchObject({ status: 'offer' });
  });
});

describe('insurer adapters against the sandbox: failures', () => {
  it("times out against a 'slow' insurer with a short adapter timeout", async () => {
    await admin('issuers/moldasig', 'PUT', { mode: 'slow' });
    const adapter = insurers({ timeoutMs: 300, retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 } }).adapter(
      'moldasig',
    );
    const failure = adapter.quote('rca', workedExample, context);
    await expect(failure).rejects.toBeInstanceOf(PartnerTimeoutError);
    await expect(failure).rejects.toMatchObject({ retryable: true });
  });

  it("fails with a retryable PartnerUnavailableError when an insurer is 'down' or fails every call", async () => {
    await admin('issuers/intact', 'PUT', { mode: 'down' });
    const registry = insurers({ retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 10 } });
    await expect(registry.adapter('intact').quote('rca', workedExample, context)).rejects.toMatchObject({
      name: 'PartnerUnavailableError',
      status: 503,
      retryable: true,
    });
    await admin('issuers/transelit', 'PUT', { failureRate: 1 });
    await expect(registry.adapter('transelit').issue(issueRequest())).rejects.toBeInstanceOf(PartnerUnavailableError);
  });

  it('recovers through retries when only a share of calls fails', async () => {
    await admin('issuers/moldasig', 'PUT', { failureRate: 0.4, latencyMs: 0 });
    // A breaker that tolerates the streaks a 40% failure share produces: this test is about retries.
    const adapter = insurers({
      retry: { retries: 6, baseDelayMs: 5, maxDelayMs: 10 },
      breaker: { failureThreshold: 50, resetAfterMs: 1_000 },
    }).adapter('moldasig');
    for (let i = 0; i < 8; i++) {
      await expect(adapter.quote('rca', workedExample, context)).resolves.toMatchObject({ status: 'offer' });
    }
  });

  it("refuses a 'malformed' answer with PartnerProtocolError, without retrying", async () => {
    await admin('issuers/asterra', 'PUT', { mode: 'malformed' });
    const exchanges: PartnerExchange[] = [];
    const failure = insurers({ onExchange: (exchange) => exchanges.push(exchange) })
      .adapter('asterra')
      .quote('rca', workedExample, context);
    await expect(failure).rejects.toBeInstanceOf(PartnerProtocolError);
    expect(exchanges).toHaveLength(1);
  });

  it('opens the circuit against a down insurer and then fails fast without calling it, recording each refusal', async () => {
    await admin('issuers/general', 'PUT', { mode: 'down' });
    const exchanges: PartnerExchange[] = [];
    const adapter = insurers({
      retry: { retries: 0 },
      breaker: { failureThreshold: 3, resetAfterMs: 60_000 },
      onExchange: (exchange) => exchanges.push(exchange),
    }).adapter('general');
    for (let i = 0; i < 3; i++) {
      await expect(adapter.quote('rca', workedExample, context)).rejects.toBeInstanceOf(PartnerUnavailableError);
    }
    await admin('issuers/general', 'PUT', { mode: 'up' });
    const failure = adapter.quote('rca', workedExample, context);
    await expect(failure).rejects.toBeInstanceOf(PartnerCircuitOpenError);
    await expect(failure).rejects.toMatchObject({ retryable: true });
    // The console's dashboard counts these: a partner we stopped calling shows as down, not idle.
    expect(exchanges.map((exchange) => exchange.status)).toEqual([503, 503, 503, undefined]);
    expect(exchanges[3]).toMatchObject({
      partner: 'general',
      path: 'quotes',
      error: expect.stringMatching(/circuit open/),
    });
  });
});

describe('insurer adapters against the sandbox: issuance', () => {
  it('issues at a synchronous insurer once per idempotency key', async () => {
    const adapter = insurers().adapter('moldasig');
    const request = issueRequest();
    const [first, again] = await Promise.all([adapter.issue(request), adapter.issue(request)]);
    const third = await adapter.issue(request);
    expect(first.number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
    expect([again.number, third.number]).toEqual([first.number, first.number]);
    expect((await stats('moldasig')).policies).toBe(1);
    const other = await adapter.issue(issueRequest());
    expect(other.number).not.toBe(first.number);
  });

  it('answers a conflict when one key is reused for another request', async () => {
    const adapter = insurers().adapter('moldasig');
    const request = issueRequest();
    await adapter.issue(request);
    await expect(adapter.issue({ ...request, insuredAbroad: true })).rejects.toMatchObject({
      name: 'PartnerRejectedError',
      status: 409,
      reason: 'idempotency-key-conflict',
    });
  });

  it.each(['grawe', 'general', 'transelit'])(
    'issues at asynchronous %s by application and polling, and resumes the same application on retry',
    async (slug) => {
      await admin(`issuers/${slug}`, 'PUT', { latencyMs: 0 });
      const adapter = insurers().adapter(slug);
      expect(adapter.style).toBe('async');
      const request = issueRequest();
      const policy = await adapter.issue(request);
      expect(policy).toMatchObject({ insurer: slug, product: 'rca' });
      expect(policy.applicationId).toBeTruthy();
      const retried = await adapter.issue(request);
      expect(retried).toMatchObject({ number: policy.number, applicationId: policy.applicationId });
      expect(await stats(slug)).toEqual(expect.objectContaining({ policies: 1, applications: 1 }));
    },
  );

  it('refuses at an asynchronous insurer a risk it will not cover', async () => {
    const failure = insurers()
      .adapter('general')
      .issue(issueRequest({ product: 'medical', risk: { ...trip, persons: [{ age: 90 }] } }));
    await expect(failure).rejects.toBeInstanceOf(PartnerRejectedError);
    await expect(failure).rejects.toMatchObject({ reason: 'age-over-limit', retryable: false });
  });

  it('lets Moldcargo refuse an insured already abroad while others start cover 5 days after payment', async () => {
    const registry = insurers();
    const paidAt = new Date('2026-11-22T08:00:00.000Z');
    const abroad = { product: 'medical' as const, risk: trip, insuredAbroad: true, paidAt: paidAt.toISOString() };
    await expect(registry.adapter('moldcargo').issue(issueRequest(abroad))).rejects.toMatchObject({
      name: 'PartnerRejectedError',
      status: 422,
      reason: 'insured-abroad',
    });
    for (const slug of ['moldasig', 'grawe', 'asterra']) {
      const policy = await registry.adapter(slug).issue(issueRequest(abroad));
      expect(policy.liabilityStart.toISOString()).toBe('2026-11-27T08:00:00.000Z');
      expect(policy.validTo.getTime() - policy.validFrom.getTime()).toBe(10 * 86_400_000);
    }
  });

  it('issues vignette and road-tax certificates in the state formats', async () => {
    const registry = insurers();
    const vignette = await registry
      .adapter('e-rovinieta')
      .issue(issueRequest({ product: 'vignette:ro', risk: { category: 'A', validity: '30_days' } }));
    expect(vignette.number).toMatch(/^RO\d{12}$/);
    const tax = await registry
      .adapter('sfs-road-tax')
      .issue(issueRequest({ product: 'road-tax', risk: { vehicle: { kind: 'car', engineVolume: 1598 } } }));
    expect(tax.number).toMatch(/^SFS-TR-\d{4}-\d{8}$/);
  });
});

describe('insurer callbacks from the sandbox', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: { rawBody: string; headers: IncomingMessage['headers'] }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    receiverUrl = `http://127.0.0.1:${port}/insurer-callbacks`;
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('posts a signed decision that verifies, and refuses a wrong or stale signature', async () => {
    const request = issueRequest({ callbackUrl: receiverUrl });
    const policy = await insurers().adapter('grawe').issue(request);
    const callback = await waitFor(() => received.find((entry) => entry.rawBody.includes(request.idempotencyKey)), {
      description: 'the insurer callback',
    });
    const input = {
      rawBody: callback.rawBody,
      signature: callback.headers['x-signature'] as string,
      timestamp: callback.headers['x-timestamp'] as string,
      secret: SECRET,
    };
    expect(verifyInsurerCallback(input)).toMatchObject({
      status: 'issued',
      insurer: 'grawe',
      idempotencyKey: request.idempotencyKey,
      policy: { number: policy.number },
    });
    const reasonOf = (run: () => unknown) => {
      try {
        run();
        return 'accepted';
      } catch (error) {
        return error instanceof InsurerCallbackError ? error.reason : 'crash';
      }
    };
    expect(reasonOf(() => verifyInsurerCallback({ ...input, secret: 'not-the-insurer-callback-secret' }))).toBe(
      'bad-signature',
    );
    expect(reasonOf(() => verifyInsurerCallback({ ...input, now: new Date(Date.now() + 10 * 60_000) }))).toBe('stale');
    // An insurer with a key of its own could not have signed this one.
    expect(reasonOf(() => verifyInsurerCallback({ ...input, secret: GENERAL_SECRET }))).toBe('bad-signature');
  });

  it('signs an insurer with a key of its own with that key, which the shared key does not verify', async () => {
    const request = issueRequest({ callbackUrl: receiverUrl });
    const policy = await insurers().adapter('general').issue(request);
    const callback = await waitFor(() => received.find((entry) => entry.rawBody.includes(request.idempotencyKey)), {
      description: "general's callback",
    });
    const input = {
      rawBody: callback.rawBody,
      signature: callback.headers['x-signature'] as string,
      timestamp: callback.headers['x-timestamp'] as string,
    };
    expect(verifyInsurerCallback({ ...input, secret: GENERAL_SECRET })).toMatchObject({
      insurer: 'general',
      policy: { number: policy.number },
    });
    expect(() => verifyInsurerCallback({ ...input, secret: SECRET })).toThrow(InsurerCallbackError);
  });
});
