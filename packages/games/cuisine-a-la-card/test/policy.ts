/** A simple greedy test bot: tries a dish once a turn, plays everything, buys the priciest card. */
import { type RngState, randInt } from '@potluck/engine';
import { CARDS, type CuisineAction, type CuisineState, game } from '../src/index.ts';

const cost = (id: string) => CARDS.find((c) => c.id === id)!.cost;

export function greedyPolicy() {
  let tried = '';
  return (s: CuisineState, p: number, rng: RngState): CuisineAction => {
    const legal = game.legalActions(s, p);
    const of = (t: string) => legal.filter((a) => a.type === t);
    const any = (xs: CuisineAction[]) => xs[randInt(rng, xs.length)];
    if (s.pending !== null) {
      const real = legal.filter((a) => a.type !== 'decline');
      return real.length > 0 ? any(real) : legal[0];
    }
    if (s.dish !== null) {
      if (of('submitDish').length > 0) {
        const a = of('submitDish')[0] as Extract<CuisineAction, { type: 'submitDish' }>;
        return randInt(rng, 2) === 0 ? { ...a, name: 'Chef special' } : a;
      }
      if (of('addToDish').length > 0) return any(of('addToDish'));
      return legal.find((a) => a.type === 'cancelDish')!;
    }
    const turn = `${s.round}:${s.cur}`;
    const warm = of('warm').filter(
      (a) => a.type === 'warm' && CARDS.find((c) => c.id === a.card)!.kind === 'ingredient',
    );
    if (warm.length > 0 && randInt(rng, 2) === 0) return any(warm);
    if (tried !== turn && of('startDish').length > 0) {
      tried = turn;
      return of('startDish')[0];
    }
    if (of('play').length > 0) return any(of('play'));
    const buys = of('buy') as { type: 'buy'; slot: number }[];
    if (buys.length > 0) {
      buys.sort((a, b) => cost(CARDS[s.market[b.slot]].id) - cost(CARDS[s.market[a.slot]].id));
      return buys[0];
    }
    if (of('buyFork').length > 0 && randInt(rng, 3) === 0) return of('buyFork')[0];
    if (of('buyFridge').length > 0) return of('buyFridge')[0];
    return legal.find((a) => a.type === 'endTurn')!;
  };
}
