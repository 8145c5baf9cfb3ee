/**
 * Pure helpers turning a 料理厨王 view (and the frame's legal actions) into what the screen shows. They never
 * decide what is legal: playable cards and recipe choices come from the server's `legal` list.
 */

import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import {
  type CardInfo,
  DECKS,
  type DeckId,
  RECIPE_INFO,
  RECIPES,
  type Recipe,
  SUIT_INFO,
  SUITS,
  type Suit,
  scoreRound,
  type TmcAction,
  type TmcEvent,
  type TmcView,
} from '../index.ts';

export function cardInfo(deck: DeckId, id: number): CardInfo {
  return DECKS[deck].cards[id];
}

/** Card name in a language, e.g. "Mushroom 3", "洋葱 奶油（小0）". */
export function cardName(deck: DeckId, id: number, lang: Locale): string {
  return cardInfo(deck, id).name[lang];
}

export function suitName(suit: Suit, lang: Locale): string {
  return SUIT_INFO[SUITS.indexOf(suit)].name[lang];
}

export function suitColourName(suit: Suit, lang: Locale): string {
  return SUIT_INFO[SUITS.indexOf(suit)].colour[lang];
}

export function recipeName(recipe: Recipe, lang: Locale): string {
  return RECIPE_INFO[RECIPES.indexOf(recipe)].name[lang];
}

export function recipeScoring(recipe: Recipe, lang: Locale): string {
  return RECIPE_INFO[RECIPES.indexOf(recipe)].scoring[lang];
}

/** Rank of a card inside its suit for display: cream, reset, 1–5, 10. */
function rankInSuit(c: CardInfo): number {
  if (c.kind === 'cream') return 0;
  if (c.kind === 'reset') return 1;
  return 2 + c.value;
}

/** The hand grouped by colour (mushroom, pea, onion, chili), each group sorted by value; empty groups left out. */
export function handGroups(deck: DeckId, hand: readonly number[]): { suit: Suit; cards: number[] }[] {
  const table = DECKS[deck].cards;
  const groups = SUITS.map((suit) => ({ suit, cards: [] as number[] }));
  for (const id of hand) groups[SUITS.indexOf(table[id].suit)].cards.push(id);
  for (const g of groups) g.cards.sort((a, b) => rankInSuit(table[a]) - rankInSuit(table[b]) || a - b);
  return groups.filter((g) => g.cards.length > 0);
}

function isAction(x: unknown): x is TmcAction {
  return typeof x === 'object' && x !== null && 'type' in x;
}

/** Card ids the server lists as playable now. */
export function playableCards(legal: readonly unknown[] | null): Set<number> {
  const out = new Set<number>();
  for (const a of legal ?? []) if (isAction(a) && a.type === 'play') out.add(a.card);
  return out;
}

/** Recipes the server lists as choosable now. */
export function choosableRecipes(legal: readonly unknown[] | null): Set<Recipe> {
  const out = new Set<Recipe>();
  for (const a of legal ?? []) if (isAction(a) && a.type === 'choose') out.add(a.recipe);
  return out;
}

/**
 * Who played each card of the current pot, read from the event log (the view itself does not say); null
 * where the log does not reach back far enough (e.g. after a reload).
 */
export function potPlayers(pot: readonly number[], events: readonly unknown[]): (number | null)[] {
  const out: (number | null)[] = pot.map(() => null);
  let i = pot.length - 1;
  for (let e = events.length - 1; e >= 0 && i >= 0; e--) {
    const ev = events[e] as TmcEvent;
    if (ev.type === 'potTaken' || ev.type === 'dealt' || ev.type === 'roundEnded') break;
    if (ev.type === 'played') {
      if (ev.card !== pot[i]) break;
      out[i] = ev.player;
      i--;
    }
  }
  return out;
}

/** Each seat's score for this round if it ended now (only for seats whose recipe is known to the viewer). */
export function provisionalScores(view: TmcView): (number | null)[] {
  const table = DECKS[view.deck];
  return view.recipes.map((r, seat) =>
    r === null ? null : scoreRound(table, RECIPES.indexOf(r), view.taken[seat] ?? []),
  );
}

/** Per seat: how many cards of each suit it took this round. */
export function takenBySuit(deck: DeckId, taken: readonly number[]): Record<Suit, number> {
  const out: Record<Suit, number> = { mushroom: 0, pea: 0, onion: 0, chili: 0 };
  for (const id of taken) out[DECKS[deck].cards[id].suit]++;
  return out;
}

/** One row of the score table: the round's recipe and score per seat (null cells for rounds not played yet). */
export interface ScoreRow {
  round: number;
  cells: { seat: number; recipe: Recipe | null; score: number | null }[];
  current: boolean;
}

