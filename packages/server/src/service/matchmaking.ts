import { BOT_SIGMA, botRating, displayRating } from './ratings.ts';

/**
 * Quick match (issue 15 item 5), the pure part: who is matched with whom, and which bots fill the empty seats.
 * Ratings here are the shown (conservative) ratings, round(1000 + 40·(mu − 3·sigma)): a newcomer is 1000, and a
 * bot's shown rating is its fixed one (docs/ai.md "Ratings of the bots").
 */

/** The rating window: ± `base` at first, widening by `perSecond` each second waited, up to `max`. */
export interface WindowRule {
  base: number;
  perSecond: number;
  max: number;
}

export const DEFAULT_WINDOW: WindowRule = { base: 100, perSecond: 20, max: 1000 };

/** The rating window (± this much around one's rating) after waiting `waitedMs`. */
export function windowAt(rule: WindowRule, waitedMs: number): number {
  return Math.min(rule.max, rule.base + (rule.perSecond * Math.max(0, waitedMs)) / 1000);
}

/** One person waiting in the queue. */
export interface Waiting {
  playerId: string;
  game: string;
  players: number;
  rating: number;
  /** After this long waiting, the empty seats of this person's match are filled with bots. */
  botsAfterMs: number;
  joinedAt: number;
}

/** A match to seat: the people, and how many seats bots fill (near `rating`, the people's mean). */
export interface Group {
  game: string;
  players: number;
  members: Waiting[];
  bots: number;
  rating: number;
}

/**
 * Whether people may share a match: the spread of their ratings is within the smallest of their windows, so
 * each of them sees every other inside their own window.
 */
export function fits(group: readonly Waiting[], now: number, rule: WindowRule): boolean {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  let w = Number.POSITIVE_INFINITY;
  for (const g of group) {
    lo = Math.min(lo, g.rating);
    hi = Math.max(hi, g.rating);
    w = Math.min(w, windowAt(rule, now - g.joinedAt));
  }
  return hi - lo <= w;
}

/**
 * The matches to seat now. Per game and player count, the longest waiting first: each gathers the people nearest
 * its rating that still fit the group (see `fits`); a full group is a match of people; a group whose longest
 * waiting person has waited their chosen time is a match with bots in the empty seats; anyone else waits on.
 * Nobody is in two groups.
 */
export function matchQueue(
  waiting: readonly Waiting[],
  now: number,
  rule: WindowRule = DEFAULT_WINDOW,
): Group[] {
  const buckets = new Map<string, Waiting[]>();
  for (const w of waiting) {
    const key = `${w.game}\u0000${w.players}`;
    const b = buckets.get(key);
    if (b) b.push(w);
    else buckets.set(key, [w]);
  }
  const out: Group[] = [];
  for (const bucket of buckets.values()) {
    const order = [...bucket].sort((a, b) => a.joinedAt - b.joinedAt || (a.playerId < b.playerId ? -1 : 1));
    const used = new Set<Waiting>();
    for (const e of order) {
      if (used.has(e)) continue;
      const seats = e.players;
      let group: Waiting[] = [e];
      const near = order
        .filter((c) => c !== e && !used.has(c))
        .sort(
          (a, b) => Math.abs(a.rating - e.rating) - Math.abs(b.rating - e.rating) || a.joinedAt - b.joinedAt,
        );
      for (const c of near) {
        if (group.length >= seats) break;
        const trial = [...group, c];
        if (fits(trial, now, rule)) group = trial;
      }
      const full = group.length >= seats;
      if (!full && now - e.joinedAt < e.botsAfterMs) continue;
      for (const g of group) used.add(g);
      out.push({
        game: e.game,
        players: seats,
        members: group,
        bots: seats - group.length,
        rating: group.reduce((s, g) => s + g.rating, 0) / group.length,
      });
    }
  }
  return out;
}

/** The server's bot levels, weakest first. */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;

/** A bot's shown rating in a game (its fixed mu, sigma BOT_SIGMA). */
export function botShownRating(game: string, level: string): number {
  return displayRating(botRating(game, level).mu, BOT_SIGMA);
}

/** The bot level whose fixed rating in `game` is nearest `rating` (the weaker of two equally near). */
export function botLevelNear(game: string, rating: number): (typeof BOT_LEVELS)[number] {
  let best: (typeof BOT_LEVELS)[number] = BOT_LEVELS[0];
  for (const l of BOT_LEVELS)
    if (Math.abs(botShownRating(game, l) - rating) < Math.abs(botShownRating(game, best) - rating)) best = l;
  return best;
}
