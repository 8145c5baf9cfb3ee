import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, LOCALES, viewEvents } from '@potluck/engine';
import { translator } from '@potluck/web-kit';
import { describe, expect, it } from 'vitest';
import {
  game,
  INGREDIENT_INDEX,
  RECIPE_INDEX,
  RECIPE_TILES,
  type WasabiAction,
  type WasabiEvent,
  type WasabiState,
  type WasabiView,
} from '../src/index.ts';
import { ART } from '../src/web/art.tsx';
import { describeWasabi, recentCompletions } from '../src/web/describe.ts';
import {
  activeSquares,
  coverAnchor,
  indexLegal,
  recipeHints,
  squareName,
  stackAt,
  switchPartners,
  switchSquares,
  usableUtensils,
} from '../src/web/display.ts';
import { WASABI_TEXTS } from '../src/web/texts.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Plays a seeded game with a fixed policy (a pseudo-random legal action), collecting seat 0's events. */
function play(seed: string, players: number, moves: number) {
  let state = createGame(game, { players, seed }) as WasabiState;
  const events: WasabiEvent[] = [];
  let x = 1;
  for (let i = 0; i < moves && game.activePlayers(state).length > 0; i++) {
    const seat = game.activePlayers(state)[0];
    const legal = game.legalActions(state, seat);
    x = (x * 1103515245 + 12345) % 2147483648;
    const applied = applyAction(game, state, seat, legal[x % legal.length]);
    state = applied.state as WasabiState;
    events.push(...(viewEvents(game, applied.events, 0) as WasabiEvent[]));
  }
  return { state, events };
}

