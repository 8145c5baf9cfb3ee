/** Building the planned dish one action at a time (add, remove, choose food types, submit). */
import {
  CARD_IDS,
  type CuisineAction,
  type CuisineState,
  FOODS,
  JUDGE_IDS,
  JUDGE_INDEX,
  JUDGE_MEDALS,
} from '../index.ts';
import type { DishPlan } from './dish-planner.ts';
import { find } from './helpers.ts';

type Act = CuisineAction;

export function dishStep(s: CuisineState, legal: readonly Act[], plan: DishPlan | null): Act {
  const cancel = legal.find((a) => a.type === 'cancelDish')!;
  const d = s.dish!;
  if (plan === null) return anySubmit(legal) ?? cancel;
  // Match dish cards to plan cards (same card and source), in order.
  const used = new Uint8Array(plan.cards.length);
  const match = new Int32Array(d.cards.length).fill(-1);
  for (let k = 0; k < d.cards.length; k++) {
    for (let i = 0; i < plan.cards.length; i++) {
      if (!used[i] && plan.cards[i] === d.cards[k] && plan.from[i] === d.from[k]) {
        used[i] = 1;
        match[k] = i;
        break;
      }
    }
    if (match[k] < 0) return find(legal, (a) => a.type === 'removeFromDish' && a.index === k) ?? cancel;
  }
  for (let i = 0; i < plan.cards.length; i++) {
    if (used[i]) continue;
    const id = CARD_IDS[plan.cards[i]];
    const from = plan.from[i] === 0 ? 'hand' : 'plate';
    const a = find(legal, (x) => x.type === 'addToDish' && x.card === id && x.from === from);
    if (a) return a;
    return cancel;
  }
  for (let k = 0; k < d.cards.length; k++) {
    const want = plan.types[match[k]];
    if (want >= 0 && d.types[k] !== want) {
      const a = find(legal, (x) => x.type === 'chooseType' && x.index === k && x.food === FOODS[want]);
      if (a) return a;
    }
  }
  const jid = JUDGE_IDS[plan.judge];
  return find(legal, (a) => a.type === 'submitDish' && a.judge === jid) ?? anySubmit(legal) ?? cancel;
}

function anySubmit(legal: readonly Act[]): Act | undefined {
  let best: Act | undefined;
  let bestM = -1;
  for (const a of legal) {
    if (a.type !== 'submitDish') continue;
    const m = JUDGE_MEDALS[JUDGE_INDEX[a.judge]];
    if (m > bestM) {
      bestM = m;
      best = a;
    }
  }
  return best;
}
