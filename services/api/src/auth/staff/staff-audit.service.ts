import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { StaffAuditEntity, row } from '@asiguro/persistence';

export interface StaffAuditRecord {
  /** The staff member's account id (Staff.id). */
  staffId: string;
  /** What they did: sign-in, sign-out, retry, refund, manual-issuance… */
  action: string;
  orderId?: string | null;
  reason?: string | null;
  /** Ids, numbers and outcomes only: never personal data. */
  details?: Record<string, unknown>;
}

/** The staff audit log: every staff action with the staff member's identity (append-only). */
@Injectable()
export class StaffAudit {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Records one action and returns the entry's id. Pass the action's transaction so the entry
   * exists exactly when the action happened.
   */
  async record(entry: StaffAuditRecord, tx: EntityManager = this.db.manager): Promise<string> {
    const inserted = await tx.insert(
      StaffAuditEntity,
      row<StaffAuditEntity>({
        staffId: entry.staffId,
        action: entry.action,
        orderId: entry.orderId ?? null,
        reason: entry.reason ?? null,
        details: entry.details ?? {},
      }),
    );
    return inserted.identifiers[0].id as string;
  }
}
