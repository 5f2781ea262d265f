import { randomUUID } from 'node:crypto';
import { exampleDetails, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { Offer, OrderView } from '@asiguro/contracts';
import { cardForm, formAction, TEST_CARDS, type ApiClient } from '@asiguro/testing';
import { KeptAliveApiClient } from './kept-alive-api-client';
import { httpRequest } from './kept-alive-http';
import { openStatusStream, type StatusStream } from './status-stream';

/** A registry vehicle with no current policy (sandbox RCA Data fixture), and its owner. */
export const REGISTRY_CAR = { certificateNumber: '915030299', ownerCode: '2004787371520' } as const;

/** Where an order stands for the customer, in the order the pipeline reaches them. */
const PROGRESS = ['draft', 'unpaid', 'paid', 'processing', 'issued', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS)[number];
/** Statuses after which the customer stops watching. */
export const SETTLED = ['completed', 'failed', 'refunded', 'expired', 'canceled'] as const;

/** Client-side durations of one purchase, in milliseconds (undefined: the stage was not reached). */
export interface PurchaseTimings {
  create?: number;
  offers?: number;
  confirm?: number;
  /** Start of the payment, the provider's page, the notification: until the client sees `paid`. */
  pay?: number;
  paidToIssued?: number;
  issuedToCompleted?: number;
  /** From submitting the card on the provider's page until the client sees `completed`. */
  paymentToCompleted?: number;
}

export interface Purchase {
  orderId?: string;
  number?: string;
  insurer?: string;
  /** The provider's id of the payment (checkout id), once started. */
  providerPaymentId?: string;
  /** The customer submitted a card that succeeds on the provider's page. */
  paidAtProvider: boolean;
  /** The last status the customer saw. */
  status?: string;
  outcome: 'completed' | 'failed' | 'other-final' | 'timeout' | 'error';
  error?: string;
  timings: PurchaseTimings;
  /** Requests repeated after a 5xx, 429 or network failure. */
  retries: number;
  /** The open stream stayed silent while the order moved on (seen by a safety poll). */
  streamMissedChange: boolean;
  /** The customer's cookies (anonymous session), to fetch the order's documents afterwards. */
  cookie?: string;
}

export interface PurchaseOptions {
  baseUrl: string;
  /** How often a request answered 5xx/429 or cut by the network is tried again (0: never). */
  retries?: number;
  /** How long the customer keeps watching for the order to settle. */
  settleTimeoutMs?: number;
  /** Polling period of the status endpoint when the stream is unavailable (the storefront: 2500). */
  pollMs?: number;
  /** Picks the offer (default: the cheapest, the first). */
  chooseOffer?: (offers: Offer[]) => Offer;
}

/** A request that failed for good (after its retries); the message says how. */
export class StepFailed extends Error {}

/** An answer worth trying again: the server or the network failed, or we were throttled. */
function transient(status: number, body: unknown): boolean {
  if (status >= 500 || status === 429) return true;
  // The same idempotency key while the first request still runs, or a concurrent change.
  const code = (body as { error?: { code?: string } } | undefined)?.error?.code;
  return status === 409 && (code === 'idempotency-conflict' || code === 'stale-order');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RCA details for the registry car, starting in a week (what the storefront's form sends). */
export function rcaDetails(now = new Date()) {
  return {
    ...exampleDetails(now).rca,
    vehicle: { certificateNumber: REGISTRY_CAR.certificateNumber },
    startDate: formatDmy(plusDays(todayIn(now), 7)),
    contractor: { contractorType: 'individual', idnp: REGISTRY_CAR.ownerCode },
  };
}

/**
 * A customer's browser on the storefront: the API client keeps the anonymous session and CSRF
 * cookies and sends the CSRF header; every command carries a fresh idempotency key, reused when
 * the request is tried again after a transient failure (as the storefront's retry does).
 */
export class Customer {
  readonly client: ApiClient;
  /** Requests repeated so far. */
  retried = 0;

  constructor(
    baseUrl: string,
    private readonly retries = 0,
  ) {
    this.client = new KeptAliveApiClient(baseUrl, 'ro');
  }

  /** Runs one request until `ok`, again with the same idempotency key while the failure is transient. */
  async step<T>(
    name: string,
    call: (key: string) => Promise<{ status: number; body: T }>,
    ok: (status: number, body: T) => boolean,
  ): Promise<T> {
    const key = randomUUID();
    for (let attempt = 0; ; attempt++) {
      let answer: { status: number; body: T } | undefined;
      let failure: string;
      try {
        answer = await call(key);
        if (ok(answer.status, answer.body)) return answer.body;
        failure = `${name} answered ${answer.status}: ${String(JSON.stringify(answer.body ?? null)).slice(0, 300)}`;
      } catch (error) {
        failure = `${name}: ${(error as Error).message}`;
      }
      const again = answer === undefined || transient(answer.status, answer.body);
      if (!again || attempt >= this.retries) throw new StepFailed(failure);
      this.retried++;
      await pause(Math.min(4000, 250 * 2 ** attempt));
    }
  }

  createDraft(): Promise<OrderView> {
    return this.step(
      'create',
      (key) =>
        this.client.post<OrderView>(
          '/api/orders',
          { items: [{ type: 'rca', details: rcaDetails() }] },
          { 'Idempotency-Key': key },
        ),
      (status) => status === 201,
    );
  }

  /** The offer search; an empty answer (every insurer failing) counts as a transient failure. */
  async offers(orderId: string): Promise<Offer[]> {
    const search = () =>
      this.step(
        'offers',
        () => this.client.post<{ offers: Offer[] }>(`/api/orders/${orderId}/offers`),
        (status, body) => status === 200 && body.offers.length > 0,
      );
    try {
      return (await search()).offers;
    } catch (error) {
      if (this.retries === 0) throw error;
      await pause(2000);
      return (await search()).offers;
    }
  }

  confirm(orderId: string, offer: Offer): Promise<OrderView> {
    return this.step(
      'confirm',
      (key) =>
        this.client.post<OrderView>(
          `/api/orders/${orderId}/confirm`,
          {
            offerId: offer.id,
            consents: {
              terms: true,
              personalData: true,
              ...(offer.presenceStatement ? { insuredInMoldova: true } : {}),
            },
            contact: { phone: '069123456', email: `buyer-${orderId.slice(0, 8)}@example.md` },
          },
          { 'Idempotency-Key': key },
        ),
      (status) => status === 200,
    );
  }

  /** Starts a card payment: the provider's page to send the browser to, and the provider's id of it. */
  async startPayment(orderId: string): Promise<{ redirectUrl: string; paymentId: string; providerPaymentId: string }> {
    const payment = await this.step(
      'payment',
      (key) =>
        this.client.post<{ redirectUrl: string; paymentId: string }>(
          `/api/orders/${orderId}/payments`,
          { provider: 'card' },
          { 'Idempotency-Key': key },
        ),
      (status) => status === 201,
    );
    return { ...payment, providerPaymentId: new URL(payment.redirectUrl).pathname.split('/').pop()! };
  }

  /** Pays on the card provider's hosted page; the provider notifies the API in the background. */
  async payOnPage(redirectUrl: string, card: string = TEST_CARDS.succeeds): Promise<void> {
    const page = await httpRequest('GET', redirectUrl, {});
    const back = await httpRequest(
      'POST',
      formAction(page.body, redirectUrl),
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(cardForm(card)).toString(),
    );
    if (back.status !== 303) throw new StepFailed(`the card page answered ${back.status}`);
  }

  /** Cancels the order as the storefront's cancel button does. */
  cancel(orderId: string): Promise<OrderView> {
    return this.step(
      'cancel',
      () => this.client.post<OrderView>(`/api/orders/${orderId}/cancel`),
      (status) => status === 200,
    );
  }

  follow(orderId: string, pollMs = 2500): StatusFollower {
    return new StatusFollower(this.client, orderId, pollMs);
  }
}

/** A draft priced and confirmed by `customer`: an unpaid order and the offer it took. */
export async function unpaidOrder(customer: Customer): Promise<{ order: OrderView; offer: Offer }> {
  const draft = await customer.createDraft();
  const offers = await customer.offers(draft.id);
  const order = await customer.confirm(draft.id, offers[0]);
  return { order, offer: offers[0] };
}

/**
 * One customer buying an RCA policy exactly as the storefront does it, then paying by card on the
 * sandbox's hosted page and following the order live (server-sent events, polling the status with
 * ETag when the stream breaks) until it settles. Every stage is timed from the customer's side.
 */
export async function buyRcaOrder(options: PurchaseOptions): Promise<Purchase> {
  const customer = new Customer(options.baseUrl, options.retries ?? 0);
  const purchase: Purchase = {
    paidAtProvider: false,
    outcome: 'error',
    timings: {},
    retries: 0,
    streamMissedChange: false,
  };
  const timed = async <T>(stage: keyof PurchaseTimings, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    purchase.timings[stage] = Date.now() - started;
    return result;
  };

  let follower: StatusFollower | undefined;
  try {
    const created = await timed('create', () => customer.createDraft());
    purchase.orderId = created.id;
    purchase.number = created.number;
    const offers = await timed('offers', () => customer.offers(created.id));
    const offer = (options.chooseOffer ?? ((all) => all[0]))(offers);
    purchase.insurer = offer.insurer.slug;
    await timed('confirm', () => customer.confirm(created.id, offer));

    // The order page follows the order from here on.
    follower = customer.follow(created.id, options.pollMs);
    const payStarted = Date.now();
    const payment = await customer.startPayment(created.id);
    purchase.providerPaymentId = payment.providerPaymentId;
    const submitted = Date.now();
    await customer.payOnPage(payment.redirectUrl);
    purchase.paidAtProvider = true;

    const seen = await follower.settled(options.settleTimeoutMs ?? 120_000);
    const at = (status: ProgressStatus) => follower!.firstAtLeast(status);
    const span = (from: number | undefined, to: number | undefined) =>
      from !== undefined && to !== undefined ? Math.max(0, to - from) : undefined;
    purchase.timings.pay = span(payStarted, at('paid'));
    purchase.timings.paidToIssued = span(at('paid'), at('issued'));
    purchase.timings.issuedToCompleted = span(at('issued'), at('completed'));
    purchase.timings.paymentToCompleted = span(submitted, at('completed'));
    purchase.status = seen ?? follower.latest;
    purchase.outcome =
      seen === 'completed'
        ? 'completed'
        : seen === 'failed'
          ? 'failed'
          : seen === undefined
            ? 'timeout'
            : 'other-final';
  } catch (error) {
    purchase.outcome = 'error';
    purchase.error = (error as Error).message;
    purchase.status = follower?.latest;
  } finally {
    purchase.cookie = customer.client.cookieHeader();
    purchase.retries = customer.retried;
    purchase.streamMissedChange = follower?.streamMissedChange ?? false;
    follower?.close();
  }
  return purchase;
}

/** After this long without a stream event, a safety poll checks that the stream missed nothing. */
const STREAM_SILENCE_MS = 10_000;

/**
 * What the storefront's order page does: the stream first, polling the status endpoint (with
 * ETag) whenever the stream fails or ends early. Remembers when each status was first seen.
 * Unlike the storefront it also polls once after a long silence of a stream that stays open, to
 * find out (and report) whether the stream missed a change.
 */
export class StatusFollower {
  latest?: string;
  /** A poll found a newer version than the open stream had delivered. */
  streamMissedChange = false;
  private version = 0;
  private readonly firstSeen = new Map<string, number>();
  private readonly stream: StatusStream;
  private streaming = true;
  private lastHeard = Date.now();
  private etag?: string;
  private wake?: () => void;

  constructor(
    private readonly client: ApiClient,
    private readonly orderId: string,
    private readonly pollMs = 2500,
  ) {
    this.stream = openStatusStream(client.base, orderId, client.cookieHeader(), (event) => {
      this.lastHeard = event.receivedAt;
      this.accept(event.status, event.version, event.receivedAt);
    });
    void this.stream.done.then(() => {
      this.streaming = false;
      this.wake?.();
    });
  }

  private accept(status: string, version: number, at: number): boolean {
    if (version <= this.version) return false;
    this.version = version;
    this.latest = status;
    if (!this.firstSeen.has(status)) this.firstSeen.set(status, at);
    this.wake?.();
    return true;
  }

  /** When the customer first saw the order at `status` or further along the pipeline. */
  firstAtLeast(status: ProgressStatus): number | undefined {
    const times = PROGRESS.slice(PROGRESS.indexOf(status))
      .map((later) => this.firstSeen.get(later))
      .filter((time): time is number => time !== undefined);
    return times.length ? Math.min(...times) : undefined;
  }

  private isSettled(): boolean {
    return this.latest !== undefined && (SETTLED as readonly string[]).includes(this.latest);
  }

  /** Waits until the order settles; answers its status, or undefined after `timeoutMs`. */
  async settled(timeoutMs: number): Promise<string | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isSettled() && Date.now() < deadline) {
      if (this.streaming) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, 500);
        });
        if (this.streaming && Date.now() - this.lastHeard > STREAM_SILENCE_MS) {
          this.lastHeard = Date.now();
          if (await this.poll()) this.streamMissedChange = true;
        }
        continue;
      }
      await this.poll();
      if (!this.isSettled()) await pause(this.pollMs);
    }
    return this.isSettled() ? this.latest : undefined;
  }

  /** One poll of the status endpoint; answers whether it brought a newer version. */
  private async poll(): Promise<boolean> {
    try {
      const response = await this.client.fetch(`/api/orders/${this.orderId}/status`, {
        headers: this.etag ? { 'if-none-match': this.etag } : {},
      });
      const at = Date.now();
      if (response.status !== 200) {
        await response.arrayBuffer();
        return false;
      }
      this.etag = response.headers.get('etag') ?? undefined;
      const view = (await response.json()) as { status: string; version: number };
      return this.accept(view.status, view.version, at);
    } catch {
      // A missed poll is retried on the next tick, as the storefront does.
      return false;
    }
  }

  close(): void {
    this.stream.close();
  }
}
