import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  InsurerRegistry,
  PartnerRejectedError,
  type InsurerIssueRequest,
  type InsurerRegistryOptions,
} from '@asiguro/partners';
import { RCA_QUOTE_EXAMPLE, type ServiceProcess, startSandbox, waitFor } from '@asiguro/testing';

// The sandbox insurers as a kept development stack sees them: restarts, the admin API's quirks,
// asynchronous issuance. Runs the built sandbox (services/sandbox/dist).

const { risk: workedExample, date, rates } = RCA_QUOTE_EXAMPLE;
const context = { date, rates };

let dataDir: string;
let sandbox: ServiceProcess;
let sandboxUrl: string;

async function bootSandbox(): Promise<void> {
  ({ sandbox, url: sandboxUrl } = await startSandbox({ DATA_DIR: dataDir }));
}

async function admin(path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: object) {
  const response = await fetch(`${sandboxUrl}/admin/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function insurers(profiles: InsurerRegistryOptions['profiles'] = {}): InsurerRegistry {
  return new InsurerRegistry(
    {
      SANDBOX_URL: sandboxUrl,
      PARTNER_URLS: '{}',
      PARTNER_TIMEOUT_MS: 3_000,
      PARTNER_RETRIES: 0,
      OFFER_SEARCH_DEADLINE_MS: 3_000,
    },
    { profiles, asyncIssue: { pollIntervalMs: 50, maxPollIntervalMs: 200, deadlineMs: 20_000 } },
  );
}

let counter = 0;
function issueRequest(overrides: Partial<InsurerIssueRequest> = {}): InsurerIssueRequest {
  counter += 1;
  return {
    idempotencyKey: `sandbox-test-${counter}-policy`,
    product: 'rca',
    risk: workedExample,
    insured: { type: 'individual', code: '2002636966187', name: 'Ion Rotaru' },
    paidAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-insurers-'));
  await bootSandbox();
});

afterAll(async () => {
  await sandbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await admin('reset', 'POST', {});
});

describe('sandbox policy numbers', () => {
  it('never issues a number again, not after a reset nor after a restart on the same data folder', async () => {
    const issued: string[] = [];
    const issueTwo = async () => {
      const adapter = insurers().adapter('moldasig');
      // The same keys every round: a restarted (or reset) sandbox has forgotten them and issues anew.
      for (const key of ['restart-a', 'restart-b']) {
        issued.push((await adapter.issue(issueRequest({ idempotencyKey: key }))).number);
      }
    };
    await issueTwo();
    // The admin API names each policy with the key it was issued for, and a replay adds none.
    await issueTwo();
    expect(issued.splice(2)).toEqual(issued);
    expect((await admin('issuers/moldasig/policies')).body).toEqual([
      expect.objectContaining({ number: issued[0], idempotencyKey: 'restart-a' }),
      expect.objectContaining({ number: issued[1], idempotencyKey: 'restart-b' }),
    ]);
    expect((await admin('issuers/nobody/policies')).status).toBe(404);
    await admin('reset', 'POST', {});
    expect((await admin('issuers/moldasig/policies')).body).toEqual([]);
    await issueTwo();
    await sandbox.stop();
    await bootSandbox();
    await issueTwo();
    expect(issued).toHaveLength(6);
    for (const number of issued) expect(number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
    expect(new Set(issued).size).toBe(6);
  });
});

describe('asynchronous sandbox issuance', () => {
  it('has no policy until the application is decided, then serves it', async () => {
    await admin('issuers/transelit', 'PUT', { latencyMs: 0, processingMs: 4_000 });
    const request = issueRequest();
    const submitted = await fetch(`${sandboxUrl}/insurers/transelit/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
      body: JSON.stringify(request),
    });
    expect(submitted.status).toBe(202);
    const { applicationId } = (await submitted.json()) as { applicationId: string };
    expect((await admin('issuers/transelit')).body).toMatchObject({ applications: 1, policies: 0 });
    expect((await admin('issuers/transelit/policies')).body).toEqual([]);

    const decided = await waitFor(
      async () => {
        const answer = (await (
          await fetch(`${sandboxUrl}/insurers/transelit/applications/${applicationId}`)
        ).json()) as {
          status: string;
          policy?: { number: string };
        };
        return answer.status === 'issued' ? answer.policy : undefined;
      },
      { timeoutMs: 15_000, description: 'the application to be issued' },
    );
    expect((await admin('issuers/transelit')).body).toMatchObject({ applications: 1, policies: 1 });
    expect((await admin('issuers/transelit/policies')).body).toEqual([
      { number: decided.number, idempotencyKey: request.idempotencyKey, issuedAt: expect.any(String) },
    ]);
    const policy = await fetch(`${sandboxUrl}/insurers/transelit/policies/${decided.number}`);
    expect(policy.status).toBe(200);
  });
});

