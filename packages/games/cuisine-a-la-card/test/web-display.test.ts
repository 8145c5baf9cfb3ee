import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, LOCALES, viewEvents } from '@potluck/engine';
import { translator } from '@potluck/web-kit';
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  type CuisineAction,
  type CuisineEvent,
  type CuisineState,
  type CuisineView,
  FOODS,
  EFFECTS as GAME_EFFECTS,
  game,
} from '../src/index.ts';
import { describeCuisine } from '../src/web/describe.ts';
import {
  addPreview,
  CuisineLegal,
  dishBreakdown,
  EFFECTS,
  grouped,
  marketPrice,
} from '../src/web/display.ts';
import { CUISINE_TEXTS } from '../src/web/texts.ts';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Plays a seeded game with a policy that likes dishes (start one, add ingredients, submit when possible), calling
 * `visit` on every position.
 */
function play(
  seed: string,
  players: number,
  steps: number,
  visit: (s: CuisineState, events: CuisineEvent[]) => void,
) {
  let state = createGame(game, { players, seed }) as CuisineState;
  let x = 7;
  for (let i = 0; i < steps && game.activePlayers(state).length > 0; i++) {
    const seat = game.activePlayers(state)[0];
    const legal = game.legalActions(state, seat) as CuisineAction[];
    x = (x * 1103515245 + 12345) % 2147483648;
    const prefer = ['submitDish', 'addToDish', 'startDish', 'play', 'buy', 'chooseType'];
    let pick = legal[x % legal.length];
    for (const t of prefer) {
      const c = legal.filter((a) => a.type === t);
      if (c.length > 0 && x % 5 !== 0) {
        pick = c[x % c.length];
        break;
      }
    }
    if (state.dish && state.dish.cards.length >= 6 && x % 3 === 0)
      pick = legal.find((a) => a.type === 'cancelDish') ?? pick;
    const applied = applyAction(game, state, seat, pick);
    state = applied.state as CuisineState;
    visit(state, viewEvents(game, applied.events, 0) as CuisineEvent[]);
  }
}

