import { optionalHeuristics } from '@potluck/ai';
import { rating as newRating, rate } from 'openskill';
import type { AccountStore, RatingRecord, RatingUpdate } from '../storage/accounts.ts';
import type { Storage } from '../storage/types.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';

/** Ratings are shown as round(SCALE_BASE + SCALE · (mu − 3·sigma)): a new player shows 1000. */
export const SCALE_BASE = 1000;
export const SCALE = 40;
/** A rating is provisional for a player's first this many rated games of a game. */
export const PROVISIONAL_GAMES = 10;

/** The conservative rating shown for (mu, sigma). */
export function displayRating(mu: number, sigma: number): number {
  return Math.round(SCALE_BASE + SCALE * (mu - 3 * sigma));
}

/**
 * Bots' fixed ratings (mu; sigma BOT_SIGMA) per game and level, calibrated from the measured 2-player win rates in
 * docs/ai.md ("Ratings of the bots"): medium is anchored at 25 (a new person's mu); a win rate p of A over B puts
 * mu_A − mu_B = c · ln(p / (1 − p)) with c = sqrt(2·beta² + 2·BOT_SIGMA²) ≈ 6.06 (openskill's Plackett–Luce).
 */
export const BOT_SIGMA = 1;

/**
 * For a game whose heuristics give no `botMu` (or a level it leaves out): about the three games' figures, and 25 (a
 * new person's mu) for any other bot (ismcts).
 */
export const DEFAULT_BOT_MU: Readonly<Record<string, number>> = {
  random: -5,
  easy: 7,
  medium: 25,
  hard: 29.5,
};

/** A bot's fixed rating: the game's heuristics' `botMu` (its `/ai` entry, no per-game list here), else the default. */
export function botRating(game: string, level: string): { mu: number; sigma: number } {
  const mu = optionalHeuristics(game)?.botMu?.[level] ?? DEFAULT_BOT_MU[level] ?? 25;
  return { mu, sigma: BOT_SIGMA };
}

/** The accounts part of a storage (every KyselyStorage has it); null for storages without people. */
export function accountsOf(storage: Storage): AccountStore | null {
  return (storage as { accounts?: AccountStore }).accounts ?? null;
}

/** Who sits in a seat for rating: a person (by player id) or a bot (by level). */
export type RatedSeat = { player: string } | { bot: string };

/**
 * The new ratings of the people of one rated match: openskill's `rate` (Plackett–Luce) with one team per seat,
 * `ranks` as the placings (1 = first; equal numbers tie). Bots' ratings are fixed and not updated.
 */
export function computeUpdates(
  game: string,
  seats: readonly RatedSeat[],
  ranks: readonly number[],
  before: ReadonlyMap<string, { mu: number; sigma: number }>,
): RatingUpdate[] {
  const teams = seats.map((s) => [
    'bot' in s ? botRating(game, s.bot) : (before.get(s.player) ?? newRating()),
  ]);
  const after = rate(teams, { rank: [...ranks] });
  const out: RatingUpdate[] = [];
  seats.forEach((s, i) => {
    if ('bot' in s) return;
    out.push({
      playerId: s.player,
      game,
      players: seats.length,
      rank: ranks[i],
      mu: after[i][0].mu,
      sigma: after[i][0].sigma,
    });
  });
  return out;
}

/** How far back a restart looks for rated matches whose ratings were never stored. */
export const SETTLE_LOOKBACK_MS = 7 * 24 * 3600_000;

/** Settles a rated match's ratings once it finishes (called by play.ts when a match's result is stored). */
export class Ratings {
  constructor(private readonly c: ServiceContext) {}

  /**
   * After a restart: settles the rated matches that finished without their ratings (the server stopped between
   * the two writes). Settling is idempotent per match (its history rows), so two nodes starting at once agree.
   * Returns how many were settled now.
   */
  async settleMissed(now = Date.now()): Promise<number> {
    const store = accountsOf(this.c.storage);
    if (!store) return 0;
    let settled = 0;
    for (const id of await store.unsettledRatedMatches(now - SETTLE_LOOKBACK_MS, 500)) {
      const m = await this.c.parts.loader.get(id).catch(() => null);
      if (m?.status !== 'finished') continue;
      await this.settle(m);
      settled++;
    }
    if (settled > 0) this.c.log.info({ matches: settled }, 'ratings settled after a restart');
    return settled;
  }

  /** Never throws: a failure is logged (the match's result stands; its ratings are not updated). */
  async settle(m: LiveMatch): Promise<void> {
    const settings = m.settings as { rated?: boolean };
    const result = m.result as { ranks?: number[] } | null;
    const store = accountsOf(this.c.storage);
    if (!settings.rated || !result?.ranks || !store) return;
    try {
      const owners = await store.seatPlayers(m.id);
      const seats: RatedSeat[] = [];
      for (const s of m.seats) {
        const p = owners.get(s.seat)?.playerId;
        if (s.kind === 'bot') seats.push({ bot: s.botLevel ?? 'medium' });
        else if (p) seats.push({ player: p });
        else {
          this.c.log.warn({ match: m.id, seat: s.seat }, 'rated match with a seat of no profile: not rated');
          return;
        }
      }
      const ids = seats.flatMap((s) => ('player' in s ? [s.player] : []));
      const ranks = result.ranks;
      const done = await store.applyRatings(
        m.id,
        Date.now(),
        ids,
        m.game.id,
        (before: Map<string, RatingRecord>) => computeUpdates(m.game.id, seats, ranks, before),
      );
      if (done) this.c.log.info({ match: m.id, players: ids.length }, 'ratings updated');
    } catch (e) {
      this.c.log.error({ match: m.id, err: (e as Error).message }, 'rating update failed');
    }
  }
}
