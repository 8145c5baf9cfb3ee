/**
 * Balance analysis of Cuisine à la Card from simulated games between bots (by default the heuristic bot in
 * every seat): game length, end reasons, first-seat advantage, each card's buy rate and the win-rate difference
 * of the players who bought it, each judge's scoring rate while open, dish statistics. Bots see only their own
 * views (as in `playMatch`); the referee records what happens from the true state and the public events.
 *
 * `analyzeBalance` returns the numbers; `balanceMarkdown` renders them as the tables of
 * docs/balance/cuisine-a-la-card.md. Run it with `cuisine-balance-main.ts` (no CLI needed).
 */
import { CARDS, type CuisineAction, type CuisineState, game, JUDGES } from '@potluck/cuisine-a-la-card';
import { type AnyGame, createGame, type RngState, rngFromSeed } from '@potluck/engine';
import type { Bot } from '../bot.ts';
import { makeBot } from '../bots.ts';

export interface BalanceInput {
  players: number;
  games: number;
  seed: string;
  /** Bot name per seat, or one for all (default 'heuristic'). */
  bots?: string[];
  options?: Record<string, unknown>;
}

export interface CardStat {
  id: string;
  /** Copies acquired (bought from market or fridge, or gained) per game. */
  perGame: number;
  /** Share of player-games that acquired at least one copy. */
  buyRate: number;
  /** Win rate of player-games that acquired it minus that of those that did not (percentage points). */
  winDiff: number;
  /** Of the copies that entered the market, the share taken from it (bought or gained). */
  marketTake: number;
  /** Copies bought from the fridge per game. */
  fridgePerGame: number;
}

export interface JudgeStat {
  id: string;
  tier: number;
  /** Games in which the judge was open at some point. */
  openGames: number;
  /** Share of those games in which someone scored it. */
  scoredRate: number;
  /** Share of player-turns while open in which it was scored (a per-turn hazard). */
  perTurn: number;
  /** Mean rounds from opening to scoring, when scored. */
  roundsToScore: number;
  /** Mean medals it gave. */
  medals: number;
}

export interface BalanceReport {
  players: number;
  games: number;
  seed: string;
  bots: string[];
  /** Turns per player (= rounds played). */
  rounds: { mean: number; sd: number; min: number; max: number; p10: number; p90: number };
  endReasons: { target: number; judges: number; cap: number };
  /** Win share by turn order (index 0 = the first player), shared wins split. */
  seatWin: number[];
  /** Mean final medals of winners and of the others. */
  winnerMedals: number;
  loserMedals: number;
  dishesPerPlayer: number;
  medalsPerDish: number;
  cardsPerDish: number;
  forksPerPlayer: number;
  fridgePerPlayer: number;
  cards: CardStat[];
  judges: JudgeStat[];
}

function multiset(xs: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const x of xs) if (x >= 0) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