describe('卡片厨房 display helpers', () => {
  it('serves the game’s own effect table, so a pending choice names its effect', () => {
    expect(EFFECTS).toBe(GAME_EFFECTS);
  });

  it('scores a dish in progress exactly as the server does (meal per card, total, every judge’s verdict)', () => {
    let compared = 0;
    let satisfied = 0;
    for (const players of [2, 3, 4]) {
      play(`dish-${players}`, players, 700, (s) => {
        if (!s.dish) return;
        const v = game.view(s, s.cur) as CuisineView;
        if (!v.dish) throw new Error('the cook sees the dish');
        const b = dishBreakdown(v, s.cur, v.dish.cards);
        expect(b.meal).toBe(v.dish.meal);
        expect(b.judgeMeal).toBe(v.dish.judgeMeal);
        expect(b.lines.map((l) => l.meal)).toEqual(v.dish.cards.map((c) => c.meal));
        expect(b.judges.map((j) => [j.judge, j.ok, j.enough, j.unmet, j.medals])).toEqual(
          v.dish.verdicts.map((j) => [j.judge, j.ok, j.enough, j.unmet, j.medals]),
        );
        // The medal parts add up to the medals.
        for (const j of b.judges) expect(j.parts.reduce((n, p) => n + p.medals, 0)).toBe(j.medals);
        // Submit buttons appear exactly for the judges the server accepts.
        const L = new CuisineLegal(game.legalActions(s, s.cur));
        for (const j of b.judges) expect(L.has(`submit:${j.judge}`)).toBe(j.ok);
        if (b.judges.some((j) => j.ok)) satisfied++;
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(20);
    // Random play rarely reaches a judge: dishes of random ingredients (TEST-ONLY: written into the state) do.
    const base = createGame(game, {
      players: 3,
      seed: 'poke',
      options: { moreMedals: true },
    }) as CuisineState;
    const ingredients = CARDS.map((c, i) => ({ c, i })).filter((x) => x.c.kind === 'ingredient');
    let x = 3;
    for (let n = 0; n < 200; n++) {
      const s = game.clone(base);
      const size = 3 + (n % 7);
      const cards: number[] = [];
      for (let k = 0; k < size; k++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        cards.push(ingredients[x % ingredients.length].i);
      }
      s.dish = {
        cards,
        from: cards.map(() => 0),
        types: cards.map((c, k) =>
          CARDS[c].foods.length > 0 ? FOODS.indexOf(CARDS[c].foods[k % CARDS[c].foods.length]) : -1,
        ),
      };
      const v = game.view(s, s.cur) as CuisineView;
      if (!v.dish) throw new Error('the cook sees the dish');
      const b = dishBreakdown(v, s.cur, v.dish.cards);
      expect(b.meal).toBe(v.dish.meal);
      expect(b.lines.map((l) => l.meal)).toEqual(v.dish.cards.map((c) => c.meal));
      expect(b.judges.map((j) => [j.judge, j.ok, j.enough, j.unmet, j.medals])).toEqual(
        v.dish.verdicts.map((j) => [j.judge, j.ok, j.enough, j.unmet, j.medals]),
      );
      if (b.judges.some((j) => j.ok)) satisfied++;
    }
    expect(satisfied).toBeGreaterThan(5);
  });

  it('previews what adding a card does to the meal score', () => {
    let checked = 0;
    play('preview', 2, 800, (s) => {
      if (!s.dish || checked > 30) return;
      const v = game.view(s, s.cur) as CuisineView;
      const hand = v.seats[s.cur].hand ?? [];
      const L = new CuisineLegal(game.legalActions(s, s.cur));
      for (const c of new Set(hand)) {
        if (!L.has(`add:${c}:hand`)) continue;
        const d = addPreview(v, s.cur, c, 'hand');
        const after = game.clone(s);
        game.step(after, s.cur, { type: 'addToDish', card: c as never, from: 'hand' }, null);
        const va = game.view(after, s.cur) as CuisineView;
        expect(d).toBe((va.dish?.meal ?? 0) - (v.dish?.meal ?? 0));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(5);
  });

  it('indexes legal actions by the game’s action key and prices market cards with discounts', () => {
    const L = new CuisineLegal([
      { type: 'buy', slot: 2 },
      { type: 'endTurn' },
      { type: 'play', card: 'spoon' },
    ]);
    expect(L.has('buy:2')).toBe(true);
    expect(L.has('endTurn')).toBe(true);
    expect(L.has('play:spoon')).toBe(true);
    expect(L.ofType('buy')).toEqual([{ type: 'buy', slot: 2 }]);
    const s = createGame(game, { players: 2, seed: 'price' }) as CuisineState;
    const v = game.view(s, 0) as CuisineView;
    expect(marketPrice(v, 0, 'steak')).toBe(5);
    v.seats[0].judges = [{ judge: 'sweettooth', round: 0, active: true }];
    expect(marketPrice(v, 0, 'steak')).toBe(4);
    expect(marketPrice(v, 0, 'lemon')).toBe(0);
    expect(grouped(['a', 'b', 'a'])).toEqual([
      { card: 'a', n: 2 },
      { card: 'b', n: 1 },
    ]);
  });
});

describe('卡片厨房 log and texts', () => {
  it('describes every event of real games in every language', () => {
    const kinds = new Set<string>();
    play('log', 3, 2500, (_s, events) => {
      for (const ev of events) {
        kinds.add(ev.type);
        for (const lang of LOCALES) {
          const lines = describeCuisine(ev, {
            lang,
            tx: translator(CUISINE_TEXTS, lang),
            name: (p) => `P${p}`,
          });
          for (const l of lines) expect(l).not.toMatch(/\{|undefined/);
          if (ev.type !== 'resolve' && !(ev.type === 'toFridge' && ev.cards.length === 0))
            expect(lines.length).toBeGreaterThan(0);
        }
      }
    });
    for (const k of ['turn', 'play', 'acquire', 'draw', 'cleanup']) expect(kinds.has(k)).toBe(true);
  });

  it('has every text key the screen uses', () => {
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
    for (const k of keys) expect(CUISINE_TEXTS[k] ?? CUISINE_TEXTS[`${k}_other`], k).toBeDefined();
    for (const entry of Object.values(CUISINE_TEXTS))
      for (const lang of LOCALES) expect(entry[lang].length).toBeGreaterThan(0);
  });
});

describe('卡片厨房 texts: plurals', () => {
  it('pick key_one / key_other by the language’s plural rules; no English text says "(s)"', () => {
    const en = translator(CUISINE_TEXTS, 'en');
    expect(en('evDrawHidden', { name: 'Mei', n: 1 })).toBe('Mei drew 1 card.');
    expect(en('evDrawHidden', { name: 'Mei', n: 2 })).toBe('Mei drew 2 cards.');
    expect(en('fridgePrice', { c: 1 })).toBe('Top card for 1 spoon');
    expect(en('fridgePrice', { c: 0 })).toBe('Top card for 0 spoons');
    expect(translator(CUISINE_TEXTS, 'zh-Hans')('evDrawHidden', { name: '小美', n: 1 })).toBe(
      '小美抽了 1 张卡片。',
    );
    expect(Object.values(CUISINE_TEXTS).filter((e) => /\w\(s\)/.test(e.en))).toEqual([]);
  });
});
