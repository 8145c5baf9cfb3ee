/**
 * 料理厨王 heuristics. Recipe choice: estimate each unused recipe's round score from the hand. Play: take a pot
 * when its cards are worth taking under your recipe, otherwise stay under 10 while dumping cards you don't
 * want to collect (chilies for colour recipes, creams for chili) and keeping cards you do.
 */
import { type GameHeuristics, type RngState, randInt, type Seat } from '@potluck/engine';
import {
  CHILI,
  DECKS,
  KIND_CREAM,
  KIND_RESET,
  KIND_TEN,
  RECIPE_NONE,
  RECIPES,
  scoreRound,
  type TmcAction,
  type TmcState,
  type TooManyCooks,
} from '../index.ts';

type Table = (typeof DECKS)[keyof typeof DECKS];

/** What one card is worth to a seat with `recipe` if that seat ends up taking it. */
function cardWorth(t: Table, recipe: number, card: number): number {
  const suit = t.suit[card];
  if (recipe === RECIPE_NONE) return -1;
  if (recipe === CHILI) return suit === CHILI ? 1 : t.kind[card] === KIND_CREAM ? -1 : 0;
  return suit === recipe ? 1 : suit === CHILI ? -1 : 0;
}

/** Rough round score a hand promises under each recipe (used to pick a recipe). */
function recipePromise(t: Table, hand: readonly number[], recipe: number, players: number): number {
  let own = 0;
  let low = 0;
  let chili = 0;
  for (const c of hand) {
    if (t.suit[c] === recipe) own++;
    if (t.suit[c] === CHILI) chili++;
    if (t.value[c] <= 2 || t.kind[c] === KIND_RESET) low++;
  }
  if (recipe === RECIPE_NONE) return 5 - (13 - low) * (0.9 / players) * 2;
  if (recipe === CHILI) return chili * 0.9 - 0.5;
  return own * 0.8 - chili * 0.2 - 0.5;
}

function chooseRecipe(s: TmcState, seat: Seat, legal: readonly TmcAction[]): TmcAction {
  const t = DECKS[s.deck];
  let best = legal[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== 'choose') continue;
    const r = RECIPES.indexOf(a.recipe);
    // Keep "none" for a late round unless the hand is made for it (it is the only recipe not hurt by chilies).
    const value =
      recipePromise(t, s.hands[seat], r, s.players) + (r === RECIPE_NONE ? -0.3 * (4 - s.round) : 0);
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function playCard(s: TmcState, seat: Seat, legal: readonly TmcAction[], rng: RngState): TmcAction {
  const t = DECKS[s.deck];
  const recipe = s.recipes[seat];
  let potWorth = 0;
  for (const c of s.pot) potWorth += cardWorth(t, recipe, c);
  let best = legal[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const c = a.card;
    const lead = s.pot.length === 0;
    const total = t.kind[c] === KIND_RESET ? 0 : lead && t.kind[c] === KIND_TEN ? 0 : s.total + t.value[c];
    const worth = cardWorth(t, recipe, c);
    let value: number;
    if (recipe === RECIPE_NONE) {
      // Avoid taking: dump the highest card that stays under 10; keep resets for emergencies; if every
      // card takes the pot, take the smallest pot.
      if (total >= 10) value = -10 - s.pot.length;
      else if (t.kind[c] === KIND_RESET) value = s.total >= 6 ? 0.5 : -0.5;
      else value = 1 + 0.1 * t.value[c];
    } else if (total >= 10) {
      value = potWorth + worth + 0.3;
    } else {
      // The card stays in the pot for someone else (likely) to take: giving away good cards hurts,
      // dumping bad ones helps; near 10 the next player will probably take the pot.
      value = -0.6 * worth;
      if (total >= 6) value += potWorth + worth > 0 ? -0.5 : 0.3;
      // Keep high cards for taking good pots later.
      value -= 0.05 * t.value[c];
    }
    value += (randInt(rng, 100) / 100) * 0.01;
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

/** Estimated winning chances from totals plus the running round (softmax over projected scores). */
function evaluate(_game: TooManyCooks, s: TmcState): number[] {
  const t = DECKS[s.deck];
  const projected = s.totals.map(
    (total, p) => total + (s.recipes[p] >= 0 ? scoreRound(t, s.recipes[p], s.taken[p]) : 0),
  );
  const roundsLeft = 5 - s.round;
  const temperature = 1.5 + 1.5 * roundsLeft;
  const top = Math.max(...projected);
  const w = projected.map((x) => Math.exp((x - top) / temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** This game's heuristics for the bots (`@potluck/too-many-cooks/ai`). */
export const heuristics: GameHeuristics<TooManyCooks> = {
  policy(_game, s, seat, legal, rng) {
    return legal[0]?.type === 'choose' ? chooseRecipe(s, seat, legal) : playCard(s, seat, legal, rng);
  },
  evaluate,
  rolloutDepth: 40,
  analysis: {
    thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
    // about 20× the iterations per second of 卡片厨房 (docs/benchmarks.md, post-game analysis)
    puzzleBudget: { screen: 1500, long: 20000, check: 3000 },
  },
  // calibrated from the measured 2-player win rates (docs/ai.md, "Ratings of the bots")
  botMu: { random: -1.8, easy: 5.6, medium: 25, hard: 30.1 },
};
