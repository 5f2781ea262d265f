import {
  formatClock,
  formatDateTime,
  formatDay,
  formatDuration,
  formatMs,
  formatOverdue,
  insurerName,
  productName,
} from './format';

describe(formatDuration.name, () => {
  it('says a span the way staff read it', () => {
    expect([0, 45, 60, 7 * 60 + 12, 3600, 3900, 86_400, 90_000 + 60].map(formatDuration)).toEqual([
      '0 s',
      '45 s',
      '1 min',
      '7 min',
      '1 h',
      '1 h 5 min',
      '1 d',
      '1 d 1 h',
    ]);
  });
});

describe(formatOverdue.name, () => {
  it('says how far past its issuing time an order is, or how much time it has left', () => {
    expect(formatOverdue(7 * 60)).toBe('7 min over');
    expect(formatOverdue(-120)).toBe('2 min left');
    expect(formatOverdue(null)).toBe('—');
  });
});

describe(formatMs.name, () => {
  it('uses milliseconds under a second and seconds above', () => {
    expect(formatMs(850)).toBe('850 ms');
    expect(formatMs(2345)).toBe('2.3 s');
    expect(formatMs(null)).toBe('—');
  });
});

describe(formatDateTime.name, () => {
  it('shows instants in Moldovan time whatever the machine’s zone', () => {
    expect(formatDateTime('2025-07-01T09:05:03Z')).toBe('01.07.2025 12:05:03');
    expect(formatDateTime('2025-12-01T09:05:03Z')).toBe('01.12.2025 11:05:03');
    // Half past midnight in Chișinău is still the evening before in UTC: the day is Chișinău's.
    expect(formatDateTime('2025-11-02T22:30:00Z')).toBe('03.11.2025 00:30:00');
  });

  it('keeps the clock of chart axes', () => {
    expect(formatClock('2025-07-01T09:05:03Z')).toBe('12:05');
  });
});

describe(formatDay.name, () => {
  it('writes a calendar day as dd.mm.yyyy', () => {
    expect(formatDay('2025-11-03')).toBe('03.11.2025');
    expect(formatDay(null)).toBe('—');
  });
});

describe(productName.name, () => {
  it('names product lines from the shared English catalogue', () => {
    expect(productName('rca')).toBe('MTPL');
    expect(productName('vignette:ro')).toBe('Rovignette');
  });
});

describe(insurerName.name, () => {
  it('names known issuers and keeps unknown slugs as they are', () => {
    expect(insurerName('donaris')).toBe('Donaris Vienna Insurance Group S.A.');
    expect(insurerName('manual')).toBe('manual');
    expect(insurerName(null)).toBe('—');
  });
});
