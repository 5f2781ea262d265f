/**
 * Providers speak major units ("12.34" or 12.34); we keep integer minor units. These convert
 * exactly, without floating-point sums.
 */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A major-unit amount (number or decimal string, at most 2 decimals) in minor units; NaN when not one. */
export function decimalToMinor(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim().replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
}
