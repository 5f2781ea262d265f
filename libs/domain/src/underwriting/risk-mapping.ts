import type { ProductDetails } from '../catalogue/details-examples';
import type { ErrorCode } from '../errors/error-catalogue';
import type { ProductType } from '../products/product-types';
import type { TariffRiskInput } from '../tariffs/quote';
import type { CalendarDate } from '../validation/calendar-date';
import type { ValidationIssue } from '../validation/keyed-schemas';
import { yearsSince } from './details-dates';
import type { UnderwritingFacts } from './underwriting.types';

/** A risk factor the details did not give and underwriting had to assume; shown to staff with the offer. */
export interface RiskAssumption {
  factor: string;
  note: string;
}

/** Why an item cannot be priced: an error-catalogue code and, when fields are at fault, their issues. */
export interface RiskRefusal {
  ok: false;
  code: ErrorCode;
  issues?: ValidationIssue[];
}

/** What a line's mapping gives before the tariff schema checks it. */
export type MappedRisk<T extends ProductType> =
  | {
      ok: true;
      risk: TariffRiskInput<T>;
      assumptions: RiskAssumption[];
      /** Where in the details a risk field comes from, so a refusal of the tariff schema names it. */
      sources?: Readonly<Record<string, string>>;
    }
  | RiskRefusal;

export interface RiskMappingContext {
  facts: UnderwritingFacts;
  /** The pricing day in Chișinău. */
  today: CalendarDate;
}

/** One line's mapping from its checked details to its tariff risk. */
export type RiskMapper<T extends ProductType> = (details: ProductDetails<T>, ctx: RiskMappingContext) => MappedRisk<T>;

/** The details cannot be priced as they are. */
export function invalidOptions(issues: ValidationIssue[]): RiskRefusal {
  return { ok: false, code: 'invalid-options', issues };
}

/**
 * A registry answer the line cannot be priced without was not passed: a caller's mistake (see
 * factsNeeded), reported on `facts.<kind>` so it is never mistaken for the customer's.
 */
export function missingFacts(kind: keyof UnderwritingFacts): RiskRefusal {
  return invalidOptions([{ path: `facts.${kind}`, key: 'required' }]);
}

export function mapped<T extends ProductType>(
  risk: TariffRiskInput<T>,
  assumptions: RiskAssumption[] = [],
  sources?: Readonly<Record<string, string>>,
): MappedRisk<T> {
  return sources ? { ok: true, risk, assumptions, sources } : { ok: true, risk, assumptions };
}

/**
 * The driver whose age and experience price the risk when nothing tells them (an RCA or CASCO
 * owner known by code only, a company without named drivers): an adult past the tariff's novice
 * thresholds (23 years, 2 years' experience) and short of any long-experience discount (10
 * years). ASSUMPTION, reported with the offer.
 */
export const UNKNOWN_DRIVER = { age: 30, experienceYears: 5 } as const;

/** Category B licences are issued from 18 in Moldova: without a licence date, experience runs from then. */
export const LICENCE_AGE = 18;

/** What may tell a driver's age and experience, best first. */
export interface DriverSources {
  /** Named drivers (limited RCA, CASCO's usual drivers). */
  drivers?: readonly { birthday: string; driverLicenseDate: string }[];
  /** The individual owner's or contractor's birthday. */
  birthday?: string;
}

/**
 * Age and experience on the first day of cover. Named drivers: the youngest age and the shortest
 * experience among them (any of them may drive, so the tariff sees the riskiest). Otherwise the
 * person's age from the birthday, with experience assumed from age 18. Otherwise UNKNOWN_DRIVER.
 */
export function driverProfile(
  sources: DriverSources,
  start: CalendarDate,
  assumptions: RiskAssumption[],
): { age: number; experienceYears: number } {
  const drivers = sources.drivers ?? [];
  if (drivers.length > 0) {
    return {
      age: Math.min(...drivers.map((driver) => yearsSince(driver.birthday, start))),
      experienceYears: Math.min(...drivers.map((driver) => yearsSince(driver.driverLicenseDate, start))),
    };
  }
  if (sources.birthday) {
    const age = yearsSince(sources.birthday, start);
    const experienceYears = Math.max(0, age - LICENCE_AGE);
    assumptions.push({
      factor: 'driving-experience',
      note: `never asked: ${experienceYears} years assumed, a licence held since age ${LICENCE_AGE}`,
    });
    return { age, experienceYears };
  }
  assumptions.push({
    factor: 'driver',
    note: `age and experience unknown: ${UNKNOWN_DRIVER.age} years old with ${UNKNOWN_DRIVER.experienceYears} years' experience assumed`,
  });
  return { ...UNKNOWN_DRIVER };
}
