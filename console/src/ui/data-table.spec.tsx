import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type Column, type TableSort } from './data-table';

interface Row {
  id: string;
  age: number;
  error: string | null;
}

const rows: Row[] = [
  { id: 'a', age: 30, error: 'timeout' },
  { id: 'b', age: 600, error: null },
  { id: 'c', age: 5, error: 'HTTP 503' },
  { id: 'd', age: 600, error: 'refused' },
];

const columns: Column<Row>[] = [
  { id: 'id', label: 'Job', cell: (row) => row.id },
  { id: 'age', label: 'Age', cell: (row) => `${row.age} s`, sortValue: (row) => row.age, numeric: true },
  { id: 'error', label: 'Error', cell: (row) => row.error ?? '—', sortValue: (row) => row.error },
];

/** The table as the browser receives it: the first cell of every body row, in order. */
function render(props: { rows?: readonly Row[]; sort?: TableSort; sortedByServer?: boolean }): string {
  return renderToStaticMarkup(
    <DataTable
      caption="Jobs"
      columns={columns}
      rows={props.rows ?? rows}
      rowKey={(row) => row.id}
      sort={props.sort}
      onSort={() => undefined}
      sortedByServer={props.sortedByServer}
    />,
  );
}

const order = (html: string) =>
  [...html.matchAll(/<tr[^>]*><td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]).filter((cell) => cell !== '');

describe(DataTable.name, () => {
  it('orders numbers numerically in both directions, ties in their original order', () => {
    expect(order(render({ sort: { column: 'age', direction: 'asc' } }))).toEqual(['c', 'a', 'b', 'd']);
    expect(order(render({ sort: { column: 'age', direction: 'desc' } }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps empty values last whatever the direction', () => {
    expect(order(render({ sort: { column: 'error', direction: 'asc' } }))).toEqual(['c', 'd', 'a', 'b']);
    expect(order(render({ sort: { column: 'error', direction: 'desc' } }))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('compares text with embedded numbers naturally', () => {
    const numbered = [
      { id: 'IAI000010ABC', age: 1, error: 'IAI000010ABC' },
      { id: 'IAI000009ABC', age: 2, error: 'IAI000009ABC' },
    ];
    expect(order(render({ rows: numbered, sort: { column: 'error', direction: 'asc' } }))).toEqual([
      'IAI000009ABC',
      'IAI000010ABC',
    ]);
  });

  it('shows a page the server sorted as it came, and the rows unsorted without a sort', () => {
    expect(order(render({ sort: { column: 'age', direction: 'asc' }, sortedByServer: true }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(order(render({}))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('announces the sorted column and offers the sortable ones as buttons', () => {
    const html = render({ sort: { column: 'age', direction: 'desc' } });
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Age/);
    expect(html.match(/class="sort-button"/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="col">Job<\/th>/);
    expect(html).toMatch(/<th scope="col" class="numeric"/);
  });

  it('says so when there are no rows', () => {
    expect(render({ rows: [] })).toMatch(/<td colSpan="3" class="empty">/i);
  });
});
