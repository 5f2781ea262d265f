import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { fmt, texts } from '../../app/i18n';
import { formatClock } from '../../ui/format';
import { minuteSeries, niceMax, type MinutePoint } from './minute-series';

const WIDTH = 720;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 34 };
const PLOT_WIDTH = WIDTH - PAD.left - PAD.right;
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;

/**
 * Transitions per minute over the last hour as bars (visx scales and axes on SVG, which scales
 * with the page), described in words for screen readers and given minute by minute in a table
 * under the chart, so the numbers stay readable.
 */
export function TransitionsChart({ points, now }: { points: readonly MinutePoint[]; now: string }) {
  const titleId = useId();
  const series = minuteSeries(points, now);
  const peak = Math.max(0, ...series.map((point) => point.count));
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const top = niceMax(peak);
  // Counts are whole numbers: the middle line only where it is one.
  const ticks = Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top];
  // A label every ten minutes and on the last minute.
  const minuteTicks = series
    .filter((_, index) => index % 10 === 0 || index === series.length - 1)
    .map((point) => point.minute);
  const x = scaleBand({ domain: series.map((point) => point.minute), range: [0, PLOT_WIDTH], padding: 0.1 });
  const y = scaleLinear({ domain: [0, top], range: [PLOT_HEIGHT, 0] });
  const summary = fmt(texts.dashboard.transitionsSummary, { total, peak });
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="chart-svg">
        <title id={titleId}>{`${texts.dashboard.chartDescription} ${summary}`}</title>
        <Group left={PAD.left} top={PAD.top}>
          <GridRows scale={y} width={PLOT_WIDTH} tickValues={ticks} className="grid-line" />
          {series.map((point) => {
            const barTop = y(point.count);
            return (
              <Bar
                key={point.minute}
                x={x(point.minute)}
                y={barTop}
                width={x.bandwidth()}
                height={PLOT_HEIGHT - barTop}
                className="bar"
              >
                <title>{`${formatClock(point.minute)}: ${point.count}`}</title>
              </Bar>
            );
          })}
          <AxisLeft scale={y} tickValues={ticks} hideTicks hideAxisLine axisClassName="axis-label" />
          <AxisBottom
            top={PLOT_HEIGHT}
            scale={x}
            tickValues={minuteTicks}
            tickFormat={formatClock}
            hideTicks
            hideAxisLine
            axisClassName="axis-label"
          />
        </Group>
      </svg>
      <figcaption className="muted">{summary}</figcaption>
      <details className="chart-table">
        <summary>{texts.dashboard.chartTable}</summary>
        <table className="data-table">
          <caption className="visually-hidden">{texts.dashboard.transitions}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.dashboard.chartMinute}</th>
              <th scope="col" className="numeric">
                {texts.dashboard.chartCount}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.minute}>
                <th scope="row">{formatClock(point.minute)}</th>
                <td className="numeric">{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
