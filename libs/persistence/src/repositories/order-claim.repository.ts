import { Injectable } from '@nestjs/common';
import { CLAIM_MINUTES } from '../queries/console-orders.query';
import { entityManagerOf, type Transaction } from '../transactions';

/** Who holds an order's claim, as the console names them. */
export interface ClaimHolder {
  /** Undefined when the claim vanished between the two statements. */
  staffId: string | undefined;
  name: string | null;
}

/** Operators' claims on orders waiting for manual issuance (one row per order). */
@Injectable()
export class OrderClaimRepository {
  /**
   * Takes or renews the operator's claim, in the transaction that holds the order's lock. Answers
   * null when taken; else who holds an active claim (another operator, under CLAIM_MINUTES old).
   * An expired claim is taken over.
   */
  async take(tx: Transaction, orderId: string, staffId: string): Promise<ClaimHolder | null> {
    const [claim] = await entityManagerOf(tx).query(
      `insert into order_claims (order_id, staff_id) values ($1, $2)
       on conflict (order_id) do update set staff_id = excluded.staff_id, claimed_at = now()
         where order_claims.staff_id = excluded.staff_id or order_claims.claimed_at <= now() - make_interval(mins => $3)
       returning staff_id`,
      [orderId, staffId, CLAIM_MINUTES],
    );
    if (claim) return null;
    const [holder]: { staff_id: string; name: string | null }[] = await entityManagerOf(tx).query(
      `select c.staff_id, coalesce(a.display_name, a.email) as name
         from order_claims c left join accounts a on a.id::text = c.staff_id where c.order_id = $1`,
      [orderId],
    );
    return { staffId: holder?.staff_id, name: holder?.name ?? null };
  }
}
