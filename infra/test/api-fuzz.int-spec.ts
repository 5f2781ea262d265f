import fc from 'fast-check';
import { Client } from 'pg';
import { DOCUMENT_KINDS, ISSUERS, PAYMENT_PROVIDERS } from '@asiguro/domain';
import { QUEUES } from '@asiguro/orchestration';
import { ApiClient, freePort, spawnService, waitForHttpOk } from '@asiguro/testing';
import { launchStack, type RunStack } from '../bench/src/bench-stack';
import { Customer } from '../bench/src/customer';
import { signInStaff } from '../chaos/src/staff-sign-in';
import {
  arbitraryFromSchema,
  headerValue,
  hostileRawBody,
  hostileValue,
  openApiDocumentSchema,
  rarely,
  routesOf,
  urlValue,
  withNulBytes,
  type OpenApiDocument,
  type Route,
} from './openapi-arbitraries';

/** The seed of the recorded run; FUZZ_SEED replays another, FUZZ_RUNS sets the requests per route. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type Caller = 'anonymous' | 'owner' | 'staff';

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: Buffer;
  as: Caller;
  /** Send the CSRF header (a browser on our pages does; another site cannot). */
  csrf: boolean;
}

/** Values that fit a path parameter by its name, so requests reach past the route's first check. */
function pathParameter(name: string, ownOrderId: string): fc.Arbitrary<string> {
  switch (name) {
    case 'id':
      return fc.oneof(fc.constant(ownOrderId), fc.uuid(), fc.constant('not-an-id'));
    case 'provider':
      return fc.constantFrom(...PAYMENT_PROVIDERS, 'wire-transfer', 'google', 'apple', 'paypal');
    case 'slug':
      return fc.constantFrom(...ISSUERS.map((issuer) => issuer.slug), '*', 'unknown');
    case 'kind':
      return fc.constantFrom(...DOCUMENT_KINDS, 'secrets');
    case 'number':
      return fc.constantFrom('IAI123456ABC', 'IAE000000AAA', 'ROV999999ZZZ', 'X');
    case 'queue':
      return fc.constantFrom(...QUEUES, 'nope');
    case 'jobId':
      return fc.constantFrom('outbox-1', 'outbox-999999', 'rates-20260101', '1');
    default:
      return fc.string({ maxLength: 20 });
  }
}

/** Requests for one route: parameters and body from its schemas, hostile input mixed in. */
function requestsFor(route: Route, document: OpenApiDocument, ownOrderId: string): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const path = fc
    .tuple(...pathNames.map((name) => urlValue(pathParameter(name, ownOrderId))))
    .map((values) => pathNames.reduce((built, name, index) => built.replace(`{${name}}`, values[index]), route.path));
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(
          urlValue(
            (parameter.schema ? arbitraryFromSchema(parameter.schema, document) : hostileValue).map((value) =>
              typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
            ),
          ).map((value) => `${encodeURIComponent(parameter.name)}=${value}`),
          { freq: 4 },
        ),
      ),
      rarely(urlValue(fc.string({ maxLength: 10 })).map((value) => `junk=${value}`)),
    )
    .map((pairs) => pairs.filter((pair): pair is string => pair !== null).join('&'));
  const jsonSchema = route.operation.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<Buffer | undefined> =
    route.method === 'get'
      ? fc.constant(undefined)
      : fc.oneof(
          {
            weight: 5,
            arbitrary: (jsonSchema ? arbitraryFromSchema(jsonSchema, document) : hostileValue).map((value) =>
              Buffer.from(JSON.stringify(value) ?? 'null'),
            ),
          },
          { weight: 1, arbitrary: hostileValue.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')) },
          { weight: 1, arbitrary: hostileRawBody },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  const headers = fc
    .record(
      {
        'content-type': fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=x',
        ),
        'accept-language': fc.oneof(fc.constantFrom('ro', 'ru', 'en', 'de;q=0.1, *'), headerValue()),
        'if-none-match': headerValue(),
        'idempotency-key': fc.oneof(fc.uuid(), headerValue()),
        'x-request-id': headerValue(),
      },
      { requiredKeys: ['content-type'] },
    )
    .map(
      (record) =>
        Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, string>,
    );
  // Logging out the shared callers would only make the rest of the run anonymous.
  const callers: Caller[] =
    route.path === '/api/auth/logout'
      ? ['anonymous']
      : route.path.startsWith('/api/console')
        ? ['staff', 'staff', 'owner', 'anonymous']
        : ['owner', 'anonymous', 'anonymous', 'staff'];
  return fc.record({
    method: fc.constant(route.method.toUpperCase()),
    path,
    query,
    headers,
    body,
    as: fc.constantFrom(...callers),
    csrf: fc.boolean().map((value) => value || route.method === 'get'),
  });
}

/**
 * Every write to the fuzz database's tables, logged by triggers installed for the run: a row
 * trigger on INSERT, UPDATE and DELETE (so an UPDATE or DELETE shows even where row counts stay
 * the same, and a statement that touches no row does not) and a statement trigger on TRUNCATE.
 * The log lives in its own schema and is written in the same transaction as the change, so a
 * rolled-back change leaves no entry. Each entry names the row by its primary key.
 */