export function scoreRows(
  view: Pick<TmcView, 'players' | 'history' | 'round' | 'phase' | 'recipes'>,
): ScoreRow[] {
  const rows: ScoreRow[] = [];
  for (let r = 0; r < 5; r++) {
    const done = view.history[r];
    const current = !done && r === view.round && view.phase !== 'over';
    const cells = Array.from({ length: view.players }, (_, seat) => {
      if (done) return { seat, recipe: done.recipes[seat], score: done.scores[seat] };
      if (current) return { seat, recipe: view.recipes[seat], score: null };
      return { seat, recipe: null, score: null };
    });
    rows.push({ round: r, cells, current });
  }
  return rows;
}

export interface EventContext {
  deck: DeckId;
  lang: Locale;
  /** Display name of a seat. */
  name: (seat: number) => string;
  /** The viewer's seat (or -1). */
  you: number;
  /** The event before this one in the log, if any (to say "chili released the pot" only once). */
  previous?: TmcEvent | undefined;
  /** The game's texts (TMC_TEXTS) in `lang`; tests may pass a fake. */
  tx: Tx;
}

/** A 料理厨王 event as log lines in the chosen language (some events say two things). */
export function describeEvent(ev: TmcEvent, ctx: EventContext): string[] {
  const { tx, lang, name, deck } = ctx;
  const recipeList = (recipes: readonly Recipe[]) =>
    recipes
      .map((r, seat) => `${name(seat)}${lang === 'en' ? ': ' : '：'}${recipeName(r, lang)}`)
      .join(lang === 'en' ? '; ' : '；');
  const scoreList = (scores: readonly number[]) =>
    scores
      .map((s, seat) => `${name(seat)}${lang === 'en' ? ': ' : '：'}${s > 0 ? '+' : ''}${s}`)
      .join(lang === 'en' ? '; ' : '；');
  switch (ev.type) {
    case 'dealt':
      return [tx('ev.dealt', { round: ev.round + 1, name: name(ev.leader) })];
    case 'chose':
      if (ev.recipe !== null && ev.player === ctx.you) {
        return [tx('ev.choseOwn', { recipe: recipeName(ev.recipe, lang) })];
      }
      return [tx('ev.chose', { name: name(ev.player) })];
    case 'revealed':
      return [tx(ev.forced ? 'ev.revealedForced' : 'ev.revealed', { list: recipeList(ev.recipes) })];
    case 'played': {
      const card = cardName(deck, ev.card, lang);
      const lines = [
        ev.void
          ? tx('ev.playedVoid', {
              name: name(ev.player),
              card,
              total: ev.total,
              colour: suitName(ev.void, lang),
            })
          : tx('ev.played', { name: name(ev.player), card, total: ev.total }),
      ];
      const prev = ctx.previous;
      const wasReleased = prev?.type === 'played' && prev.released;
      if (ev.released && !wasReleased && ev.follow !== null && cardInfo(deck, ev.card).suit === 'chili') {
        lines.push(tx('ev.release'));
      }
      return lines;
    }
    case 'lastCard':
      return [tx('ev.lastCard', { name: name(ev.player) })];
    case 'potTaken':
      return [tx('ev.potTaken', { name: name(ev.player), count: ev.cards.length, total: ev.total })];
    case 'roundEnded': {
      const lines = [];
      if (ev.discarded.length > 0) lines.push(tx('ev.discarded', { count: ev.discarded.length }));
      lines.push(tx('ev.roundEnded', { round: ev.round + 1, list: scoreList(ev.scores) }));
      return lines;
    }
    case 'gameOver':
      return [tx('ev.gameOver', { names: ev.winners.map(name).join(lang === 'en' ? ', ' : '、') })];
    default:
      return [];
  }
}

/** The pot taken most recently in this round (from the log), or null. */
/**
 * The pot taken last this round as the table shows it leaving for its taker: the log entry's key (each pot leaves
 * once), the taker, and who played each of its cards. The pot taken by the round's last card counts too (the round
 * ends and the next is dealt by that same move: same log version, `roundEnded`), so it is seen leaving before the
 * recipes.
 */
export function lastPotCollected(
  log: readonly { key: string; version: number; event: unknown }[],
): { key: string; by: number; cards: number[]; who: (number | null)[]; roundEnded: boolean } | null {
  let boundary: number | null = null;
  for (let e = log.length - 1; e >= 0; e--) {
    const ev = log[e].event as TmcEvent;
    if (boundary !== null && log[e].version !== boundary) return null;
    if (ev.type === 'potTaken') {
      const before = log.slice(0, e).map((l) => l.event);
      const who = potPlayers(ev.cards, before);
      return { key: log[e].key, by: ev.player, cards: ev.cards, who, roundEnded: boundary !== null };
    }
    if (ev.type === 'dealt' || ev.type === 'roundEnded') boundary ??= log[e].version;
  }
  return null;
}

export function lastPotTaken(events: readonly unknown[]): Extract<TmcEvent, { type: 'potTaken' }> | null {
  for (let e = events.length - 1; e >= 0; e--) {
    const ev = events[e] as TmcEvent;
    if (ev.type === 'potTaken') return ev;
    if (ev.type === 'dealt' || ev.type === 'roundEnded') return null;
  }
  return null;
}
