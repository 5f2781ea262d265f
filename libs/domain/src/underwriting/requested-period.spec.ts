import { exampleDetails } from '../catalogue/details-examples';
import { requestedPeriod } from './requested-period';

/** 22 November 2026, 10:00 in Chișinău: every example starts a week later, on 29 November. */
const now = new Date('2026-11-22T08:00:00Z');
const examples = exampleDetails(now);

describe(requestedPeriod.name, () => {
  it('ends each vignette on the last day its country gives, counted from the day entered', () => {
    const period = (type: 'vignette:ro' | 'vignette:md' | 'vignette:hu' | 'vignette:bg') =>
      requestedPeriod({ type, details: examples[type] }, now);
    expect(period('vignette:ro')).toEqual({ from: '2026-11-29', to: '2026-12-28' }); // 30 days
    expect(period('vignette:md')).toEqual({ from: '2026-11-29', to: '2026-12-13' }); // 15 days
    expect(period('vignette:hu')).toEqual({ from: '2026-11-29', to: '2026-12-08' }); // "weekly": 10 days
    expect(period('vignette:bg')).toEqual({ from: '2026-11-29', to: '2026-12-05' }); // a week
  });

  it('ends a period of N days on day N', () => {
    expect(requestedPeriod({ type: 'rca', details: examples.rca }, now)).toEqual({
      from: '2026-11-29',
      to: '2027-11-28',
    });
  });

  it('covers a road tax, which has no start date, for a year from the day it is issued by hand', () => {
    expect(requestedPeriod({ type: 'road-tax', details: examples['road-tax'] }, now)).toEqual({
      from: '2026-11-22',
      to: '2027-11-21',
    });
  });
});
