import type { GameRecord } from './play.ts';

export interface Interval {
  value: number;
  low: number;
  high: number;
}

/** Wilson score interval at 95% for a proportion `p` observed over `n` trials. */
export function wilson(p: number, n: number): Interval {
  if (n === 0) return { value: 0, low: 0, high: 1 };
  const z = 1.959964;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function meanSd(xs: readonly number[]): { mean: number; sd: number; min: number; max: number } {
  if (xs.length === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1) : 0;
  return { mean, sd: Math.sqrt(variance), min: Math.min(...xs), max: Math.max(...xs) };
}

export interface BotStats {
  /** Position in the --bots list and its name, e.g. "hard". */
  entry: number;
  bot: string;
  seatsPlayed: number;
  /** Wins, a shared win counting 1/k for each of the k winners. */
  wins: number;
  winRate: Interval;
  score: ReturnType<typeof meanSd>;
  scores: number[];
  thinkMsPerGame: number;
  /** The bot's slowest single decision over the whole run (a hard bot must stay within 1 s). */
  slowestDecisionMs: number;
}

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  finished: number;
  bots: BotStats[];
  /** Win rate per seat position across all bots (the seat-position effect). */
  seats: { seat: number; winRate: Interval }[];
  turns: ReturnType<typeof meanSd>;
  actions: ReturnType<typeof meanSd>;
}

export function summarize(
  game: string,
  players: number,
  botNames: string[],
  records: GameRecord[],
): SimulationReport {
  const done = records.filter((r) => r.finished);
  const bots: BotStats[] = botNames.map((bot, entry) => {
    let seatsPlayed = 0;
    let wins = 0;
    let think = 0;
    let slowest = 0;
    const scores: number[] = [];
    for (const r of done) {
      r.seating.forEach((e, seat) => {
        if (e !== entry) return;
        seatsPlayed++;
        scores.push(r.scores[seat]);
        think += r.thinkMs[seat];
        slowest = Math.max(slowest, r.maxThinkMs[seat]);
        if (r.winners.includes(seat)) wins += 1 / r.winners.length;
      });
    }
    return {
      entry,
      bot,
      seatsPlayed,
      wins,
      winRate: wilson(seatsPlayed ? wins / seatsPlayed : 0, seatsPlayed),
      score: meanSd(scores),
      scores,
      thinkMsPerGame: seatsPlayed ? think / seatsPlayed : 0,
      slowestDecisionMs: slowest,
    };
  });
  const seats = Array.from({ length: players }, (_, seat) => {
    const wins = done.reduce((n, r) => n + (r.winners.includes(seat) ? 1 / r.winners.length : 0), 0);
    return { seat, winRate: wilson(done.length ? wins / done.length : 0, done.length) };
  });
  return {
    game,
    players,
    games: records.length,
    finished: done.length,
    bots,
    seats,
    turns: meanSd(done.map((r) => r.turns)),
    actions: meanSd(done.map((r) => r.actions)),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatReport(r: SimulationReport): string {
  const lines = [`${r.game}, ${r.players} players, ${r.finished}/${r.games} games finished`, ''];
  lines.push(
    'bot                seats   win rate (95% CI)          score mean ± sd    think ms/game  slowest ms',
  );
  for (const b of r.bots) {
    lines.push(
      `${`${b.entry}:${b.bot}`.padEnd(18)} ${String(b.seatsPlayed).padStart(5)}   ${pct(b.winRate.value).padStart(6)} (${pct(b.winRate.low)}–${pct(b.winRate.high)})`.padEnd(
        53,
      ) +
        `${b.score.mean.toFixed(2).padStart(7)} ± ${b.score.sd.toFixed(2).padEnd(7)}  ${b.thinkMsPerGame.toFixed(0).padStart(8)}  ${b.slowestDecisionMs.toFixed(0).padStart(10)}`,
    );
  }
  lines.push('', 'seat position effect (all bots):');
  for (const s of r.seats)
    lines.push(
      `  seat ${s.seat + 1}: ${pct(s.winRate.value)} (${pct(s.winRate.low)}–${pct(s.winRate.high)})`,
    );
  lines.push(
    '',
    `game length: ${r.turns.mean.toFixed(1)} ± ${r.turns.sd.toFixed(1)} turns, ${r.actions.mean.toFixed(1)} ± ${r.actions.sd.toFixed(1)} actions`,
  );
  return lines.join('\n');
}
