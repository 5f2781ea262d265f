import { SANDBOX_PARTNER_CREDENTIALS, type PartnerCredentials } from '@asiguro/platform';
import { PartnerRejectedError } from '../http';
import { InsurerApplicationPendingError } from './insurer-adapter';
import { PartnerCredentialsError } from './insurer-api-profiles';
import { InsurerRegistry } from './insurer-registry';

const config = {
  SANDBOX_URL: 'http://sandbox.test',
  PARTNER_URLS: '{}',
  PARTNER_TIMEOUT_MS: 1000,
  PARTNER_RETRIES: 0,
  OFFER_SEARCH_DEADLINE_MS: 1000,
};

type Route = (request: { method: string; path: string; headers: Record<string, string>; body: unknown }) => {
  status: number;
  body: unknown;
};

/** A scripted partner network: answers by route; records every call. */
function network(route: Route) {
  const calls: { method: string; path: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (url: URL, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const call = { method: String(init.method), path: new URL(url).pathname, headers };
    calls.push(call);
    const answer = route({ ...call, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const request = {
  idempotencyKey: 'order-42-policy',
  product: 'rca' as const,
  risk: {},
  insured: { type: 'individual' as const, code: '2002636966187', name: 'Ion Rotaru' },
  paidAt: '2026-11-22T10:00:00Z',
};

const policy = {
  number: 'IAI111222ABC',
  insurer: 'general',
  product: 'rca',
  liabilityStart: '2026-11-22T10:00:00.000Z',
  validFrom: '2026-11-22T10:00:00.000Z',
  validTo: '2027-11-22T10:00:00.000Z',
  issuedAt: '2026-11-22T10:00:01.000Z',
};

function registry(fetchImpl: typeof fetch, deadlineMs = 5_000) {
  return new InsurerRegistry(config, {
    fetch: fetchImpl,
    asyncIssue: { deadlineMs, pollIntervalMs: 1, maxPollIntervalMs: 5 },
  });
}

describe('AsyncInsurerAdapter', () => {
  it('submits once with the idempotency key, then polls until the policy is issued', async () => {
    let polls = 0;
    const { calls, fetchImpl } = network(({ method }) => {
      if (method === 'POST') return { status: 202, body: { applicationId: 'app-1', status: 'pending' } };
      polls++;
      return polls < 3
        ? { status: 200, body: { applicationId: 'app-1', status: 'pending' } }
        : { status: 200, body: { applicationId: 'app-1', status: 'issued', policy } };
    });
    const adapter = registry(fetchImpl).adapter('general');
    expect(adapter.style).toBe('async');
    const issued = await adapter.issue(request);
    expect(issued).toMatchObject({ number: 'IAI111222ABC', applicationId: 'app-1' });
    expect(issued.validTo).toEqual(new Date(policy.validTo));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/insurers/general/applications' });
    expect(calls[0].headers['idempotency-key']).toBe('order-42-policy');
    expect(calls.at(-1)?.path).toBe('/insurers/general/applications/app-1');
  });

  it("turns a refused application into PartnerRejectedError with the insurer's reason", async () => {
    const { fetchImpl } = network(({ method }) =>
      method === 'POST'
        ? { status: 202, body: { applicationId: 'app-2', status: 'pending' } }
        : { status: 200, body: { applicationId: 'app-2', status: 'refused', reason: 'age-over-limit' } },
    );
    const failure = registry(fetchImpl).adapter('transelit').issue(request);
    await expect(failure).rejects.toBeInstanceOf(PartnerRejectedError);
    await expect(failure).rejects.toMatchObject({ reason: 'age-over-limit', retryable: false });
  });

  it('gives up at its deadline with a retryable error naming the application', async () => {
    const { fetchImpl } = network(() => ({ status: 202, body: { applicationId: 'app-3', status: 'pending' } }));
    const failure = registry(fetchImpl, 30).adapter('general').issue(request);
    await expect(failure).rejects.toBeInstanceOf(InsurerApplicationPendingError);
    await expect(failure).rejects.toMatchObject({ applicationId: 'app-3', retryable: true });
  });
});

describe('SyncInsurerAdapter', () => {
  it('reads refusals in an envelope layout answered with 200', async () => {
    const { fetchImpl } = network(() => ({
      status: 200,
      body: { status: 'DECLINED', result: { reason: 'insured-abroad' } },
    }));
    await expect(registry(fetchImpl).adapter('asterra').issue(request)).rejects.toMatchObject({
      reason: 'insured-abroad',
    });
  });

  it('reads the reason of a 422 in a nested layout', async () => {
    const { fetchImpl } = network(() => ({ status: 422, body: { error: { code: 'age-over-limit' } } }));
    const adapter = registry(fetchImpl).adapter('grawe');
    await expect(
      adapter.quote('rca', {}, { date: '2026-11-22', rates: { MDL: 1, EUR: 19, RON: 4, USD: 17, HUF: 0.0492 } }),
    ).resolves.toEqual({
      status: 'declined',
      insurer: 'grawe',
      reason: 'age-over-limit',
    });
  });

  it('fetches a bearer token with client credentials, reuses it, and renews it once after a 401', async () => {
    let tokens = 0;
    let rejectNext = false;
    const { calls, fetchImpl } = network(({ path, headers }) => {
      if (path.endsWith('/token')) {
        tokens++;
        return { status: 200, body: { access_token: `token-number-${tokens}`, token_type: 'Bearer', expires_in: 300 } };
      }
      if (rejectNext || headers.authorization !== `Bearer token-number-${tokens}`) {
        rejectNext = false;
        return { status: 401, body: { reason: 'token-expired' } };
      }
      return { status: 201, body: { policy: { ...policy, insurer: 'donaris' } } };
    });
    const adapter = registry(fetchImpl).adapter('donaris');
    await adapter.issue(request);
    await adapter.issue({ ...request, idempotencyKey: 'order-43-policy' });
    expect(tokens).toBe(1);
    expect(calls[0].headers.authorization).toMatch(/^Basic /);
    rejectNext = true;
    await adapter.issue({ ...request, idempotencyKey: 'order-44-policy' });
    expect(tokens).toBe(2);
  });

  it('sends the API key header an insurer wants', async () => {
    const { calls, fetchImpl } = network(() => ({ status: 422, body: { code: 'age-over-limit' } }));
    await registry(fetchImpl)
      .adapter('intact')
      .quote('rca', {}, { date: '2026-11-22', rates: { MDL: 1, EUR: 19, RON: 4, USD: 17, HUF: 0.0492 } });
    expect(calls[0].headers['x-api-key']).toBe('sandbox-intact-key');
  });
});

describe(InsurerRegistry.name, () => {
  it('keeps one adapter per issuer, honours PARTNER_URLS and refuses unknown slugs', async () => {
    const { calls, fetchImpl } = network(() => ({ status: 422, body: { reason: 'product-not-sold' } }));
    const insurers = new InsurerRegistry(
      { ...config, PARTNER_URLS: JSON.stringify({ moldasig: 'https://api.moldasig.test/v1' }) },
      { fetch: fetchImpl },
    );
    expect(insurers.adapter('moldasig')).toBe(insurers.adapter('moldasig'));
    await insurers
      .adapter('moldasig')
      .quote('rca', {}, { date: '2026-11-22', rates: { MDL: 1, EUR: 19, RON: 4, USD: 17, HUF: 0.0492 } });
    expect(calls[0].path).toBe('/v1/quotes');
    expect(() => insurers.adapter('nobody')).toThrow(/unknown insurer/);
    expect(insurers.sellers('rca').map((issuer) => issuer.slug)).not.toContain('moldcargo');
  });

  it("sends the credentials of PARTNER_CREDENTIALS, not the sandbox's", async () => {
    const { calls, fetchImpl } = network(({ path }) =>
      path.endsWith('/token')
        ? { status: 200, body: { access_token: 'token-from-donaris', token_type: 'Bearer', expires_in: 300 } }
        : { status: 422, body: { reason: 'product-not-sold' } },
    );
    const insurers = new InsurerRegistry(
      {
        ...config,
        PARTNER_CREDENTIALS: {
          intact: { apiKey: 'real-intact-key-0001', header: 'X-Intact-Key' },
          donaris: { clientId: 'asiguro-prod', clientSecret: 'real-donaris-secret' },
        },
      },
      { fetch: fetchImpl },
    );
    const context = { date: '2026-11-22', rates: { MDL: 1, EUR: 19, RON: 4, USD: 17, HUF: 0.0492 } };
    await insurers.adapter('intact').quote('rca', {}, context);
    await insurers.adapter('donaris').quote('rca', {}, context);
    expect(calls[0].headers['x-intact-key']).toBe('real-intact-key-0001');
    expect(calls[0].headers['x-api-key']).toBeUndefined();
    const token = calls.find((call) => call.path.endsWith('/token'));
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('asiguro-prod:real-donaris-secret').toString('base64')}`,
    );
    expect(calls.at(-1)?.headers.authorization).toBe('Bearer token-from-donaris');
  });

  it('refuses at construction credentials that are missing or do not fit the insurer', () => {
    const build = (credentials: PartnerCredentials) => () =>
      new InsurerRegistry({ ...config, PARTNER_CREDENTIALS: { ...SANDBOX_PARTNER_CREDENTIALS, ...credentials } }, {});
    expect(build({ donaris: { apiKey: 'an-api-key-0001', header: 'x-api-key' } })).toThrow(PartnerCredentialsError);
    expect(build({ intact: { clientId: 'asiguro', clientSecret: 'client-secret' } })).toThrow(/intact: expects/);
    expect(() => new InsurerRegistry({ ...config, PARTNER_CREDENTIALS: {} }, {})).toThrow(
      /donaris: credentials are missing/,
    );
    expect(build({})).not.toThrow();
    expect(build({ moldasig: { apiKey: 'an-api-key-0001', header: 'x-api-key' } })).toThrow(/takes no credentials/);
  });
});
