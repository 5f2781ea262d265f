import { dayOfTyped, isValidIssuanceNumber, isValidPeriod, normalizeIssuanceNumber } from './issuance-number';

describe(isValidIssuanceNumber.name, () => {
  it('accepts a vignette number as the portal shows it, in any case', () => {
    expect(isValidIssuanceNumber('vignette:ro', 'ro-2025-000123')).toBe(true);
    expect(isValidIssuanceNumber('vignette:md', ' MD1234567 ')).toBe(true);
  });

  it('refuses vignette numbers that are too short or carry other characters', () => {
    expect(isValidIssuanceNumber('vignette:ro', 'AB12')).toBe(false);
    expect(isValidIssuanceNumber('vignette:ro', 'RO#2025#0001')).toBe(false);
  });

  it('reads a number typed with spaces as the portal wrote it', () => {
    expect(isValidIssuanceNumber('vignette:ro', 'RO 2025 0001')).toBe(true);
    expect(isValidIssuanceNumber('rca', 'IAI 123456 ABC')).toBe(true);
    expect(normalizeIssuanceNumber('iai-123456-abc')).toBe('IAI123456ABC');
  });

  it('wants a policy number with prefix, six digits and three letters for other products', () => {
    expect(isValidIssuanceNumber('rca', 'iai123456abc')).toBe(true);
    expect(isValidIssuanceNumber('rca', 'IAI12345ABC')).toBe(false);
    expect(isValidIssuanceNumber('green-card', 'RO-2025-000123')).toBe(false);
  });
});

describe(normalizeIssuanceNumber.name, () => {
  it('trims and upper-cases, keeping the hyphens of portal numbers', () => {
    expect(normalizeIssuanceNumber('  ro-2025-1x ')).toBe('RO-2025-1X');
  });
});

describe(dayOfTyped.name, () => {
  it('reads dd.mm.yyyy as the day the API takes, and tells an empty field from a wrong one', () => {
    expect(dayOfTyped('03.11.2025')).toBe('2025-11-03');
    expect(dayOfTyped(' ')).toBe('');
    expect(dayOfTyped('2025-11-03')).toBeNull();
    expect(dayOfTyped('31.02.2025')).toBeNull();
  });
});

describe(isValidPeriod.name, () => {
  it('needs the last day on or after the first when both are given', () => {
    expect(isValidPeriod('2025-11-03', '2025-12-02')).toBe(true);
    // A one-day vignette: its first day is its last.
    expect(isValidPeriod('2025-11-03', '2025-11-03')).toBe(true);
    expect(isValidPeriod('2025-11-03', '2025-11-02')).toBe(false);
    expect(isValidPeriod('', '2025-11-03')).toBe(true);
  });
});
