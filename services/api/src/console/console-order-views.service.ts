import { Inject, Injectable } from '@nestjs/common';
import { acceptedEvents, coverDays, DomainError, type Money } from '@asiguro/domain';
import {
  type ConsoleOrderDetail,
  type ConsoleOrderItem,
  type ConsoleOrdersQuery as ConsoleOrdersFilter,
} from '@asiguro/contracts';
import { OrderService } from '@asiguro/orchestration';
import { maskPersonalData } from '@asiguro/partners';
import {
  ConsoleOrdersQuery,
  StaffAuditRepository,
  type ConsoleOrderRecords,
  type OrderEntity,
} from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { itemActionsFor, itemStates, itemStuck, orderActionsFor, type StaffActor } from './console-order-rules';
import { isPersonalSearch, searchHitsQuery, searchPlan } from './console-search';

/**
 * What support reads about orders: the lists, the search and one order's detail page (personal
 * data masked), with the actions this staff member may take. Reads only, apart from the audit
 * entry of a search that may reveal personal data.
 */
@Injectable()
export class ConsoleOrderViews {
  constructor(
    private readonly query: ConsoleOrdersQuery,
    private readonly orders: OrderService,
    private readonly audit: StaffAuditRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async list(query: ConsoleOrdersFilter, now = new Date()) {
    const { orders, total } = await this.query.list(query, this.config.STUCK_FACTOR, now);
    return { orders, total, page: query.page, pageSize: query.pageSize };
  }

  async detail(orderId: string, staff: StaffActor, now = new Date()): Promise<ConsoleOrderDetail> {
    const row = await this.query.row(orderId, now);
    if (!row) throw new DomainError('not-found-order');
    const order = await this.orders.get(orderId);
    const records = await this.query.records(orderId);
    const { policy } = records;
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    const cover = policy ? coverDays({ validFrom: policy.validFrom, validTo: policy.validTo }) : null;
    return {
      order: {
        ...row,
        version: order.version,
        lang: order.lang,
        seller: order.seller,
        deadline: iso(order.deadline),
        contact: order.contact ? (maskPersonalData(order.contact) as Record<string, unknown>) : null,
        billing: order.billing ? (maskPersonalData(order.billing) as Record<string, unknown>) : null,
        items: order.items.map((item) => ({
          type: item.type,
          details: maskPersonalData(item.details) as Record<string, unknown>,
        })),
        chosenOffer: order.chosenOffer,
        failedStep: order.status === 'failed' ? order.machineSnapshot.context.failedStep : null,
      },
      accepts: acceptedEvents(order.status),
      orderItems: this.itemsOf(order, records, staff, now),
      actions: orderActionsFor(order, staff),
      policy:
        policy && cover
          ? {
              number: policy.number,
              insurer: policy.insurer,
              validFrom: cover.from,
              validTo: cover.to,
              issuedBy: policy.issuedBy,
            }
          : null,
      events: records.events,
      jobs: records.jobs,
      exchanges: records.exchanges,
      payments: records.payments,
      documents: records.documents,
      emails: records.emails,
    };
  }

  /**
   * Every item of the order as support reads it: the machine's state and price, the issuer and
   * number (the main item's policy, an add-on's row), its refund, its documents, and the actions
   * this staff member may take on it (itemActionsFor).
   */
  private itemsOf(
    order: OrderEntity,
    found: Pick<ConsoleOrderRecords, 'policy' | 'addons' | 'documents'>,
    staff: StaffActor,
    now: Date,
  ): ConsoleOrderItem[] {
    const states = itemStates(order);
    const offers = (order.chosenOffer as { addons?: { item: number; offer: { insurer: { slug: string } } }[] } | null)
      ?.addons;
    return order.items.map((entry, item) => {
      const state = states?.[item];
      const addon = found.addons.find((row) => row.item === item);
      const refund = addon?.refund ?? null;
      const status = state?.status ?? (found.policy ? 'issued' : order.status === 'failed' ? 'failed' : 'pending');
      const view: ConsoleOrderItem = {
        item,
        type: entry.type,
        issuer:
          item === 0
            ? (found.policy?.insurer ?? order.insurer)
            : (addon?.issuer ?? offers?.find((offer) => offer.item === item)?.offer.insurer.slug ?? null),
        price:
          state?.price ??
          (order.priceMinor !== null && order.priceCurrency
            ? { minor: Number(order.priceMinor), currency: order.priceCurrency as Money['currency'] }
            : null),
        status,
        number: state?.number ?? (item === 0 ? (found.policy?.number ?? null) : (addon?.number ?? null)),
        refund,
        stuck: itemStuck(order, item, refund, this.config.STUCK_FACTOR, now),
        documents: found.documents
          .filter((document) => document.item === item)
          .map((document) => ({ kind: document.kind, fileName: document.fileName })),
        actions: [],
      };
      view.actions = itemActionsFor(order, view, staff);
      return view;
    });
  }

  /**
   * Order number, policy number, IDNP/IDNO, e-mail, phone or plate: one indexed lookup per kind the
   * term may be (searchPlan), newest orders first. A search that may reveal personal data is
   * recorded in the audit log with the kind of term only, never the term.
   */
  async search(q: string, staff: StaffActor, now = new Date()) {
    const plan = searchPlan(q);
    const orders = await this.query.search(searchHitsQuery(plan), now);
    if (isPersonalSearch(plan.kind)) {
      await this.audit.record({
        staffId: staff.id,
        action: 'search',
        details: { kind: plan.kind, found: orders.length },
      });
    }
    return { orders };
  }
}
