/**
 * The puzzle routes (docs/api.md, "Puzzles"): a list with a daily puzzle fixed by the UTC date, one puzzle as its
 * seat sees it — exactly that seat's view and legal moves, nothing from the true state (no other seat's hand, no
 * deck order, no seed or RNG state, no answer) — and an attempt that tells right from wrong with the numbers.
 */
import { PUZZLE_BANK, puzzlePosition, sameAction } from '@potluck/ai';
import { SLICES } from '@potluck/catalog';
import { type AnyGame, canonicalJson, rngFromSeed } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPuzzle } from '../src/puzzles.ts';
import { api, type Json, loadGames, startServer, type TestServer } from './helpers.ts';

const games = await loadGames();
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

/** The served games whose catalog slice has puzzles (no list of games here: the catalog's). */
const withPuzzles = games.filter((g) => SLICES.some((s) => s.id === g.id && s.puzzles));
const LANGS = ['zh-Hans', 'zh-Hant', 'en'];

function expectError(res: { status: number; body: Json }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
  for (const l of LANGS) expect(typeof res.body.text[l]).toBe('string');
}

describe('puzzle routes', () => {
  it('has puzzles for the three games', () => {
    expect(withPuzzles.map((g) => g.id)).toEqual(
      expect.arrayContaining(['too-many-cooks', 'wasabi', 'cuisine-a-la-card']),
    );
  });

  it('the daily puzzle is fixed by the game and the UTC date', () => {
    const a = dailyPuzzle('wasabi', new Date('2026-12-01T00:00:01Z'));
    expect(dailyPuzzle('wasabi', new Date('2026-12-01T23:59:59Z'))).toEqual(a);
    expect(a?.date).toBe('2026-12-01');
    const ids = new Set<string>();
    for (let d = 1; d <= 28; d++) ids.add(dailyPuzzle('wasabi', new Date(Date.UTC(2026, 1, d)))!.id);
    expect(ids.size).toBeGreaterThan(1);
  });

  it('coded errors: unknown game, unknown puzzle, bad id, missing or illegal action', async () => {
    expectError(await api(ts.url, 'GET', '/api/puzzles/chess'), 404, 'UNKNOWN_GAME');
    expectError(await api(ts.url, 'GET', '/api/puzzles/wasabi/9999'), 404, 'PUZZLE_NOT_FOUND');
    expectError(await api(ts.url, 'GET', '/api/puzzles/wasabi/x1'), 400, 'BAD_REQUEST');
    expectError(await api(ts.url, 'POST', '/api/puzzles/wasabi/1/attempt', {}), 400, 'BAD_REQUEST');
    const bad = await api(ts.url, 'POST', '/api/puzzles/wasabi/1/attempt', { action: { type: 'nope' } });
    expect([400, 409]).toContain(bad.status);
    expect(['BAD_ACTION_SHAPE', 'ILLEGAL_ACTION']).toContain(bad.body.code);
  });

  describe.each(withPuzzles.map((g) => [g.id, g] as [string, AnyGame]))('%s', (_id, game) => {
    it('lists the puzzles with a daily one', async () => {
      const res = await api(ts.url, 'GET', `/api/puzzles/${game.id}`);
      expect(res.status).toBe(200);
      expect(res.body.puzzles.map((p: Json) => p.id)).toEqual(PUZZLE_BANK[game.id].map((p) => p.id));
      expect(res.body.daily.date).toBe(new Date().toISOString().slice(0, 10));
      expect(res.body.puzzles.map((p: Json) => p.id)).toContain(res.body.daily.id);
      expect(JSON.stringify(res.body)).not.toMatch(/seed|answer|rng/);
    });

    it("each puzzle shows only its seat's view and legal moves; the answer only after an attempt", async () => {
      for (const { id, file } of PUZZLE_BANK[game.id]) {
        const res = await api(ts.url, 'GET', `/api/puzzles/${game.id}/${id}`);
        expect(res.status).toBe(200);
        const pos = puzzlePosition(game, file);
        const seat = file.puzzle.seat;
        expect(Object.keys(res.body).sort()).toEqual(
          ['active', 'events', 'game', 'id', 'legal', 'options', 'players', 'seat', 'view'].sort(),
        );
        expect(res.body.seat).toBe(seat);
        expect(res.body.view).toEqual(JSON.parse(JSON.stringify(game.view(pos.state, seat))));
        expect(res.body.legal).toEqual(JSON.parse(JSON.stringify(game.legalActions(pos.state, seat))));
        // a world sampled from that view shows the seat the same thing: nothing in the answer comes from the
        // true state beyond the view (other seats' hands and the deck order differ between the two worlds)
        const world = game.determinize(game.view(pos.state, seat), seat, rngFromSeed(`other/${id}`));
        expect(canonicalJson(game.view(world, seat))).toBe(canonicalJson(res.body.view));
        expect(canonicalJson(game.legalActions(world, seat))).toBe(canonicalJson(res.body.legal));
        for (const other of Array.from({ length: file.players }, (_, s) => s).filter((s) => s !== seat)) {
          const theirs = canonicalJson(game.view(pos.state, other));
          if (theirs !== canonicalJson(game.view(world, other)))
            expect(canonicalJson(res.body)).not.toContain(theirs);
        }
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(file.seed);
        const rng = (pos.state as { rng?: number[] }).rng ?? [];
        for (const w of rng) if (Math.abs(w) >= 1e5) expect(text).not.toContain(String(w));
        expect(text).not.toMatch(/"answer"|"explanation"|"winChance"/);
        // each move's words are what the seat itself would see of it
        expect(res.body.events).toHaveLength(res.body.legal.length);
      }
    });

    it('an attempt tells a wrong move from the answer, with the numbers', async () => {
      const { id, file } = PUZZLE_BANK[game.id][0];
      const shown = (await api(ts.url, 'GET', `/api/puzzles/${game.id}/${id}`)).body;
      const wrong = shown.legal.find((a: Json) => !sameAction(a, file.puzzle.answer));
      const no = await api(ts.url, 'POST', `/api/puzzles/${game.id}/${id}/attempt`, { action: wrong });
      expect(no.status).toBe(200);
      expect(no.body.correct).toBe(false);
      const yes = await api(ts.url, 'POST', `/api/puzzles/${game.id}/${id}/attempt`, {
        action: file.puzzle.answer,
      });
      expect(yes.body.correct).toBe(true);
      expect(yes.body.answer).toEqual(file.puzzle.answer);
      expect(yes.body.played.winChance).toBe(file.puzzle.search.candidates[0].winChance);
      expect(yes.body.candidates.length).toBe(file.puzzle.search.candidates.length);
      for (const l of LANGS) expect(yes.body.explanation[l]).toBe(file.puzzle.explanation[l as 'en']);
    });
  });
});
