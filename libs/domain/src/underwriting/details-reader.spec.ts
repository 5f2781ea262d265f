import { exampleDetails } from '../catalogue/details-examples';
import { PRODUCT_TYPES } from '../products/product-types';
import {
  dayOf,
  dayOfIso,
  isoDateOf,
  isoDay,
  isoInstant,
  readConfirmedDetails,
  readDetails,
  startDayOf,
  yearsSince,
} from './details-reader';
import { TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);

describe(readDetails.name, () => {
  it('returns the details of every line typed by their line', () => {
    for (const type of PRODUCT_TYPES) {
      expect(readDetails({ type, details: examples[type] }, TEST_NOW)).toMatchObject({ ok: true, type });
    }
  });

  it('trims what the customer typed', () => {
    const read = readDetails(
      { type: 'baggage', details: { ...examples.baggage, flightNumbers: [' 9U123 '] } },
      TEST_NOW,
    );
    expect(read.ok && read.type === 'baggage' && read.details.flightNumbers).toEqual(['9U123']);
  });

  it('refuses details with their issues', () => {
    expect(readDetails({ type: 'rca', details: { ...examples.rca, premium: 1 } }, TEST_NOW)).toEqual({
      ok: false,
      issues: [{ path: 'premium', key: 'unknown-field' }],
    });
  });

  it('reads the same details again alike, judged on each read’s own day', () => {
    const item = { type: 'rca' as const, details: structuredClone(examples.rca) };
    const first = readDetails(item, TEST_NOW);
    expect(first.ok).toBe(true);
    // The same details, another copy: the same outcome, which no reader can change for the next.
    const again = readDetails({ type: 'rca', details: structuredClone(examples.rca) }, TEST_NOW);
    expect(again).toEqual(first);
    expect(() => {
      (again as { details: Record<string, unknown> }).details.plateNumber = 'XYZ999';
    }).toThrow(TypeError);
    expect(readDetails(item, TEST_NOW)).toEqual(first);
    // A year later the same start date lies in the past: that day's read refuses it.
    const yearLater = new Date(TEST_NOW.getTime() + 366 * 86_400_000);
    expect(readDetails(item, yearLater)).toMatchObject({ ok: false });
    // Changed details are read anew.
    expect(readDetails({ type: 'rca', details: { ...examples.rca, premium: 1 } }, TEST_NOW)).toMatchObject({
      ok: false,
    });
    expect(readDetails(item, TEST_NOW)).toEqual(first);
  });
});

describe(startDayOf.name, () => {
  it('finds the first day of cover whatever the line calls it', () => {
    for (const type of PRODUCT_TYPES.filter(
      (candidate) => candidate !== 'road-tax' && candidate !== 'courier-delivery',
    )) {
      expect({ type, day: isoDay(startDayOf({ type, details: examples[type] })!) }).toEqual({
        type,
        day: '2026-11-29',
      });
    }
  });

  it('finds none for the road tax or unreadable details', () => {
    expect(startDayOf({ type: 'road-tax', details: examples['road-tax'] })).toBeUndefined();
    expect(startDayOf({ type: 'rca', details: null })).toBeUndefined();
    expect(startDayOf({ type: 'rca', details: { startDate: '31.02.2026' } })).toBeUndefined();
  });
});

describe(readConfirmedDetails.name, () => {
  it('still reads a confirmed order once its cover has started', () => {
    const later = new Date('2027-01-15T10:00:00Z');
    const item = { type: 'medical' as const, details: examples.medical };
    expect(readDetails(item, later).ok).toBe(false);
    expect(readConfirmedDetails(item, later).ok).toBe(true);
  });

  it('judges a line without a start date at the fallback', () => {
    expect(readConfirmedDetails({ type: 'road-tax', details: examples['road-tax'] }, TEST_NOW).ok).toBe(true);
  });
});

describe('calendar helpers', () => {
  it('writes days as ISO dates', () => {
    expect(isoDateOf('05.03.2026')).toBe('2026-03-05');
    expect(isoDay(dayOfIso('2026-10-25'))).toBe('2026-10-25');
    expect(() => dayOf('2026-03-05')).toThrow(RangeError);
  });

  it('writes instants with Chișinău’s offset, summer and winter', () => {
    expect(isoInstant(new Date('2026-07-01T09:30:00Z'))).toBe('2026-07-01T12:30:00+03:00');
    expect(isoInstant(dayOfIso('2026-11-29'))).toBe('2026-11-29T00:00:00+02:00');
  });

  it('counts whole years up to a day, the anniversary included', () => {
    expect(yearsSince('29.11.2003', dayOfIso('2026-11-29'))).toBe(23);
    expect(yearsSince('30.11.2003', dayOfIso('2026-11-29'))).toBe(22);
    expect(yearsSince('01.12.2026', dayOfIso('2026-11-29'))).toBe(0);
  });
});
