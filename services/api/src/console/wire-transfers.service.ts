import { Injectable } from '@nestjs/common';
import { DomainError } from '@asiguro/domain';
import type { WireTransfer } from '@asiguro/contracts';
import { OrderService, PaymentRecorder } from '@asiguro/orchestration';
import { StaffAuditRepository, Transactions, WireTransferRepository, type Transaction } from '@asiguro/persistence';
import type { StaffActor } from './console-order-rules';

/**
 * Bank transfers, confirmed by four eyes: money never moves on one person's word. Support (or a
 * supervisor) records a transfer seen on the bank statement against its bill; a different
 * supervisor approves it, which pays the order through the usual path, or rejects it. Each step
 * is audited in the transaction that takes it; the database refuses a decision by the recorder.
 */
@Injectable()
export class WireTransfers {
  constructor(
    private readonly confirmations: WireTransferRepository,
    private readonly transactions: Transactions,
    private readonly payments: PaymentRecorder,
    private readonly orders: OrderService,
    private readonly audit: StaffAuditRepository,
  ) {}

  async list(status: WireTransfer['status'] | undefined): Promise<{ transfers: WireTransfer[] }> {
    return { transfers: await this.confirmations.list(status) };
  }

  /** Records a transfer against its bill; one pending confirmation per bill (asking again finds it). */
  async record(billNumber: string, reason: string, staff: StaffActor): Promise<WireTransfer> {
    const bill = billNumber.trim();
    const payment = await this.confirmations.billPayment(bill);
    // The spec's code, with the field named so the console can say it beside the bill number.
    if (!payment)
      throw new DomainError('invalid-bill-number', { issues: [{ path: 'billNumber', key: 'invalid-bill-number' }] });
    const id = await this.transactions.run(async (tx) => {
      const inserted = await this.confirmations.insert(tx, {
        paymentId: payment.id,
        orderId: payment.orderId,
        billNumber: bill,
        reason,
        recordedBy: staff.id,
      });
      if (!inserted) return this.confirmations.pendingFor(tx, payment.id);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'wire-transfer-record',
          orderId: payment.orderId,
          reason,
          details: { billNumber: bill, confirmation: inserted },
        },
        tx,
      );
      return inserted;
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
      async (tx, recorded) => {
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
    await this.transactions.run(async (tx) => {
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
    const transfer = await this.confirmations.get(id);
    if (!transfer) throw new DomainError('not-found');
    return transfer;
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
    tx: Transaction,
    id: string,
    decision: 'approved' | 'rejected',
    reason: string,
    staff: StaffActor,
    outcome: WireTransfer['outcome'],
  ): Promise<void> {
    const decided = await this.confirmations.decide(tx, id, { decision, by: staff.id, reason, outcome });
    if (!decided) throw new DomainError('event-refused', { status: 'decided' });
  }
}
