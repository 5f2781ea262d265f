/**
 * Checks what a document, a wallet pass or an e-mail prints against facts known from outside the
 * code that printed it: the order as the customer entered it, the insurer's answer, the offer.
 * Pure: it reads text (pdftotext's, pass.json's, an e-mail's) and never calls a renderer or a
 * formatter of the product. Every mismatch names the artefact, the field, the expected value and
 * what was printed instead.
 */

export interface Mismatch {
  artefact: string;
  field: string;
  expected: string;
  printed: string;
}

/** An amount in minor units and its ISO currency. */
export interface Amount {
  minor: number;
  currency: string;
}

export type Fact =
  /** The value appears, whitespace aside. */
  | { field: string; kind: 'text'; value: string }
  /** The value follows the label closely (within a line or two of text), e.g. a class after its label. */
  | { field: string; kind: 'after'; label: string; value: string }
  /** The document starts with the value (its heading). */
  | { field: string; kind: 'heading'; value: string }
  /** Every validity period printed ("dd.mm.yyyy — dd.mm.yyyy", "с … по …", "… to …") is this one (days yyyy-mm-dd). */
  | { field: string; kind: 'period'; from: string; to: string }
  /** The day (yyyy-mm-dd) appears as dd.mm.yyyy. */
  | { field: string; kind: 'date'; value: string }
  /** The moment (yyyy-mm-ddTHH:mm, a wall clock) appears as dd.mm.yyyy HH:mm. */
  | { field: string; kind: 'date-time'; value: string }
  /** The amount appears with its currency code, in any grouping (1 276,00 MDL, MDL 1,276.00, 1.276,00 MDL). */
  | { field: string; kind: 'amount'; value: Amount }
  /** The value appears at most once (a label that must not be repeated). */
  | { field: string; kind: 'once'; value: string }
  /** The value does not appear (personal data where it must not be, a number that must not be mistaken). */
  | { field: string; kind: 'absent'; value: string };

/** Whitespace (line breaks, no-break and narrow spaces) as one space. */
export function normalize(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
}

/** yyyy-mm-dd → dd.mm.yyyy. */
export function dmy(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The amount as printed in any of the documents' languages, with its code before or after. */
export function amountPattern(amount: Amount): RegExp {
  const major = (amount.minor / 100).toFixed(2);
  const [whole, cents] = major.split('.');
  const groups = whole.replace(/\B(?=(\d{3})+$)/g, '|').split('|');
  const number = `${groups.join('[ .,]?')}[.,]${cents}`;
  return new RegExp(`(?<![\\d.,])(?:${amount.currency} ${number}|${number} ${amount.currency})(?![\\d])`);
}

const PERIOD = /(\d{2}\.\d{2}\.\d{4})\s*(?:—|–|-|по|to)\s*(\d{2}\.\d{2}\.\d{4})/g;
const DATE_TIME = /\d{2}\.\d{2}\.\d{4},? \d{2}:\d{2}/g;
const DATE = /\d{2}\.\d{2}\.\d{4}/g;

function amountsIn(text: string, currency: string): string[] {
  const found = text.match(new RegExp(`(?:${currency} [\\d .,]+\\d|\\d[\\d .,]*\\d ${currency})`, 'g')) ?? [];
  return [...new Set(found.map((value) => value.trim()))];
}

const listed = (values: string[], none: string) => (values.length > 0 ? [...new Set(values)].join(' | ') : none);

/** The facts `text` does not print as expected, each with what it prints instead. */
export function checkPrinted(artefact: string, text: string, facts: readonly Fact[]): Mismatch[] {
  const printed = normalize(text);
  const mismatches: Mismatch[] = [];
  const miss = (field: string, expected: string, instead: string) =>
    mismatches.push({ artefact, field, expected, printed: instead });
  for (const fact of facts) {
    switch (fact.kind) {
      case 'text': {
        const value = normalize(fact.value);
        if (!printed.includes(value)) miss(fact.field, value, '(not printed)');
        break;
      }
      case 'after': {
        const label = normalize(fact.label);
        const at = printed.indexOf(label);
        const window = at < 0 ? '' : printed.slice(at + label.length, at + label.length + 80);
        const found = new RegExp(`(?:^|[\\s:])${escape(normalize(fact.value))}(?=$|[\\s,.;])`).test(window);
        if (!found) miss(fact.field, `${label} … ${fact.value}`, at < 0 ? '(label not printed)' : `${label}${window}`);
        break;
      }
      case 'heading': {
        const value = normalize(fact.value);
        if (!printed.startsWith(value)) miss(fact.field, value, printed.slice(0, value.length + 20));
        break;
      }
      case 'period': {
        const expected = `${dmy(fact.from)} — ${dmy(fact.to)}`;
        const periods = [...printed.matchAll(PERIOD)].map((match) => `${match[1]} — ${match[2]}`);
        const wrong = periods.filter((period) => period !== expected);
        if (periods.length === 0 || wrong.length > 0) miss(fact.field, expected, listed(wrong, '(no period printed)'));
        break;
      }
      case 'date': {
        const expected = dmy(fact.value);
        if (!printed.includes(expected))
          miss(fact.field, expected, listed(printed.match(DATE) ?? [], '(no date printed)'));
        break;
      }
      case 'date-time': {
        const [day, clock] = fact.value.split('T');
        const pattern = new RegExp(`${escape(dmy(day))},? ${escape(clock)}`);
        if (!pattern.test(printed)) {
          miss(fact.field, `${dmy(day)} ${clock}`, listed(printed.match(DATE_TIME) ?? [], '(no moment printed)'));
        }
        break;
      }
      case 'amount': {
        if (!amountPattern(fact.value).test(printed)) {
          const expected = `${(fact.value.minor / 100).toFixed(2)} ${fact.value.currency}`;
          miss(fact.field, expected, listed(amountsIn(printed, fact.value.currency), '(no amount printed)'));
        }
        break;
      }
      case 'once': {
        const value = normalize(fact.value);
        const count = printed.split(value).length - 1;
        if (count > 1) miss(fact.field, `${value} (once)`, `${count} times`);
        break;
      }
      case 'absent': {
        const value = normalize(fact.value);
        if (value && printed.includes(value)) miss(fact.field, '(not printed)', value);
        break;
      }
    }
  }
  return mismatches;
}

/** Mismatches as a table a failing test prints: artefact, field, expected, printed. */
export function describeMismatches(mismatches: readonly Mismatch[]): string {
  return mismatches
    .map((item) => `${item.artefact} · ${item.field}: expected ${item.expected}, printed ${item.printed}`)
    .join('\n');
}
