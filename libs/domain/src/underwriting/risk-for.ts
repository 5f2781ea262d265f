import { lineOfItem } from '../lines';
import type { ProductType } from '../products/product-types';
import { TARIFF_RISK_SCHEMAS, type TariffRisk } from '../tariffs/quote';
import { todayIn } from '../validation/calendar-date';
import type { ErrorCode } from '../errors/error-catalogue';
import { toValidationIssues, type ValidationIssue } from '../validation/keyed-schemas';
import type { ValidationKey } from '../validation/validation-keys';
import { readDetails, type ReadItem } from './details-reader';
import { contractorIneligibility, contractorOf } from './parties';
import type { MappedRisk, RiskAssumption, RiskMappingContext, RiskRefusal } from './risk-mapping';
import type { UnderwritingFacts, UnderwritingItem } from './underwriting.types';

/** The risk of an item, ready for `quote(product, risk, insurer, ctx)`, or why it cannot be priced. */
export type RiskResult<T extends ProductType = ProductType> =
  { ok: true; product: T; risk: TariffRisk<T>; assumptions: RiskAssumption[] } | RiskRefusal;

function mapItem(item: ReadItem, ctx: RiskMappingContext): MappedRisk<ProductType> {
  // The union of lines is correlated by `type`; TypeScript cannot follow it through the table.
  return lineOfItem(item).risk(item.details, ctx) as MappedRisk<ProductType>;
}

/** Issue keys that are errors of their own in the catalogue (spec §8), rather than invalid options. */
const OWN_CODES: Partial<Record<ValidationKey, ErrorCode>> = {
  'road-assistance-eligibility': 'road-assistance-eligibility',
  'contractor-ineligible': 'contractor-ineligible',
};

/** The details' schema already judges some eligibility rules: their refusal keeps its own code. */
function refusalCode(issues: readonly ValidationIssue[]): ErrorCode {
  for (const issue of issues) {
    const own = OWN_CODES[issue.key];
    if (own) return own;
  }
  return 'invalid-options';
}

/** Where a refused risk field lives in the details, for the customer's issue. */
function detailsPath(riskPath: string, sources: Readonly<Record<string, string>> | undefined): string {
  const [head] = riskPath.split('.');
  return sources?.[head] ?? `risk.${riskPath}`;
}

/**
 * The normalised tariff risk of one order item (the value `TARIFF_RISK_SCHEMAS[type]` accepts),
 * derived from its details and the registry facts gathered for it (factsNeeded):
 * - the details are checked against their line's schema with dates judged on `today` (Chișinău);
 *   a refusal is `invalid-options` with the issues;
 * - a contractor who may not contract (a company in liquidation) is `contractor-ineligible`;
 * - a vehicle road assistance does not cover is `road-assistance-eligibility`;
 * - registry facts that contradict the details (another plate, VIN, class, property type), a
 *   missing registry answer the line needs (`facts.vehicle: required`), or a value outside the
 *   tariff's range are `invalid-options`.
 * Factors the customer is never asked are derived; those that had to be assumed are listed in
 * `assumptions`. Pure: the same inputs always give the same risk.
 */
export function riskFor<T extends ProductType>(
  item: UnderwritingItem<T>,
  facts: UnderwritingFacts,
  options: { today: Date },
): RiskResult<T> {
  const read = readDetails(item, options.today);
  if (!read.ok) return { ok: false, code: refusalCode(read.issues), issues: read.issues };
  const today = todayIn(options.today);
  const contractor = contractorOf(read);
  const ineligible = contractor && contractorIneligibility(contractor, facts, today);
  if (ineligible)
    return { ok: false, code: 'contractor-ineligible', issues: [{ path: 'contractor', key: ineligible }] };
  const result = mapItem(read, { facts, today });
  if (!result.ok) return result;
  const parsed = TARIFF_RISK_SCHEMAS[item.type].safeParse(result.risk);
  if (!parsed.success) {
    const issues = toValidationIssues(parsed.error).map((issue) => ({
      ...issue,
      path: detailsPath(issue.path, result.sources),
    }));
    return { ok: false, code: 'invalid-options', issues };
  }
  return { ok: true, product: item.type, risk: parsed.data as TariffRisk<T>, assumptions: result.assumptions };
}
