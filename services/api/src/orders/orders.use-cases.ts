import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  addCalendarDays,
  addonsProblem,
  checkDetails,
  readDetails,
  prefilledAddonDetails,
  dateOfDay,
  lastDayBefore,
  type CalendarDate,
  daysBetween,
  formatDmy,
  parseDmy,
  plusDays,
  todayIn,
  confirmationSchema,
  DomainError,
  findSeller,
  toValidationIssues,
  type ConfirmOrderBody,
  type ValidationIssue,
} from '@asiguro/domain';
import type { CreateOrderBody, Offer, OrderView, UpdateOrderBody } from '@asiguro/contracts';
import { googleSaveUrlOf, type DocumentStorage } from '@asiguro/documents';
import type { Locale } from '@asiguro/i18n';
import { DeliveryRecorder, EventRefusedError, OrderService } from '@asiguro/orchestration';
import {
  AddonItemRepository,
  DocumentRepository,
  OrderRepository,
  PolicyRepository,
  type DocumentEntity,
  type OrderEntity,
  type OrderItem,
} from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { DOCUMENT_STORAGE } from '../documents/document-storage.provider';
import { referredSeller } from '../sellers/seller-signatures';
import type { Session } from '../session/session';
import { OrderAccess } from './order-access.service';
import { toOrderView } from './order-view';

const START_FIELDS = ['startDate', 'vignetteStartDate', 'contractStartDate'] as const;

/** The details of an order again, its start (and end, by the same shift) moved to `start`. */
export function renewedDetails(details: Record<string, unknown>, start: CalendarDate): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(details);
  for (const field of START_FIELDS) {
    const old = typeof copy[field] === 'string' ? parseDmy(copy[field] as string) : null;
    if (!old) continue;
    copy[field] = formatDmy(start);
    if (typeof copy.endDate === 'string') {
      const end = parseDmy(copy.endDate);
      if (end) copy.endDate = formatDmy(plusDays(start, daysBetween(old, end)));
    }
  }
  return copy;
}

/**
 * Validates every item's details (the draft rules while editing, all rules at confirmation) and
 * gives them as the schemas read them: codes typed in groups or lower case ("123 456 789") come
 * back as stored ("123456789"), so the registries are asked with what the customer meant.
 */
export function checkItems(items: OrderItem[], draft: boolean): OrderItem[] {
  const issues: ValidationIssue[] = [];
  const checked = items.map((item, index) => {
    // At confirmation the full rules read the details as the offer search did moments before,
    // and readDetails kept that outcome (shared and frozen: read, never changed).
    const check = draft ? checkDetails(item.type, item.details, { draft }) : readDetails(item, new Date());
    if (check.ok) return { ...item, details: check.details as OrderItem['details'] };
    issues.push(
      ...check.issues.map((issue) => ({
        ...issue,
        path: `items.${index}.details${issue.path ? `.${issue.path}` : ''}`,
      })),
    );
    return item;
  });
  if (issues.length) throw new DomainError('validation-failed', { issues });
  return checked;
}

/**
 * The items as the order keeps them: the main product first, then the add-ons it offers, each
 * add-on's missing details copied from the main item (the vehicle, the contractor, the start).
 * Items that are not a main product with its declared add-ons are refused.
 */
export function orderItems(items: OrderItem[]): OrderItem[] {
  const problem = addonsProblem(items);
  if (problem) throw new DomainError('invalid-options', { reason: problem });
  const [main, ...addons] = items;
  return [main, ...addons.map((addon) => ({ type: addon.type, details: prefilledAddonDetails(main, addon) }))];
}

/**
 * The customer's commands on orders. Each validates its input, checks ownership, and applies one
 * event through OrderService; only the fields listed per command can change (never the status,
 * price, numbers, payment state or author).
 */
@Injectable()
export class OrdersUseCases {
  private readonly logger = new Logger(OrdersUseCases.name);

