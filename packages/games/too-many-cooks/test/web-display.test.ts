import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, LOCALES, type Locale, viewEvents } from '@potluck/engine';
import { translator } from '@potluck/web-kit';
import { describe, expect, it } from 'vitest';
import { DECKS, game, SUITS, type TmcEvent, type TmcState, type TmcView } from '../src/index.ts';
import {
  cardName,
  choosableRecipes,
  describeEvent,
  handGroups,
  lastPotCollected,
  lastPotTaken,
  playableCards,
  potPlayers,
  provisionalScores,
  scoreRows,
} from '../src/web/display.ts';
import { TMC_TEXTS } from '../src/web/texts.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Plays a seeded game with a simple policy (first legal action), collecting seat 0's events. */
function play(seed: string, players: number, until: (s: TmcState) => boolean) {
  let state = createGame(game, { players, seed }) as TmcState;
  const events: TmcEvent[] = [];
  let guard = 0;
  while (!until(state) && game.activePlayers(state).length > 0 && guard++ < 2000) {
    const seat = game.activePlayers(state)[0];
    const action = game.legalActions(state, seat).at(-1);
    const applied = applyAction(game, state, seat, action);
    state = applied.state as TmcState;
    events.push(...(viewEvents(game, applied.events, 0) as TmcEvent[]));
  }
  return { state, events };
}

