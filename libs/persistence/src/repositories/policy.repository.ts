import { Injectable } from '@nestjs/common';
import { PolicyEntity } from '../entities/policy.entity';
import { EntityReads } from '../entity-reads';
import { row } from '../row';
import type { Transaction } from '../transactions';
import { insertWrite, type TransitionWrite } from './order.repository';
import { BaseRepository } from './repository';

/** A policy to record: what the insurer (or an operator) issued, for one order. */
export type NewPolicy = Pick<
  PolicyEntity,
  'orderId' | 'insurer' | 'number' | 'validFrom' | 'validTo' | 'liabilityStart' | 'issuedBy'
>;

/** The policies table: one policy per order, one order per number (unique constraints). */
@Injectable()
export class PolicyRepository extends BaseRepository {
  private readonly reads = new EntityReads(PolicyEntity);

  findByOrder(orderId: string, tx?: Transaction): Promise<PolicyEntity | null> {
    return this.reads.one(this.manager(tx), { orderId });
  }

  /** The order's policy, which must exist. */
  getByOrder(orderId: string): Promise<PolicyEntity> {
    return this.reads.oneOrFail(this.db.manager, { orderId });
  }

  get(policyId: string): Promise<PolicyEntity> {
    return this.reads.oneOrFail(this.db.manager, { id: policyId });
  }

  /** Writes an issued policy; a number another order holds fails with policies_number_key. */
  async insert(policy: NewPolicy, tx: Transaction): Promise<void> {
    await this.manager(tx).insert(PolicyEntity, row<PolicyEntity>(policy));
  }

  /** The same insert, made by a transition's own statement (OrderRepository.recordTransition). */
  insertWith(policy: NewPolicy): TransitionWrite {
    return insertWrite(PolicyEntity, policy);
  }

  /** Policies ending in (from, to] that were not reminded yet, at most `limit`. */
  async endingUnreminded(from: Date, to: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `select id from policies where reminder_sent_at is null and valid_to > $1 and valid_to <= $2 limit $3`,
      [from, to, limit],
    );
    return rows.map((found) => found.id);
  }

  async markReminded(policyId: string, at: Date): Promise<void> {
    await this.db.manager.update(PolicyEntity, { id: policyId }, { reminderSentAt: at });
  }
}
