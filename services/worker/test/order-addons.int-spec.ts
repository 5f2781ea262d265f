import { Client } from 'pg';
import { DOCUMENTS_BY_PRODUCT, exampleDetails } from '@asiguro/domain';
import type { CustomerData, OffersResponse, OrderView } from '@asiguro/contracts';
import { ApiClient, pdfText, startStack, waitFor, type Stack } from '@asiguro/testing';
import { signInWith } from '../../api/test/auth-flows';
import {
  diagnose,
  GOLF,
  insurerStats,
  issuedUnder,
  payOrderByCard,
  rcaDetailsFor,
  setInsurer,
  statusOf,
} from './pipeline-helpers';

const SUPPORT = 'support-addons@example.md';

/** The Golf's plate and VIN as RCA Data knows them (sandbox fixture). */
const GOLF_CAR = { certificateNumber: GOLF.certificateNumber, plateNumber: 'BAL 204', vinCode: 'WVWLAD93W93049YZE' };

/**
 * An RCA policy with two add-ons (the Romanian vignette and the Moldovan road tax), through the
 * real processes: priced together, paid once, each item issued by its own issuer with its own
 * documents; an add-on whose issuer is down is refunded (its share, once) and the policy delivered.
 */
describe('orders with add-ons (one payment, each item by its issuer)', () => {
  let stack: Stack;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({
      ISSUANCE_ATTEMPTS: '2',
      // A killed worker's job is taken over soon (the last test).
      JOB_LOCK_SECONDS: '3',
      ISSUANCE_BACKOFF_MS: '100',
      // An add-on whose issuer may hold it is asked again soon (the road-tax test).
      ISSUANCE_RECONCILE_MS: '1000',
      PARTNER_RETRIES: '1',
      OFFER_SEARCH_DEADLINE_MS: '5000',
      SUPPORT_EMAIL: SUPPORT,
    });
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** An RCA order with the vignette and the road tax, the add-ons' car and payer taken from the policy. */
  async function confirmedWithAddons(api: ApiClient): Promise<{ order: OrderView; offers: OffersResponse }> {
    const created = await api.post<OrderView>('/api/orders', {
      items: [
        { type: 'rca', details: { ...rcaDetailsFor(GOLF), vehicle: GOLF_CAR } },
        {
          type: 'vignette:ro',
          details: { vehicleCategory: 'A', validity: '30_days', driverFullName: 'Maria Ciobanu' },
        },
        { type: 'road-tax', details: { region: 'balti', locality: 'Bălți' } },
      ],
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    // The add-ons' details came from the policy's car.
    expect(created.body.items[1].details).toMatchObject({ registrationCountry: 'MD', plateNumber: 'BAL 204' });
    expect(created.body.items[2].details).toMatchObject({ vehicle: { vinCode: GOLF_CAR.vinCode } });
    const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    if (offers.status !== 200 || offers.body.offers.length === 0) {
      throw new Error(`offers answered ${offers.status}: ${JSON.stringify(offers.body)}`);
    }
    const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: offers.body.offers[0].id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: 'addons@example.md' },
    });
    if (confirmed.status !== 200) {
      throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
    }
    return { order: confirmed.body, offers: offers.body };
  }

  async function completed(api: ApiClient, orderId: string): Promise<OrderView> {
    await waitFor(async () => (await statusOf(api, orderId)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete',
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
    });
    return (await api.get<OrderView>(`/api/orders/${orderId}`)).body;
  }

  const itemEvents = async (orderId: string) =>
    (
      await db.query(
        `select event, payload->>'item' as item from order_events
          where order_id = $1 and event in ('POLICY_ISSUED', 'ADDON_ISSUED', 'ADDON_FAILED') order by seq`,
        [orderId],
      )
    ).rows;

  const kindsOf = (view: OrderView, item: number) =>
    view.documents
      .filter((document) => (document.item ?? 0) === item)
      .map((document) => document.kind)
      .sort();

  const providerRefunds = async (orderId: string) => {
    const { rows } = await db.query(`select provider_payment_id from payments where order_id = $1 and applied`, [
      orderId,
    ]);
    const atProvider = (await (
      await fetch(`${stack.sandboxUrl}/payments/control/payments/card/${rows[0].provider_payment_id}`)
    ).json()) as { refunds: { refundId: string; amountMinor: number }[] };
    return atProvider.refunds;
  };

  it('takes an add-on into an unpaid order only by returning it to draft, and refuses one the product does not offer', async () => {
    const api = new ApiClient(stack.baseUrl);
    const created = await api.post<OrderView>('/api/orders', {
      items: [{ type: 'rca', details: { ...rcaDetailsFor(GOLF), vehicle: GOLF_CAR } }],
    });
    const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    expect(offers.body.offers[0].addons).toBeUndefined();
    const unpaid = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: offers.body.offers[0].id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: 'addons@example.md' },
    });
    expect(unpaid.body).toMatchObject({ status: 'unpaid', price: offers.body.offers[0].payable });

    const withVignette = await api.patch<OrderView>(`/api/orders/${created.body.id}`, {
      version: unpaid.body.version,
      items: [
        ...unpaid.body.items,
        {
          type: 'vignette:ro',
          details: { vehicleCategory: 'A', validity: '30_days', driverFullName: 'Maria Ciobanu' },
        },
      ],
    });
    expect(withVignette.status).toBe(200);
    expect(withVignette.body).toMatchObject({
      status: 'draft',
      price: null,
      chosenOffer: null,
      productTypes: ['rca', 'vignette:ro'],
    });
    const repriced = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    expect(repriced.body.offers[0].addons?.map((addon) => addon.offer.product)).toEqual(['vignette:ro']);

    const notOffered = await api.patch<{ error: { code: string } }>(`/api/orders/${created.body.id}`, {
      items: [...withVignette.body.items, { type: 'roadside-assistance-eu', details: {} }],
    });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.error.code).toBe('invalid-options');
    const removed = await api.patch<OrderView>(`/api/orders/${created.body.id}`, {
      items: [withVignette.body.items[0]],
    });
    expect(removed.body.productTypes).toEqual(['rca']);
  });

  it('sells a Green Card with road assistance in the EU, each priced and issued by its own insurer, paid once', async () => {
    const api = new ApiClient(stack.baseUrl);
    const examples = exampleDetails();
    const created = await api.post<OrderView>('/api/orders', {
      items: [
        {
          type: 'green-card',
          details: {
            ...examples['green-card'],
            vehicle: { certificateNumber: GOLF.certificateNumber },
            contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
          },
        },
        {
          type: 'roadside-assistance-eu',
          details: {
            vehicle: { ...examples['roadside-assistance-eu'].vehicle, ...GOLF_CAR },
            coverage: 'RO_EU',
            insuranceValidity: 30,
          },
        },
      ],
    });
    expect(created.status).toBe(201);
    // The contractor and the start come from the Green Card.
    expect(created.body.items[1].details).toMatchObject({
      contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
      contractStartDate: examples['green-card'].startDate,
    });
    const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
    if (!offers.body.offers?.length) throw new Error(JSON.stringify(offers.body));
    const chosen = offers.body.offers[0];
    expect(chosen.addons?.map((addon) => addon.offer.product)).toEqual(['roadside-assistance-eu']);
    const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
      offerId: chosen.id,
      consents: { terms: true, personalData: true },
      contact: { phone: '069123456', email: 'addons@example.md' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.price).toEqual(chosen.total);
    await payOrderByCard(api, created.body.id);
    const view = await completed(api, created.body.id);
    expect(view.itemStates?.map((state) => state.status)).toEqual(['issued', 'issued']);
    expect(kindsOf(view, 1)).toEqual(
      DOCUMENTS_BY_PRODUCT['roadside-assistance-eu'].filter((kind) => kind !== 'invoice').sort(),
    );
  });

  it('prices the policy per insurer and each add-on by its issuer, takes one payment, and delivers three sets of documents', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, offers } = await confirmedWithAddons(api);
    const chosen = offers.offers[0];
    expect(chosen.addons?.map((addon) => [addon.item, addon.offer.insurer.slug])).toEqual([
      [1, 'e-rovinieta'],
      [2, 'sfs-road-tax'],
    ]);
    const total = chosen.payable.minor + chosen.addons!.reduce((sum, addon) => sum + addon.offer.payable.minor, 0);
    expect(chosen.total).toEqual({ minor: total, currency: 'MDL' });
    expect(order.price).toEqual({ minor: total, currency: 'MDL' });

    await payOrderByCard(api, order.id);
    const view = await completed(api, order.id);

    expect(view.policy?.number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
    expect(kindsOf(view, 0)).toEqual([...DOCUMENTS_BY_PRODUCT.rca].sort());
    expect(kindsOf(view, 1)).toEqual(DOCUMENTS_BY_PRODUCT['vignette:ro'].filter((kind) => kind !== 'invoice').sort());
    expect(kindsOf(view, 2)).toEqual(['documents']);
    expect(view.itemStates?.map(({ type, status, price }) => ({ type, status, minor: price.minor }))).toEqual([
      { type: 'rca', status: 'issued', minor: chosen.payable.minor },
      { type: 'vignette:ro', status: 'issued', minor: chosen.addons![0].offer.payable.minor },
      { type: 'road-tax', status: 'issued', minor: chosen.addons![1].offer.payable.minor },
    ]);
    const [, vignetteNumber, roadTaxNumber] = view.itemStates!.map((state) => state.number!);
    const certificate = await api.fetch(view.documents.find((d) => d.item === 1 && d.kind === 'policy')!.url);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(Buffer.from(await certificate.arrayBuffer()))).toContain(vignetteNumber);
    // One payment, one invoice: the policy's lines and each add-on's.
    const invoice = await api.fetch(view.documents.find((d) => d.item === 0 && d.kind === 'invoice')!.url);
    const invoiceText = await pdfText(Buffer.from(await invoice.arrayBuffer()));
    for (const number of [view.policy!.number, vignetteNumber, roadTaxNumber]) expect(invoiceText).toContain(number);
    expect(await itemEvents(order.id)).toEqual([
      { event: 'POLICY_ISSUED', item: null },
      expect.objectContaining({ event: 'ADDON_ISSUED' }),
      expect.objectContaining({ event: 'ADDON_ISSUED' }),
    ]);
    const { rows: addons } = await db.query(
      `select item, issuer, number is not null as issued, refund_status from addon_items where order_id = $1 order by item`,
      [order.id],
    );
    expect(addons).toEqual([
      { item: 1, issuer: 'e-rovinieta', issued: true, refund_status: null },
      { item: 2, issuer: 'sfs-road-tax', issued: true, refund_status: null },
    ]);
    const { rows: payments } = await db.query(`select amount_minor, status from payments where order_id = $1`, [
      order.id,
    ]);
    expect(payments).toEqual([{ amount_minor: String(total), status: 'succeeded' }]);
    expect(await providerRefunds(order.id)).toEqual([]);
  });

  it('delivers the policy when the vignette system is down, and refunds the vignette’s share exactly once, also when its refund runs again', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, offers } = await confirmedWithAddons(api);
    const vignetteShare = offers.offers[0].addons!.find((addon) => addon.item === 1)!.offer.payable.minor;
    await setInsurer(stack, 'e-rovinieta', { mode: 'down' });
    try {
      await payOrderByCard(api, order.id);
      const view = await completed(api, order.id);
      expect(view.policy?.number).toMatch(/^IAI\d{6}[A-Z]{3}$/);
      expect(kindsOf(view, 0)).toEqual([...DOCUMENTS_BY_PRODUCT.rca].sort());
      expect(kindsOf(view, 1)).toEqual([]);
      expect(kindsOf(view, 2)).toEqual(['documents']);
      expect(view.itemStates?.map((state) => state.status)).toEqual(['issued', 'refunded', 'issued']);
    } finally {
      await setInsurer(stack, 'e-rovinieta', { mode: 'up' });
    }
    expect((await itemEvents(order.id)).map((row) => row.event)).toEqual(
      expect.arrayContaining(['POLICY_ISSUED', 'ADDON_FAILED', 'ADDON_ISSUED']),
    );
    await waitFor(
      async () =>
        (await db.query(`select refund_status from addon_items where order_id = $1 and item = 1`, [order.id])).rows[0]
          ?.refund_status === 'refunded',
      { timeoutMs: 30_000, description: 'the vignette share refunded' },
    );
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: vignetteShare }]);
    // The customer is told in the documents e-mail (in the order's language, Romanian here).
    const email = await waitFor(
      async () => {
        const response = await fetch(`${stack.sandboxUrl}/mail/messages`, {
          headers: { 'x-mail-recipient': 'addons@example.md' },
        });
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        return messages.find((message) => message.subject.includes(order.number));
      },
      { timeoutMs: 30_000, description: 'the documents e-mail' },
    );
    expect(email.text).toContain('nu a putut fi emis de emitentul său');
    expect(email.text).toMatch(/Taxa de drum[^:]*: \S+/i);
    // Staff are told which add-on was refunded (not that the order failed).
    const alert = await waitFor(
      async () => {
        const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': SUPPORT } });
        const { messages } = (await response.json()) as { messages: { subject: string }[] };
        return messages.find((message) => message.subject.includes(order.number));
      },
      { timeoutMs: 30_000, description: 'the staff alert' },
    );
    expect(alert.subject).toContain('addon-failed-refunded (item 1)');

    // The refund job killed after the provider refunded but before it was recorded, then run again:
    // the same key gives the same refund back, nothing more leaves the account.
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
    await waitFor(
      async () =>
        (await db.query(`select refund_status from addon_items where order_id = $1 and item = 1`, [order.id])).rows[0]
          ?.refund_status === 'refunded',
      { timeoutMs: 30_000, description: 'the repeated refund job to finish' },
    );
    expect(await providerRefunds(order.id)).toEqual([{ refundId: expect.any(String), amountMinor: vignetteShare }]);
    const { rows: payments } = await db.query(`select status from payments where order_id = $1`, [order.id]);
    expect(payments).toEqual([{ status: 'succeeded' }]);
  });

  it('issues no add-on when the policy fails: the order fails whole, and a supervisor’s refund gives the whole payment back once', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order, offers } = await confirmedWithAddons(api);
    const insurer = offers.offers[0].insurer.slug;
    await setInsurer(stack, insurer, { mode: 'down' });
    try {
      await payOrderByCard(api, order.id);
      await waitFor(async () => (await statusOf(api, order.id)) === 'failed', {
        timeoutMs: 60_000,
        intervalMs: 250,
        description: 'the order to fail',
      }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
      });
    } finally {
      await setInsurer(stack, insurer, { mode: 'up' });
    }
    expect(await itemEvents(order.id)).toEqual([]);
    expect((await db.query(`select 1 from addon_items where order_id = $1`, [order.id])).rows).toEqual([]);

    const supervisor = new ApiClient(stack.baseUrl, 'en');
    await signInWith(supervisor, 'google', 'Victor Supervizor');
    const refunded = await supervisor.post<{ status: string }>(`/api/console/orders/${order.id}/actions`, {
      action: 'refund',
      reason: 'The insurer cannot issue; the customer asked for the money back',
    });
    expect(refunded.body.status).toBe('refunded');
    await waitFor(
      async () =>
        (await db.query(`select status from payments where order_id = $1 and applied`, [order.id])).rows[0]?.status ===
        'refunded',
      { timeoutMs: 30_000, description: 'the payment refunded' },
    );
    expect(await providerRefunds(order.id)).toEqual([
      { refundId: expect.any(String), amountMinor: order.price!.minor },
    ]);
  });

  it('keeps an add-on its issuer issued unheard before going down: asks again, gets that very one, refunds nothing', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order } = await confirmedWithAddons(api);
    const key = `order-${order.id}-item-2`;
    const issuedFor = () => issuedUnder(stack, 'sfs-road-tax', key);
    // The road tax is issued and its answer never arrives; then its system goes down (one PUT).
    // No latency: a request's fate (up or down) and the quirk are then read at the same moment.
    await setInsurer(stack, 'sfs-road-tax', { losesAnswers: true, latencyMs: 0 });
    await payOrderByCard(api, order.id);
    const [issued] = await waitFor(async () => ((await issuedFor()).length > 0 ? issuedFor() : undefined), {
      timeoutMs: 30_000,
      description: 'the road tax to be issued',
    });
    await setInsurer(stack, 'sfs-road-tax', { mode: 'down', losesAnswers: false });
    try {
      // Its attempts ran out twice, and each time it was queued again rather than refunded.
      await waitFor(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from outbox
                where order_id = $1 and job_name = 'issue-addon' and payload->>'item' = '2' and enqueued_at is not null`,
              [order.id],
            )
          ).rows[0].n >= 3,
        { timeoutMs: 60_000, intervalMs: 250, description: 'the road tax asked again twice' },
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, order.id)}`);
      });
      const { rows: notes } = await db.query(`select last_error from orders where id = $1`, [order.id]);
      expect(notes[0].last_error).toMatch(/^item 2: the insurer may have issued: .*asking again at /);
      const kept = (await api.get<OrderView>(`/api/orders/${order.id}`)).body;
      expect(kept.status).toBe('processing');
      expect(kept.itemStates?.map((state) => state.status)).toEqual(['issued', 'issued', 'pending']);
    } finally {
      await setInsurer(stack, 'sfs-road-tax', { mode: 'up' });
    }

    const view = await completed(api, order.id);
    expect(view.itemStates?.map((state) => state.status)).toEqual(['issued', 'issued', 'issued']);
    const { rows } = await db.query(`select number, refund_status from addon_items where order_id = $1 and item = 2`, [
      order.id,
    ]);
    expect(rows).toEqual([{ number: issued.number, refund_status: null }]);
    expect(await issuedFor()).toHaveLength(1);
    expect((await itemEvents(order.id)).map((row) => row.event)).not.toContain('ADDON_FAILED');
    expect(await providerRefunds(order.id)).toEqual([]);
  });

  it('hands add-ons unanswered for a day to an operator, who records the number the issuer’s portal shows or refunds one it never issued', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order } = await confirmedWithAddons(api);
    const orderId = order.id;
    const heldBy = (slug: string, item: number) => issuedUnder(stack, slug, `order-${orderId}-item-${item}`);
    // The vignette system takes requests and never answers (it issues nothing); the road tax is
    // issued, its answer lost, then its system goes down. Neither may be refunded blind.
    await setInsurer(stack, 'e-rovinieta', { mode: 'slow' });
    await setInsurer(stack, 'sfs-road-tax', { losesAnswers: true, latencyMs: 0 });
    const operator = new ApiClient(stack.baseUrl, 'en');
    const supervisor = new ApiClient(stack.baseUrl, 'en');
    let roadTax: { number: string };
    try {
      await payOrderByCard(api, orderId);
      [roadTax] = await waitFor(
        async () => ((await heldBy('sfs-road-tax', 2)).length ? heldBy('sfs-road-tax', 2) : undefined),
        {
          timeoutMs: 30_000,
          description: 'the road tax to be issued',
        },
      );
      await setInsurer(stack, 'sfs-road-tax', { mode: 'down', losesAnswers: false });
      // Both asked again at least once; then a day has passed since the payment.
      const askedAgain = async (item: number) =>
        (
          await db.query(
            `select count(*)::int as n from outbox
              where order_id = $1 and job_name = 'issue-addon' and payload->>'item' = $2 and enqueued_at is not null`,
            [orderId, String(item)],
          )
        ).rows[0].n >= 2;
      await waitFor(async () => (await askedAgain(1)) && (await askedAgain(2)), {
        timeoutMs: 60_000,
        intervalMs: 250,
        description: 'both add-ons asked again',
      }).catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await diagnose(db, stack, orderId)}`);
      });
      await db.query(`update orders set in_flight_since = now() - interval '25 hours' where id = $1`, [orderId]);
      await waitFor(
        async () =>
          (await db.query(`select 1 from orders where id = $1 and manual_issuance_due is not null`, [orderId]))
            .rowCount === 1,
        { timeoutMs: 60_000, intervalMs: 250, description: 'the order handed to an operator' },
      );
    } finally {
      await setInsurer(stack, 'e-rovinieta', { mode: 'up' });
      await setInsurer(stack, 'sfs-road-tax', { mode: 'up' });
    }
    const { rows: why } = await db.query(`select manual_issuance_reason from orders where id = $1`, [orderId]);
    expect(why[0].manual_issuance_reason).toMatch(
      /^item [12]: the insurer may have issued: .*check with the insurer before refunding/,
    );

    await signInWith(operator, 'google', 'Ana Suport', '/console');
    await signInWith(supervisor, 'google', 'Victor Supervizor', '/console');
    const row = async () =>
      (
        await operator.get<{ orders: { id: string; manualItem: unknown }[] }>(
          '/api/console/orders?view=manual&pageSize=200',
        )
      ).body.orders.find((candidate) => candidate.id === orderId);
    // The queue names the first add-on waiting; the policy is issued, so it is neither offered nor taken.
    expect((await row())?.manualItem).toEqual({ item: 1, product: 'vignette:ro' });
    // The portal facts are that add-on's: its own days (a 30-day vignette) and the car it is for.
    const { body: facts } = await operator.post<CustomerData>(`/api/console/orders/${orderId}/customer-data`, {});
    expect(facts.issuance).toMatchObject({ item: 1, contract: { plateNumber: 'BAL204', validity: '30_days' } });
    const { from, to } = facts.issuance!.period!;
    expect(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)).toBe(29);
    const detail = async () =>
      (
        await supervisor.get<{ actions: string[]; orderItems: { status: string; actions: string[] }[] }>(
          `/api/console/orders/${orderId}`,
        )
      ).body;
    expect((await detail()).actions).not.toContain('refund');
    expect((await detail()).orderItems.map((item) => [item.status, item.actions])).toEqual([
      ['issued', []],
      ['pending', ['refund']],
      ['pending', ['refund']],
    ]);
    const issueByHand = (body: object) =>
      operator.post<{ status: string; number: string; code?: string }>(
        `/api/console/orders/${orderId}/manual-issuance`,
        body,
      );
    // The main policy is issued already: not the operator's.
    const policyNumber = (await api.get<OrderView>(`/api/orders/${orderId}`)).body.itemStates![0].number!;
    expect((await issueByHand({ number: policyNumber })).status).toBe(409);
    expect((await issueByHand({ number: roadTax.number, item: 3 })).status).toBe(409);

    // The operator finds the road tax in the issuer's portal and records its number.
    const recorded = await issueByHand({ number: roadTax.number, item: 2 });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toEqual({ status: 'processing', number: roadTax.number });
    expect((await issueByHand({ number: roadTax.number, item: 2 })).status).toBe(409); // recorded once
    expect((await row())?.manualItem).toEqual({ item: 1, product: 'vignette:ro' });

    // The vignette system confirms it holds none: a supervisor refunds its share, the order goes on.
    expect(await heldBy('e-rovinieta', 1)).toEqual([]);
    const refund = (client: ApiClient) =>
      client.post<{ status: string; itemStatus: string }>(`/api/console/orders/${orderId}/items/1/actions`, {
        action: 'refund',
        reason: 'e-rovinieta support: no vignette for this order',
      });
    expect((await refund(operator)).status).toBe(403);
    const refunded = await refund(supervisor);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'issued', itemStatus: 'refunded' });

    const view = await completed(api, orderId);
    expect(view.itemStates?.map((state) => state.status)).toEqual(['issued', 'refunded', 'issued']);
    // The road tax's confirmation carries the issuer's number and a year of cover from the day it
    // was recorded (the days the customer bought), not a default month.
    const confirmation = view.documents.find((document) => document.item === 2 && document.kind === 'documents')!;
    const printed = await pdfText(Buffer.from(await (await api.fetch(confirmation.url)).arrayBuffer()));
    expect(printed).toContain(roadTax.number);
    const [, first, last] = /Perioada de valabilitate\s+(\d\d\.\d\d\.\d{4}) — (\d\d\.\d\d\.\d{4})/.exec(printed)!;
    const day = (dmy: string) => Date.parse(dmy.split('.').reverse().join('-'));
    expect(Math.round((day(last) - day(first)) / 86_400_000)).toBeGreaterThanOrEqual(364);
    // Staff were alerted that the order needs an operator, not of the refund one of them made.
    const { rows: alerts } = await db.query(
      `select payload->>'subject' as subject from outbox where order_id = $1 and job_name = 'staff-alert'`,
      [orderId],
    );
    expect(alerts).toEqual([{ subject: 'manual-issuance-needed' }]);
    expect(kindsOf(view, 2).length).toBeGreaterThan(0);
    expect(kindsOf(view, 1)).toEqual([]);
    const { rows } = await db.query(
      `select item, number, refund_status from addon_items where order_id = $1 order by item`,
      [orderId],
    );
    expect(rows).toEqual([
      expect.objectContaining({ item: 1, number: null }),
      { item: 2, number: roadTax.number, refund_status: null },
    ]);
    const vignettePrice = view.itemStates![1].price.minor;
    await waitFor(async () => (await providerRefunds(orderId)).length > 0, {
      timeoutMs: 30_000,
      description: 'the vignette refunded',
    });
    expect((await providerRefunds(orderId)).map((refund) => refund.amountMinor)).toEqual([vignettePrice]);
    expect(await heldBy('sfs-road-tax', 2)).toHaveLength(1);
    const { rows: audit } = await db.query(
      `select action, details->>'item' as item from staff_audit_log where order_id = $1 order by created_at`,
      [orderId],
    );
    expect(audit).toEqual([
      { action: 'customer-data', item: null },
      { action: 'manual-issuance', item: '2' },
      { action: 'item-refund', item: '1' },
    ]);
  }, 180_000);

  // Last: it kills the stack's first worker.
  it('issues each item exactly once when the worker is killed (SIGKILL) while an add-on is at its issuer', async () => {
    const api = new ApiClient(stack.baseUrl);
    const { order } = await confirmedWithAddons(api);
    // Slow enough that the kill lands while the vignette system is being asked.
    await setInsurer(stack, 'e-rovinieta', { latencyMs: 2500 });
    const before = await insurerStats(stack, 'e-rovinieta');
    await payOrderByCard(api, order.id);
    await waitFor(
      async () =>
        (
          await db.query(
            `select 1 from job_runs where order_id = $1 and job_name = 'issue-addon' and outcome = 'running'
                and started_at > now() - interval '2 seconds'`,
            [order.id],
          )
        ).rowCount! > 0,
      { timeoutMs: 30_000, intervalMs: 100, description: 'an add-on at its issuer' },
    );
    const killed = await stack.services.worker.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    await setInsurer(stack, 'e-rovinieta', { latencyMs: 0 });
    await stack.addWorker();

    const view = await completed(api, order.id);
    expect(kindsOf(view, 1)).toEqual(DOCUMENTS_BY_PRODUCT['vignette:ro'].filter((kind) => kind !== 'invoice').sort());
    expect(kindsOf(view, 2)).toEqual(['documents']);
    const { rows } = await db.query(
      `select item, number is not null as issued from addon_items where order_id = $1 order by item`,
      [order.id],
    );
    expect(rows).toEqual([
      { item: 1, issued: true },
      { item: 2, issued: true },
    ]);
    expect((await itemEvents(order.id)).filter((row) => row.event === 'ADDON_ISSUED')).toHaveLength(2);
    // The kill did land while an add-on was being issued: that attempt never ended.
    const { rows: runs } = await db.query(
      `select outcome from job_runs where order_id = $1 and job_name = 'issue-addon' and outcome = 'running'`,
      [order.id],
    );
    expect(runs.length).toBeGreaterThanOrEqual(1);
    // The vignette system issued one vignette for it, however many attempts asked.
    expect((await insurerStats(stack, 'e-rovinieta')).policies - before.policies).toBe(1);
  });
});