describe('hand display', () => {
  it('groups the hand by colour in suit order, each sorted cream, reset, 1–5, 10', () => {
    const table = DECKS.standard96.cards;
    const all = table.map((c) => c.id).reverse();
    const groups = handGroups('standard96', all);
    expect(groups.map((g) => g.suit)).toEqual([...SUITS]);
    for (const g of groups) {
      const ranks = g.cards.map((id) => {
        const c = table[id];
        return c.kind === 'cream' ? 0 : c.kind === 'reset' ? 1 : 2 + c.value;
      });
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(g.cards.every((id) => table[id].suit === g.suit)).toBe(true);
    }
    expect(groups.flatMap((g) => g.cards).sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it('leaves out empty colours', () => {
    const peaOnly = DECKS.classic52.cards.filter((c) => c.suit === 'pea').map((c) => c.id);
    expect(handGroups('classic52', peaOnly).map((g) => g.suit)).toEqual(['pea']);
  });

  it('takes playable cards and recipe choices from the legal list only', () => {
    const { state } = play('legal', 4, (s) => s.phase === 1 && s.pot.length > 0);
    const seat = state.turn;
    const legal = game.legalActions(state, seat);
    const playable = playableCards(legal);
    expect([...playable].sort((a, b) => a - b)).toEqual(
      legal.map((a) => (a.type === 'play' ? a.card : -1)).sort((a, b) => a - b),
    );
    // Follow rule: with the follow colour in hand (and no chili yet), only that colour is offered.
    expect(playable.size).toBeLessThanOrEqual(state.hands[seat].length);
    expect(playableCards(null).size).toBe(0);
    expect(playableCards([{ type: 'choose', recipe: 'pea' }]).size).toBe(0);
    expect([
      ...choosableRecipes([
        { type: 'choose', recipe: 'pea' },
        { type: 'play', card: 3 },
      ]),
    ]).toEqual(['pea']);
  });
});

describe('pot, scores and log', () => {
  it('finds who played each card of the current pot from the log', () => {
    const { state, events } = play(
      'pot',
      3,
      (s) => s.phase === 1 && s.pot.length >= 2 && s.taken.some((t) => t.length > 0),
    );
    const view = game.view(state, 0) as TmcView;
    const who = potPlayers(view.pot, events);
    const played = events.filter((e) => e.type === 'played');
    const expected = played
      .slice(played.length - view.pot.length)
      .map((e) => (e.type === 'played' ? e.player : -1));
    expect(who).toEqual(expected);
    // Without the log nothing is claimed.
    expect(potPlayers(view.pot, [])).toEqual(view.pot.map(() => null));
    // The last pot taken this round, as the log tells it.
    const taken = events.filter((e) => e.type === 'potTaken').at(-1);
    expect(lastPotTaken(events)).toEqual(taken);
    expect(
      lastPotTaken([...events, { type: 'dealt', round: 1, leader: 0, handSizes: [], hands: [] }]),
    ).toBeNull();
  });

  it('gives the last pot taken with its log key, its taker and who played each card (it leaves the pot once)', () => {
    const { events } = play('collected', 4, (s) => s.phase === 1 && s.taken.some((t) => t.length > 0));
    const log = events.map((event, i) => ({ key: `k${i}`, version: i, event }));
    const at = events.findLastIndex((e) => e.type === 'potTaken');
    const taken = events[at] as Extract<TmcEvent, { type: 'potTaken' }>;
    const collected = lastPotCollected(log);
    expect(collected).toEqual({
      key: `k${at}`,
      by: taken.player,
      cards: taken.cards,
      who: potPlayers(taken.cards, events.slice(0, at)),
      roundEnded: false,
    });
    // every card of the pot is named by a seat, the last by its taker (who reached 10)
    expect(collected?.who.every((s) => s !== null)).toBe(true);
    expect(collected?.who.at(-1)).toBe(taken.player);
    // a later move ends the round: that pot is no longer leaving
    expect(
      lastPotCollected([...log, { key: 'x', version: log.length, event: { type: 'roundEnded' } }]),
    ).toBeNull();
    // the move that took it ended the round (same version): it still leaves, once
    const same = log.map((l, i) => (i >= at ? { ...l, version: at } : l));
    const ended = [...same, { key: 'x', version: at, event: { type: 'roundEnded' } }];
    expect(lastPotCollected(ended)).toMatchObject({ key: `k${at}`, roundEnded: true });
  });

  it('fills the score table from the history and marks the current round', () => {
    const { state } = play('rows', 3, (s) => s.round === 2 && s.phase === 1);
    const view = game.view(state, 1) as TmcView;
    const rows = scoreRows(view);
    expect(rows).toHaveLength(5);
    expect(rows[0].cells.map((c) => c.score)).toEqual(view.history[0].scores);
    expect(rows[1].cells.map((c) => c.recipe)).toEqual(view.history[1].recipes);
    expect(rows[2].current).toBe(true);
    expect(rows[2].cells.map((c) => c.recipe)).toEqual(view.recipes);
    expect(rows[3].cells.every((c) => c.score === null && c.recipe === null)).toBe(true);
    expect(provisionalScores(view).every((s) => typeof s === 'number')).toBe(true);
  });

  it('shows no recipe of another seat before the reveal', () => {
    let state = createGame(game, { players: 3, seed: 'secret' }) as TmcState;
    state = applyAction(game, state, 0, game.legalActions(state, 0)[0]).state as TmcState;
    const view = game.view(state, 1) as TmcView;
    expect(provisionalScores(view)).toEqual([null, null, null]);
    expect(scoreRows(view)[0].cells.map((c) => c.recipe)).toEqual([null, null, null]);
  });

  it('describes every event of a whole game in every language, with no raw keys or placeholders', () => {
    const { state, events } = play('log', 4, () => false);
    expect(game.result(state)).not.toBeNull();
    const types = new Set(events.map((e) => e.type));
    for (const t of ['dealt', 'chose', 'revealed', 'played', 'potTaken', 'roundEnded', 'gameOver']) {
      expect(types.has(t as TmcEvent['type']), t).toBe(true);
    }
    for (const lang of LOCALES) {
      const tx = translator(TMC_TEXTS, lang);
      let previous: TmcEvent | undefined;
      const lines: string[] = [];
      for (const ev of events) {
        lines.push(
          ...describeEvent(ev, {
            deck: 'standard96',
            lang: lang as Locale,
            name: (s) => `P${s + 1}`,
            you: 0,
            previous,
            tx,
          }),
        );
        previous = ev;
      }
      expect(lines.length).toBeGreaterThan(events.length - 1);
      for (const l of lines) {
        expect(l).not.toMatch(/^ev\.|\{\w+\}/);
      }
    }
  });

  it('says the chili lifted the follow rule once per pot, and names cards in the chosen language', () => {
    const tx = (k: string, p?: Record<string, unknown>) => `${k}${p ? JSON.stringify(p) : ''}`;
    const chili = DECKS.standard96.cards.find((c) => c.suit === 'chili')!.id;
    const base = {
      deck: 'standard96' as const,
      lang: 'en' as Locale,
      name: (s: number) => `P${s}`,
      you: 0,
      tx,
    };
    const first: TmcEvent = {
      type: 'played',
      player: 1,
      card: chili,
      total: 5,
      follow: 'pea',
      released: true,
      void: 'pea',
    };
    const second: TmcEvent = { ...first, player: 2, card: chili + 1 };
    expect(describeEvent(first, base)).toHaveLength(2);
    expect(describeEvent(first, base)[1]).toBe('ev.release');
    expect(describeEvent(second, { ...base, previous: first })).toHaveLength(1);
    expect(cardName('standard96', chili, 'zh-Hans')).toContain('辣椒');
    expect(cardName('standard96', chili, 'zh-Hant')).toContain('辣椒');
    expect(cardName('standard96', chili, 'en')).toContain('Chili');
    // Own recipe choice is shown to its chooser only.
    expect(describeEvent({ type: 'chose', player: 0, recipe: 'pea' }, base)[0]).toContain('choseOwn');
    expect(describeEvent({ type: 'chose', player: 1, recipe: null }, base)[0]).toContain('ev.chose{');
  });
});

describe('料理厨王 texts', () => {
  it('pick key_one / key_other by the language’s plural rules; no English text says "(s)"', () => {
    expect(translator(TMC_TEXTS, 'en')('handCount', { count: 1 })).toBe('1 card');
    expect(translator(TMC_TEXTS, 'en')('handCount', { count: 5 })).toBe('5 cards');
    expect(translator(TMC_TEXTS, 'zh-Hans')('handCount', { count: 1 })).toBe('1 张');
    expect(translator(TMC_TEXTS, 'zh-Hant')('ev.discarded', { count: 3 })).toBe('鍋中剩下的 3 張牌被棄掉。');
    expect(Object.values(TMC_TEXTS).filter((e) => /\w\(s\)/.test(e.en))).toEqual([]);
  });

  it('has every text key the screen and the log use, in all three languages', () => {
    const src = ['TmcScreen.tsx', 'display.ts']
      .map((f) => readFileSync(join(here, '../src/web', f), 'utf8'))
      .join('\n');
    const keys = [...src.matchAll(/\btx\(\s*'([A-Za-z.]+)'/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(30);
    for (const k of keys) expect(TMC_TEXTS[k] ?? TMC_TEXTS[`${k}_other`], k).toBeDefined();
    for (const entry of Object.values(TMC_TEXTS))
      for (const lang of LOCALES) expect(entry[lang].length).toBeGreaterThan(0);
  });
});