class WriteLog {
  /**
   * Tables written on purpose while a request is refused or right after it is answered; each
   * holds no order state:
   * - partner_exchanges: the log of calls to partners is written after the answer (recording
   *   never delays or fails a call), so its rows can land during the next request; a refused
   *   request that asked a registry first is logged there by design.
   */
  static readonly EXCLUDED = ['partner_exchanges'];

  private constructor(private readonly db: Client) {}

  static async install(db: Client): Promise<WriteLog> {
    const { rows } = await db.query<{ name: string; key: string[] | null }>(
      `select t.tablename as name,
              (select array_agg(a.attname::text order by a.attnum)
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                where i.indrelid = format('public.%I', t.tablename)::regclass and i.indisprimary) as key
         from pg_tables t where t.schemaname = 'public' order by t.tablename`,
    );
    const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
    await db.query(`
      create schema fuzz_audit;
      create table fuzz_audit.writes (
        id bigserial primary key, table_name text not null, operation text not null, row_key jsonb);
      -- The trigger's arguments name the primary key's columns (none: the whole row is the key).
      create function fuzz_audit.note() returns trigger language plpgsql as $$
      declare
        whole jsonb := coalesce(to_jsonb(new), to_jsonb(old));
        row_key jsonb := whole;
      begin
        if tg_nargs > 0 then
          select jsonb_object_agg(name, whole -> name) into row_key from unnest(tg_argv) as name;
        end if;
        insert into fuzz_audit.writes (table_name, operation, row_key) values (tg_table_name, tg_op, row_key);
        return null;
      end $$;
      ${rows
        .filter((table) => !WriteLog.EXCLUDED.includes(table.name))
        .map(
          (table) => `
      create trigger fuzz_audit_rows after insert or update or delete on public."${table.name}"
        for each row execute function fuzz_audit.note(${(table.key ?? []).map(literal).join(', ')});
      create trigger fuzz_audit_truncate after truncate on public."${table.name}"
        for each statement execute function fuzz_audit.note();`,
        )
        .join('')}`);
    return new WriteLog(db);
  }

  /**
   * What the writes since the last call left behind, as "table OPERATION ×n". A row inserted and
   * deleted again within the interval left nothing: the idempotency layer claims a request's key
   * and, when the command fails, deletes the claim so the key may be used again.
   */
  async since(): Promise<string[]> {
    // Taken out of the log as they are read: an entry whose transaction commits late is read next time.
    const { rows } = await this.db.query<{ id: string; table_name: string; operation: string; row_key: unknown }>(
      `delete from fuzz_audit.writes returning id::text, table_name, operation, row_key`,
    );
    rows.sort((x, y) => Number(x.id) - Number(y.id));
    const byRow = new Map<string, { table: string; operations: string[] }>();
    for (const row of rows) {
      const name = `${row.table_name} ${JSON.stringify(row.row_key)}`;
      const entry = byRow.get(name) ?? { table: row.table_name, operations: [] };
      entry.operations.push(row.operation);
      byRow.set(name, entry);
    }
    const left = new Map<string, number>();
    for (const { table, operations } of byRow.values()) {
      if (operations[0] === 'INSERT' && operations.at(-1) === 'DELETE') continue;
      for (const operation of new Set(operations)) {
        left.set(`${table} ${operation}`, (left.get(`${table} ${operation}`) ?? 0) + 1);
      }
    }
    return [...left].map(([write, n]) => `${write} ×${n}`);
  }
}