describe('insurer quirks through the admin API', () => {
  it('shows each issuer with its quirks', async () => {
    const { body } = await admin('issuers/acord-grup');
    expect(body).toMatchObject({ style: 'sync', rateLimitShare: 0.2, processingMs: 0, refusesInsuredAbroad: false });
  });

  it("changes an insurer's share of 429 answers at run time, and a reset restores its nature", async () => {
    const quotes = async (count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) {
        const response = await fetch(`${sandboxUrl}/insurers/moldasig/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ product: 'rca', risk: workedExample, ...context }),
        });
        statuses.push(response.status);
      }
      return statuses;
    };
    await admin('issuers/moldasig', 'PUT', { latencyMs: 0 });
    expect(await quotes(3)).toEqual([200, 200, 200]);
    const changed = await admin('issuers/moldasig', 'PUT', { rateLimitShare: 1 });
    expect(changed).toMatchObject({ status: 200, body: { rateLimitShare: 1, latencyMs: 0 } });
    expect(await quotes(3)).toEqual([429, 429, 429]);
    await admin('reset', 'POST', {});
    expect((await admin('issuers/moldasig')).body).toMatchObject({ rateLimitShare: 0, latencyMs: 80 });
  });

  it('switches an insurer to issuing by application, which an adapter built for it then uses', async () => {
    await admin('issuers/moldasig', 'PUT', { style: 'async', processingMs: 100, latencyMs: 0 });
    const sync = insurers().adapter('moldasig').issue(issueRequest());
    await expect(sync).rejects.toBeInstanceOf(PartnerRejectedError);
    await expect(sync).rejects.toMatchObject({ status: 404, reason: 'use-applications' });
    const policy = await insurers({ moldasig: { style: 'async' } })
      .adapter('moldasig')
      .issue(issueRequest());
    expect(policy).toMatchObject({ insurer: 'moldasig', applicationId: expect.any(String) });
  });

  it('makes any insurer refuse an insured already abroad', async () => {
    await admin('issuers/asterra', 'PUT', { refusesInsuredAbroad: true });
    const abroad = insurers()
      .adapter('asterra')
      .issue(issueRequest({ insuredAbroad: true }));
    await expect(abroad).rejects.toMatchObject({ name: 'PartnerRejectedError', reason: 'insured-abroad' });
  });

  it('makes an insurer issue and then lose its answer: the caller learns nothing, the same key later gets that policy', async () => {
    await admin('issuers/asterra', 'PUT', { losesAnswers: true });
    expect((await admin('issuers/asterra')).body).toMatchObject({ losesAnswers: true });
    const request = issueRequest();
    await expect(insurers().adapter('asterra').issue(request)).rejects.toMatchObject({
      name: 'PartnerUnavailableError',
      retryable: true,
    });
    const issued = (await admin('issuers/asterra/policies')).body as unknown as { number: string }[];
    expect(issued).toEqual([expect.objectContaining({ idempotencyKey: request.idempotencyKey })]);

    await admin('issuers/asterra', 'PUT', { losesAnswers: false });
    expect(await insurers().adapter('asterra').issue(request)).toMatchObject({ number: issued[0].number });
    expect((await admin('issuers/asterra')).body).toMatchObject({ policies: 1 });
  });

  it('refuses invalid quirks with 400 and changes nothing', async () => {
    for (const patch of [
      { rateLimitShare: 1.5 },
      { processingMs: -1 },
      { style: 'batch' },
      { refusesInsuredAbroad: 'yes' },
      { losesAnswers: 1 },
      { layout: 'envelope' },
      { latencyMs: 0, style: 'async', numbering: 'bg-toll' },
    ]) {
      const answer = await admin('issuers/grawe', 'PUT', patch);
      expect(answer).toMatchObject({ status: 400, body: { reason: 'invalid-request' } });
    }
    expect((await admin('issuers/grawe')).body).toMatchObject({
      style: 'async',
      rateLimitShare: 0,
      processingMs: 900,
      latencyMs: 150,
    });
  });

  it('changes every insurer at once with *', async () => {
    const all = await admin('issuers/*', 'PUT', { processingMs: 0, latencyMs: 0 });
    expect(all.status).toBe(200);
    const issuers = all.body as unknown as { slug: string; processingMs: number }[];
    expect(issuers.length).toBeGreaterThan(9);
    expect(issuers.every((issuer) => issuer.processingMs === 0)).toBe(true);
  });
});
