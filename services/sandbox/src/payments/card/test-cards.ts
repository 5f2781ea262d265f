import { chisinauDayOf, dayFields } from '@asiguro/domain';
/** What a sandbox test card does (the numbers follow the usual acquirer test-card conventions). */
export type TestCardBehaviour = 'succeeds' | 'declined' | 'three-d-secure';

export const TEST_CARDS: Record<string, TestCardBehaviour> = {
  '4111111111111111': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000003220': 'three-d-secure',
};

export type CardFormError = 'card-number' | 'unknown-card' | 'expiry' | 'expired' | 'cvc';

export interface CardForm {
  cardNumber?: unknown;
  expiry?: unknown;
  cvc?: unknown;
}

export type CardFormResult =
  { ok: true; behaviour: TestCardBehaviour; mask: string } | { ok: false; errors: CardFormError[] };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks the hosted form as an acquirer would (number, expiry not past, CVC) and says what the
 * test card does. Only the sandbox's test cards are accepted. The masked number keeps the first
 * six and last four digits, the only part a merchant may see.
 */
export function checkCardForm(form: CardForm, now: Date): CardFormResult {
  const errors: CardFormError[] = [];
  const number = typeof form.cardNumber === 'string' ? form.cardNumber.replace(/[\s-]/g, '') : '';
  const known = TEST_CARDS[number];
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.push('card-number');
  else if (!known) errors.push('unknown-card');
  const expiry = typeof form.expiry === 'string' ? /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry) : null;
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.push('expiry');
  else {
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const month = Number(expiry[1]);
    // A card is valid through the last day of its expiry month.
    const today = dayFields(chisinauDayOf(now));
    if (year * 12 + month < today.year * 12 + today.month) errors.push('expired');
  }
  if (typeof form.cvc !== 'string' || !/^\d{3,4}$/.test(form.cvc.trim())) errors.push('cvc');
  if (errors.length > 0 || !known) return { ok: false, errors };
  return { ok: true, behaviour: known, mask: `${number.slice(0, 6)}******${number.slice(-4)}` };
}
