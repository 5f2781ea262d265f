import { Injectable } from '@nestjs/common';
import {
  acceptedEvents,
  addCalendarDays,
  calendarDay,
  chisinauDayOf,
  chisinauMidnight,
  DomainError,
  endOfCover,
  isIssuedNumber,
  normalizeIssuedNumber,
  requestedPeriod,
  type OrderStatus,
} from '@asiguro/domain';
import {
  EventRefusedError,
  OrderService,
  PolicyNumberTakenError,
  PolicyRecorder,
  type OrderScope,
} from '@asiguro/orchestration';
import { OrderClaimRepository, StaffAuditRepository, type OrderEntity } from '@asiguro/persistence';
import type { StaffActor } from './console-order-rules';

/** A number that is not one of the product's, or that another order already holds: 400 on the field. */
function invalidPolicyNumber(): DomainError {
  return new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
}

/** The order waits for an operator: processing and handed over by issuance. Else 409 with what it accepts. */
function assertManualIssuance(order: OrderEntity): void {
  if (order.status !== 'processing' || !order.insurer || !order.manualIssuanceDue) {
    throw new DomainError('event-refused', { status: order.status, accepted: acceptedEvents(order.status) });
  }
}

/**
 * Issuance by an operator, for orders the issuer's system could not take: the operator claims the
 * order (so two people never type it into the partner's portal), then records the number the
 * portal gave. Both on the locked order, audited in the same transaction.
 */
@Injectable()
export class ManualIssuance {
  constructor(
    private readonly orders: OrderService,
    private readonly policies: PolicyRecorder,
    private readonly claims: OrderClaimRepository,
    private readonly audit: StaffAuditRepository,
  ) {}

  /** An operator takes a manual order; another operator's active claim (under 10 minutes) refuses it with 409. */
  async claim(orderId: string, staff: StaffActor): Promise<{ claimedBy: string }> {
    return this.orders.withOrder(orderId, async ({ tx, order }) => {
      assertManualIssuance(order);
      await this.takeClaim(tx, orderId, staff);
      await this.audit.record({ staffId: staff.id, action: 'claim', orderId }, tx);
      return { claimedBy: staff.id };
    });
  }

  /**
   * Takes or renews the operator's claim on the locked order. An active claim of another operator
   * refuses it (409 with who holds it); an expired one is taken over.
   */
  private async takeClaim(tx: OrderScope['tx'], orderId: string, staff: StaffActor) {
    const holder = await this.claims.take(tx, orderId, staff.id);
    if (holder)
      throw new DomainError('idempotency-conflict', { claimedBy: holder.staffId, claimedByName: holder.name });
  }

  /**
   * The operator's number from the partner's portal: the order continues as if the partner had
   * answered. All on the locked order, in one transaction: the order must be processing at a
   * manual-issuance insurer, no other operator may hold an active claim (the operator's own claim
   * is taken or renewed), then the policy is recorded and the action audited. Any refusal writes
   * nothing: 400 for a bad number or period, 409 for the status or another operator's claim.
   */
  async issue(
    orderId: string,
    input: { number: string; validFrom?: string; validTo?: string; reason?: string },
    staff: StaffActor,
  ): Promise<{ status: OrderStatus; number: string }> {
    const number = normalizeIssuedNumber(input.number);
    const reason = input.reason ?? 'issued by hand in the partner portal';
    return this.orders.withOrder(orderId, async (scope) => {
      const { tx, order } = scope;
      if (!isIssuedNumber(order.insuranceType, number)) throw invalidPolicyNumber();
      assertManualIssuance(order);
      // The days the portal states (days in Chișinău), else the days the customer asked for.
      const asked = order.items[0]
        ? requestedPeriod(order.items[0], order.manualIssuanceSince ?? new Date())
        : undefined;
      const firstDay = input.validFrom ?? asked?.from;
      const lastDay = input.validTo ?? asked?.to;
      if (firstDay && lastDay && lastDay < firstDay) {
        throw new DomainError('validation-failed', { issues: [{ path: 'validTo', key: 'end-before-start' }] });
      }
      const validFrom = firstDay ? chisinauMidnight(calendarDay(firstDay)) : new Date();
      const validTo = endOfCover(lastDay ? calendarDay(lastDay) : addCalendarDays(chisinauDayOf(validFrom), 29));
      await this.takeClaim(tx, orderId, staff);
      // A refusal or a number another order holds throws, so the claim and audit roll back too.
      const recorded = await this.policies
        .recordIn(
          scope,
          { insurer: order.insurer!, number, validFrom, validTo, liabilityStart: validFrom },
          { kind: 'staff', id: staff.id },
          'operator',
          reason,
        )
        .catch((error: unknown) => {
          if (error instanceof PolicyNumberTakenError) throw invalidPolicyNumber();
          throw error;
        });
      if (recorded.outcome !== 'recorded') {
        const accepted = acceptedEvents(recorded.status);
        const refusal = recorded.outcome === 'refused' ? recorded.refusal : 'not-accepted';
        throw new EventRefusedError(orderId, 'POLICY_ISSUED', recorded.status, refusal, accepted);
      }
      const status = recorded.to;
      await this.audit.record(
        { staffId: staff.id, action: 'manual-issuance', orderId, reason: input.reason ?? null, details: { number } },
        tx,
      );
      return { status, number };
    });
  }
}
