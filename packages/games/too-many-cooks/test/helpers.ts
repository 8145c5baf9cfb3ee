import { applyAction, type BaseEvent, createGame, GameError } from '@potluck/engine';
import { expect } from 'vitest';
import {
  DECKS,
  type DeckId,
  game,
  type Recipe,
  type TmcEvent,
  type TmcFixed,
  type TmcState,
  type TmcView,
} from '../src/index.ts';

const SUIT_LETTERS: Record<string, string> = { M: 'mushroom', P: 'pea', O: 'onion', C: 'chili' };

/** Does card `id` match a token like `M3`, `P10`, `Oc` (cream), `Mr` (reset), `C5`? */
export function matches(deck: DeckId, id: number, token: string): boolean {
  const m = /^([MPOC])(10|[1-5]|c|r)$/.exec(token);
  if (!m) throw new Error(`bad card token ${token}`);
  const c = DECKS[deck].cards[id];
  if (c.suit !== SUIT_LETTERS[m[1]]) return false;
  if (m[2] === 'c') return c.kind === 'cream';
  if (m[2] === 'r') return c.kind === 'reset';
  if (m[2] === '10') return c.kind === 'ten';
  return c.kind === 'number' && c.value === Number(m[2]);
}

/** Hands (in seat order) from space-separated tokens, each token a distinct copy of that card. */
export function deal(deck: DeckId, ...hands: string[]): number[][] {
  const used = new Set<number>();
  return hands.map((h) =>
    h
      .split(/\s+/)
      .filter(Boolean)
      .map((token) => {
        const id = DECKS[deck].cards.findIndex((_, i) => !used.has(i) && matches(deck, i, token));
        if (id < 0) throw new Error(`no copy of ${token} left`);
        used.add(id);
        return id;
      }),
  );
}

/** The token of a card id (for readable assertions). */
export function token(deck: DeckId, id: number): string {
  const c = DECKS[deck].cards[id];
  const s = c.suit === 'mushroom' ? 'M' : c.suit === 'pea' ? 'P' : c.suit === 'onion' ? 'O' : 'C';
  return s + (c.kind === 'cream' ? 'c' : c.kind === 'reset' ? 'r' : String(c.value));
}

export function tokens(deck: DeckId, ids: readonly number[]): string {
  return ids.map((id) => token(deck, id)).join(' ');
}

export class Table {
  state: TmcState;
  events: TmcEvent[] = [];

  constructor(players: number, fixed: TmcFixed, deck: DeckId = 'standard96', seed = 'test') {
    this.state = createGame(game, { players, seed, options: { deck }, fixed });
  }

  get deck(): DeckId {
    return this.state.deck;
  }

  view(viewer: number): TmcView {
    return game.view(this.state, viewer);
  }

  act(player: number, action: unknown): BaseEvent[] {
    const r = applyAction(game, this.state, player, action);
    this.state = r.state;
    this.events.push(...(r.events as TmcEvent[]));
    return r.events;
  }

  /** Every seat chooses, in seat order. */
  choose(...recipes: Recipe[]): void {
    recipes.forEach((recipe, p) => {
      this.act(p, { type: 'choose', recipe });
    });
  }

  /** The id of the first copy of `tok` in `player`'s hand. */
  find(player: number, tok: string): number {
    const id = this.state.hands[player].find((c) => matches(this.deck, c, tok));
    if (id === undefined) {
      throw new Error(`seat ${player} holds no ${tok} (hand ${tokens(this.deck, this.state.hands[player])})`);
    }
    return id;
  }

  /** The seat to play plays `tok` (one card); returns the events. */
  play(tok: string): BaseEvent[] {
    const p = this.state.turn;
    return this.act(p, { type: 'play', card: this.find(p, tok) });
  }

  /** Plays a space-separated sequence of tokens, each by whoever's turn it is. */
  playAll(seq: string): void {
    for (const t of seq.split(/\s+/).filter(Boolean)) this.play(t);
  }

  /** Expects `player` playing `tok` to be rejected with ILLEGAL_ACTION and `rule`. */
  expectIllegal(player: number, action: unknown, rule: string): GameError {
    const before = JSON.stringify(this.state);
    let err: unknown;
    try {
      this.act(player, action);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GameError);
    const g = err as GameError;
    expect(g.code).toBe('ILLEGAL_ACTION');
    expect(g.rule).toBe(rule);
    expect(JSON.stringify(this.state)).toBe(before);
    return g;
  }

  /** The events since index `from`, of the given type. */
  eventsOf<T extends TmcEvent['type']>(type: T, from = 0): Extract<TmcEvent, { type: T }>[] {
    return this.events.slice(from).filter((e): e is Extract<TmcEvent, { type: T }> => e.type === type);
  }
}
