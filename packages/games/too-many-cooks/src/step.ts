import { REVEALED, rankByScores, type Seat, type StepFlags } from '@potluck/engine';
import { DECKS, KIND_RESET, KIND_TEN } from './data/cards.ts';
import { RECIPES } from './data/recipes.ts';
import { CHILI, SUITS } from './data/suits.ts';
import { startRound } from './deal.ts';
import { scoreRound } from './score.ts';
import {
  PHASE_CHOOSE,
  PHASE_OVER,
  PHASE_PLAY,
  ROUNDS,
  type TmcAction,
  type TmcEvent,
  type TmcState,
} from './types.ts';

export function step(s: TmcState, player: Seat, action: TmcAction, events: TmcEvent[] | null): StepFlags {
  if (action.type === 'play') return play(s, player, action.card, events);
  return choose(s, player, RECIPES.indexOf(action.recipe), events);
}

function choose(s: TmcState, player: Seat, recipe: number, events: TmcEvent[] | null): StepFlags {
  s.recipes[player] = recipe;
  if (events) events.push({ type: 'chose', player, recipe: RECIPES[recipe] });
  for (let p = 0; p < s.players; p++) if (s.recipes[p] < 0) return 0;
  // Everyone has chosen: all recipes are revealed at once and the round's starting player leads.
  s.phase = PHASE_PLAY;
  s.turn = s.leader;
  if (events)
    events.push({
      type: 'revealed',
      round: s.round,
      recipes: s.recipes.map((r) => RECIPES[r]),
      forced: false,
    });
  return REVEALED;
}

function play(s: TmcState, player: Seat, card: number, events: TmcEvent[] | null): StepFlags {
  const table = DECKS[s.deck];
  const hand = s.hands[player];
  // Remove the card, keeping the hand sorted (shift left, then pop: faster than setting length).
  const last = hand.length - 1;
  for (let i = hand.indexOf(card); i < last; i++) hand[i] = hand[i + 1];
  hand.pop();

  const suit = table.suit[card];
  const kind = table.kind[card];
  let pot = s.pot;
  let voided = -1;
  if (pot.length === 0) {
    // The lead: a soup colour becomes the follow colour; a 10 led counts 0; a reset led starts at 0.
    s.follow = suit === CHILI ? -1 : suit;
    s.released = suit === CHILI;
    s.total = kind === KIND_TEN ? 0 : table.value[card];
  } else {
    if (s.follow >= 0 && !s.released && suit !== s.follow) {
      // Not following while the rule is in force shows a void in the follow colour.
      voided = s.follow;
      s.voids[player] |= 1 << voided;
    }
    if (kind === KIND_RESET) s.total = 0;
    else s.total += table.value[card];
    if (suit === CHILI) s.released = true;
  }
  pot.push(card);
  if (events) {
    events.push({
      type: 'played',
      player,
      card,
      total: s.total,
      follow: s.follow >= 0 ? SUITS[s.follow] : null,
      released: s.released,
      void: voided >= 0 ? SUITS[voided] : null,
    });
    if (hand.length === 0) events.push({ type: 'lastCard', player });
  }
  let next: Seat;
  if (s.total >= 10) {
    // The player who reached 10 or more takes the whole pot and leads the next one.
    const pile = s.taken[player];
    for (let k = 0; k < pot.length; k++) pile.push(pot[k]);
    if (events) events.push({ type: 'potTaken', player, cards: pot.slice(), total: s.total });
    pot = s.pot = [];
    s.total = 0;
    s.follow = -1;
    s.released = false;
    next = player;
  } else {
    next = player + 1 === s.players ? 0 : player + 1;
  }
  s.turn = next;
  if (s.hands[next].length === 0) return REVEALED | endRound(s, events);
  return REVEALED;
}

/** The turn came to a player with no cards: the round ends, the unfinished pot is discarded, scores. */
function endRound(s: TmcState, events: TmcEvent[] | null): StepFlags {
  const table = DECKS[s.deck];
  const n = s.players;
  const scores: number[] = new Array(n);
  for (let p = 0; p < n; p++) {
    scores[p] = scoreRound(table, s.recipes[p], s.taken[p]);
    s.totals[p] += scores[p];
    s.usedMask[p] |= 1 << s.recipes[p];
  }
  s.roundRecipes.push(s.recipes.slice());
  s.roundScores.push(scores);
  if (events) {
    events.push({
      type: 'roundEnded',
      round: s.round,
      discarded: s.pot.slice(),
      recipes: s.recipes.map((r) => RECIPES[r]),
      scores: scores.slice(),
      totals: s.totals.slice(),
    });
  }
  if (s.round + 1 < ROUNDS) {
    s.round++;
    s.leader = s.leader + 1 === n ? 0 : s.leader + 1;
    s.phase = PHASE_CHOOSE;
    return startRound(s, events);
  }
  // The game is over. The last round's table (taken piles, the unscored pot) stays on show.
  s.phase = PHASE_OVER;
  if (events)
    events.push({
      type: 'gameOver',
      totals: s.totals.slice(),
      winners: rankByScores(s.totals).winners.slice(),
    });
  return 0;
}
