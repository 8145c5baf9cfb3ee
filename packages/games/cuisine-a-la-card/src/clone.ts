/** A hand-written deep copy of the state (search clones once per iteration). */
import type { CuisineState, SeatState } from './state.ts';

function cloneSeat(x: SeatState): SeatState {
  return {
    deck: x.deck.slice(),
    hand: x.hand.slice(),
    discard: x.discard.slice(),
    play: x.play.slice(),
    paired: x.paired.slice(),
    plates: x.plates.slice(),
    plateCap: x.plateCap,
    medals: x.medals,
    eaten: x.eaten,
    judges: x.judges.slice(),
    judgeRounds: x.judgeRounds.slice(),
  };
}

export function clone(s: CuisineState): CuisineState {
  const p = s.pending;
  const d = s.dish;
  return {
    players: s.players,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    options: {
      advancedJudges: s.options.advancedJudges,
      moreMedals: s.options.moreMedals,
      dishDescriptionBonus: s.options.dishDescriptionBonus,
      classicKitchens: s.options.classicKitchens,
    },
    target: s.target,
    seats: s.seats.map(cloneSeat),
    market: s.market.slice(),
    fridge: s.fridge.slice(),
    pantry: s.pantry.slice(),
    forkPile: s.forkPile,
    removed: s.removed.slice(),
    stacks: s.stacks.map((st) => st.slice()),
    open: s.open.slice(),
    first: s.first,
    cur: s.cur,
    round: s.round,
    over: s.over,
    spoons: s.spoons,
    forks: s.forks,
    buys: s.buys,
    warmed: s.warmed,
    acted: s.acted,
    dishDone: s.dishDone,
    acquired: s.acquired,
    marketTaken: s.marketTaken,
    swept: s.swept,
    dish: d === null ? null : { cards: d.cards.slice(), from: d.from.slice(), types: d.types.slice() },
    queue: s.queue.slice(),
    pending:
      p === null
        ? null
        : {
            kind: p.kind,
            player: p.player,
            effect: p.effect,
            left: p.left,
            cards: p.cards.slice(),
            rest: p.rest.slice(),
            yes: p.yes,
            no: p.no,
          },
  };
}
