import { liabilityWindow } from './liability-window';

const paidAt = new Date('2026-11-22T10:00:00Z');

describe(liabilityWindow.name, () => {
  it('starts at payment at the earliest and runs for the period', () => {
    const window = liabilityWindow({ paidAt, insuredAbroad: false, periodDays: 30 });
    expect(window.liabilityStart.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(window.validTo.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    const early = liabilityWindow({
      paidAt,
      wish: new Date('2026-11-01T00:00:00Z'),
      insuredAbroad: false,
      periodDays: 1,
    });
    expect(early.liabilityStart).toEqual(paidAt);
  });

  it("keeps the customer's later wish", () => {
    const wish = new Date('2026-12-01T00:00:00Z');
    expect(liabilityWindow({ paidAt, wish, insuredAbroad: false, periodDays: 10 }).validFrom).toEqual(wish);
  });

  it('counts the period in Chișinău calendar days, across a clock change', () => {
    // From midnight of 1 March 2026 (winter time) for 60 days: until midnight of 30 April (summer time).
    const wish = new Date('2026-03-01T00:00:00+02:00');
    const window = liabilityWindow({
      paidAt: new Date('2026-02-20T10:00:00Z'),
      wish,
      insuredAbroad: false,
      periodDays: 60,
    });
    expect(window.validTo.toISOString()).toBe('2026-04-29T21:00:00.000Z');
  });

  it('ends a state certificate on the last day its issuer states', () => {
    const wish = new Date('2026-12-01T00:00:00+02:00');
    const window = liabilityWindow({
      paidAt,
      wish,
      insuredAbroad: false,
      periodDays: 365,
      lastDay: '2028-01-31' as never,
    });
    expect(window.validTo.toISOString()).toBe('2028-01-31T22:00:00.000Z');
  });

  it('starts 5 days after payment when the insured is already abroad', () => {
    const window = liabilityWindow({ paidAt, insuredAbroad: true, periodDays: 10 });
    expect(window.liabilityStart.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    const later = new Date('2026-12-05T00:00:00Z');
    expect(liabilityWindow({ paidAt, wish: later, insuredAbroad: true, periodDays: 10 }).liabilityStart).toEqual(later);
  });
});
