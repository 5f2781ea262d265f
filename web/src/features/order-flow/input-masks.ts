/**
 * Types the dots of a dd.mm.yyyy date for the customer: digits only, dots after the day and the
 * month. Deleting (the text got shorter than before) is left alone so backspace works naturally.
 */
export function dateMask(next: string, previous: string): string {
  if (next.length < previous.length) return next;
  const digits = next.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits.length === 2 ? `${digits}.` : digits;
  if (digits.length <= 4) {
    const head = `${digits.slice(0, 2)}.${digits.slice(2)}`;
    return digits.length === 4 ? `${head}.` : head;
  }
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}
