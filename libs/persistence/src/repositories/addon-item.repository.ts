import { Injectable } from '@nestjs/common';
import type { Money, ProductType } from '@asiguro/domain';
import { AddonItemEntity } from '../entities/addon-item.entity';
import { row } from '../row';
import type { Transaction } from '../transactions';
import { BaseRepository } from './repository';

/**
 * The addon_items table: one row per add-on of an order once it is issued, booked, or its share is
 * being given back. Rows are written with the transition that decides them (the caller's
 * transaction), except the refund's outcome, recorded by the refund-addon job.
 */
@Injectable()
export class AddonItemRepository extends BaseRepository {
  find(orderId: string, item: number, tx?: Transaction): Promise<AddonItemEntity | null> {
    return this.manager(tx).findOneBy(AddonItemEntity, { orderId, item });
  }

  /** The row that must exist (a job's payload names it). */
  get(orderId: string, item: number): Promise<AddonItemEntity> {
    return this.db.manager.findOneByOrFail(AddonItemEntity, { orderId, item });
  }

  /** Every row of the order, by item. */
  listForOrder(orderId: string): Promise<AddonItemEntity[]> {
    return this.db.manager.find(AddonItemEntity, { where: { orderId }, order: { item: 'ASC' } });
  }

  /** What an add-on's issuer issued. */
  async insertIssued(
    issued: Pick<
      AddonItemEntity,
      'orderId' | 'item' | 'product' | 'issuer' | 'number' | 'validFrom' | 'validTo' | 'liabilityStart' | 'issuedAt'
    >,
    tx: Transaction,
  ): Promise<void> {
    await this.manager(tx).insert(AddonItemEntity, row<AddonItemEntity>({ ...issued, updatedAt: new Date() }));
  }

  /**
   * A courier delivery's progress: the row created on its first event, else the given fields
   * changed (the others kept).
   */
  async upsertDelivery(
    key: { orderId: string; item: number; product: ProductType },
    changes: Partial<AddonItemEntity>,
    tx: Transaction,
  ): Promise<void> {
    await this.manager(tx)
      .createQueryBuilder()
      .insert()
      .into(AddonItemEntity)
      .values(row<AddonItemEntity>({ ...key, ...changes }))
      .orUpdate(
        Object.keys(changes).map((key) => columnOf(key)),
        ['order_id', 'item'],
      )
      .execute();
  }

  /**
   * The share to give back, recorded with the decision (one per add-on: the primary key). An issued
   * add-on staff refund already has its row: its refund is added to it, only if it has none.
   * Answers false when the share is already being given back (nothing written).
   */
  async recordRefund(
    refund: { orderId: string; item: number; product: ProductType; paymentId: string; share: Money; at: Date },
    tx: Transaction,
  ): Promise<boolean> {
    const [recorded]: unknown[] = await this.manager(tx).query(
      `insert into addon_items (order_id, item, product, refund_payment_id, refund_minor, refund_currency, refund_status, updated_at)
       values ($1, $2, $3, $4, $5, $6, 'refund_pending', $7)
       on conflict (order_id, item) do update
         set refund_payment_id = excluded.refund_payment_id, refund_minor = excluded.refund_minor,
             refund_currency = excluded.refund_currency, refund_status = 'refund_pending', updated_at = excluded.updated_at
         where addon_items.refund_status is null
       returning item`,
      [
        refund.orderId,
        refund.item,
        refund.product,
        refund.paymentId,
        refund.share.minor,
        refund.share.currency,
        refund.at,
      ],
    );
    return recorded !== undefined;
  }

  /**
   * A failed refund of the add-on's share set pending again; answers the payment it is given back
   * from, or null when the add-on has no failed refund (nothing written).
   */
  async retryFailedRefund(orderId: string, item: number, at: Date, tx: Transaction): Promise<string | null> {
    const [again]: { refund_payment_id: string }[] = await this.manager(tx).query(
      // As a select: the driver answers an UPDATE with [rows, count], a select with its rows.
      `with again as (
         update addon_items set refund_status = 'refund_pending', updated_at = $3
          where order_id = $1 and item = $2 and refund_status = 'refund_failed'
          returning refund_payment_id)
       select refund_payment_id from again`,
      [orderId, item, at],
    );
    return again?.refund_payment_id ?? null;
  }

  /** Shares of add-ons given back (or being given back) from a payment, in minor units. */
  async sharesGivenBack(paymentId: string): Promise<number> {
    const [{ shares }] = (await this.db.query(
      `select coalesce(sum(refund_minor), 0)::bigint as shares from addon_items
        where refund_payment_id = $1 and refund_status in ('refund_pending', 'refunded')`,
      [paymentId],
    )) as { shares: string }[];
    return Number(shares);
  }

  async markRefunded(orderId: string, item: number, refundId: string): Promise<void> {
    await this.db.manager.update(
      AddonItemEntity,
      { orderId, item },
      { refundStatus: 'refunded', refundId, updatedAt: new Date() },
    );
  }

  async markRefundFailed(orderId: string, item: number, tx: Transaction): Promise<void> {
    await this.manager(tx).update(
      AddonItemEntity,
      { orderId, item },
      { refundStatus: 'refund_failed', updatedAt: new Date() },
    );
  }
}

/** The column of an entity field (camelCase to snake_case, as the entity names them). */
function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
