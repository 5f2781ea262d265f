import { lineOfItem, productLineOf } from '../lines';
import { isoInstant, readConfirmedDetails, startDayOf, type ReadItem } from './details-reader';
import { contractorCode, contractorName, contractorOf, insuredPersonsOf } from './parties';
import { known } from './known-facts';
import { unmappable } from './risk-mapping';
import type { UnderwritingFacts, UnderwritingItem, UnderwritingOrder } from './underwriting.types';
import { canonicalPlate } from './vehicle-facts';

/** Who the policy is issued to, as the insurer adapter's request carries it. */
export interface InsuredSubject {
  type: 'individual' | 'company';
  /** IDNP or IDNO; for a vignette bought by a person, the vehicle's plate (the vignette is the plate's). */
  code: string;
  name: string;
}

/** The order-derived part of an insurer issue request (insurerIssueRequestSchema of @asiguro/partners). */
export interface IssuanceSubject {
  insured: InsuredSubject;
  /** Facts printed on the policy: vehicle, persons, property, trip, period… (JSON values only). */
  contract: Record<string, unknown>;
  /** The customer's first day of cover (midnight in Chișinău), never before the payment; none for road tax. */
  liabilityStart?: string;
  /** Travel: the customer said the insured are already abroad (one insurer refuses, others start 5 days later). */
  insuredAbroad: boolean;
}

/** The insured item of an order (its first: the order's main line), its details read as on its first day. */
export function readOrderItem(order: UnderwritingOrder, fallback: Date): ReadItem {
  const item: UnderwritingItem | undefined = order.items[0];
  if (!item) throw unmappable([{ path: 'items', key: 'required' }]);
  const read = readConfirmedDetails(item, fallback);
  if (!read.ok) throw unmappable(read.issues);
  return read;
}

/** What the insurer prints on the policy, per line. */
function contractFacts(item: ReadItem, facts: UnderwritingFacts, paidAt: Date): Record<string, unknown> {
  const persons = insuredPersonsOf(item);
  const contractor = contractorOf(item);
  const common = known({
    persons: persons.length > 0 ? persons : undefined,
    contractorAddress: contractor?.address,
  });
  return { ...common, ...lineOfItem(item).contract(item.details, facts, paidAt) };
}

/** The insured: the contractor; for a vignette, a paying company, or the driver and the plate. */
function insuredOf(item: ReadItem, order: UnderwritingOrder, facts: UnderwritingFacts): InsuredSubject {
  const contractor = contractorOf(item);
  if (contractor) {
    const name = contractorName(contractor, facts);
    if (!name) {
      const path = contractor.contractorType === 'company' ? 'contractor.companyName' : 'contractor.firstName';
      throw unmappable([{ path, key: 'required' }]);
    }
    return { type: contractor.contractorType, code: contractorCode(contractor), name };
  }
  const billing = order.billing;
  const driver = 'driverFullName' in item.details ? item.details.driverFullName : undefined;
  const plate = 'plateNumber' in item.details ? item.details.plateNumber : undefined;
  if (billing?.payerType === 'company' && billing.idno) {
    const name = billing.companyName ?? (facts.company?.idno === billing.idno ? facts.company.name : undefined);
    if (name) return { type: 'company', code: billing.idno, name };
  }
  if (!driver || !plate) throw unmappable([{ path: 'driverFullName', key: 'required' }]);
  return { type: 'individual', code: canonicalPlate(plate), name: driver };
}

/**
 * What an insurer's issue request needs from the order (the caller adds the idempotency key, the
 * product, the risk, the premium and `paidAt`): the insured (the contractor's type, IDNP/IDNO and
 * name — typed, or from the registries), the contract facts printed on the policy, the liability
 * start the customer asked for (midnight of the start date in Chișinău, or the payment itself if
 * later: cover never starts before payment) and whether a traveller is already abroad. Reads the
 * order's first item. Throws a DomainError `invalid-options` (with issues) when the order cannot
 * be mapped, which a confirmed order should never be.
 */
export function issuanceSubjectFor(
  order: UnderwritingOrder,
  facts: UnderwritingFacts,
  options: { paidAt: Date },
): IssuanceSubject {
  const { paidAt } = options;
  const item = readOrderItem(order, paidAt);
  const start = startDayOf(order.items[0]);
  const liabilityStart = start && isoInstant(start.getTime() > paidAt.getTime() ? start : paidAt);
  return {
    insured: insuredOf(item, order, facts),
    contract: contractFacts(item, facts, paidAt),
    ...(liabilityStart ? { liabilityStart } : {}),
    // The travel flow never asks where the travellers are; only an explicit "not in Moldova" counts.
    insuredAbroad: productLineOf(item.type)?.insuredMayBeAbroad === true && order.consents?.insuredInMoldova === false,
  };
}