export function analyzeBalance(input: BalanceInput): BalanceReport {
  const g = game as unknown as AnyGame;
  const { players, games } = input;
  const botNames = input.bots ?? ['heuristic'];
  const names = botNames.length === 1 ? new Array<string>(players).fill(botNames[0]) : botNames;
  const nc = CARDS.length;
  const nj = JUDGES.length;
  const acquiredPG = new Array<number>(nc).fill(0);
  const acquiredPGwins = new Array<number>(nc).fill(0);
  const copies = new Array<number>(nc).fill(0);
  const fridgeCopies = new Array<number>(nc).fill(0);
  const entered = new Array<number>(nc).fill(0);
  const taken = new Array<number>(nc).fill(0);
  const jOpenGames = new Array<number>(nj).fill(0);
  const jScoredGames = new Array<number>(nj).fill(0);
  const jOpenTurns = new Array<number>(nj).fill(0);
  const jScores = new Array<number>(nj).fill(0);
  const jRounds = new Array<number>(nj).fill(0);
  const jMedals = new Array<number>(nj).fill(0);
  const rounds: number[] = [];
  const endReasons = { target: 0, judges: 0, cap: 0 };
  const seatWin = new Array<number>(players).fill(0);
  let totalWins = 0;
  let winnerMedals = 0;
  let winners = 0;
  let loserMedals = 0;
  let losers = 0;
  let dishes = 0;
  let dishMedals = 0;
  let dishCards = 0;
  let forks = 0;
  let fridgeBuys = 0;

  for (let i = 0; i < games; i++) {
    const seed = `${input.seed}/${i}`;
    const s = createGame(game, { players, seed, options: input.options }) as CuisineState;
    // Rotate bots over seats so that each sits everywhere equally often.
    const bots: Bot[] = Array.from({ length: players }, (_, p) =>
      makeBot('cuisine-a-la-card', names[(p + i) % players]),
    );
    const rngs: RngState[] = bots.map((_, p) => rngFromSeed(`${seed}/bot/${p}`));
    const bought: Set<number>[] = Array.from({ length: players }, () => new Set<number>());
    const openedAt = new Array<number>(nj).fill(-1);
    let market = multiset(s.market);
    for (const [c, n] of market) entered[c] += n;
    for (const j of s.open) openedAt[j] = s.round;
    let lastTurn = -1;
    let actions = 0;
    while (!s.over && actions < 50_000) {
      const p = g.activePlayers(s)[0];
      if (
        s.pending === null &&
        s.dish === null &&
        !s.acted &&
        !s.warmed &&
        lastTurn !== s.round * 8 + s.cur
      ) {
        lastTurn = s.round * 8 + s.cur;
        for (const j of s.open) jOpenTurns[j]++;
      }
      const a = bots[p].choose({ game: g, seat: p, view: g.view(s, p), rng: rngs[p] }) as CuisineAction;
      const events: { type: string; [k: string]: unknown }[] = [];
      game.step(s, p, a, events as never);
      actions++;
      for (const e of events) {
        if (e.type === 'acquire') {
          const c = CARDS.findIndex((x) => x.id === e.card);
          const who = e.player as number;
          if (e.from === 'forks') forks++;
          copies[c]++;
          bought[who].add(c);
          if (e.from === 'fridge') {
            fridgeCopies[c]++;
            fridgeBuys++;
          }
          if (e.from === 'market') taken[c]++;
        } else if (e.type === 'dish') {
          const j = JUDGES.findIndex((x) => x.id === e.judge);
          jScores[j]++;
          jMedals[j] += e.medals as number;
          jRounds[j] += s.round - Math.max(0, openedAt[j]);
          if (openedAt[j] >= 0) jScoredGames[j]++;
          dishes++;
          dishMedals += e.medals as number;
          dishCards += (e.cards as unknown[]).length;
        }
      }
      const now = multiset(s.market);
      for (const [c, n] of now) {
        const before = market.get(c) ?? 0;
        if (n > before) entered[c] += n - before;
      }
      market = now;
      for (const j of s.open) if (openedAt[j] < 0) openedAt[j] = s.round;
    }
    for (let j = 0; j < nj; j++) if (openedAt[j] >= 0) jOpenGames[j]++;
    rounds.push(s.round);
    const r = g.result(s);
    if (!r) {
      endReasons.cap++;
      continue;
    }
    if (s.seats.some((x) => x.medals >= s.target)) endReasons.target++;
    else if (s.open.length === 0) endReasons.judges++;
    else endReasons.cap++;
    for (let p = 0; p < players; p++) {
      const win = r.winners.includes(p) ? 1 / r.winners.length : 0;
      seatWin[(p - s.first + players) % players] += win;
      totalWins += win;
      if (win > 0) {
        winnerMedals += s.seats[p].medals;
        winners++;
      } else {
        loserMedals += s.seats[p].medals;
        losers++;
      }
      for (const c of bought[p]) {
        acquiredPG[c]++;
        acquiredPGwins[c] += win;
      }
    }
  }

  const pg = games * players;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const m = mean(rounds);
  const sorted = [...rounds].sort((a, b) => a - b);
  const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? 0;
  const avgWin = totalWins / pg;
  const cards: CardStat[] = [];
  for (let c = 0; c < nc; c++) {
    if (CARDS[c].starting) continue;
    const withN = acquiredPG[c];
    const withoutN = pg - withN;
    const wWith = withN > 0 ? acquiredPGwins[c] / withN : avgWin;
    const wWithout = withoutN > 0 ? (totalWins - acquiredPGwins[c]) / withoutN : avgWin;
    cards.push({
      id: CARDS[c].id,
      perGame: copies[c] / games,
      buyRate: withN / pg,
      winDiff: 100 * (wWith - wWithout),
      marketTake: entered[c] > 0 ? taken[c] / entered[c] : 0,
      fridgePerGame: fridgeCopies[c] / games,
    });
  }
  const judges: JudgeStat[] = JUDGES.map((j, k) => ({
    id: j.id,
    tier: j.tier,
    openGames: jOpenGames[k],
    scoredRate: jOpenGames[k] > 0 ? jScoredGames[k] / jOpenGames[k] : 0,
    perTurn: jOpenTurns[k] > 0 ? jScores[k] / jOpenTurns[k] : 0,
    roundsToScore: jScores[k] > 0 ? jRounds[k] / jScores[k] : 0,
    medals: jScores[k] > 0 ? jMedals[k] / jScores[k] : 0,
  }));
  return {
    players,
    games,
    seed: input.seed,
    bots: names,
    rounds: {
      mean: m,
      sd: Math.sqrt(mean(rounds.map((x) => (x - m) ** 2))),
      min: sorted[0] ?? 0,
      max: sorted[sorted.length - 1] ?? 0,
      p10: q(0.1),
      p90: q(0.9),
    },
    endReasons,
    seatWin: seatWin.map((w) => w / games),
    winnerMedals: winnerMedals / Math.max(1, winners),
    loserMedals: loserMedals / Math.max(1, losers),
    dishesPerPlayer: dishes / pg,
    medalsPerDish: dishMedals / Math.max(1, dishes),
    cardsPerDish: dishCards / Math.max(1, dishes),
    forksPerPlayer: forks / pg,
    fridgePerPlayer: fridgeBuys / pg,
    cards,
    judges,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);

/** Two-sided 95% half-width of a win-rate estimate from n games. */
export function ci95(p: number, n: number): number {
  return 1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, n));
}

