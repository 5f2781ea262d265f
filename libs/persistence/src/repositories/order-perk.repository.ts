import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** A seller's perks activated on orders (order_perks): each once per order, a purchase proof for one order only. */
@Injectable()
export class OrderPerkRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Activates the perks on the order, all or none (one transaction); a perk already active stays
   * as it is. 'proof-taken': the purchase proof already activated another order's perks (the
   * database keeps a proof to one order, order_perks_proof), and nothing changed.
   */
  async activate(orderId: string, perkIds: string[], proof: string | null): Promise<'activated' | 'proof-taken'> {
    try {
      await this.db.transaction(async (tx) => {
        for (const perkId of perkIds) {
          await tx.query(
            `insert into order_perks (order_id, perk_id, proof) values ($1, $2, $3)
             on conflict (order_id, perk_id) do nothing`,
            [orderId, perkId, proof],
          );
        }
      });
      return 'activated';
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'proof-taken';
      throw error;
    }
  }

  /** The ids of the perks active on the order. */
  async active(orderId: string): Promise<string[]> {
    const rows: { perk_id: string }[] = await this.db.query(`select perk_id from order_perks where order_id = $1`, [
      orderId,
    ]);
    return rows.map((row) => row.perk_id);
  }
}
