import { format, type RuleViolation, type Seat } from '@potluck/engine';
import { DECKS, MAX_DECK_SIZE } from './data/cards.ts';
import { RECIPE_INFO, RECIPES } from './data/recipes.ts';
import { SUIT_INFO } from './data/suits.ts';
import { MSG, RULES } from './messages.ts';
import { PHASE_CHOOSE, PHASE_PLAY, type TmcAction, type TmcState } from './types.ts';

/** Interned actions: one object per recipe and per card id, shared by every state. */
export const CHOOSE_ACTIONS: readonly TmcAction[] = RECIPES.map((recipe) =>
  Object.freeze({ type: 'choose', recipe }),
);
export const PLAY_ACTIONS: readonly TmcAction[] = Array.from({ length: MAX_DECK_SIZE }, (_, card) =>
  Object.freeze({ type: 'play' as const, card }),
);
const SEAT_LISTS: readonly (readonly Seat[])[] = [0, 1, 2, 3, 4].map((p) => Object.freeze([p]));
const NOBODY: readonly Seat[] = Object.freeze([]);
const NO_ACTIONS: readonly TmcAction[] = Object.freeze([]);

export function activePlayers(s: TmcState): readonly Seat[] {
  if (s.phase === PHASE_PLAY) return SEAT_LISTS[s.turn];
  if (s.phase !== PHASE_CHOOSE) return NOBODY;
  const out: Seat[] = [];
  for (let p = 0; p < s.players; p++) if (s.recipes[p] < 0) out.push(p);
  return out;
}

/** True if `hand` holds a card of suit `suit`. */
function holdsSuit(suitOf: Int8Array, hand: readonly number[], suit: number): boolean {
  for (let i = 0; i < hand.length; i++) if (suitOf[hand[i]] === suit) return true;
  return false;
}

export function legalActions(s: TmcState, player: Seat): readonly TmcAction[] {
  if (s.phase === PHASE_PLAY) {
    if (player !== s.turn) return NO_ACTIONS;
    const hand = s.hands[player];
    const len = hand.length;
    if (s.follow >= 0 && !s.released) {
      const suitOf = DECKS[s.deck].suit;
      const follow = s.follow;
      let k = 0;
      for (let i = 0; i < len; i++) if (suitOf[hand[i]] === follow) k++;
      if (k > 0) {
        const out: TmcAction[] = new Array(k);
        for (let i = 0, j = 0; i < len; i++) if (suitOf[hand[i]] === follow) out[j++] = PLAY_ACTIONS[hand[i]];
        return out;
      }
    }
    const out: TmcAction[] = new Array(len);
    for (let i = 0; i < len; i++) out[i] = PLAY_ACTIONS[hand[i]];
    return out;
  }
  if (s.phase === PHASE_CHOOSE && s.recipes[player] < 0) {
    const out: TmcAction[] = [];
    const used = s.usedMask[player];
    for (let r = 0; r < RECIPES.length; r++) if (!(used & (1 << r))) out.push(CHOOSE_ACTIONS[r]);
    return out;
  }
  return NO_ACTIONS;
}

export function validate(s: TmcState, player: Seat, action: TmcAction): RuleViolation | null {
  if (s.phase === PHASE_CHOOSE) {
    if (player < 0 || player >= s.players || s.recipes[player] >= 0) {
      return { rule: RULES.notActive, message: MSG.notActive };
    }
    if (action.type !== 'choose') return { rule: RULES.choosePhase, message: MSG.choosePhase };
    const r = RECIPES.indexOf(action.recipe);
    if (s.usedMask[player] & (1 << r)) {
      return { rule: RULES.recipeUsed, message: format(MSG.recipeUsed, { recipe: RECIPE_INFO[r].name }) };
    }
    return null;
  }
  if (s.phase !== PHASE_PLAY || player !== s.turn) return { rule: RULES.notActive, message: MSG.notActive };
  if (action.type !== 'play') return { rule: RULES.playPhase, message: MSG.playPhase };
  const hand = s.hands[player];
  const card = action.card;
  if (!hand.includes(card)) return { rule: RULES.notInHand, message: MSG.notInHand };
  if (s.follow >= 0 && !s.released) {
    const suitOf = DECKS[s.deck].suit;
    if (suitOf[card] !== s.follow && holdsSuit(suitOf, hand, s.follow)) {
      return {
        rule: RULES.followColour,
        message: format(MSG.followColour, { colour: SUIT_INFO[s.follow].colour }),
      };
    }
  }
  return null;
}
