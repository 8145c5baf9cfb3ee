import type { Seat } from '@potluck/engine';
import { CARD_INDEX, type CuisineAction, type CuisineState } from '../index.ts';
import { abilityWeight, find } from './helpers.ts';
import { buyItems, mainStep, warmWorth } from './main-phase.ts';
import type { Cx } from './params.ts';
import { policy } from './policy.ts';
import { cardValue, type Profile, profileOf } from './profile.ts';

type Act = CuisineAction;

/**
 * The moves worth searching (the search's `candidates`), best first: the policy's move plus
 * the real alternatives at the decisions that matter — which card to warm (or none), whether to cook the planned
 * dish, which card to buy (or nothing), pending choices with a real alternative. Card play order, dish building
 * steps and cancelling are left to the policy (they only shuffle equivalent states and let a search loop forever).
 */
export function searchMoves(cx: Cx, s: CuisineState, seat: Seat, acts: readonly Act[]): Act[] {
  const mine = policy(cx, s, seat, acts);
  if (acts.length <= 1 || s.dish !== null) return [mine];
  const out: Act[] = [mine];
  const push = (a: Act | undefined) => {
    if (a !== undefined && !out.includes(a)) out.push(a);
  };
  if (s.pending !== null) {
    const pr = profileOf(cx, s, seat);
    switch (s.pending.kind) {
      case 'choice':
        for (const a of acts) push(a);
        break;
      case 'gain':
      case 'look':
        for (const a of topBy(acts, (a) => pickValue(cx, s, pr, a), 3)) push(a);
        break;
      case 'trashHand':
      case 'trashDiscard':
      case 'swap':
        push(find(acts, (a) => a.type === 'decline'));
        break;
      default:
        break;
    }
    return out;
  }
  // Main phase.
  const pr = profileOf(cx, s, seat);
  for (const a of topBy(
    acts,
    (a) => (a.type === 'warm' ? warmWorth(cx, s, seat, pr, CARD_INDEX[a.card]) : -1e9),
    2,
  )) {
    if (a.type === 'warm') push(a);
  }
  if (mine.type === 'warm') {
    // Not warming: what the policy would do without the warm options.
    push(
      mainStep(
        cx,
        s,
        seat,
        acts.filter((a) => a.type !== 'warm'),
      ),
    );
  }
  const dish = find(acts, (a) => a.type === 'startDish');
  if (dish && cx.planner.dishInReach(s, seat) && cx.planner.planDish(s, seat, abilityWeight(s)) !== null) {
    push(dish);
    if (mine.type === 'startDish')
      push(
        mainStep(
          cx,
          s,
          seat,
          acts.filter((a) => a.type !== 'startDish'),
        ),
      );
  }
  if (mine.type !== 'play' && mine.type !== 'warm' && s.buys > 0) {
    const items = buyItems(cx, s, seat, pr, acts).sort((a, b) => b.value - a.value);
    for (let i = 0; i < items.length && i < 3; i++) push(items[i].act);
    push(find(acts, (a) => a.type === 'endTurn'));
  }
  return out;
}

function pickValue(cx: Cx, s: CuisineState, pr: Profile, a: Act): number {
  if (a.type === 'pickSlot') return cardValue(cx, s, pr, s.market[a.slot], false);
  if (a.type === 'pick') return cardValue(cx, s, pr, CARD_INDEX[a.card], false);
  return -1e9;
}

function topBy(acts: readonly Act[], f: (a: Act) => number, k: number): Act[] {
  return acts
    .map((a) => ({ a, v: f(a) }))
    .filter((x) => x.v > -1e9)
    .sort((x, y) => y.v - x.v)
    .slice(0, k)
    .map((x) => x.a);
}
