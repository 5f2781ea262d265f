import { Client } from 'pg';
import { addCalendarDays, chisinauDayOf, exampleDetails, type PublicCatalogue } from '@asiguro/domain';
import type { OffersResponse, OrderView } from '@asiguro/contracts';
import { ApiClient, pdfText, startStack, waitFor, type Stack } from '@asiguro/testing';
import { diagnose, GOLF, payOrderByCard, statusOf } from './pipeline-helpers';

type Delivery = NonNullable<OrderView['deliveries']>[number];

/**
 * A Green Card with courier delivery of the paper card in Chișinău, through the real processes and
 * the sandbox courier over HTTP: priced by the courier's tariff, paid once with the card, booked
 * once the card is issued (the order completes with its documents without waiting for the
 * courier), then scheduled and delivered; canceled by the customer before it is scheduled, or
 * failed by the courier, its share is refunded exactly once.
 */
describe('courier delivery of a paper Green Card in Chișinău', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({
      ISSUANCE_ATTEMPTS: '2',
      ISSUANCE_BACKOFF_MS: '100',
      PARTNER_RETRIES: '1',
      OFFER_SEARCH_DEADLINE_MS: '5000',
      COURIER_POLL_MS: '300',
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    // The courier moves only when a test says so (by default it schedules and delivers by time).
    await courierControl('', 'PUT', { scheduleAfterMs: null, deliverAfterMs: null, refuseBookings: false });
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  async function courierControl(path: string, method: 'PUT' | 'POST', body: unknown = {}) {
    const response = await fetch(`${stack.sandboxUrl}/courier/control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`courier control answered ${response.status}`);
    return response.json() as Promise<{ status: string }>;
  }

  async function courierBehaviour(behaviour: { latencyMs: number }): Promise<void> {
    const response = await fetch(`${stack.sandboxUrl}/admin/courier`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(behaviour),
    });
    if (!response.ok) throw new Error(`sandbox admin answered ${response.status}`);
  }

  const atCourier = async (reference: string) =>
    (await (await fetch(`${stack.sandboxUrl}/courier/deliveries/${reference}`)).json()) as { status: string };

  const greenCard = () => {
    const examples = exampleDetails();
    return {
      type: 'green-card',
      details: {
        ...examples['green-card'],
        vehicle: { certificateNumber: GOLF.certificateNumber },
        contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
      },
    };
  };

  /** A Green Card with courier delivery to a street in Chișinău, confirmed: the courier's price in the total. */
  async function confirmedWithCourier(api: ApiClient): Promise<{ order: OrderView; share: number }> {
    const created = await api.post<OrderView>('/api/orders', {
      items: [greenCard(), { type: 'courier-delivery', details: { address: { street: 'str. Ismail 88, ap. 4' } } }],
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    // The city is the courier's only one, filled in.
    expect(created.body.items[1].details).toEqual({
      address: { locality: 'Chișinău', street: 'str. Ismail 88, ap. 4' },
    });
    const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    if (!offers.body.offers?.length) throw new Error(JSON.stringify(offers.body));
    const chosen = offers.body.offers[0];
    const courier = chosen.addons?.find((addon) => addon.offer.product === 'courier-delivery');
    expect(courier?.offer.insurer.slug).toBe('curier-md');
    // The courier's flat tariff and the marketplace's flat fee.
    expect(courier?.offer.payable).toEqual({ minor: 6000, currency: 'MDL' });
    const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: chosen.id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: 'courier@example.md' },
    });
    if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
    expect(confirmed.body.price).toEqual(chosen.total);
    return { order: confirmed.body, share: courier!.offer.payable.minor };
  }

  async function view(api: ApiClient, orderId: string): Promise<OrderView> {
    return (await api.get<OrderView>(`/api/orders/${orderId}`)).body;
  }

  async function deliveryReaches(api: ApiClient, orderId: string, status: Delivery['status']): Promise<OrderView> {
    return waitFor(
      async () => {
        const current = await view(api, orderId);
        return current.deliveries?.[0]?.status === status ? current : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, description: `the delivery ${status}` },
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
    });
  }

  async function completed(api: ApiClient, orderId: string): Promise<void> {
    await waitFor(async () => (await statusOf(api, orderId)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
    });
  }

  const referenceOf = async (orderId: string): Promise<string> =>
    (await db.query(`select delivery_reference from addon_items where order_id = $1 and item = 1`, [orderId])).rows[0]
      ?.delivery_reference as string;

  const providerRefunds = async (orderId: string) => {
    const { rows } = await db.query(`select provider_payment_id from payments where order_id = $1 and applied`, [
      orderId,
    ]);
    const atProvider = (await (
      await fetch(`${stack.sandboxUrl}/payments/control/payments/card/${rows[0].provider_payment_id}`)
    ).json()) as { refunds: { refundId: string; amountMinor: number }[] };
    return atProvider.refunds;
  };

  const shareRefunded = (orderId: string) =>
    waitFor(
      async () =>
        (await db.query(`select refund_status from addon_items where order_id = $1 and item = 1`, [orderId])).rows[0]
          ?.refund_status === 'refunded',
      { timeoutMs: 30_000, description: 'the delivery share refunded' },
    );

  it('publishes the courier delivery as a Green Card add-on, and refuses an address outside Chișinău in the customer’s language, writing nothing', async () => {
    const catalogue = (await new ApiClient(stack.baseUrl).get<PublicCatalogue>('/api/products')).body;
    const card = catalogue.products.find((product) => product.type === 'green-card')!;
    expect(card.addons.find((addon) => addon.type === 'courier-delivery')).toMatchObject({
      issuers: ['curier-md'],
      name: { ro: 'Livrarea prin curier a Cărții Verzi' },
    });

    const api = new ApiClient(stack.baseUrl, 'ro');
    const before = (await db.query(`select count(*)::int as n from orders`)).rows[0].n;
    const refused = await api.post<{
      error: { code: string; details: { issues: { path: string; message: string }[] } };
    }>('/api/orders', {
      items: [
        greenCard(),
        { type: 'courier-delivery', details: { address: { locality: 'Bălți', street: 'str. Independenței 1' } } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.issues).toContainEqual(
      expect.objectContaining({
        key: 'delivery-outside-chisinau',
        message: 'Curierul livrează numai în municipiul Chișinău: indicați o adresă din Chișinău',
      }),
    );
    expect((await db.query(`select count(*)::int as n from orders`)).rows[0].n).toBe(before);
  });

  it('a Green Card with courier delivery completes with its documents, then the delivery goes booked → scheduled → delivered', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, share } = await confirmedWithCourier(api);
    await payOrderByCard(api, order.id);
    // The documents do not wait for the courier.
    await completed(api, order.id);
    const booked = await view(api, order.id);
    expect(booked.itemStates?.map((state) => state.status)).toEqual(['issued', 'booked']);
    expect(booked.deliveries).toEqual([
      expect.objectContaining({ item: 1, status: 'booked', cancelable: true, window: null, deliveredAt: null }),
    ]);
    expect(booked.deliveries![0].bookedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/);
    const reference = await referenceOf(order.id);
    expect(reference).toMatch(/^CUR-/);
    expect((await atCourier(reference)).status).toBe('booked');
    // The invoice names the delivery with its courier reference, next to the Green Card.
    const invoice = await api.fetch(booked.documents.find((d) => d.item === 0 && d.kind === 'invoice')!.url);
    expect(await pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain(reference);
    expect(booked.documents.filter((document) => document.item === 1)).toEqual([]);

    await courierControl(`/deliveries/${reference}/schedule`, 'POST');
    const scheduled = await deliveryReaches(api, order.id, 'scheduled');
    // The courier comes the next day in Chișinău, 10:00–14:00; it can no longer be canceled.
    expect(scheduled.deliveries![0]).toMatchObject({
      cancelable: false,
      window: { day: addCalendarDays(chisinauDayOf(new Date()), 1), from: '10:00', to: '14:00' },
    });
    const late = await api.post<{ error: { code: string } }>(`/api/orders/${order.id}/deliveries/1/cancel`);
    expect(late.status).toBe(409);

    await courierControl(`/deliveries/${reference}/deliver`, 'POST');
    const delivered = await deliveryReaches(api, order.id, 'delivered');
    expect(delivered.status).toBe('completed');
    expect(delivered.deliveries![0].deliveredAt).toMatch(/\+0[23]:00$/);
    const { rows } = await db.query(
      `select delivery_status, refund_status, booked_at is not null as booked from addon_items where order_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ delivery_status: 'delivered', refund_status: null, booked: true }]);
    expect(await providerRefunds(order.id)).toEqual([]);
    // Booked once, however often it was polled.
    const { rows: events } = await db.query(
      `select event from order_events where order_id = $1 and event like 'DELIVERY_%' order by seq`,
      [order.id],
    );
    expect(events.map((row) => row.event)).toEqual(['DELIVERY_BOOKED', 'DELIVERY_SCHEDULED', 'DELIVERY_DELIVERED']);
    expect(share).toBe(6000);
  });

  it('lets the customer cancel the delivery before it is scheduled (the owner only), refunds its share exactly once, also when the refund runs again', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, share } = await confirmedWithCourier(api);
    await payOrderByCard(api, order.id);
    await completed(api, order.id);
    await deliveryReaches(api, order.id, 'booked');
    const reference = await referenceOf(order.id);

    const stranger = new ApiClient(stack.baseUrl);
    expect((await stranger.post(`/api/orders/${order.id}/deliveries/1/cancel`)).status).toBe(404);
    expect((await api.post(`/api/orders/${order.id}/deliveries/0/cancel`)).status).toBe(400);

    const canceled = await api.post<OrderView>(`/api/orders/${order.id}/deliveries/1/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.deliveries).toEqual([
      expect.objectContaining({
        status: 'canceled',
        cancelable: false,
        canceledAt: expect.stringMatching(/\+0[23]:00$/),
      }),
    ]);
    expect(canceled.body.status).toBe('completed');
    // The courier is told, and the share comes back once.
    await waitFor(async () => (await atCourier(reference)).status === 'canceled', {
      timeoutMs: 30_000,
      description: 'the courier told',
    });
    await shareRefunded(order.id);
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: share }]);
    expect((await api.post(`/api/orders/${order.id}/deliveries/1/cancel`)).status).toBe(409);

    // The refund job killed after the provider refunded but before it was recorded, then run again.
    const { rows } = await db.query(`select refund_payment_id from addon_items where order_id = $1 and item = 1`, [
      order.id,
    ]);
    await db.query(
      `update addon_items set refund_status = 'refund_pending', refund_id = null where order_id = $1 and item = 1`,
      [order.id],
    );
    await db.query(
      `insert into outbox (order_id, queue, job_name, payload) values ($1, 'refunds', 'refund-addon', $2)`,
      [order.id, JSON.stringify({ orderId: order.id, paymentId: rows[0].refund_payment_id, item: 1 })],
    );
    await shareRefunded(order.id);
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: share }]);
    const { rows: payments } = await db.query(`select status from payments where order_id = $1`, [order.id]);
    expect(payments).toEqual([{ status: 'succeeded' }]);
  });

  it('cancels a delivery the customer canceled while the courier was booking it, and refunds its share once', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, share } = await confirmedWithCourier(api);
    // The courier answers slowly: the cancel lands while the booking is on its way.
    await courierBehaviour({ latencyMs: 2500 });
    try {
      await payOrderByCard(api, order.id);
      await waitFor(
        async () =>
          (
            await db.query(
              `select 1 from job_runs where order_id = $1 and job_name = 'book-delivery' and outcome = 'running'`,
              [order.id],
            )
          ).rowCount! > 0,
        { timeoutMs: 60_000, intervalMs: 100, description: 'the booking at the courier' },
      );
      const canceled = await api.post<OrderView>(`/api/orders/${order.id}/deliveries/1/cancel`);
      expect(canceled.status).toBe(200);
      expect(canceled.body.deliveries).toEqual([expect.objectContaining({ status: 'canceled', bookedAt: null })]);
      await completed(api, order.id);
    } finally {
      await courierBehaviour({ latencyMs: 30 });
    }
    // The booking that arrived after the cancel is canceled at the courier, and recorded nowhere.
    const reference = await waitFor(
      async () =>
        (
          await db.query<{ response: { reference?: string } }>(
            `select response from partner_exchanges
              where order_id = $1 and partner = 'curier-md' and path = 'deliveries' and status in (200, 201)`,
            [order.id],
          )
        ).rows[0]?.response?.reference,
      { timeoutMs: 30_000, description: 'the courier’s booking' },
    );
    await waitFor(async () => (await atCourier(reference)).status === 'canceled', {
      timeoutMs: 30_000,
      description: 'the late booking canceled at the courier',
    });
    expect(await referenceOf(order.id)).toBeNull();
    await shareRefunded(order.id);
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: share }]);
  });

  it('cancels the delivery and refunds its share once when the courier fails to deliver', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, share } = await confirmedWithCourier(api);
    await payOrderByCard(api, order.id);
    await completed(api, order.id);
    await deliveryReaches(api, order.id, 'booked');
    const reference = await referenceOf(order.id);
    await courierControl(`/deliveries/${reference}/schedule`, 'POST');
    await deliveryReaches(api, order.id, 'scheduled');
    await courierControl(`/deliveries/${reference}/fail`, 'POST', { reason: 'nobody at the address' });

    const canceled = await deliveryReaches(api, order.id, 'canceled');
    expect(canceled.status).toBe('completed');
    expect(canceled.itemStates?.map((state) => state.status)).toEqual(['issued', 'canceled']);
    await shareRefunded(order.id);
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: share }]);
    const { rows: events } = await db.query(
      `select event from order_events where order_id = $1 and event = 'DELIVERY_FAILED'`,
      [order.id],
    );
    expect(events).toHaveLength(1);
  });

  it('delivers the Green Card without the courier when the courier refuses the booking, and refunds its share once', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, share } = await confirmedWithCourier(api);
    await courierControl('', 'PUT', { refuseBookings: true });
    try {
      await payOrderByCard(api, order.id);
      await completed(api, order.id);
    } finally {
      await courierControl('', 'PUT', { refuseBookings: false });
    }
    const done = await view(api, order.id);
    expect(done.policy?.number).toBeTruthy();
    expect(done.deliveries).toEqual([expect.objectContaining({ status: 'canceled', bookedAt: null })]);
    await shareRefunded(order.id);
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: share }]);
  });
});