  constructor(
    private readonly orders: OrderService,
    private readonly access: OrderAccess,
    private readonly deliveries: DeliveryRecorder,
    private readonly orderRows: OrderRepository,
    private readonly policies: PolicyRepository,
    private readonly documents: DocumentRepository,
    private readonly addons: AddonItemRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async view(order: OrderEntity): Promise<OrderView> {
    // Nothing is issued before payment: a draft or unpaid order has no policy and no document.
    if (order.status === 'draft' || order.status === 'unpaid') return toOrderView(order, null, []);
    const [policy, documents, addonRows] = await Promise.all([
      this.policies.findByOrder(order.id),
      this.documents.listForOrder(order.id),
      this.addons.listForOrder(order.id),
    ]);
    return toOrderView(order, policy, documents, await this.googleSaveUrl(order.id, documents), addonRows);
  }

  /**
   * The "Add to Google Wallet" link, from the stored pass (the API has no wallet keys to sign one).
   * A pass the storage lost is logged for staff, who regenerate the documents; the order shows
   * the rest meanwhile.
   */
  private async googleSaveUrl(orderId: string, documents: DocumentEntity[]): Promise<string | undefined> {
    const pass = documents.find((document) => document.kind === 'google_pass' && document.item === 0);
    if (!pass) return undefined;
    try {
      return googleSaveUrlOf(await this.storage.get(pass.storageKey));
    } catch (error) {
      this.logger.error(`the google_pass of order ${orderId} cannot be read: ${(error as Error).message}`);
      return undefined;
    }
  }

  async create(body: CreateOrderBody, session: Session, locale: Locale): Promise<OrderView> {
    const items = checkItems(orderItems(body.items as OrderItem[]), true);
    const order = await this.orders.create(
      {
        items,
        contact: body.contact ?? null,
        billing: body.billing ?? null,
        seller: body.referral ? this.referredSeller(body.referral) : null,
        lang: body.lang ?? locale,
        authorUid: session.uid,
      },
      { kind: 'customer', id: session.uid },
    );
    return this.view(order);
  }

  /** The seller a referral token attributes the order to; a forged or expired one is refused. */
  private referredSeller(token: string): string {
    const seller = referredSeller(token, this.config.SESSION_SECRET);
    if (!seller) throw new DomainError('validation-failed', { issues: [{ path: 'referral', key: 'invalid-value' }] });
    return seller.id;
  }

  async update(orderId: string, body: UpdateOrderBody, session: Session): Promise<OrderView> {
    this.access.checkId(orderId);
    const applied = await this.orders.applyTo(orderId, (locked) => {
      const order = this.access.own(locked, session);
      const items = body.items ? checkItems(orderItems(body.items as OrderItem[]), true) : undefined;
      // An order keeps its main product (a different one is a new order); add-ons come and go.
      if (items && items[0].type !== order.items[0]?.type) {
        throw new DomainError('invalid-options', { reason: 'the main product of an order cannot change' });
      }
      const patch = {
        ...(items ? { items, productTypes: items.map((item) => item.type) } : {}),
        ...(body.contact ? { contact: body.contact } : {}),
        ...(body.billing ? { billing: body.billing } : {}),
        ...(body.lang ? { lang: body.lang } : {}),
      };
      return {
        event: { type: 'UPDATE', actor: { kind: 'customer', id: session.uid } },
        options: { expectedVersion: body.version, patch },
      };
    });
    return this.view(applied.order);
  }

  async confirm(orderId: string, body: ConfirmOrderBody, session: Session): Promise<OrderView> {
    this.access.checkId(orderId);
    const applied = await this.orders.applyTo(orderId, (locked) => {
      const order = this.access.own(locked, session);
      const offers = order.offersVersion === order.version ? (order.offers ?? []) : [];
      const offer = offers.find((candidate) => candidate.id === body.offerId);
      if (!offer) throw new DomainError('price-required-error', { reason: 'no current offer with this id' });
      if (new Date(offer.validUntil).getTime() < Date.now()) {
        throw new DomainError('price-required-error', { reason: 'the offer expired' });
      }
      const seller = findSeller(order.seller);
      const allowed = seller.features.insurers;
      if (allowed !== 'all' && !allowed.includes(offer.insurer.slug)) throw new DomainError('invalid-options');
      checkItems(order.items, false);
      const contact = { ...(order.contact ?? {}), ...(body.contact ?? {}) };
      const confirmation = confirmationSchema({ insuredInMoldova: offer.presenceStatement }).safeParse({
        contact,
        consents: body.consents,
      });
      if (!confirmation.success) {
        throw new DomainError('validation-failed', { issues: toValidationIssues(confirmation.error) });
      }
      return {
        event: {
          type: 'CONFIRM',
          actor: { kind: 'customer', id: session.uid },
          // One payment for every item; each item's price is fixed with it.
          price: offer.total ?? offer.payable,
          ...(offer.addons ? { itemPrices: [offer.payable, ...offer.addons.map((addon) => addon.offer.payable)] } : {}),
        },
        options: {
          expectedVersion: body.version,
          payload: { offerId: offer.id, insurer: offer.insurer.slug },
          patch: {
            chosenOffer: offer,
            insurer: offer.insurer.slug,
            consents: body.consents,
            contact,
            ...(body.billing ? { billing: body.billing } : {}),
          },
        },
      };
    });
    return this.view(applied.order);
  }

  /**
   * A new draft pre-filled from an earlier order (the renewal e-mail's link): same product and
   * details, the cover starting the day after the old policy ends (or tomorrow if it already has).
   */
  async renew(orderId: string, session: Session, linkToken: string | undefined, now = new Date()): Promise<OrderView> {
    const previous = await this.access.order(orderId, session, linkToken);
    const policy = await this.policies.findByOrder(orderId);
    const today = todayIn(now);
    // The new cover starts the day after the old one's last day (its end is exclusive).
    const dayAfterPolicy = policy ? dateOfDay(addCalendarDays(lastDayBefore(policy.validTo), 1)) : today;
    const start = dayAfterPolicy.getTime() > today.getTime() ? dayAfterPolicy : plusDays(today, 1);
    const items = previous.items.map((item) => ({ type: item.type, details: renewedDetails(item.details, start) }));
    const order = await this.orders.create(
      {
        items,
        contact: previous.contact,
        billing: previous.billing,
        seller: previous.seller,
        lang: previous.lang,
        authorUid: session.uid,
      },
      { kind: 'customer', id: session.uid },
    );
    return this.view(order);
  }

  async cancel(orderId: string, session: Session): Promise<OrderView> {
    this.access.checkId(orderId);
    const applied = await this.orders.applyTo(orderId, (locked) => {
      this.access.own(locked, session);
      return { event: { type: 'CANCEL', actor: { kind: 'customer', id: session.uid } } };
    });
    return this.view(applied.order);
  }

  /**
   * The customer cancels a courier delivery before it is scheduled (its owner only: 404 otherwise):
   * its share is refunded once, the courier told if it had booked it. Refused (409) once scheduled.
   */
  async cancelDelivery(orderId: string, item: number, session: Session): Promise<OrderView> {
    const order = await this.access.ownOrder(orderId, session);
    if (order.items[item]?.type !== 'courier-delivery') throw new DomainError('not-found-order');
    const outcome = await this.deliveries.record(orderId, {
      type: 'DELIVERY_CANCELED',
      actor: { kind: 'customer', id: session.uid },
      item,
      reason: 'canceled by the customer',
    });
    if (!outcome.ok) {
      throw new EventRefusedError(orderId, 'DELIVERY_CANCELED', outcome.status, outcome.refusal, outcome.accepted);
    }
    return this.view(await this.orders.get(orderId));
  }

  /**
   * Keeps the search result and the registry facts it was priced from on the order (not a
   * transition: the version stays, so they are current until the draft changes).
   */
  async storeOffers(order: OrderEntity, offers: Offer[], facts: object): Promise<void> {
    await this.orderRows.storeOffers(order.id, order.version, offers, facts);
  }

  get publicUrl(): string {
    return this.config.PUBLIC_URL;
  }
}
