import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPoint } from './api.ts';

/**
 * One game's rating after each rated match, as an SVG line (issue 15). Accessible: the SVG is an image named by
 * its title and described by a text summary (first, last, lowest, highest), which is also shown.
 */
export function RatingChart({ game, points }: { game: string; points: HistoryPoint[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  if (points.length === 0) return null;
  const ratings = points.map((p) => p.rating);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const summary = t('people.chartSummary', {
    game,
    count: points.length,
    first: ratings[0],
    last: ratings[ratings.length - 1],
    low,
    high,
  });
  const W = 600;
  const H = 200;
  const pad = { l: 56, r: 12, t: 14, b: 30 };
  const span = Math.max(20, high - low);
  const lo = low - span * 0.1;
  const hi = high + span * 0.1;
  const x = (i: number) =>
    pad.l + (points.length === 1 ? (W - pad.l - pad.r) / 2 : (i * (W - pad.l - pad.r)) / (points.length - 1));
  const y = (r: number) => pad.t + ((hi - r) * (H - pad.t - pad.b)) / (hi - lo);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.rating).toFixed(1)}`)
    .join(' ');
  const date = (at: number) =>
    new Date(at).toLocaleDateString(i18n.language, { month: 'short', day: 'numeric' });
  const ticks = [Math.round(hi), Math.round((hi + lo) / 2), Math.round(lo)];
  return (
    <figure className="chart-block" data-testid="rating-chart">
      <svg
        className="chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{t('people.chartTitle', { game })}</title>
        <rect x={pad.l} y={pad.t} width={W - pad.l - pad.r} height={H - pad.t - pad.b} fill="#fffaf0" />
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="#ead9c0" />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#5c4a3d">
              {v}
            </text>
          </g>
        ))}
        <text x={pad.l} y={H - 8} fontSize="12" fill="#5c4a3d">
          {date(points[0].at)}
        </text>
        {points.length > 1 && (
          <text x={W - pad.r} y={H - 8} fontSize="12" fill="#5c4a3d" textAnchor="end">
            {date(points[points.length - 1].at)}
          </text>
        )}
        <path d={line} fill="none" stroke="#a4481d" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle
            key={p.match}
            cx={x(i)}
            cy={y(p.rating)}
            r="4"
            fill={p.rank === 1 ? '#2e7d32' : '#a4481d'}
          />
        ))}
      </svg>
      <figcaption id={descId} className="muted small-text">
        {summary}
      </figcaption>
    </figure>
  );
}
