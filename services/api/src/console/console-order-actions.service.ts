import { Inject, Injectable } from '@nestjs/common';
import {
  acceptedEvents,
  ACTION_PERMISSIONS,
  ITEM_ACTION_PERMISSIONS,
  can,
  DomainError,
  type ConsoleAction,
  type ConsoleItemAction,
  type OrderEvent,
  type OrderStatus,
} from '@asiguro/domain';
import { orderStatusSchema, type ConsoleOrderItem } from '@asiguro/contracts';
import { t } from '@asiguro/i18n';
import { EventRefusedError, OrderService } from '@asiguro/orchestration';
import { ConsoleOrdersQuery, StaffAuditRepository } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { toDomainError } from '../common/api-exception.filter';
import { itemActionsFor, itemStates, itemStuck, orderActionsFor, type StaffActor } from './console-order-rules';

/** The bulk-retry result of an order that was not retried: its status when known, and why in words. */
function refusalOf(orderId: string, error: unknown) {
  const domain = toDomainError(error);
  const status = orderStatusSchema.safeParse(domain.details?.status);
  return {
    orderId,
    ok: false,
    ...(status.success ? { status: status.data } : {}),
    error: t('en', `errors.${domain.code}`),
  };
}

/**
 * Staff actions on an order and on its add-ons. Every action that is an order event goes through
 * OrderService (so the machine decides), with the staff member as actor and their reason in the
 * event log; its audit entry is written in the same transaction.
 */
@Injectable()
export class ConsoleOrderActions {
  constructor(
    private readonly orders: OrderService,
    private readonly query: ConsoleOrdersQuery,
    private readonly audit: StaffAuditRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /**
   * One staff action, decided on the locked order, with its audit entry in the same transaction:
   * a refused action leaves no entry and an applied one always has it.
   */
  async act(
    orderId: string,
    action: ConsoleAction,
    reason: string,
    staff: StaffActor,
    auditAction: string = action,
  ): Promise<{ status: OrderStatus }> {
    // Who may is decided before which order: a refusal tells nothing about the order.
    if (!can(staff.roles, ACTION_PERMISSIONS[action]))
      throw new DomainError('forbidden', { requires: ACTION_PERMISSIONS[action] });
    return this.orders.withOrder(orderId, async ({ tx, order, apply, enqueue }) => {
      if (!orderActionsFor(order, staff).includes(action)) {
        throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
      }
      const auditId = await this.audit.record({ staffId: staff.id, action: auditAction, orderId, reason }, tx);
      const actor = { kind: 'staff' as const, id: staff.id };
      const events: Partial<Record<ConsoleAction, OrderEvent>> = {
        retry: { type: 'RETRY', actor, reason },
        refund: { type: 'REFUND', actor, reason },
        cancel: { type: 'CANCEL', actor, reason },
        expire: { type: 'EXPIRE', actor, reason },
      };
      const event = events[action];
      if (event) {
        const outcome = await apply(event, { reason });
        if (!outcome.ok)
          throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
        return { status: outcome.to };
      }
      // The audit id makes the repeated job distinct from the first generation or e-mail.
      await enqueue([
        action === 'regenerate-documents'
          ? { jobName: 'generate-documents', payload: { orderId, repeat: auditId } }
          : { jobName: 'order-completed-email', payload: { orderId, repeat: auditId } },
      ]);
      return { status: order.status };
    });
  }

  /**
   * One staff action on one add-on, with its reason, on the locked order: offered (itemActionsFor)
   * or refused with 409; the machine decides (ADDON_RETRY, ADDON_REFUND, ADDON_FAILED for one never
   * issued) and the audit entry is written in the same transaction. A refund is given back once:
   * the item is refunded by the first, so a repeated or concurrent request is refused and writes
   * nothing.
   */
  async actOnItem(
    orderId: string,
    item: number,
    action: ConsoleItemAction,
    reason: string,
    staff: StaffActor,
    now = new Date(),
  ): Promise<{ status: OrderStatus; itemStatus: ConsoleOrderItem['status'] }> {
    if (!can(staff.roles, ITEM_ACTION_PERMISSIONS[action]))
      throw new DomainError('forbidden', { requires: ITEM_ACTION_PERMISSIONS[action] });
    return this.orders.withOrder(orderId, async ({ tx, order, apply }) => {
      const refund = (await this.query.addon(tx, orderId, item))?.refund ?? null;
      const state = itemStates(order)?.[item];
      const offered =
        state &&
        itemActionsFor(
          order,
          {
            item,
            type: order.items[item].type,
            issuer: null,
            price: state.price,
            status: state.status,
            number: state.number,
            refund,
            stuck: itemStuck(order, item, refund, this.config.STUCK_FACTOR, now),
            documents: [],
            actions: [],
          },
          staff,
        ).includes(action);
      if (!offered) {
        throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
      }
      await this.audit.record(
        {
          staffId: staff.id,
          action: `item-${action}`,
          orderId,
          reason,
          details: { item, product: order.items[item].type },
        },
        tx,
      );
      const actor = { kind: 'staff' as const, id: staff.id };
      // A refund of an add-on its issuer never issued (handed to an operator, who checked) fails
      // it: its share is given back and the order goes on without it.
      const event: OrderEvent =
        action === 'retry'
          ? { type: 'ADDON_RETRY', actor, item, reason }
          : state.status === 'pending'
            ? { type: 'ADDON_FAILED', actor, item, reason }
            : { type: 'ADDON_REFUND', actor, item, reason };
      const outcome = await apply(event, { reason });
      if (!outcome.ok)
        throw new EventRefusedError(orderId, event.type, outcome.status, outcome.refusal, outcome.accepted);
      return { status: outcome.to, itemStatus: outcome.state.context.items![item].status };
    });
  }

  /** Retries each order in its own transaction (one audit entry per retried order); a refusal is that order's result. */
  async bulkRetry(orderIds: string[], reason: string, staff: StaffActor) {
    const results = [];
    for (const orderId of orderIds) {
      try {
        const { status } = await this.act(orderId, 'retry', reason, staff, 'bulk-retry');
        results.push({ orderId, ok: true, status });
      } catch (error) {
        results.push(refusalOf(orderId, error));
      }
    }
    return { results };
  }
}
