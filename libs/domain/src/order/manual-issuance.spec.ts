import { itemsForOperator, manualIssuanceDue } from './manual-issuance';

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

describe(itemsForOperator.name, () => {
  const handedOver = (statuses: string[] | null, types = ['rca', 'vignette:ro', 'courier-delivery', 'road-tax']) => ({
    status: 'processing',
    manualIssuanceDue: new Date('2026-11-26T12:35:00Z'),
    items: types.map((type) => ({ type })),
    itemStates: statuses?.map((status) => ({ status })),
  });

  it('names the main product while it is not issued: its add-ons wait for it', () => {
    expect(itemsForOperator(handedOver(['pending', 'pending', 'pending', 'pending']))).toEqual([0]);
    expect(itemsForOperator(handedOver(null, ['rca']))).toEqual([0]);
  });

  it('names each add-on still waiting for its issuer once the policy is issued, never a courier delivery', () => {
    expect(itemsForOperator(handedOver(['issued', 'pending', 'pending', 'pending']))).toEqual([1, 3]);
    expect(itemsForOperator(handedOver(['issued', 'issued', 'pending', 'refunded']))).toEqual([]);
  });

  it('names nothing for an order not handed to an operator, or no longer processing', () => {
    expect(itemsForOperator({ ...handedOver(['pending']), manualIssuanceDue: null })).toEqual([]);
    expect(itemsForOperator({ ...handedOver(['issued', 'pending']), status: 'issued' })).toEqual([]);
    expect(itemsForOperator(handedOver(['failed', 'pending']))).toEqual([]);
  });
});
