import { adultRule } from './adult.rule';
import type { CalendarDate } from './calendar-date';
import { idnxKind } from './idnx.validator';
import type { ValidationKey } from './validation-keys';

/** Who signs and pays: a person (IDNP) or a company (IDNO) (spec §3). */
export type ContractorType = 'individual' | 'company';

/** What is known about a would-be contractor when the order is checked. */
export interface ContractorFacts {
  contractorType: ContractorType;
  /** The IDNP or IDNO entered. */
  code: string;
  /** An individual's birthday, when known. */
  birthday?: CalendarDate;
  /**
   * The company registry's (or insurer's) verdict, when one was asked: a liquidated or
   * suspended company, or a person the insurer refuses, cannot contract.
   */
  registryEligible?: boolean;
}

/**
 * Whether this person or company may be the contractor (spec §5: "This person cannot be a
 * contractor"). A company needs an IDNO (`idno-required`); an individual needs a personal IDNP
 * and must be of age (`under-18`); a vehicle code, a code of the other kind or a refusal by the
 * registry is `contractor-ineligible`.
 */
export function contractorEligibility(facts: ContractorFacts, today: CalendarDate): ValidationKey | null {
  const kind = idnxKind(facts.code.trim());
  if (facts.contractorType === 'company') {
    if (kind === null) return 'idno-required';
    if (kind !== 'idno') return 'contractor-ineligible';
  } else {
    if (kind === null) return 'invalid-idnp';
    if (kind !== 'idnp') return 'contractor-ineligible';
    if (facts.birthday) {
      const age = adultRule(facts.birthday, today);
      if (age) return age;
    }
  }
  return facts.registryEligible === false ? 'contractor-ineligible' : null;
}
