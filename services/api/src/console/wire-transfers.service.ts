import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError, type Money, type WireTransfer } from '@asiguro/domain';
import { OrderService, PaymentRecorder } from '@asiguro/orchestration';
import { entityManagerOf, PaymentEntity } from '@asiguro/persistence';
import { StaffAudit } from '../auth/staff/staff-audit.service';
import type { StaffActor } from './console-orders.service';

interface Row {
  id: string;
  bill_number: string;
  order_id: string;
  order_number: string;
  amount_minor: string;
  currency: Money['currency'];
  decision: 'approved' | 'rejected' | null;
  reason: string;
  recorded_by: string;
  recorded_by_name: string | null;
  recorded_at: Date;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  outcome: WireTransfer['outcome'];
}

const SELECT = `select w.id, w.bill_number, w.order_id, o.number as order_number, p.amount_minor, p.currency,
                       w.decision, w.reason, w.recorded_by, coalesce(r.display_name, r.email) as recorded_by_name,
                       w.recorded_at, w.decided_by, coalesce(d.display_name, d.email) as decided_by_name,
                       w.decided_at, w.decision_reason, w.outcome
                  from wire_transfer_confirmations w
                  join orders o on o.id = w.order_id
                  join payments p on p.id = w.payment_id
                  join accounts r on r.id = w.recorded_by
                  left join accounts d on d.id = w.decided_by`;

function toTransfer(row: Row): WireTransfer {
  return {
    id: row.id,
    billNumber: row.bill_number,
    orderId: row.order_id,
    orderNumber: row.order_number,
    amount: { minor: Number(row.amount_minor), currency: row.currency },
    status: row.decision ?? 'pending',
    reason: row.reason,
    recordedBy: { id: row.recorded_by, name: row.recorded_by_name },
    recordedAt: row.recorded_at.toISOString(),
    decidedBy: row.decided_by ? { id: row.decided_by, name: row.decided_by_name } : null,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    outcome: row.outcome,
  };
}

/**
 * Bank transfers, confirmed by four eyes: money never moves on one person's word. Support (or a
 * supervisor) records a transfer seen on the bank statement against its bill; a different
 * supervisor approves it, which pays the order through the usual path, or rejects it. Each step
 * is audited in the transaction that takes it; the database refuses a decision by the recorder.
 */
@Injectable()
export class WireTransfers {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly payments: PaymentRecorder,
    private readonly orders: OrderService,
    private readonly audit: StaffAudit,
  ) {}

  async list(status: WireTransfer['status'] | undefined): Promise<{ transfers: WireTransfer[] }> {
    const rows: Row[] = await this.db.query(
      `${SELECT} where $1::text is null or coalesce(w.decision, 'pending') = $1
        order by (w.decision is null) desc, w.recorded_at desc limit 200`,
      [status ?? null],
    );
    return { transfers: rows.map(toTransfer) };
  }

  /** Records a transfer against its bill; one pending confirmation per bill (asking again finds it). */
  async record(billNumber: string, reason: string, staff: StaffActor): Promise<WireTransfer> {
    const bill = billNumber.trim();
    const payment = await this.db
      .getRepository(PaymentEntity)
      .findOneBy({ provider: 'wire-transfer', providerPaymentId: bill });
    // The spec's code, with the field named so the console can say it beside the bill number.
    if (!payment)
      throw new DomainError('invalid-bill-number', { issues: [{ path: 'billNumber', key: 'invalid-bill-number' }] });
    const id = await this.db.transaction(async (tx) => {
      const [inserted]: { id: string }[] = await tx.query(
        `insert into wire_transfer_confirmations (payment_id, order_id, bill_number, reason, recorded_by)
         values ($1, $2, $3, $4, $5)
         on conflict (payment_id) where decision is null do nothing returning id`,
        [payment.id, payment.orderId, bill, reason, staff.id],
      );
      if (!inserted) {
        const [pending]: { id: string }[] = await tx.query(
          `select id from wire_transfer_confirmations where payment_id = $1 and decision is null`,
          [payment.id],
        );
        return pending.id;
      }
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'wire-transfer-record',
          orderId: payment.orderId,
          reason,
          details: { billNumber: bill, confirmation: inserted.id },
        },
        tx,
      );
      return inserted.id;
    });
    return this.get(id);
  }

  /** A different supervisor approves: the order is paid with the bill's amount, in the same transaction. */
  async approve(id: string, reason: string, staff: StaffActor) {
    const transfer = await this.pending(id, staff);
    const outcome = await this.payments.recordSucceeded(
      {
        orderId: transfer.orderId,
        provider: 'wire-transfer',
        providerPaymentId: transfer.billNumber,
        transactionId: `wire-${transfer.billNumber}`,
        amount: transfer.amount,
        raw: { recordedBy: transfer.recordedBy.id, approvedBy: staff.id },
      },
      async (handle, recorded) => {
        const tx = entityManagerOf(handle);
        await this.decide(tx, id, 'approved', reason, staff, recorded.outcome);
        await this.audit.record(
          {
            staffId: staff.id,
            action: 'wire-transfer-approve',
            orderId: transfer.orderId,
            reason,
            details: { billNumber: transfer.billNumber, confirmation: id, outcome: recorded.outcome },
          },
          tx,
        );
      },
    );
    const order = await this.orders.get(transfer.orderId);
    return { id, orderId: order.id, number: order.number, outcome: outcome.outcome, status: order.status };
  }

  /** A different supervisor rejects: nothing is paid. */
  async reject(id: string, reason: string, staff: StaffActor): Promise<WireTransfer> {
    const transfer = await this.pending(id, staff);
    await this.db.transaction(async (tx) => {
      await this.decide(tx, id, 'rejected', reason, staff, null);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'wire-transfer-reject',
          orderId: transfer.orderId,
          reason,
          details: { billNumber: transfer.billNumber, confirmation: id },
        },
        tx,
      );
    });
    return this.get(id);
  }

  private async get(id: string): Promise<WireTransfer> {
    const [row]: Row[] = await this.db.query(`${SELECT} where w.id = $1`, [id]);
    if (!row) throw new DomainError('not-found');
    return toTransfer(row);
  }

  /** The transfer, still waiting for a decision by someone other than the staff member who recorded it. */
  private async pending(id: string, staff: StaffActor): Promise<WireTransfer> {
    const transfer = await this.get(id);
    if (transfer.status !== 'pending') throw new DomainError('event-refused', { status: transfer.status });
    if (transfer.recordedBy.id === staff.id) throw new DomainError('forbidden', { reason: 'four-eyes' });
    return transfer;
  }

  /** Decides once: a concurrent decision that came first leaves nothing to decide (and rolls this one back). */
  private async decide(
    tx: EntityManager,
    id: string,
    decision: 'approved' | 'rejected',
    reason: string,
    staff: StaffActor,
    outcome: WireTransfer['outcome'],
  ): Promise<void> {
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [decided]: [unknown[], number] = await tx.query(
      `update wire_transfer_confirmations
          set decision = $2, decided_by = $3, decided_at = now(), decision_reason = $4, outcome = $5
        where id = $1 and decision is null and recorded_by <> $3 returning id`,
      [id, decision, staff.id, reason, outcome],
    );
    if (decided.length === 0) throw new DomainError('event-refused', { status: 'decided' });
  }
}
