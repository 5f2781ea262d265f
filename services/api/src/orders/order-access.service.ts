import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { OrderRepository, type OrderEntity } from '@asiguro/persistence';
import { verifyOrderLinkToken } from '@asiguro/orchestration';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { orderLinkQuerySchema, type OrderStatusView } from '@asiguro/contracts';
import { ZodPipe } from '../common/zod-contract';
import type { Session } from '../session/session';

/**
 * The `t` query (the order e-mail link's token) of an order route, validated before any lookup:
 * a malformed one is 400 whether or not the order exists, so no answer tells orders apart.
 */
export const linkQuery = new ZodPipe(orderLinkQuerySchema);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may see an order: its author's session, or whoever holds a signed link of the order's
 * e-mails (the order page, the renewal reminder) of the order's current link generation. Reading
 * an order and renewing it (which copies its details into a new draft) ask for the same proof.
 * Everyone else gets 404, the same answer as for an order that does not exist.
 */
@Injectable()
export class OrderAccess {
  constructor(
    private readonly orders: OrderRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /** The order if the caller may see it (its author's session, or the e-mail link's token); else 404. */
  async order(orderId: string, session: Session, linkToken?: string): Promise<OrderEntity> {
    if (!UUID.test(orderId)) throw new NotFoundException({ code: 'not-found-order' });
    const order = await this.orders.find(orderId);
    if (!order || !this.may(order.id, order.authorUid, order.linkGeneration, session, linkToken))
      throw new NotFoundException({ code: 'not-found-order' });
    return order;
  }

  /** Changes are for the author's session only (not for holders of the e-mail link). */
  async ownOrder(orderId: string, session: Session): Promise<OrderEntity> {
    return this.order(orderId, session, undefined);
  }

  /**
   * The check of ownOrder on an order already read (the row a command locks to change it, so
   * the order is read once per command; checkId first): another's order is 404.
   */
  own(order: OrderEntity, session: Session): OrderEntity {
    if (!this.may(order.id, order.authorUid, order.linkGeneration, session))
      throw new NotFoundException({ code: 'not-found-order' });
    return order;
  }

  /** A malformed id is 404 before any lookup (the database would refuse it as a uuid). */
  checkId(orderId: string): void {
    if (!UUID.test(orderId)) throw new NotFoundException({ code: 'not-found-order' });
  }

  private may(orderId: string, authorUid: string, generation: number, session: Session, linkToken?: string): boolean {
    return (
      authorUid === session.uid ||
      // A route that forgot linkQuery may pass a repeated `t` (an array): no access, never a 500.
      (typeof linkToken === 'string' &&
        verifyOrderLinkToken(orderId, linkToken, this.config.SESSION_SECRET, generation))
    );
  }

  /**
   * Revokes the order's e-mailed links (its author only): every link mailed so far stops working;
   * links mailed later (a reminder) work with the new generation.
   */
  async revokeLinks(orderId: string, session: Session): Promise<void> {
    await this.ownOrder(orderId, session);
    await this.orders.revokeLinks(orderId);
  }

  async statusFor(orderId: string, session: Session, linkToken?: string): Promise<OrderStatusView> {
    if (!UUID.test(orderId)) throw new NotFoundException({ code: 'not-found-order' });
    const row = await this.orders.statusRow(orderId);
    if (!row || !this.may(orderId, row.authorUid, row.linkGeneration, session, linkToken))
      throw new NotFoundException({ code: 'not-found-order' });
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      productTypes: row.productTypes,
    };
  }
}
