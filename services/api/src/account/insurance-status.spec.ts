import { EXPIRES_SOON_DAYS, insuranceStatusOf } from './insurance-status';

/** An instant in Chișinău (UTC+2 in winter). */
const chisinau = (dayTime: string) => new Date(`${dayTime}+02:00`);

describe(insuranceStatusOf.name, () => {
  const now = chisinau('2026-01-10T09:00:00');

  it('is unknown without a policy', () => {
    expect(insuranceStatusOf(null, now)).toBe('unknown');
  });

  it('is expired from the instant the cover ends', () => {
    expect(insuranceStatusOf(chisinau('2026-01-10T09:00:00'), now)).toBe('expired');
    expect(insuranceStatusOf(chisinau('2026-01-09T23:59:59'), now)).toBe('expired');
    expect(insuranceStatusOf(chisinau('2026-01-10T09:00:01'), now)).toBe('expires-soon');
  });

  it(`expires soon while at most ${EXPIRES_SOON_DAYS} calendar days are left, whatever the hour`, () => {
    // Last day 9 February: 30 days after 10 January, even though more than 30 × 24 hours away.
    expect(insuranceStatusOf(chisinau('2026-02-09T23:59:59'), now)).toBe('expires-soon');
    expect(insuranceStatusOf(chisinau('2026-02-10T00:00:00'), now)).toBe('expires-soon');
    expect(insuranceStatusOf(chisinau('2026-02-10T00:00:01'), now)).toBe('active');
    expect(insuranceStatusOf(chisinau('2026-02-10T23:59:59'), now)).toBe('active');
  });

  it('does not change its answer over the hours of one day', () => {
    const validTo = chisinau('2026-02-09T23:59:59');
    for (const hour of ['00:00:01', '09:00:00', '23:59:58']) {
      expect(insuranceStatusOf(validTo, chisinau(`2026-01-10T${hour}`))).toBe('expires-soon');
    }
    for (const hour of ['00:00:00', '12:00:00', '23:59:59']) {
      expect(insuranceStatusOf(validTo, chisinau(`2026-01-09T${hour}`))).toBe('active');
    }
  });
});
