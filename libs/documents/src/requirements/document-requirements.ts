import { productLines, type ProductType } from '@asiguro/domain';

/**
 * What an issued policy or certificate must state for an insurer, the police or a consulate to
 * accept it (domain.md §2–§9, spec §3), statement by statement. The renderers print each one; the
 * read-back suite (services/api/test/read-back) reads every issued document back and checks each
 * statement its line requires against the order as entered and the insurer's answer.
 */
export const STATEMENTS = {
  issuer: 'the issuer named as such, heading the document: the insurer (or the state system), with its IDNO',
  intermediary: 'the marketplace as insurance intermediary, with its IDNO and licence',
  number: 'the policy or certificate number, as the issuer gave it',
  'order-reference': "the customer's order with the intermediary, grouped so it does not read as the policy number",
  validity: 'the first and last day of cover (the last inclusive), as days in Chișinău',
  'liability-start': "when the insurer's liability starts, to the minute, in Chișinău time",
  'issue-date': 'when the document was issued',
  payer: 'the policyholder (contractor or payer) by name',
  'insured-persons': 'every insured person (or named driver), with birthday and personal code or passport',
  vehicle: 'the vehicle: plate, VIN and registration certificate when known',
  'green-card': 'the Green Card zone and vehicle class',
  'contract-type': 'RCA: the contract type (any driver, or the named drivers only)',
  'bonus-malus': 'RCA: the bonus-malus class the premium was set with',
  'liability-limits': 'RCA: the legal liability limits (property, bodily injury, moral damage)',
  'assistance-phone': "the insurer's 24/7 assistance and claims line",
  'covered-risks': 'what is covered, risk by risk, with its limit',
  schengen: 'travel: the Schengen visa statement, when the cover qualifies (Schengen states, at least 30,000 EUR)',
  'sum-insured': 'the sum insured, once',
  trip: 'travel: territory, trip type and purpose',
  property: 'the insured property: type, address, cadastral number, beneficiary',
  flights: 'baggage: the flights and the number of bags',
  vignette: 'the vignette: country, tariff category, plate and country of registration',
  'road-tax': 'the road tax: fiscal year, payer code, region and locality',
  premium: 'the premium (or state price) as set, and what was paid for it in lei, line by line',
  terms: 'the terms that apply to this product line, with a link to them',
  check: 'the public check link (and, on the policy, its QR code)',
} as const;

export type Statement = keyof typeof STATEMENTS;

/** Every issued document's statements. */
const COMMON: readonly Statement[] = [
  'issuer',
  'intermediary',
  'number',
  'order-reference',
  'validity',
  'issue-date',
  'payer',
  'premium',
  'terms',
  'check',
];

/** An insurer's policy adds the start of liability and the line to call. */
const POLICY: readonly Statement[] = [...COMMON, 'liability-start', 'assistance-phone'];

function isStatement(name: string): name is Statement {
  return name in STATEMENTS;
}

/**
 * A registered line (lines/ in @asiguro/domain) states what a policy states and what it declares;
 * a name this list does not know stops the load, as a job without a handler stops the worker.
 */
function lineStatements(): Record<string, readonly Statement[]> {
  return Object.fromEntries(
    productLines().map((line) => {
      const unknown = line.printed.statements.filter((name) => !isStatement(name));
      if (unknown.length > 0) throw new Error(`${line.spec.type} declares unknown statements: ${unknown.join(', ')}`);
      // A line that makes no document of its own (the courier's delivery) states nothing.
      const common = line.stateIssued ? COMMON : POLICY;
      const states = line.documents.length > 0 ? [...common, ...(line.printed.statements as Statement[])] : [];
      return [line.spec.type, states];
    }),
  );
}

/** What the policy or certificate of each product line must state. */
export const MUST_STATE = lineStatements() as Record<ProductType, readonly Statement[]>;

/** Whether a product line's document must state `statement`. */
export function mustState(product: ProductType, statement: Statement): boolean {
  return MUST_STATE[product].includes(statement);
}