/** The report as Markdown tables. */
export function balanceMarkdown(r: BalanceReport): string {
  const out: string[] = [];
  out.push(
    `### ${r.players} players — ${r.games} games, bots ${[...new Set(r.bots)].join(', ')}, seed \`${r.seed}\``,
  );
  out.push('');
  out.push(
    `- Turns per player: mean ${f1(r.rounds.mean)} ± ${f1(r.rounds.sd)} (10%–90%: ${r.rounds.p10}–${r.rounds.p90}, range ${r.rounds.min}–${r.rounds.max}).`,
  );
  out.push(
    `- Ends: target reached ${r.endReasons.target}, judges exhausted ${r.endReasons.judges}, round cap ${r.endReasons.cap}.`,
  );
  out.push(
    `- Win share by turn order: ${r.seatWin.map((w, i) => `seat ${i + 1} ${pct(w)}`).join(', ')} (±${pct(ci95(1 / r.players, r.games))} at 95%).`,
  );
  out.push(
    `- Final medals: winners ${f1(r.winnerMedals)}, others ${f1(r.loserMedals)}. Dishes per player ${f2(r.dishesPerPlayer)}, ${f2(r.medalsPerDish)} medals and ${f2(r.cardsPerDish)} ingredients per dish. Forks bought per player ${f2(r.forksPerPlayer)}, fridge buys per player ${f2(r.fridgePerPlayer)}.`,
  );
  out.push('');
  out.push('| judge | tier | open in games | scored when open | per open turn | rounds to score | medals |');
  out.push('|---|---|---|---|---|---|---|');
  for (const j of r.judges) {
    out.push(
      `| \`${j.id}\` | ${j.tier} | ${j.openGames} | ${pct(j.scoredRate)} | ${pct(j.perTurn)} | ${f1(j.roundsToScore)} | ${f2(j.medals)} |`,
    );
  }
  out.push('');
  out.push(
    '| card | acquired / game | buy rate (player-games) | win-rate diff (pp) | taken from market | fridge / game |',
  );
  out.push('|---|---|---|---|---|---|');
  const cards = [...r.cards].sort((a, b) => b.buyRate - a.buyRate);
  for (const c of cards) {
    out.push(
      `| \`${c.id}\` | ${f2(c.perGame)} | ${pct(c.buyRate)} | ${c.winDiff >= 0 ? '+' : ''}${f1(c.winDiff)} | ${pct(c.marketTake)} | ${f2(c.fridgePerGame)} |`,
    );
  }
  out.push('');
  return out.join('\n');
}
