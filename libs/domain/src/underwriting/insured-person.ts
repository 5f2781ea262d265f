import { isoDateOf } from './details-dates';
import type { RiskRefusal } from './risk-mapping';

/** An insured person as the documents print them (libs/documents personSchema accepts it). */
export interface InsuredPerson {
  fullName: string;
  /** yyyy-MM-dd. */
  birthday?: string;
  /** IDNP, or the personal code of a foreign document. */
  personalCode?: string;
  passportNumber?: string;
}

export interface NamedPerson {
  firstName: string;
  lastName: string;
  birthday: string;
  idnp?: string;
  /** A visitor's personal code in their own country (a CNP for a Romanian). */
  personalCode?: string;
  passportNumber?: string;
}

export function insuredPersonOf(person: NamedPerson): InsuredPerson {
  // The IDNP first: Moldovan insurers know it; else the code of the visitor's own country.
  const personalCode = person.idnp ?? person.personalCode;
  return {
    fullName: `${person.firstName} ${person.lastName}`,
    birthday: isoDateOf(person.birthday),
    ...(personalCode ? { personalCode } : {}),
    ...(person.passportNumber ? { passportNumber: person.passportNumber } : {}),
  };
}

/**
 * The passenger (baggage) or the rider (mobility) is the contractor: the details name no other
 * person, and a company can be neither, so a company contractor cannot be insured.
 */
export function contractorMustBePerson(): RiskRefusal {
  return { ok: false, code: 'invalid-options', issues: [{ path: 'contractor.contractorType', key: 'invalid-option' }] };
}
