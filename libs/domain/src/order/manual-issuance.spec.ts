import { manualIssuanceDue } from './manual-issuance';

describe(manualIssuanceDue.name, () => {
  it('promises half an hour while operators work (08:00–20:00 in Chișinău)', () => {
    // 14:05 in Chișinău (winter time, UTC+2).
    expect(manualIssuanceDue(new Date('2026-11-26T12:05:00Z'))).toEqual({
      due: new Date('2026-11-26T12:35:00Z'),
      duringWorkingHours: true,
    });
    // 08:00 sharp in summer (UTC+3) is already working time.
    expect(manualIssuanceDue(new Date('2027-07-01T05:00:00Z')).duringWorkingHours).toBe(true);
  });

  it('promises the next morning after closing, and the same morning before opening', () => {
    // 20:00 in Chișinău: closed, so 08:30 the next day.
    expect(manualIssuanceDue(new Date('2026-11-26T18:00:00Z'))).toEqual({
      due: new Date('2026-11-27T06:30:00Z'),
      duringWorkingHours: false,
    });
    // 23:30 on 31 December (UTC 21:30): 08:30 on 1 January.
    expect(manualIssuanceDue(new Date('2026-12-31T21:30:00Z')).due).toEqual(new Date('2027-01-01T06:30:00Z'));
    // 01:00 in Chișinău is still the day before in UTC: 08:30 of the Chișinău day.
    expect(manualIssuanceDue(new Date('2026-11-26T23:00:00Z')).due).toEqual(new Date('2026-11-27T06:30:00Z'));
  });

  it('keeps 08:30 on the mornings the clocks change', () => {
    // Saturday 28 March 2026, 22:00: the clocks go forward that night; 08:30 is summer time.
    expect(manualIssuanceDue(new Date('2026-03-28T20:00:00Z')).due).toEqual(new Date('2026-03-29T05:30:00Z'));
    // Saturday 24 October 2026, 21:00 (summer time): 08:30 on Sunday is winter time again.
    expect(manualIssuanceDue(new Date('2026-10-24T18:00:00Z')).due).toEqual(new Date('2026-10-25T06:30:00Z'));
  });
});
