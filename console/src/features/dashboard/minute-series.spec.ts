import { minuteSeries, niceMax } from './minute-series';

describe(minuteSeries.name, () => {
  it('fills quiet minutes with zero and ends at the current minute', () => {
    const series = minuteSeries(
      [
        { minute: '2025-11-03T10:58:00Z', count: 4 },
        { minute: '2025-11-03T11:00:00Z', count: 7 },
      ],
      '2025-11-03T11:00:42.120Z',
      4,
    );
    expect(series).toEqual([
      { minute: '2025-11-03T10:57:00.000Z', count: 0 },
      { minute: '2025-11-03T10:58:00.000Z', count: 4 },
      { minute: '2025-11-03T10:59:00.000Z', count: 0 },
      { minute: '2025-11-03T11:00:00.000Z', count: 7 },
    ]);
  });

  it('leaves out minutes older than the window', () => {
    const series = minuteSeries([{ minute: '2025-11-03T09:00:00Z', count: 9 }], '2025-11-03T11:00:00Z', 60);
    expect(series).toHaveLength(60);
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(0);
  });
});

describe(niceMax.name, () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 6, 11, 20, 21, 140, 501].map(niceMax)).toEqual([5, 5, 10, 20, 20, 50, 200, 1000]);
  });
});
