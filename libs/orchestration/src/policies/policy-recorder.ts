import { Injectable } from '@nestjs/common';
import type { Actor, OrderEventType, OrderStatus, Refusal } from '@asiguro/domain';
import { PolicyRepository, type NewPolicy, type OrderEntity } from '@asiguro/persistence';
import { OrderService, type AppliedTransition, type OrderScope } from '../orders/order.service';

export interface IssuedPolicy {
  insurer: string;
  number: string;
  validFrom: Date;
  validTo: Date;
  liabilityStart: Date;
}

/**
 * What recording a policy did. Only `recorded` wrote anything; every other outcome left the
 * database as it was, and `status` is the order's status at that moment.
 */
export type PolicyRecording =
  /** The policy row and POLICY_ISSUED (processing → issued) committed together. */
  | (AppliedTransition & { outcome: 'recorded' })
  /** The order already has this very policy (a repeated answer or callback). */
  | { ok: false; outcome: 'already-recorded'; status: OrderStatus; policyNumber: string }
  /** The order does not take a policy now (draft, failed, canceled, …, or another policy). */
  | {
      ok: false;
      outcome: 'refused';
      status: OrderStatus;
      refusal: Refusal;
      accepted: OrderEventType[];
      policyNumber: string;
    }
  /** Another order already holds this policy number (policies.number is unique). */
  | { ok: false; outcome: 'number-taken'; status: OrderStatus; policyNumber: string };

const UNIQUE_VIOLATION = '23505';

/**
 * Another order holds the policy number: the insert failed, so the caller's transaction is
 * aborted and must roll back (the transition with it). Thrown by recordIn.
 */
export class PolicyNumberTakenError extends Error {
  constructor(
    readonly status: OrderStatus,
    readonly policyNumber: string,
  ) {
    super(`policy number ${policyNumber} belongs to another order`);
  }
}

/**
 * Records an issued policy and moves the order to issued, in one transaction. Used by the
 * issuance job (the insurer answered), the insurer callbacks and operators issuing by hand. The
 * machine decides first: a policy row exists only for an order that took POLICY_ISSUED, and the
 * policies table allows one policy per order and one order per number.
 */
@Injectable()
export class PolicyRecorder {
  constructor(
    private readonly orders: OrderService,
    private readonly policies: PolicyRepository,
  ) {}

  /** In a transaction of its own, on the locked order; a number another order holds leaves nothing. */
  async record(
    orderId: string,
    policy: IssuedPolicy,
    actor: Actor,
    issuedBy: 'partner' | 'operator',
    reason?: string,
  ): Promise<PolicyRecording> {
    try {
      return await this.orders.withOrder(orderId, (scope) => this.recordIn(scope, policy, actor, issuedBy, reason));
    } catch (error) {
      if (error instanceof PolicyNumberTakenError) {
        return { ok: false, outcome: 'number-taken', status: error.status, policyNumber: error.policyNumber };
      }
      throw error;
    }
  }

  /**
   * The same for an order the caller has just read (the issuance job): the policy row is written
   * by the transition's own statement, one round trip instead of six (BEGIN, the locked read, the
   * policy's read, the transition, the policy's insert, COMMIT). When the order moved on, the
   * machine refuses, or the row breaks a unique constraint (this order has a policy already, or
   * another order has the number), nothing was written and the locked way above decides which
   * outcome it is.
   */
  async recordFrom(
    read: OrderEntity,
    policy: IssuedPolicy,
    actor: Actor,
    issuedBy: 'partner' | 'operator',
  ): Promise<PolicyRecording> {
    const applied = await this.orders.applyAsRead(
      read,
      { type: 'POLICY_ISSUED', actor, policyNumber: policy.number },
      {
        payload: { insurer: policy.insurer },
        alsoWrite: [this.policies.insertWith(newPolicy(read.id, policy, issuedBy))],
      },
    );
    return applied ? { ...applied, outcome: 'recorded' } : this.record(read.id, policy, actor, issuedBy);
  }

  /**
   * The same, inside a scope the caller already holds (e.g. an operator's claim and audit entry
   * commit with the policy). A refusal writes nothing and is returned; a number another order
   * holds throws PolicyNumberTakenError, and the caller's transaction must roll back.
   */
  async recordIn(
    scope: OrderScope,
    policy: IssuedPolicy,
    actor: Actor,
    issuedBy: 'partner' | 'operator',
    reason?: string,
  ): Promise<Exclude<PolicyRecording, { outcome: 'number-taken' }>> {
    const orderId = scope.order.id;
    const status = scope.order.status;
    // A row written before refused recordings were rolled back; the order keeps that number.
    const existing = await this.policies.findByOrder(orderId, scope.tx);
    const number = existing?.number ?? policy.number;
    const outcome = await scope.apply(
      { type: 'POLICY_ISSUED', actor, policyNumber: number },
      { reason, payload: { insurer: policy.insurer } },
    );
    if (!outcome.ok) {
      return existing?.number === policy.number
        ? { ok: false, outcome: 'already-recorded', status, policyNumber: number }
        : {
            ok: false,
            outcome: 'refused',
            status,
            refusal: outcome.refusal,
            accepted: outcome.accepted,
            policyNumber: policy.number,
          };
    }
    if (!existing) {
      try {
        await this.policies.insert(newPolicy(orderId, policy, issuedBy), scope.tx);
      } catch (error) {
        if (isNumberClash(error)) throw new PolicyNumberTakenError(status, policy.number);
        throw error;
      }
    }
    return { ...outcome, outcome: 'recorded', order: scope.order };
  }
}

function newPolicy(orderId: string, policy: IssuedPolicy, issuedBy: 'partner' | 'operator'): NewPolicy {
  return {
    orderId,
    insurer: policy.insurer,
    number: policy.number,
    validFrom: policy.validFrom,
    validTo: policy.validTo,
    liabilityStart: policy.liabilityStart,
    issuedBy,
  };
}

/** Whether `error` is the insert of a number another order holds (the unique `constraint` on it). */
export function isNumberClash(error: unknown, constraint = 'policies_number_key'): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === UNIQUE_VIOLATION && failure.constraint === constraint;
}
