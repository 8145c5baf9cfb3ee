/**
 * The evaluation for cut-off rollouts: a softmax over projected medals (medals now plus what the warming plates and
 * the deck promise).
 */
import type { CuisineState, game } from '../index.ts';
import { MEAL } from '../index.ts';
import { J_ABILITY_VALUE, MONEY, PAIR_MEAL } from './cards.ts';
import type { Cx } from './params.ts';
import { policy } from './policy.ts';

type Cuisine = typeof game;

/** Projected medals per seat: medals now, plus what the plates and the deck promise. */
export function projectedMedals(cx: Cx, s: CuisineState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) {
    const seat = s.seats[p];
    let deckMeal = 0;
    let money = 0;
    for (const zone of ZONES) {
      for (const c of seat[zone]) {
        deckMeal += MEAL[c] + 0.6 * PAIR_MEAL[c];
        money += MONEY[c];
      }
    }
    const plates = cx.planner.mealBound(seat.plates);
    let abilities = 0;
    for (const j of seat.judges) abilities += J_ABILITY_VALUE[j];
    // A dish of ~15-18 meal earns ~3 medals: plates are a head start on the next one, the deck the engine.
    out.push(
      seat.medals +
        cx.W.plateEval * Math.min(plates, 21) +
        cx.W.deckEval * deckMeal +
        cx.W.abilityEval * abilities +
        cx.W.moneyEval * money,
    );
  }
  return out;
}

const ZONES = ['deck', 'hand', 'discard', 'play'] as const;

/**
 * Win estimates for a state cut off in the middle of things: the current turn is first played to its end by the
 * policy (on a copy), so that a dish being built, a purchase about to be made or a pending choice counts.
 */
export function evaluate(cx: Cx, game: Cuisine, state: CuisineState): number[] {
  let s = state;
  if (!s.over && cx.W.finishTurn) {
    s = game.clone(s);
    const cur = s.cur;
    for (let n = 0; n < 40 && !s.over && s.cur === cur; n++) {
      const active = game.activePlayers(s);
      if (active.length === 0) break;
      const p = active[0];
      const legal = game.legalActions(s, p);
      game.step(s, p, policy(cx, s, p, legal), null);
    }
  }
  const proj = projectedMedals(cx, s);
  let top = 0;
  for (const seat of s.seats) top = Math.max(top, seat.medals);
  const left = Math.max(0, s.target - top);
  const temperature = cx.W.tempBase + cx.W.tempPerMedal * left;
  const best = Math.max(...proj);
  const w = proj.map((x) => Math.exp((x - best) / temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}
