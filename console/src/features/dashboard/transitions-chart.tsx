import { useId } from 'react';
import { texts } from '../../app/texts';
import { formatClock } from '../../ui/format';
import { minuteSeries, niceMax, type MinutePoint } from './minute-series';

const WIDTH = 720;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 34 };

/** Transitions per minute over the last hour as bars (hand-written SVG), with a text summary for screen readers. */
export function TransitionsChart({ points, now }: { points: readonly MinutePoint[]; now: string }) {
  const titleId = useId();
  const series = minuteSeries(points, now);
  const peak = Math.max(0, ...series.map((point) => point.count));
  const total = series.reduce((sum, point) => sum + point.count, 0);
  const top = niceMax(peak);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / series.length;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  // Counts are whole numbers: the middle line only where it is one.
  const ticks = Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top];
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="chart-svg">
        <title id={titleId}>
          {texts.dashboard.chartDescription} {texts.dashboard.transitionsSummary(total, peak)}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="grid-line" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="axis-label">
              {tick}
            </text>
          </g>
        ))}
        {series.map((point, index) => {
          const height = (point.count / top) * plotHeight;
          return (
            <rect
              key={point.minute}
              x={PAD.left + index * slot + 1}
              y={PAD.top + plotHeight - height}
              width={Math.max(1, slot - 2)}
              height={height}
              className="bar"
            >
              <title>{`${formatClock(point.minute)}: ${point.count}`}</title>
            </rect>
          );
        })}
        {series.map((point, index) =>
          index % 10 === 0 || index === series.length - 1 ? (
            <text
              key={`label-${point.minute}`}
              x={index === series.length - 1 ? WIDTH - PAD.right : PAD.left + index * slot + slot / 2}
              y={HEIGHT - 6}
              textAnchor={index === series.length - 1 ? 'end' : 'middle'}
              className="axis-label"
            >
              {formatClock(point.minute)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="muted">{texts.dashboard.transitionsSummary(total, peak)}</figcaption>
    </figure>
  );
}
