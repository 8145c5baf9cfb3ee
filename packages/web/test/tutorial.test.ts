/**
 * The guided first games (issue 16 item 7) are data files replayed with the games' own rules: every step's
 * expected move must be legal when its step comes, every scripted reply must be accepted, and the script must run
 * to its end. A rule change that breaks a lesson fails here. Also: every text in all three languages, and the
 * page's judge (the lesson's move / another legal move / a refused one).
 */

import { getGame, SLICES } from '@potluck/catalog';
import { game as cuisine } from '@potluck/cuisine-a-la-card';
import { LOCALES } from '@potluck/engine';
import { game as tmc } from '@potluck/too-many-cooks';
import { RECIPES, game as wasabi } from '@potluck/wasabi';
import { describe, expect, it } from 'vitest';
import { hasTutorial, loadTutorial, TUTORIAL_GAMES, tutorialShapeProblems } from '../src/tutorial/data.ts';
import {
  checkTutorial,
  judgeMove,
  openLesson,
  play,
  sameAction,
  startState,
  type Tutorial,
} from '../src/tutorial/script.ts';
import { TUTORIAL_TEXTS } from '../src/tutorial/texts.ts';

/** The games whose slice has a tutorial (no list of games here: the catalog's). */
const WITH_TUTORIAL = SLICES.filter((s) => s.tutorial).map((s) => s.id);

