import type { SimulationReport } from './stats.ts';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const COLOURS = ['#d1495b', '#00798c', '#edae49', '#30638e', '#66a182', '#8d6a9f'];

/** Win rates as bars with their 95% intervals as whiskers. */
function winRateChart(r: SimulationReport): string {
  const rows = [
    ...r.bots.map((b) => ({ label: `${b.entry}: ${b.bot}`, w: b.winRate })),
    ...r.seats.map((s) => ({ label: `seat ${s.seat + 1}`, w: s.winRate })),
  ];
  const rowH = 28;
  const left = 140;
  const width = 420;
  const h = rows.length * rowH + 30;
  const x = (v: number) => left + v * width;
  const bars = rows
    .map((row, i) => {
      const y = 10 + i * rowH;
      const colour = i < r.bots.length ? COLOURS[i % COLOURS.length] : '#999';
      return `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${esc(row.label)}</text>
<rect x="${left}" y="${y + 3}" width="${(row.w.value * width).toFixed(1)}" height="16" fill="${colour}"/>
<line x1="${x(row.w.low).toFixed(1)}" x2="${x(row.w.high).toFixed(1)}" y1="${y + 11}" y2="${y + 11}" stroke="#222" stroke-width="2"/>
<text x="${(x(row.w.high) + 6).toFixed(1)}" y="${y + 15}">${(100 * row.w.value).toFixed(1)}%</text>`;
    })
    .join('\n');
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="5" y2="${h - 20}" stroke="#ddd"/><text x="${x(t)}" y="${h - 5}" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${left + width + 80} ${h}" width="${left + width + 80}" height="${h}" role="img" aria-label="Win rates with 95% intervals">${ticks}${bars}</svg>`;
}

/** One histogram of final scores per bot, on a shared axis. */
function scoreCharts(r: SimulationReport): string {
  const all = r.bots.flatMap((b) => b.scores);
  if (all.length === 0) return '<p>No finished games.</p>';
  const lo = Math.floor(Math.min(...all));
  const hi = Math.ceil(Math.max(...all));
  const bins = Math.min(30, Math.max(1, hi - lo + 1));
  const binW = (hi - lo + 1) / bins;
  return r.bots
    .map((b, i) => {
      const counts = new Array(bins).fill(0);
      for (const s of b.scores) counts[Math.min(bins - 1, Math.floor((s - lo) / binW))]++;
      const peak = Math.max(1, ...counts);
      const w = 480;
      const h = 120;
      const bw = w / bins;
      const bars = counts
        .map((c, k) => {
          const bh = (c / peak) * (h - 20);
          return `<rect x="${(k * bw).toFixed(1)}" y="${(h - 20 - bh).toFixed(1)}" width="${Math.max(1, bw - 1).toFixed(1)}" height="${bh.toFixed(1)}" fill="${COLOURS[i % COLOURS.length]}"><title>${(lo + k * binW).toFixed(1)}: ${c}</title></rect>`;
        })
        .join('');
      return `<figure><figcaption>${esc(`${b.entry}: ${b.bot}`)} — mean ${b.score.mean.toFixed(2)}, sd ${b.score.sd.toFixed(2)}</figcaption>
<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="Score distribution">${bars}
<text x="0" y="${h - 4}">${lo}</text><text x="${w}" y="${h - 4}" text-anchor="end">${hi}</text></svg></figure>`;
    })
    .join('\n');
}

/** A self-contained HTML report (inline SVG, no external assets). */
export function htmlReport(r: SimulationReport, command: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Potluck simulation: ${esc(r.game)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:760px;color:#222}svg text{font:12px system-ui,sans-serif}
table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right}th:first-child,td:first-child{text-align:left}
code{background:#f4f4f4;padding:2px 4px}</style></head><body>
<h1>${esc(r.game)} — ${r.players} players, ${r.finished} games</h1>
<p><code>${esc(command)}</code></p>
<h2>Win rates (95% Wilson intervals)</h2>${winRateChart(r)}
<table><tr><th>bot</th><th>seats</th><th>win rate</th><th>95% CI</th><th>score mean</th><th>sd</th><th>ms/game</th><th>slowest ms</th></tr>
${r.bots
  .map(
    (b) =>
      `<tr><td>${esc(`${b.entry}: ${b.bot}`)}</td><td>${b.seatsPlayed}</td><td>${(100 * b.winRate.value).toFixed(1)}%</td><td>${(100 * b.winRate.low).toFixed(1)}–${(100 * b.winRate.high).toFixed(1)}%</td><td>${b.score.mean.toFixed(2)}</td><td>${b.score.sd.toFixed(2)}</td><td>${b.thinkMsPerGame.toFixed(0)}</td><td>${b.slowestDecisionMs.toFixed(0)}</td></tr>`,
  )
  .join('\n')}</table>
<h2>Score distributions</h2>${scoreCharts(r)}
<h2>Game length</h2><p>${r.turns.mean.toFixed(1)} ± ${r.turns.sd.toFixed(1)} turns; ${r.actions.mean.toFixed(1)} ± ${r.actions.sd.toFixed(1)} actions.</p>
</body></html>
`;
}
