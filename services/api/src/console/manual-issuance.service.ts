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
  AddonRecorder,
  EventRefusedError,
  itemOrderOf,
  OrderService,
  PolicyNumberTakenError,
  PolicyRecorder,
  type IssuedPolicy,
  type OrderScope,
} from '@asiguro/orchestration';
import { OrderClaimRepository, StaffAuditRepository, type OrderEntity } from '@asiguro/persistence';
import { operatorItems, type StaffActor } from './console-order-rules';

/** A number that is not one of the product's, or that another order already holds: 400 on the field. */
function invalidPolicyNumber(): DomainError {
  return new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
}

/**
 * The order waits for an operator (processing, handed over by issuance), for `item` when one is
 * named: the main product, or an add-on whose issuer never answered. Else 409 with what it accepts.
 */
function assertManualIssuance(order: OrderEntity, item?: number): void {
  const waiting = operatorItems(order);
  if (!order.insurer || waiting.length === 0 || (item !== undefined && !waiting.includes(item))) {
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
    private readonly addons: AddonRecorder,
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
   * answered. `item` names what it is for: the main product (the default) or an add-on whose
   * issuer never answered. All on the locked order, in one transaction: the order must wait for an
   * operator for that item, no other operator may hold an active claim (the operator's own claim
   * is taken or renewed), then the policy or add-on is recorded and the action audited. Any
   * refusal writes nothing: 400 for a bad number or period, 409 for the status or another
   * operator's claim.
   */
  async issue(
    orderId: string,
    input: { number: string; validFrom?: string; validTo?: string; reason?: string; item?: number },
    staff: StaffActor,
  ): Promise<{ status: OrderStatus; number: string }> {
    const number = normalizeIssuedNumber(input.number);
    const item = input.item ?? 0;
    const reason = input.reason ?? 'issued by hand in the partner portal';
    return this.orders.withOrder(orderId, async (scope) => {
      const { tx, order } = scope;
      const product = item === 0 ? order.insuranceType : order.items[item]?.type;
      if (product && !isIssuedNumber(product, number)) throw invalidPolicyNumber();
      assertManualIssuance(order, item);
      // The days the portal states (days in Chișinău), else the days the customer asked for.
      const asked = order.items[item]
        ? requestedPeriod(order.items[item], order.manualIssuanceSince ?? new Date())
        : undefined;
      const firstDay = input.validFrom ?? asked?.from;
      const lastDay = input.validTo ?? asked?.to;
      if (firstDay && lastDay && lastDay < firstDay) {
        throw new DomainError('validation-failed', { issues: [{ path: 'validTo', key: 'end-before-start' }] });
      }
      const validFrom = firstDay ? chisinauMidnight(calendarDay(firstDay)) : new Date();
      const validTo = endOfCover(lastDay ? calendarDay(lastDay) : addCalendarDays(chisinauDayOf(validFrom), 29));
      await this.takeClaim(tx, orderId, staff);
      const insurer = item === 0 ? order.insurer! : itemOrderOf(order, item).insurer!;
      const issued = { insurer, number, validFrom, validTo, liabilityStart: validFrom };
      // A refusal or a number another order holds throws, so the claim and audit roll back too.
      const status = await (
        item === 0 ? this.recordPolicy(scope, issued, staff, reason) : this.recordAddon(scope, item, issued, staff)
      ).catch((error: unknown) => {
        if (error instanceof PolicyNumberTakenError) throw invalidPolicyNumber();
        throw error;
      });
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'manual-issuance',
          orderId,
          reason: input.reason ?? null,
          details: item === 0 ? { number } : { number, item, product },
        },
        tx,
      );
      return { status, number };
    });
  }

  /** The main policy, as if its insurer had answered: the order's status after it, or 409. */
  private async recordPolicy(scope: OrderScope, issued: IssuedPolicy, staff: StaffActor, reason: string) {
    const recorded = await this.policies.recordIn(scope, issued, { kind: 'staff', id: staff.id }, 'operator', reason);
    if (recorded.outcome !== 'recorded') {
      const accepted = acceptedEvents(recorded.status);
      const refusal = recorded.outcome === 'refused' ? recorded.refusal : 'not-accepted';
      throw new EventRefusedError(scope.order.id, 'POLICY_ISSUED', recorded.status, refusal, accepted);
    }
    return recorded.to;
  }

  /** An add-on, as if its issuer had answered: the order's status after it (issued once it was the last one), or 409. */
  private async recordAddon(scope: OrderScope, item: number, issued: IssuedPolicy, staff: StaffActor) {
    const recorded = await this.addons.recordIn(scope, item, issued, { kind: 'staff', id: staff.id });
    if (recorded.outcome !== 'recorded') {
      const status = scope.order.status;
      throw new DomainError('event-refused', { status, accepted: acceptedEvents(status) });
    }
    return recorded.to;
  }
}