describe('Wasabi! display helpers', () => {
  it('names squares by column letter and row number on the printed board', () => {
    expect(squareName(0)).toBe('A1');
    expect(squareName(8)).toBe('B2');
    expect(squareName(41)).toBe('G6');
    expect(activeSquares(5)).toHaveLength(30);
    expect(activeSquares(6)).toHaveLength(36);
    expect(activeSquares(7)).toHaveLength(42);
    expect(activeSquares(5).every((sq) => sq % 7 < 5)).toBe(true);
  });

  it('indexes every legal action of real positions by its target, losing none', () => {
    let seen = 0;
    for (const players of [2, 3, 4]) {
      for (const moves of [0, 3, 12, 30, 60, 90]) {
        const { state } = play(`idx-${players}-${moves}`, players, moves);
        const seat = game.activePlayers(state)[0];
        if (seat === undefined) continue;
        const legal = game.legalActions(state, seat) as WasabiAction[];
        const L = indexLegal(legal);
        let n = 0;
        for (const a of legal) {
          switch (a.type) {
            case 'place':
              expect(L.place.get(a.ingredient)?.has(a.square)).toBe(true);
              break;
            case 'stack':
              expect(L.stack.get(a.ingredient)?.has(a.square)).toBe(true);
              break;
            case 'switch': {
              const other = a.direction === 'right' ? a.square + 1 : a.square + 7;
              expect(switchSquares(L).has(a.square)).toBe(true);
              expect(switchPartners(L, a.square).has(other)).toBe(true);
              expect(switchPartners(L, other).has(a.square)).toBe(true);
              break;
            }
            case 'give':
              expect(L.give.has(a.ingredient)).toBe(true);
              break;
            case 'draw':
              expect(L.draw.has(a.length)).toBe(true);
              break;
            case 'refill':
              expect(L.refill.has(a.ingredient)).toBe(true);
              break;
            default:
              break;
          }
          n++;
        }
        expect(L.count).toBe(n);
        seen += n;
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('offers a utensil only when the server lists an action for it', () => {
    const L = indexLegal([
      { type: 'spicy' },
      { type: 'chop', square: 3 },
      { type: 'place', ingredient: 'rice', square: 0 },
    ]);
    expect([...usableUtensils(L)].sort()).toEqual(['chop', 'spicy']);
  });

  it('reads stacks bottom first and finds the Wasabi! card covering a square', () => {
    const { state } = play('stack', 2, 40);
    const v = game.view(state, 0) as WasabiView;
    v.top[9] = INGREDIENT_INDEX.tuna;
    v.under = [9, INGREDIENT_INDEX.rice, 9, INGREDIENT_INDEX.egg];
    expect(stackAt(v, 9)).toEqual([INGREDIENT_INDEX.rice, INGREDIENT_INDEX.egg, INGREDIENT_INDEX.tuna]);
    v.wasabiCards = [8];
    expect([8, 9, 15, 16].map((sq) => coverAnchor(v, sq))).toEqual([8, 8, 8, 8]);
    expect(coverAnchor(v, 10)).toBe(-1);
  });

  it('hints runs that can still take a recipe, fewest missing tiles first, never across a cover or a wrong tile', () => {
    const { state } = play('hint', 2, 0);
    const v = game.view(state, 0) as WasabiView;
    v.top.fill(-1);
    v.cover.fill(0);
    const recipe = RECIPE_INDEX['crunchy-tuna']; // rice tuna tempura
    v.top[0] = INGREDIENT_INDEX.rice;
    v.top[1] = INGREDIENT_INDEX.tuna;
    v.top[7] = INGREDIENT_INDEX.salmon; // blocks the column run from A1 down
    const hints = recipeHints(v, recipe, 50);
    expect(hints[0].squares).toEqual([0, 1, 2]);
    expect(hints[0].missing).toEqual([INGREDIENT_INDEX.tempura]);
    expect(hints[0].empty).toEqual([2]);
    expect(hints.some((h) => h.squares.includes(7))).toBe(false);
    // Every hinted run is straight, inside the area and holds only distinct tiles of the recipe.
    for (const h of hints) {
      const tiles = h.squares.map((sq) => v.top[sq]).filter((t) => t >= 0);
      expect(new Set(tiles).size).toBe(tiles.length);
      expect(tiles.every((t) => RECIPE_TILES[recipe].includes(t))).toBe(true);
      expect(h.squares.every((sq) => sq % 7 < v.cols)).toBe(true);
    }
    v.cover[2] = 1;
    expect(recipeHints(v, recipe, 50).some((h) => h.squares.includes(2))).toBe(false);
  });
});

describe('Wasabi! log and texts', () => {
  it('describes every event of real games in every language, hidden parts included', () => {
    const kinds = new Set<string>();
    for (const players of [2, 3, 4]) {
      const { events } = play(`log-${players}`, players, 400);
      for (const ev of events) {
        kinds.add(ev.type);
        for (const lang of LOCALES) {
          const lines = describeWasabi(ev, {
            lang,
            tx: translator(WASABI_TEXTS, lang),
            name: (s) => `P${s}`,
          });
          expect(lines.length).toBeGreaterThan(0);
          for (const l of lines) expect(l).not.toMatch(/\{|undefined|\?$/);
        }
      }
    }
    for (const k of ['give', 'draw', 'place', 'refill', 'endTurn']) expect(kinds.has(k)).toBe(true);
  });

  it('shows this turn’s completions until another player acts on the board', () => {
    const complete = {
      type: 'complete',
      player: 1,
      recipe: 'salmon-nigiri',
      styled: true,
      points: 2,
      cubes: 0,
      squares: [0, 1],
    };
    const evs: unknown[] = [
      { type: 'place', player: 0, ingredient: 'rice', square: 5 },
      { type: 'place', player: 1, ingredient: 'rice', square: 0 },
      complete,
      { type: 'endTurn', player: 1 },
      { type: 'refill', player: 1, ingredient: null },
    ];
    expect(recentCompletions(evs)).toEqual([complete]);
    expect(recentCompletions([...evs, { type: 'place', player: 0, ingredient: 'egg', square: 9 }])).toEqual(
      [],
    );
    expect(recentCompletions(evs.slice(0, 2))).toEqual([]);
  });

  it('has every text key the screen uses, and a drawing for every ingredient', () => {
    // every part of the screen (one component per file) and the log describer; the end breakdown and the hints'
    // advice (advice.ts, checked by web-advice.test.ts) have their own texts
    const src = readdirSync(join(here, '../src/web'))
      .filter(
        (f) =>
          /\.tsx?$/.test(f) && !['EndBreakdown.tsx', 'texts.ts', 'rules-page.ts', 'advice.ts'].includes(f),
      )
      .map((f) => readFileSync(join(here, '../src/web', f), 'utf8'))
      .join('\n');
    const keys = [...src.matchAll(/\btx\(\s*'([A-Za-z]+)'/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(40);
    // a counted text may come in plural forms (key_one, key_other) instead of one key
    for (const k of keys) expect(WASABI_TEXTS[k] ?? WASABI_TEXTS[`${k}_other`], k).toBeDefined();
    for (const entry of Object.values(WASABI_TEXTS))
      for (const lang of LOCALES) expect(entry[lang].length).toBeGreaterThan(0);
    const ingredients = Object.keys(INGREDIENT_INDEX);
    for (const k of ingredients) expect(ART[k], k).toBeDefined();
  });
});

describe('Wasabi! texts: plurals', () => {
  it('pick key_one / key_other by the language’s plural rules; no English text says "(s)"', () => {
    expect(translator(WASABI_TEXTS, 'en')('evDiscardHidden', { name: 'Mei', n: 1, lengths: '3' })).toBe(
      'Mei discarded 1 recipe (length 3).',
    );
    expect(Object.values(WASABI_TEXTS).filter((e) => /\w\(s\)/.test(e.en))).toEqual([]);
  });
});
