import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Money } from '@asiguro/domain';
import type { WireTransfer } from '@asiguro/contracts';
import { PaymentEntity } from '../entities/payment.entity';
import { entityManagerOf, type Transaction } from '../transactions';

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

/** Confirmations of bank transfers (wire_transfer_confirmations), with their bill's amount and who recorded and decided. */
@Injectable()
export class WireTransferRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Pending first, then newest; 200 at most. */
  async list(status: WireTransfer['status'] | undefined): Promise<WireTransfer[]> {
    const rows: Row[] = await this.db.query(
      `${SELECT} where $1::text is null or coalesce(w.decision, 'pending') = $1
        order by (w.decision is null) desc, w.recorded_at desc limit 200`,
      [status ?? null],
    );
    return rows.map(toTransfer);
  }

  async get(id: string): Promise<WireTransfer | null> {
    const [row]: Row[] = await this.db.query(`${SELECT} where w.id = $1`, [id]);
    return row ? toTransfer(row) : null;
  }

  /** The wire-transfer payment a bill number names (the bill is its provider payment id), or null. */
  async billPayment(billNumber: string): Promise<{ id: string; orderId: string } | null> {
    const payment = await this.db
      .getRepository(PaymentEntity)
      .findOneBy({ provider: 'wire-transfer', providerPaymentId: billNumber });
    return payment ? { id: payment.id, orderId: payment.orderId } : null;
  }

  /** Records a confirmation; one pending per payment: answers the new id, or null when one is already pending. */
  async insert(
    tx: Transaction,
    input: { paymentId: string; orderId: string; billNumber: string; reason: string; recordedBy: string },
  ): Promise<string | null> {
    const [inserted]: { id: string }[] = await entityManagerOf(tx).query(
      `insert into wire_transfer_confirmations (payment_id, order_id, bill_number, reason, recorded_by)
       values ($1, $2, $3, $4, $5)
       on conflict (payment_id) where decision is null do nothing returning id`,
      [input.paymentId, input.orderId, input.billNumber, input.reason, input.recordedBy],
    );
    return inserted?.id ?? null;
  }

  /** The payment's confirmation still waiting for a decision. */
  async pendingFor(tx: Transaction, paymentId: string): Promise<string> {
    const [pending]: { id: string }[] = await entityManagerOf(tx).query(
      `select id from wire_transfer_confirmations where payment_id = $1 and decision is null`,
      [paymentId],
    );
    return pending.id;
  }

  /**
   * Decides once, by someone other than the recorder: false when a concurrent decision came first
   * (or the decider recorded it), and nothing changed.
   */
  async decide(
    tx: Transaction,
    id: string,
    decision: { decision: 'approved' | 'rejected'; by: string; reason: string; outcome: WireTransfer['outcome'] },
  ): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [decided]: [unknown[], number] = await entityManagerOf(tx).query(
      `update wire_transfer_confirmations
          set decision = $2, decided_by = $3, decided_at = now(), decision_reason = $4, outcome = $5
        where id = $1 and decision is null and recorded_by <> $3 returning id`,
      [id, decision.decision, decision.by, decision.reason, decision.outcome],
    );
    return decided.length > 0;
  }
}