describe('tutorials', () => {
  it('are the lessons of the catalog slices that have one, loaded and checked by the page', async () => {
    expect(TUTORIAL_GAMES).toEqual(WITH_TUTORIAL);
    expect(WITH_TUTORIAL).toEqual(expect.arrayContaining(['too-many-cooks', 'wasabi', 'cuisine-a-la-card']));
    for (const s of SLICES) expect(hasTutorial(s.id)).toBe(s.tutorial !== undefined);
    expect(hasTutorial('no-such-game')).toBe(false);
    expect(await loadTutorial('no-such-game')).toBeNull();
  });

  it('a file that is not a lesson is refused with what is wrong', () => {
    expect(tutorialShapeProblems(null)).toEqual(['not an object']);
    const problems = tutorialShapeProblems({
      game: 'wasabi',
      players: 2,
      seed: 's',
      seat: 0,
      steps: [{ id: 1 }],
    });
    expect(problems.join('\n')).toMatch(/title: .*\n.*done: .*\n.*steps\[0\]\.id: .*\n.*steps\[0\]\.text/);
  });

  for (const id of WITH_TUTORIAL) {
    describe(id, () => {
      const game = getGame(id);
      const get = async () => (await loadTutorial(id)) as Tutorial;

      it('replays to its end with the rules (expected moves legal, scripted replies accepted)', async () => {
        const t = await get();
        expect(tutorialShapeProblems(t)).toEqual([]);
        expect(t.game).toBe(id);
        expect(checkTutorial(game, t)).toEqual([]);
      });

      it('teaches in 5–20 steps, most of them moves of the learner', async () => {
        const t = await get();
        expect(t.steps.length).toBeGreaterThanOrEqual(5);
        expect(t.steps.length).toBeLessThanOrEqual(20);
        expect(t.steps.filter((s) => s.expect).length).toBeGreaterThanOrEqual(5);
        expect(new Set(t.steps.map((s) => s.id)).size).toBe(t.steps.length);
      });

      it('says everything in zh-Hans, zh-Hant and en', async () => {
        const t = await get();
        const texts = [
          t.title,
          t.done,
          ...t.steps.flatMap((s) => [s.text, ...(s.offScript ? [s.offScript] : [])]),
        ];
        for (const text of texts)
          for (const l of LOCALES) expect(text[l], JSON.stringify(text)).toMatch(/\S/);
        for (const s of t.steps) if (s.expect) expect(s.offScript, s.id).toBeDefined();
      });

      it('judges taps as the page does, and every lesson move is lit on the table', async () => {
        const t = await get();
        // where the screen draws a move: the game's web slice says (`locate`)
        const ui = await SLICES.find((s) => s.id === id)?.web?.();
        const locate = ui?.locate;
        if (!locate) throw new Error(`${id}: its web slice locates no move`);
        let state = startState(game, t);
        let offScriptSeen = 0;
        for (const step of t.steps) {
          if (step.expect) {
            expect(judgeMove(game, state, t, step, step.expect[0])).toBe('expected');
            expect(locate(step.expect[0]).length, step.id).toBeGreaterThan(0);
            const other = game
              .legalActions(state, t.seat)
              .find((a: unknown) => !step.expect?.some((e) => sameAction(a, e)));
            if (other !== undefined) {
              expect(judgeMove(game, state, t, step, other)).toBe('offScript');
              offScriptSeen += 1;
            }
            state = play(game, state, { player: t.seat, action: step.expect[0] }, t.seat).state;
          }
          for (const m of step.replies ?? []) state = play(game, state, m, t.seat).state;
        }
        expect(offScriptSeen).toBeGreaterThan(0);
      });
    });
  }

  it('a 卡片厨房 dish given a name is still the lesson’s move; a move the rules refuse is told apart', async () => {
    const t = (await loadTutorial('cuisine-a-la-card')) as Tutorial;
    let state = startState(cuisine, t);
    const at = t.steps.findIndex((s) => s.id === 'submit');
    for (const step of t.steps.slice(0, at)) {
      if (step.expect) state = play(cuisine, state, { player: t.seat, action: step.expect[0] }, t.seat).state;
      for (const m of step.replies ?? []) state = play(cuisine, state, m, t.seat).state;
    }
    const step = t.steps[at];
    expect(
      judgeMove(cuisine, state, t, step, { type: 'submitDish', judge: 'hawker', name: 'Omelette' }),
    ).toBe('expected');
    expect(judgeMove(cuisine, state, t, step, { type: 'buy', slot: 0 })).toBe('illegal');
  });

  it('a broken script is caught: a move that is not legal at its step', async () => {
    const t = structuredClone((await loadTutorial('too-many-cooks')) as Tutorial);
    t.steps[1].expect = [{ type: 'play', card: 36 }]; // a pea while yellow must be followed
    const problems = checkTutorial(tmc, t);
    expect(problems.join('\n')).toMatch(/step 1 \(follow\): expected .* is not legal/);
    const u = structuredClone((await loadTutorial('wasabi')) as Tutorial);
    u.steps[2].replies = [{ player: 1, action: { type: 'place', ingredient: 'salmon', square: 1 } }]; // occupied
    expect(checkTutorial(wasabi, u).join('\n')).toMatch(/step 2 \(refill\): replies\[0\]/);
  });

  it('a lesson’s opening is played before its first step: Wasabi!’s first step shows the setup its words describe', async () => {
    const t = (await loadTutorial('wasabi')) as Tutorial;
    expect(t.opening?.length).toBe(12);
    const { state, events } = openLesson(wasabi, t);
    // one list of events per opening move (the page logs them)
    expect(events).toHaveLength(12);
    expect(events.flat().filter((e) => e.type === 'draw')).toHaveLength(6);
    const view = wasabi.view(state, t.seat);
    expect(view.phase).toBe('turn');
    expect(wasabi.activePlayers(state)).toEqual([t.seat]);
    const me = view.seats[t.seat];
    expect(me.hand).toHaveLength(3);
    // "Your recipes: Salmon, Tuna and Tamago Nigiri": the cards in hand are the ones the words name
    const named = me.recipes.map((r) => RECIPES[r].names.en);
    expect(named).toEqual(['Salmon Nigiri', 'Tuna Nigiri', 'Tamago Nigiri']);
    for (const n of ['Salmon', 'Tuna', 'Tamago Nigiri']) expect(t.steps[0].text.en).toContain(n);
    // the first step's Continue plays nothing more
    expect(t.steps[0].replies).toBeUndefined();
  });

  it('a broken opening is caught, naming the move; a badly shaped one is refused', async () => {
    const t = structuredClone((await loadTutorial('wasabi')) as Tutorial);
    t.opening = [...(t.opening ?? []), { player: 1, action: { type: 'draw', length: 9 } }];
    expect(checkTutorial(wasabi, t).join('\n')).toMatch(/^setup: opening\[12\] .*draw/);
    const u = structuredClone(t);
    u.opening = (t.opening ?? []).slice(0, 3); // the other seat still to give: the learner cannot act
    u.steps = u.steps.slice(1); // …when the first step expects a move
    expect(checkTutorial(wasabi, u).join('\n')).toMatch(/setup: the first step expects a move but seat 0/);
    expect(tutorialShapeProblems({ ...t, opening: [{ action: {} }] })).toEqual([
      'opening: not a list of moves',
    ]);
  });

  it('the page texts exist in every language', () => {
    const keys = Object.keys(TUTORIAL_TEXTS.en).sort();
    for (const l of LOCALES) {
      expect(Object.keys(TUTORIAL_TEXTS[l]).sort()).toEqual(keys);
      for (const k of keys) expect(TUTORIAL_TEXTS[l][k as keyof typeof TUTORIAL_TEXTS.en]).toMatch(/\S/);
    }
  });
});
