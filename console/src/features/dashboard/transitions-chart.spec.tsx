import { renderToStaticMarkup } from 'react-dom/server';
import { fmt, texts } from '../../app/i18n';
import { formatClock } from '../../ui/format';
import { TransitionsChart } from './transitions-chart';

const now = '2026-03-10T12:30:20.000Z';
const points = [
  { minute: '2026-03-10T12:30:00.000Z', count: 7 },
  { minute: '2026-03-10T12:00:00.000Z', count: 3 },
  // Older than the hour shown: left out of the bars, the table and the numbers.
  { minute: '2026-03-10T11:00:00.000Z', count: 50 },
];

describe('TransitionsChart', () => {
  const html = renderToStaticMarkup(<TransitionsChart points={points} now={now} />);

  it('draws one bar per minute of the last hour, each titled with its minute and count', () => {
    const bars = [...html.matchAll(/<rect[^>]*class="[^"]*\bbar\b[^"]*"[^>]*><title>([^<]*)<\/title>/g)];
    expect(bars).toHaveLength(60);
    expect(bars[59][1]).toBe(`${formatClock('2026-03-10T12:30:00.000Z')}: 7`);
    expect(bars[29][1]).toBe(`${formatClock('2026-03-10T12:00:00.000Z')}: 3`);
    expect(bars.filter((bar) => bar[1].endsWith(': 0'))).toHaveLength(58);
  });

  it('gives the same numbers in words and minute by minute in a table', () => {
    expect(html).toContain(fmt(texts.dashboard.transitionsSummary, { total: 10, peak: 7 }));
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th><td class="numeric">(\d+)<\/td><\/tr>/g)];
    expect(rows).toHaveLength(60);
    expect(rows[59].slice(1)).toEqual([formatClock('2026-03-10T12:30:00.000Z'), '7']);
    expect(rows[29].slice(1)).toEqual([formatClock('2026-03-10T12:00:00.000Z'), '3']);
  });

  it('labels the count axis on a round maximum and the minutes every ten minutes', () => {
    const labels = [...html.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(labels.slice(0, 3)).toEqual(['0', '5', '10']);
    expect(labels.slice(3)).toEqual(
      [0, 10, 20, 30, 40, 50, 59].map((index) =>
        formatClock(new Date(Date.parse(now) - (59 - index) * 60_000).toISOString()),
      ),
    );
  });
});
