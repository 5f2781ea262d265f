import { Client } from 'pg';
import type { ErrorBody } from '@asiguro/domain';
import type { ConsoleOrderDetail, ConsoleOrderRow, MyOrder, OffersResponse, OrderView } from '@asiguro/contracts';
import { ApiClient, startStack, unpaidRcaWithAddons, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, GOLF, payOrderByCard, rcaDetailsFor, setInsurer } from '../../worker/test/pipeline-helpers';
import { signInWith } from './auth-flows';
import { billedVignette } from './console-flows';

/**
 * Orders with add-ons in the console and My account (issue 16): every item with its issuer,
 * price, state, number and documents; staff retry or refund one add-on with a reason, through the
 * machine, with the permissions and audit of the whole order's actions; a refund leaves once,
 * whatever is repeated; lists filter by add-on and the stuck view shows stuck items.
 */
describe('console: the items of an order with add-ons', () => {
  let stack: Stack;
  let db: Client;
  let customer: ApiClient;
  let viewer: ApiClient;
  let support: ApiClient;
  let supervisor: ApiClient;
  let supervisorId: string;

  beforeAll(async () => {
    stack = await startStack({
      // A refund the provider refuses fails at once (staff retry it); an add-on whose issuer is
      // down waits ten minutes before its next attempt: pending, as a stuck one is.
      REFUND_ATTEMPTS: '1',
      ISSUANCE_ATTEMPTS: '3',
      ISSUANCE_BACKOFF_MS: '600000',
      PARTNER_RETRIES: '1',
      OFFER_SEARCH_DEADLINE_MS: '5000',
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    [customer, viewer, support, supervisor] = [0, 1, 2, 3].map(() => new ApiClient(stack.baseUrl, 'en'));
    await signInWith(customer, 'google', 'Ion Popescu');
    await signInWith(viewer, 'google', 'Vera Vizualizare', '/console');
    await signInWith(support, 'google', 'Ana Suport', '/console');
    await signInWith(supervisor, 'google', 'Victor Supervizor', '/console');
    supervisorId = (await supervisor.get<{ id: string }>('/api/console/me')).body.id;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const status = async (orderId: string) =>
    (await db.query<{ status: string }>(`select status from orders where id = $1`, [orderId])).rows[0].status;

  async function reach(orderId: string, wanted: (status: string) => boolean, description: string): Promise<void> {
    await waitFor(async () => wanted(await status(orderId)), { timeoutMs: 60_000, intervalMs: 250, description }).catch(
      async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
      },
    );
  }

  /** The customer's RCA with the vignette and the road tax, paid and delivered. */
  async function completedWithAddons(): Promise<{ order: OrderView; offers: OffersResponse }> {
    const bought = await unpaidRcaWithAddons(customer, rcaDetailsFor(GOLF));
    await payOrderByCard(customer, bought.order.id);
    await reach(bought.order.id, (now) => now === 'completed', 'the order to complete');
    return bought;
  }

  const detail = async (client: ApiClient, orderId: string) =>
    (await client.get<ConsoleOrderDetail>(`/api/console/orders/${orderId}`)).body;
  const actOnItem = (client: ApiClient, orderId: string, item: number, action: string, reason: string) =>
    client.post<ErrorBody & { status: string; itemStatus: string }>(
      `/api/console/orders/${orderId}/items/${item}/actions`,
      { action, reason },
    );
  const addonRow = async (orderId: string, item: number) =>
    (
      await db.query<{ refund_status: string | null; refund_minor: string | null; number: string | null }>(
        `select refund_status, refund_minor, number from addon_items where order_id = $1 and item = $2`,
        [orderId, item],
      )
    ).rows[0];
  const audited = async (orderId: string) =>
    (
      await db.query<{ action: string; staff_id: string; reason: string; details: unknown }>(
        `select action, staff_id::text, reason, details from staff_audit_log where order_id = $1 and action like 'item-%' order by created_at`,
        [orderId],
      )
    ).rows;
  const writes = async () =>
    (
      await db.query(
        `select ${['order_events', 'outbox', 'staff_audit_log', 'addon_items']
          .map((table) => `(select count(*)::int from ${table}) as ${table}`)
          .join(', ')}`,
      )
    ).rows[0] as Record<string, number>;
  /** The refunds the card provider made for the order's payment. */
  const providerRefunds = async (orderId: string) => {
    const { rows } = await db.query(`select provider_payment_id from payments where order_id = $1 and applied`, [
      orderId,
    ]);
    const atProvider = (await (
      await fetch(`${stack.sandboxUrl}/payments/control/payments/card/${rows[0].provider_payment_id}`)
    ).json()) as { refunds: { amountMinor: number }[] };
    return atProvider.refunds.map((refund) => refund.amountMinor);
  };
  const setCard = (behaviour: object) =>
    fetch(`${stack.sandboxUrl}/payments/control/behaviour/card`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(behaviour),
    });
  const listed = async (query: string) =>
    (await viewer.get<{ orders: ConsoleOrderRow[] }>(`/api/console/orders?pageSize=200&${query}`)).body.orders.map(
      (row) => row.id,
    );

  it('shows every item with its issuer, price, state, number and documents, and item events in the timeline', async () => {
    const { order, offers } = await completedWithAddons();
    const seen = await detail(viewer, order.id);
    const shares = offers.offers[0].addons!;
    expect(
      seen.orderItems.map(({ item, type, issuer, price, status, documents, actions }) => ({
        item,
        type,
        issuer,
        price: price?.minor,
        status,
        hasDocuments: documents.length > 0,
        actions,
      })),
    ).toEqual([
      {
        item: 0,
        type: 'rca',
        issuer: offers.offers[0].insurer.slug,
        price: offers.offers[0].payable.minor,
        status: 'issued',
        hasDocuments: true,
        actions: [],
      },
      {
        item: 1,
        type: 'vignette:ro',
        issuer: shares[0].offer.insurer.slug,
        price: shares[0].offer.payable.minor,
        status: 'issued',
        hasDocuments: true,
        actions: [],
      },
      {
        item: 2,
        type: 'road-tax',
        issuer: shares[1].offer.insurer.slug,
        price: shares[1].offer.payable.minor,
        status: 'issued',
        hasDocuments: true,
        actions: [],
      },
    ]);
    // Each number is the one the customer's order page shows for that item.
    const customerView = (await customer.get<OrderView>(`/api/orders/${order.id}`)).body;
    expect(seen.orderItems.map((item) => item.number)).toEqual(customerView.itemStates!.map((item) => item.number));
    expect(seen.orderItems.every((item) => item.number)).toBe(true);
    expect(seen.documents.filter((document) => document.item === 1).map((document) => document.kind)).toEqual(
      seen.orderItems[1].documents.map((document) => document.kind),
    );
    // The timeline names the item of each add-on event.
    expect(seen.events.filter((event) => event.event === 'ADDON_ISSUED').map((event) => event.payload.item)).toEqual(
      expect.arrayContaining([1, 2]),
    );
    // Refunding an add-on is a supervisor's (as the order's refund); support and viewers are offered nothing.
    expect((await detail(supervisor, order.id)).orderItems.map((item) => item.actions)).toEqual([
      [],
      ['refund'],
      ['refund'],
    ]);
    expect((await detail(support, order.id)).orderItems.map((item) => item.actions)).toEqual([[], [], []]);
  }, 120_000);

  it('refunds one add-on of a completed order once, for a supervisor only, audited, the order still completed', async () => {
    const { order, offers } = await completedWithAddons();
    const roadTaxShare = offers.offers[0].addons!.find((addon) => addon.item === 2)!.offer.payable.minor;
    const reason = 'The customer paid the road tax elsewhere and asked to cancel it';

    // A viewer and support are refused before anything is written.
    const before = await writes();
    for (const client of [viewer, support]) {
      const refused = await actOnItem(client, order.id, 2, 'refund', reason);
      expect(refused.status).toBe(403);
    }
    // A reason is required (400, localized), the main item has the order's own actions (400).
    expect((await actOnItem(supervisor, order.id, 2, 'refund', ' ')).status).toBe(400);
    expect((await actOnItem(supervisor, order.id, 0, 'refund', reason)).status).toBe(400);
    expect(await writes()).toEqual(before);

    // The same request twice at once (a double click, a retried request): one refund.
    const answers = await Promise.all([
      actOnItem(supervisor, order.id, 2, 'refund', reason),
      actOnItem(supervisor, order.id, 2, 'refund', reason),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({
      status: 'completed',
      itemStatus: 'refunded',
    });
    // And once more later: refused, nothing written.
    const settled = await writes();
    expect((await actOnItem(supervisor, order.id, 2, 'refund', reason)).status).toBe(409);
    expect(await writes()).toEqual(settled);

    await waitFor(async () => (await addonRow(order.id, 2))?.refund_status === 'refunded', {
      timeoutMs: 30_000,
      description: 'the road tax share refunded',
    });
    expect(await providerRefunds(order.id)).toEqual([roadTaxShare]);
    expect(await status(order.id)).toBe('completed');
    expect(await audited(order.id)).toEqual([
      { action: 'item-refund', staff_id: supervisorId, reason, details: { item: 2, product: 'road-tax' } },
    ]);
    const seen = await detail(supervisor, order.id);
    expect(seen.orderItems.map((item) => item.status)).toEqual(['issued', 'issued', 'refunded']);
    expect(seen.orderItems[2]).toMatchObject({
      refund: { amount: { minor: roadTaxShare }, status: 'refunded' },
      actions: [],
    });
    expect(seen.events.filter((event) => event.event === 'ADDON_REFUND')).toEqual([
      expect.objectContaining({ from: 'completed', to: 'completed', reason, payload: { item: 2 } }),
    ]);

    // The refund job run again (killed after the provider refunded, before it was recorded): the
    // same key, no second refund.
    const { rows } = await db.query(`select refund_payment_id from addon_items where order_id = $1 and item = 2`, [
      order.id,
    ]);
    await db.query(
      `update addon_items set refund_status = 'refund_pending', refund_id = null where order_id = $1 and item = 2`,
      [order.id],
    );
    await db.query(
      `insert into outbox (order_id, queue, job_name, payload) values ($1, 'refunds', 'refund-addon', $2)`,
      [order.id, JSON.stringify({ orderId: order.id, paymentId: rows[0].refund_payment_id, item: 2 })],
    );
    await waitFor(async () => (await addonRow(order.id, 2))?.refund_status === 'refunded', {
      timeoutMs: 30_000,
      description: 'the repeated refund job to finish',
    });
    expect(await providerRefunds(order.id)).toEqual([roadTaxShare]);

    // The customer's My account lists every item with its status and documents.
    const history = (await customer.get<{ orders: MyOrder[] }>('/api/me/orders/history?pageSize=50')).body;
    const mine = history.orders.find((row) => row.id === order.id)!;
    expect(mine.items.map(({ type, status: itemStatus }) => ({ type, status: itemStatus }))).toEqual([
      { type: 'rca', status: 'issued' },
      { type: 'vignette:ro', status: 'issued' },
      { type: 'road-tax', status: 'refunded' },
    ]);
    expect(mine.items[1].documents.length).toBeGreaterThan(0);
    const download = await customer.fetch(mine.items[1].documents[0].url);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 180_000);

  it('retries a refund the provider refused: listed as stuck, retried by support, given back once', async () => {
    const { order, offers } = await completedWithAddons();
    const vignetteShare = offers.offers[0].addons!.find((addon) => addon.item === 1)!.offer.payable.minor;
    expect((await setCard({ failRefunds: true })).ok).toBe(true);
    try {
      const refunded = await actOnItem(supervisor, order.id, 1, 'refund', 'The customer cancels the vignette');
      expect(refunded.status).toBe(200);
      await waitFor(async () => (await addonRow(order.id, 1))?.refund_status === 'refund_failed', {
        timeoutMs: 30_000,
        description: 'the vignette refund to fail',
      });
    } finally {
      expect((await setCard({ failRefunds: false })).ok).toBe(true);
    }
    expect(await providerRefunds(order.id)).toEqual([]);
    // A completed order with an item stuck is in the stuck view, and counted on the dashboard.
    expect(await listed('view=stuck')).toEqual([order.id]);
    expect((await viewer.get<{ stuckCount: number }>('/api/console/dashboard')).body.stuckCount).toBe(1);
    const stuck = (await detail(support, order.id)).orderItems[1];
    expect(stuck).toMatchObject({ status: 'refunded', stuck: true, refund: { status: 'refund_failed' } });
    expect(stuck.actions).toEqual(['retry']);

    const retried = await actOnItem(support, order.id, 1, 'retry', 'The card provider is back');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'completed', itemStatus: 'refunded' });
    // Retried once: a second retry finds nothing failed.
    expect((await actOnItem(support, order.id, 1, 'retry', 'The card provider is back')).status).toBe(409);
    await waitFor(async () => (await addonRow(order.id, 1))?.refund_status === 'refunded', {
      timeoutMs: 30_000,
      description: 'the vignette refund retried',
    });
    expect(await providerRefunds(order.id)).toEqual([vignetteShare]);
    expect(await listed('view=stuck')).not.toContain(order.id);
    expect((await viewer.get<{ stuckCount: number }>('/api/console/dashboard')).body.stuckCount).toBe(0);
    expect((await audited(order.id)).map((entry) => entry.action)).toEqual(['item-refund', 'item-retry']);
  }, 180_000);

  it('lists orders by add-on, and an add-on stuck pending in the stuck view; support issues it again', async () => {
    const vignetteOnly = await billedVignette(customer);
    const { order } = await unpaidRcaWithAddons(customer, rcaDetailsFor(GOLF));
    const orderId = order.id;
    // The vignette's issuer goes down after the offer, before the payment.
    await setInsurer(stack, 'e-rovinieta', { mode: 'down' });
    try {
      await payOrderByCard(customer, order.id);
      // The policy and the road tax issued; the vignette's first attempt failed, the next is far off.
      await waitFor(
        async () =>
          (
            await db.query(
              `select 1 from job_runs where order_id = $1 and job_name = 'issue-addon' and outcome <> 'running'`,
              [order.id],
            )
          ).rowCount === 2,
        { timeoutMs: 60_000, description: 'both add-ons tried' },
      );
      expect((await detail(support, order.id)).orderItems.map((item) => item.status)).toEqual([
        'issued',
        'pending',
        'issued',
      ]);
    } finally {
      await setInsurer(stack, 'e-rovinieta', { mode: 'up' });
    }
    // Filter by add-on: the order with the vignette as an add-on, not a vignette bought alone.
    const withVignette = await listed('addon=vignette:ro');
    expect(withVignette).toContain(orderId);
    expect(withVignette).not.toContain(vignetteOnly.order.id);
    expect(await listed('addon=roadside-assistance-eu')).not.toContain(orderId);
    expect((await viewer.get<ErrorBody>('/api/console/orders?addon=no-such-thing')).status).toBe(400);

    // Not stuck yet: no retry offered, a retry refused.
    expect((await detail(support, orderId)).orderItems[1]).toMatchObject({ stuck: false, actions: [] });
    expect((await actOnItem(support, orderId, 1, 'retry', 'Try the vignette again')).status).toBe(409);
    // Paid an hour ago: the vignette is stuck.
    await db.query(`update orders set in_flight_since = now() - interval '60 minutes' where id = $1`, [orderId]);
    expect(await listed('view=stuck')).toContain(orderId);
    expect((await detail(support, orderId)).orderItems[1]).toMatchObject({ stuck: true, actions: ['retry'] });
    expect((await actOnItem(viewer, orderId, 1, 'retry', 'Try the vignette again')).status).toBe(403);

    const retried = await actOnItem(support, orderId, 1, 'retry', 'e-rovinieta is back');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'processing', itemStatus: 'pending' });
    await reach(orderId, (now) => now === 'completed', 'the order to complete after the retry');
    const seen = await detail(support, orderId);
    expect(seen.orderItems.map((item) => item.status)).toEqual(['issued', 'issued', 'issued']);
    expect(seen.events.filter((event) => event.event.startsWith('ADDON_')).map((event) => event.event)).toEqual(
      expect.arrayContaining(['ADDON_RETRY', 'ADDON_ISSUED']),
    );
    // Issued once at its issuer, though two jobs asked.
    const issued = await db.query(
      `select count(*)::int as n from order_events where order_id = $1 and event = 'ADDON_ISSUED' and payload->>'item' = '1'`,
      [orderId],
    );
    expect(issued.rows[0].n).toBe(1);
    expect((await audited(orderId)).map((entry) => entry.action)).toEqual(['item-retry']);
  }, 180_000);
});
