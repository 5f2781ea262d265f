import { sortRows } from './sort';

describe(sortRows.name, () => {
  const rows = [
    { id: 'a', age: 30, error: 'timeout' },
    { id: 'b', age: 600, error: null },
    { id: 'c', age: 5, error: 'HTTP 503' },
    { id: 'd', age: 600, error: 'refused' },
  ];

  it('orders numbers numerically in both directions', () => {
    expect(sortRows(rows, (row) => row.age, 'asc').map((row) => row.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(sortRows(rows, (row) => row.age, 'desc').map((row) => row.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps empty values last whatever the direction', () => {
    expect(sortRows(rows, (row) => row.error, 'asc').map((row) => row.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(sortRows(rows, (row) => row.error, 'desc').map((row) => row.id)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('compares text with embedded numbers naturally', () => {
    const numbers = [{ n: 'IAI000010ABC' }, { n: 'IAI000009ABC' }];
    expect(sortRows(numbers, (row) => row.n, 'asc').map((row) => row.n)).toEqual(['IAI000009ABC', 'IAI000010ABC']);
  });

  it('does not change the array it was given', () => {
    const copy = [...rows];
    sortRows(rows, (row) => row.age, 'desc');
    expect(rows).toEqual(copy);
  });
});
