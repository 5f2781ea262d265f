import { Client } from 'pg';
import { DOCUMENTS_BY_PRODUCT } from '@asiguro/domain';
import type { OrderView } from '@asiguro/contracts';
import { Queue } from 'bullmq';
import { bullConnectionOptions } from '@asiguro/platform';
import { ApiClient, payByCard, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, statusOf, unpaidRcaOrder } from './pipeline-helpers';

/** The order pipeline through the real processes: API, worker, sandbox, PostgreSQL, Redis, BullMQ. */
describe('order pipeline (draft to completed through the real queues)', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({ ISSUANCE_BACKOFF_MS: '200', OFFER_SEARCH_DEADLINE_MS: '5000' });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  let completedOrder: OrderView | undefined;

  it('takes an RCA order from draft to completed: one policy, its signed documents, the e-mail, every transition logged', async () => {
    const api = new ApiClient(stack.baseUrl);
    const order = await unpaidRcaOrder(api, 'pipeline@example.md');
    expect(order.price?.currency).toBe('MDL');

    const payment = await api.post<{ redirectUrl: string }>(`/api/orders/${order.id}/payments`, { provider: 'card' });
    expect(payment.status).toBe(201);
    const back = await payByCard(payment.body.redirectUrl);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/order?order=${order.id}`);

    await waitFor(async () => (await statusOf(api, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
    });

    const view = (await api.get<OrderView>(`/api/orders/${order.id}`)).body;
    expect(view.policy?.number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
    expect(view.documents.map((document) => document.kind).sort()).toEqual([...DOCUMENTS_BY_PRODUCT.rca].sort());
    const pdf = await api.fetch(`/api/orders/${order.id}/documents/policy`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const { rows: events } = await db.query(
      `select event, from_status, to_status, actor_kind from order_events where order_id = $1 order by seq`,
      [order.id],
    );
    expect(events.map((event) => `${event.from_status ?? '-'}>${event.to_status}`)).toEqual([
      '->draft',
      'draft>unpaid',
      'unpaid>paid',
      'paid>processing',
      'processing>issued',
      'issued>completed',
    ]);
    expect((await db.query(`select count(*)::int as n from policies where order_id = $1`, [order.id])).rows[0].n).toBe(
      1,
    );
    expect(
      (await db.query(`select count(*)::int as n from payments where order_id = $1 and applied`, [order.id])).rows[0].n,
    ).toBe(1);

    const mail = await waitFor(
      async () => {
        const response = await fetch(`${stack.sandboxUrl}/mail/messages`, {
          headers: { 'x-mail-recipient': 'pipeline@example.md' },
        });
        const { messages } = (await response.json()) as {
          messages: { id: string; subject: string; attachments: { filename: string; contentType: string }[] }[];
        };
        return messages.find((message) => message.subject.includes(order.number));
      },
      { timeoutMs: 30_000, description: 'the documents e-mail' },
    );
    // The PDFs as files; the wallet passes as buttons in the HTML part, which a text part accompanies.
    const pdfKinds = view.documents.filter((document) => document.contentType === 'application/pdf');
    expect(pdfKinds).toHaveLength(5);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(pdfKinds.map(() => 'application/pdf'));
    expect(mail.attachments.map((attachment) => attachment.filename).sort()).toEqual(
      pdfKinds.map((document) => document.fileName).sort(),
    );
    const full = (await (await fetch(`${stack.sandboxUrl}/mail/messages/${mail.id}`)).json()) as {
      text: string;
      html: string | null;
    };
    expect(full.text).toContain(view.policy!.number);
    const googleSave = view.documents.find((document) => document.kind === 'google_pass')?.saveUrl;
    expect(googleSave).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(full.html).toContain(`href="${googleSave}"`);
    expect(full.html).toContain(`${stack.env.PUBLIC_URL}/api/orders/${order.id}/documents/wallet_pass?t=`);
    const apple = /href="([^"]*\/documents\/wallet_pass\?t=[^"]+)"/.exec(full.html ?? '')?.[1];
    const pkpass = await fetch(apple!.replace(/&amp;/g, '&'));
    expect(pkpass.status).toBe(200);
    expect(pkpass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');

    completedOrder = order;

    // Every outbox row became a job (none left behind).
    await waitFor(
      async () => (await db.query(`select count(*)::int as n from outbox where enqueued_at is null`)).rows[0].n === 0,
      {
        description: 'an empty outbox',
      },
    );
  });

  it('e-mails a renewal reminder, with a link to a pre-filled new order, some days before the policy ends', async () => {
    expect(completedOrder).toBeDefined();
    const order = completedOrder!;
    await db.query(
      `update policies set valid_from = now() - interval '360 days', valid_to = now() + interval '5 days' where order_id = $1`,
      [order.id],
    );
    const queue = new Queue('notifications', {
      connection: bullConnectionOptions(stack.env.REDIS_URL!),
      prefix: stack.queuePrefix,
    });
    try {
      await queue.add('renewal-scan', {}, { jobId: `scan-${order.id}` });
      const reminder = await waitFor(
        async () => {
          const response = await fetch(`${stack.sandboxUrl}/mail/messages`, {
            headers: { 'x-mail-recipient': 'pipeline@example.md' },
          });
          const { messages } = (await response.json()) as { messages: { id: string; subject: string }[] };
          return messages.find((message) => message.subject.includes('expiră'));
        },
        { timeoutMs: 30_000, description: 'the renewal reminder' },
      );
      const full = (await (await fetch(`${stack.sandboxUrl}/mail/messages/${reminder.id}`)).json()) as { text: string };
      // The product page in the order's language, which pre-fills a new order from this one.
      const links = full.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(new RegExp(`^${stack.env.PUBLIC_URL}/rca\\?from=${order.id}&t=\\d+\\.[\\w%-]+$`));
      await waitFor(
        async () =>
          (await db.query(`select reminder_sent_at from policies where order_id = $1`, [order.id])).rows[0]
            .reminder_sent_at,
      );
    } finally {
      await queue.close();
    }
  });

  it('exposes transitions, job durations and queue depths as Prometheus metrics', async () => {
    const worker = await (await fetch(`${stack.workerOpsUrl}/metrics`)).text();
    expect(worker).toMatch(/job_duration_seconds_count\{[^}]*queue="issuance"[^}]*outcome="completed"[^}]*\} [1-9]/);
    expect(worker).toMatch(/order_transitions_total\{[^}]*from="processing",to="issued"[^}]*\} [1-9]/);
    const api = await (await fetch(`${stack.baseUrl}/metrics`)).text();
    expect(api).toMatch(/order_transitions_total\{[^}]*from="unpaid",to="paid"[^}]*\} [1-9]/);
    expect(api).toMatch(/queue_jobs\{queue="documents",state="completed"[^}]*\} [1-9]/);
    expect(api).toContain('orders_stuck');
  });
});
