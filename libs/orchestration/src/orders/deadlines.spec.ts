import { draftDeadline, marketDay, paymentDeadline } from './deadlines';

describe('deadlines', () => {
  it('ends an unpaid order at midnight in Chișinău (EET, UTC+2 in winter)', () => {
    expect(paymentDeadline(new Date('2026-11-21T08:00:00Z')).toISOString()).toBe('2026-11-21T21:59:59.999Z');
  });

  it('uses summer time (EEST, UTC+3) in summer', () => {
    expect(paymentDeadline(new Date('2026-07-01T08:00:00Z')).toISOString()).toBe('2026-07-01T20:59:59.999Z');
  });

  it('counts a late-evening UTC instant in the next Chișinău day', () => {
    expect(marketDay(new Date('2026-11-21T22:30:00Z'))).toBe('20261122');
    expect(paymentDeadline(new Date('2026-11-21T22:30:00Z')).toISOString()).toBe('2026-11-22T21:59:59.999Z');
  });

  it('ends the days of the clock changes at their own midnight', () => {
    // 28 March 2026 ends in winter time; 29 March, whose clocks went forward at 03:00, in summer
    // time; 25 October, whose clocks went back, in winter time again.
    expect(paymentDeadline(new Date('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-28T21:59:59.999Z');
    expect(paymentDeadline(new Date('2026-03-29T10:00:00Z')).toISOString()).toBe('2026-03-29T20:59:59.999Z');
    expect(paymentDeadline(new Date('2026-10-24T22:00:00Z')).toISOString()).toBe('2026-10-25T21:59:59.999Z');
  });

  it('keeps a draft for its TTL after the last change', () => {
    expect(draftDeadline(new Date('2026-11-21T08:00:00Z'), 30).toISOString()).toBe('2026-12-21T08:00:00.000Z');
  });
});
