import type { Env } from '@asiguro/platform';
import {
  DomainError,
  issuanceSubjectFor,
  riskFor,
  underwritingFactsSchema,
  type UnderwritingOrder,
} from '@asiguro/domain';
import type { InsurerApplications, IssuedPolicy } from '@asiguro/orchestration';
import type { InsurerRegistry } from '@asiguro/partners';
import type { OrderEntity } from '@asiguro/persistence';
import type { PolicyIssuer } from '../partners/ports';

/** The order as underwriting reads it: items, billing, contact, consents. */
export function underwritingOrderOf(order: OrderEntity): UnderwritingOrder {
  return {
    items: order.items,
    billing: order.billing,
    contact: order.contact,
    consents: order.consents,
  };
}

/** The registry facts the order was priced from (stored at the offer search). */
export function factsOf(order: OrderEntity) {
  return underwritingFactsSchema.parse(order.underwritingFacts ?? {});
}

/**
 * Issues at the order's insurer through its adapter (synchronous or application + polling, hidden
 * by the adapter), with the order's idempotency key, from the same risk and facts it was priced on
 * and the time of its payment: every attempt and every staff retry sends the same request. An
 * asynchronous insurer's application is noted, so its callback can be checked against it.
 */
export function partnerPolicyIssuer(
  insurers: InsurerRegistry,
  applications: InsurerApplications,
  config: Pick<Env, 'PUBLIC_URL'>,
): PolicyIssuer {
  return {
    issue: async (order, { idempotencyKey, correlationId, paidAt }): Promise<IssuedPolicy> => {
      if (!order.insurer) throw new Error(`order ${order.id} has no insurer`);
      const facts = factsOf(order);
      // The liability window and the details are judged as of the payment.
      const item = order.items[0];
      const risk = riskFor(item, facts, { today: paidAt });
      if (!risk.ok) throw new DomainError(risk.code, risk.issues ? { issues: risk.issues } : undefined);
      const subject = issuanceSubjectFor(underwritingOrderOf(order), facts, { paidAt });
      const offer = order.chosenOffer;
      const insurer = order.insurer;
      const policy = await insurers.adapter(insurer).issue(
        {
          idempotencyKey,
          product: item.type,
          risk: risk.risk,
          insured: { ...subject.insured },
          contract: subject.contract,
          liabilityStart: subject.liabilityStart,
          paidAt: paidAt.toISOString(),
          insuredAbroad: subject.insuredAbroad,
          premium: offer?.price,
          callbackUrl: `${config.PUBLIC_URL}/api/partners/${order.insurer}/callbacks`,
        },
        {
          correlationId,
          onApplication: (applicationId) => applications.record(order.id, insurer, applicationId),
        },
      );
      return {
        insurer: policy.insurer,
        number: policy.number,
        validFrom: policy.validFrom,
        validTo: policy.validTo,
        liabilityStart: policy.liabilityStart,
      };
    },
  };
}
