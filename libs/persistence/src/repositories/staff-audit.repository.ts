import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { auditEntrySchema } from '@asiguro/contracts';
import { StaffAuditEntity } from '../entities/staff-audit.entity';
import { row } from '../row';
import { entityManagerOf, type Transaction } from '../transactions';

/** An entry as the console's audit page shows it. */
type AuditEntry = ReturnType<(typeof auditEntrySchema)['parse']>;

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
export class StaffAuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Records one action and returns the entry's id. Pass the action's transaction so the entry
   * exists exactly when the action happened.
   */
  async record(entry: StaffAuditRecord, tx?: Transaction): Promise<string> {
    const inserted = await (tx ? entityManagerOf(tx) : this.db.manager).insert(
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

  /** A page of the log, newest first, with who acted (their e-mail) and the order's number. */
  async page(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const rows: Record<string, unknown>[] = await this.db.query(
      `select a.id, a.staff_id, acc.email as staff_email, a.action, a.order_id, o.number as order_number, a.reason, a.details,
              a.created_at, count(*) over ()::int as total
         from staff_audit_log a
         left join accounts acc on acc.id = a.staff_id
         left join orders o on o.id = a.order_id
        order by a.created_at desc, a.id desc limit $1 offset $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return {
      entries: rows.map((row) => ({
        id: String(row.id),
        staffId: String(row.staff_id),
        staffEmail: (row.staff_email as string | null) ?? null,
        action: row.action as string,
        orderId: (row.order_id as string | null) ?? null,
        orderNumber: (row.order_number as string | null) ?? null,
        reason: (row.reason as string | null) ?? null,
        details: (row.details as Record<string, unknown>) ?? {},
        at: new Date(row.created_at as Date).toISOString(),
      })),
      total: (rows[0]?.total as number | undefined) ?? 0,
    };
  }
}
