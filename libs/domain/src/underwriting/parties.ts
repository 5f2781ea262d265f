import { isLineItem, lineOfItem } from '../lines';
import type { CalendarDate } from '../validation/calendar-date';
import { contractorEligibility } from '../validation/contractor-eligibility.rule';
import type { ValidationKey } from '../validation/validation-keys';
import { dayOf, isoDateOf, type ReadItem } from './details-reader';
import type { OrderBilling, OrderContact, UnderwritingFacts } from './underwriting.types';

/** A contractor as every line's details hold it (full, or known by code only). */
export type DetailsContractor =
  | {
      contractorType: 'individual';
      idnp: string;
      firstName?: string;
      lastName?: string;
      birthday?: string;
      address?: string;
    }
  | { contractorType: 'company'; idno: string; companyName?: string; address?: string };

/** The contractor of an item; vignettes have none (the state sells them for a vehicle). */
export function contractorOf(item: ReadItem): DetailsContractor | undefined {
  return 'contractor' in item.details ? item.details.contractor : undefined;
}

/** The contractor's IDNP or IDNO. */
export function contractorCode(contractor: DetailsContractor): string {
  return contractor.contractorType === 'company' ? contractor.idno : contractor.idnp;
}

/** A company's registry record, when it is the one of this IDNO. */
function companyRecord(facts: UnderwritingFacts, idno: string) {
  return facts.company && facts.company.idno === idno ? facts.company : undefined;
}

/**
 * The contractor's name: as typed, else from the registries. RCA Data is asked by certificate
 * and the contractor's own code, so the owner it names is the contractor (when of the same kind);
 * the company registry names a company by its IDNO.
 */
export function contractorName(contractor: DetailsContractor, facts: UnderwritingFacts): string | undefined {
  const owner = facts.vehicle?.owner.type === contractor.contractorType ? facts.vehicle.owner.name : undefined;
  if (contractor.contractorType === 'individual') {
    const typed = [contractor.firstName, contractor.lastName].filter(Boolean).join(' ');
    return contractor.firstName && contractor.lastName ? typed : owner;
  }
  return contractor.companyName ?? companyRecord(facts, contractor.idno)?.name ?? owner;
}

/**
 * Whether the contractor may contract on `day` (spec §5): of age, a code of the right kind, and
 * for a company an active one in the registry (a company in liquidation may not).
 */
export function contractorIneligibility(
  contractor: DetailsContractor,
  facts: UnderwritingFacts,
  day: CalendarDate,
): ValidationKey | null {
  const company = contractor.contractorType === 'company' ? companyRecord(facts, contractor.idno) : undefined;
  return contractorEligibility(
    {
      contractorType: contractor.contractorType,
      code: contractorCode(contractor),
      birthday:
        contractor.contractorType === 'individual' && contractor.birthday ? dayOf(contractor.birthday) : undefined,
      registryEligible: company ? company.status === 'active' : undefined,
    },
    day,
  );
}

/** Who pays, as the documents print it (libs/documents partySchema accepts it). */
export type PayerParty =
  | {
      type: 'individual';
      fullName: string;
      idnp?: string;
      birthday?: string;
      address?: string;
      email?: string;
      phone?: string;
    }
  | { type: 'company'; name: string; idno: string; address?: string; email?: string; phone?: string };

function contactOf(contact: OrderContact | null | undefined): { email?: string; phone?: string } {
  return {
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phone ? { phone: contact.phone } : {}),
  };
}

/**
 * The payer: a company when the billing says so (with its IDNO); otherwise the contractor; a line
 * without a contractor (vignettes) is paid by the driver it names. Undefined when no name is known.
 */
export function payerOf(
  item: ReadItem,
  billing: OrderBilling | null | undefined,
  contact: OrderContact | null | undefined,
  facts: UnderwritingFacts,
): PayerParty | undefined {
  const reach = contactOf(contact);
  const contractor = contractorOf(item);
  if (billing?.payerType === 'company' && billing.idno) {
    const same = contractor?.contractorType === 'company' && contractor.idno === billing.idno ? contractor : undefined;
    const name =
      billing.companyName ?? (same && contractorName(same, facts)) ?? companyRecord(facts, billing.idno)?.name;
    if (!name) return undefined;
    const address = same?.address ?? companyRecord(facts, billing.idno)?.address;
    return { type: 'company', name, idno: billing.idno, ...(address ? { address } : {}), ...reach };
  }
  if (!contractor) {
    // Vignettes: the driver printed on the vignette is the one buying it.
    const driver = 'driverFullName' in item.details ? item.details.driverFullName : undefined;
    return driver ? { type: 'individual', fullName: driver, ...reach } : undefined;
  }
  const name = contractorName(contractor, facts);
  if (!name) return undefined;
  if (contractor.contractorType === 'company') {
    const address = contractor.address ?? companyRecord(facts, contractor.idno)?.address;
    return { type: 'company', name, idno: contractor.idno, ...(address ? { address } : {}), ...reach };
  }
  return {
    type: 'individual',
    fullName: name,
    idnp: contractor.idnp,
    ...(contractor.birthday ? { birthday: isoDateOf(contractor.birthday) } : {}),
    ...(contractor.address ? { address: contractor.address } : {}),
    ...reach,
  };
}

export { insuredPersonOf, type InsuredPerson, type NamedPerson } from './insured-person';
import type { InsuredPerson } from './insured-person';

/**
 * The persons a policy names: a line of its own folder names its own (the travellers, the
 * visitors, the passenger or rider, the named drivers of a motor policy). The other lines insure
 * a thing, not a person.
 */
export function insuredPersonsOf(item: ReadItem): InsuredPerson[] {
  return isLineItem(item) ? lineOfItem(item).insuredPersons(item.details) : [];
}