describe('API fuzzing (every route of /api/docs-json)', () => {
  let stack: RunStack;
  let db: Client;
  let document: OpenApiDocument;
  let owner: ApiClient;
  let staff: ApiClient;
  let ownOrderId: string;
  let writes: WriteLog;

  beforeAll(async () => {
    // The API and the sandbox only: no worker, so nothing writes in the background.
    stack = await launchStack({
      postgresUrl: process.env.DATABASE_URL || 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro_test',
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      label: 'fuzz',
      workers: 0,
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    document = openApiDocumentSchema.parse(await (await fetch(`${stack.baseUrl}/api/docs-json`)).json());
    const customer = new Customer(stack.baseUrl);
    owner = customer.client;
    ownOrderId = (await customer.createDraft()).id;
    staff = new ApiClient(stack.baseUrl);
    await signInStaff(staff);
    writes = await WriteLog.install(db);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
    const caller = request.as === 'owner' ? owner : request.as === 'staff' ? staff : new ApiClient(stack.baseUrl);
    if (!caller.cookies.has('asg_csrf')) await (await caller.fetch('/api/health')).arrayBuffer();
    const headers: Record<string, string> = { ...request.headers, cookie: caller.cookieHeader() };
    if (request.csrf) headers['x-csrf-token'] = caller.cookies.get('asg_csrf') ?? '';
    const url = `${stack.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    }).catch((error: Error & { cause?: Error }) => {
      throw new Error(`${error.message}: ${error.cause?.message ?? 'no cause'}`);
    });
    // A stream stays open while the order is open: its headers are the answer.
    if (response.headers.get('content-type')?.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '(event stream)' };
    }
    return { status: response.status, text: (await response.text()).slice(0, 300) };
  }

  it('answers no 5xx, and writes nothing when it refuses, for random and hostile input', async () => {
    const routes = routesOf(document);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    const statuses = new Map<string, Map<number, number>>();
    await writes.since();

    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const seen = new Map<number, number>();
      statuses.set(key, seen);
      const outcome = await fc.check(
        fc.asyncProperty(requestsFor(route, document, ownOrderId), async (request) => {
          const answer = await send(request);
          seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
          const written = await writes.since();
          if (answer.status >= 500) throw new Error(`${answer.status}: ${answer.text}`);
          if (answer.status >= 400 && written.length > 0) {
            throw new Error(`${answer.status} but wrote ${written.join(', ')}: ${answer.text}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (outcome.failed) {
        const example = outcome.counterexample?.[0] as FuzzRequest | undefined;
        failures.push(
          `${key} (seed ${SEED}, path ${outcome.counterexamplePath}): ${(outcome.errorInstance as Error | undefined)?.message ?? String(outcome.errorInstance)}\n` +
            `  request: ${example?.method} ${example?.path.slice(0, 200)}?${example?.query.slice(0, 200)} as ${example?.as} ` +
            `csrf=${example?.csrf} body=${example?.body?.subarray(0, 200).toString('utf8')}`,
        );
      }
      // A console request may have made the sandbox's insurers slow or down: back to normal.
      await fetch(`${stack.sandboxUrl}/admin/reset`, { method: 'POST' });
      await writes.since();
    }

    // The run's figures (docs/performance.md quotes them): requests and answers by status.
    const byStatus = new Map<number, number>();
    for (const seen of statuses.values())
      for (const [status, count] of seen) byStatus.set(status, (byStatus.get(status) ?? 0) + count);
    const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    const answers = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    process.stdout.write(
      `API fuzzing: ${routes.length} routes, ${total} requests (seed ${SEED}, ${RUNS} per route): ${answers.join(' ')}\n`,
    );
    expect([...statuses.keys()].sort()).toEqual(
      routes.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort(),
    );
    expect(failures).toEqual([]);
  }, 900_000);

  it('refuses a NUL byte in any body or query with 400, on every route, writing nothing', async () => {
    const failures: string[] = [];
    await writes.since();
    for (const route of routesOf(document)) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(fc.sample(pathParameter(name, ownOrderId), { numRuns: 1, seed: SEED })[0]),
      );
      const schema = route.operation.requestBody?.content['application/json']?.schema;
      const body =
        route.method === 'get'
          ? undefined
          : Buffer.from(
              JSON.stringify(
                withNulBytes(
                  schema ? fc.sample(arbitraryFromSchema(schema, document), { numRuns: 1, seed: SEED })[0] : { q: 'x' },
                ),
              ) ?? '{"q":"\\u0000"}',
            );
      // In the query of every route, and in every string of a body shaped by the route's schema.
      for (const as of route.path.startsWith('/api/console') ? (['staff'] as const) : (['owner'] as const)) {
        const answer = await send({
          method: route.method.toUpperCase(),
          path,
          query: 'q=a%00b',
          headers: { 'content-type': 'application/json' },
          body,
          as,
          csrf: true,
        });
        const written = await writes.since();
        if (answer.status !== 400 || written.length > 0) {
          failures.push(
            `${key}: ${answer.status}${written.length ? ` wrote ${written.join(', ')}` : ''} ${answer.text}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers oversized headers with 431 and keeps serving, writing nothing', async () => {
    await writes.since();
    const huge: Record<string, string>[] = [
      { 'x-padding': 'a'.repeat(20_000) },
      { cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${'b'.repeat(60)}`).join('; ') },
      { 'accept-language': 'ro,'.repeat(8_000) },
    ];
    for (const headers of huge) {
      const response = await fetch(`${stack.baseUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ items: [{ type: 'rca', details: {} }] }),
      });
      expect(response.status).toBe(431);
    }
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    expect(await writes.since()).toEqual([]);
  });

  it("limits a cookieless flood per network address at production's limits, with no 5xx", async () => {
    // Another API process on the fuzz stack, with production's per-address limits (the fuzz run
    // raises them: all its callers share 127.0.0.1).
    const port = await freePort();
    const api = spawnService('api', { ...stack.env, PORT: String(port), RATE_LIMIT_ADDRESS_FACTOR: '1' });
    try {
      await waitForHttpOk(api, `http://127.0.0.1:${port}/api/ready`);
      await writes.since();
      const statuses = new Map<number, number>();
      for (let i = 0; i < 700; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: 20 }, async () => {
            const response = await fetch(`http://127.0.0.1:${port}/api/policies/IAI123456ABC/check`, {
              headers: { 'x-forwarded-for': '198.51.100.77' },
            });
            await response.arrayBuffer();
            return response.status;
          }),
        );
        for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
      expect(await writes.since()).toEqual([]);
    } finally {
      await api.stop();
    }
  });
});
