import fc from 'fast-check';
import type { GameError } from '../errors.ts';
import { type AnyGame, RANDOMNESS } from '../game.ts';
import { canonicalJson, jsonEqual } from '../json.ts';
import { LOCALES } from '../locale.ts';
import { type RngState, rngFromSeed } from '../rng.ts';
import { applyAction, applyTrusted, createGame } from '../run.ts';
import { leakChecks } from './leaks.ts';
import {
  firstDiff,
  forRandomGames,
  nonJsonPath,
  playOn,
  type ResolvedConfig,
  rngLeakPath,
  setOf,
  spread,
  viewers,
  where,
} from './random-games.ts';
import { expectGameError, fail, sampleStates, traceStates } from './trace.ts';

/**
 * The properties every game must have. Each throws a ConformanceError (or a fast-check failure wrapping one)
 * with the seed and player count when broken.
 */
export const conformanceChecks: Record<string, (game: AnyGame, cfg: ResolvedConfig) => void> = {
  'random legal games end, with a result only at the end'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      if (!t.ended) fail(`game did not end within ${cfg.maxSteps} actions ${where(t)}`);
      for (const s of sampleStates(t, cfg.sampledStates * 2).slice(0, -1)) {
        const active = game.activePlayers(s);
        if (active.length === 0) fail(`a state before the end has no active player ${where(t)}`);
        if (new Set(active).size !== active.length || active.some((p) => p < 0 || p >= t.players)) {
          fail(`activePlayers returned invalid seats ${JSON.stringify(active)} ${where(t)}`);
        }
        for (let p = 0; p < t.players; p++) {
          if (!active.includes(p) && game.legalActions(s, p).length > 0) {
            fail(`inactive seat ${p} has legal actions ${where(t)}`);
          }
        }
        if (game.result(s) !== null) fail(`result() is not null before the game is over ${where(t)}`);
      }
      const r = game.result(t.final);
      if (!r) fail(`a finished game has no result ${where(t)}`);
      if (r.scores.length !== t.players || r.ranks.length !== t.players)
        fail(`result has wrong length ${where(t)}`);
      const top = r.ranks.map((k, i) => (k === 1 ? i : -1)).filter((i) => i >= 0);
      if (top.length === 0 || !jsonEqual([...r.winners], top)) {
        fail(`winners ${JSON.stringify(r.winners)} are not the seats ranked 1st ${where(t)}`);
      }
    });
  },

  'same seed, options and actions give identical state JSON'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      let s = createGame(game, { players: t.players, seed: t.seed, options: t.options });
      if (JSON.stringify(s) !== JSON.stringify(t.steps[0]?.before ?? t.final))
        fail(`setup is not deterministic ${where(t)}`);
      for (let i = 0; i < t.steps.length; i++) {
        const step = t.steps[i];
        s = applyAction(game, s, step.player, step.action).state;
        const expected = i + 1 < t.steps.length ? t.steps[i + 1].before : t.final;
        if (JSON.stringify(s) !== JSON.stringify(expected)) {
          fail(`replay diverged at action ${i}: ${firstDiff(s, expected)} ${where(t)}`);
        }
      }
    });
  },

  'every state survives a JSON round trip'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      for (const s of traceStates(t)) {
        const bad = nonJsonPath(s);
        if (bad) fail(`state is not plain JSON at ${bad} ${where(t)}`);
        if (!jsonEqual(JSON.parse(JSON.stringify(s)), s))
          fail(`state changes in a JSON round trip ${where(t)}`);
        const c = game.clone(s);
        if (c === s || !jsonEqual(c, s)) fail(`clone() is not an equal copy ${where(t)}`);
      }
      for (const step of t.steps.filter(
        (_, i) => i % Math.max(1, Math.floor(t.steps.length / cfg.sampledStates)) === 0,
      )) {
        const copy = JSON.parse(JSON.stringify(step.before));
        const a = applyTrusted(game, copy, step.player, step.action).state;
        const b = applyTrusted(game, step.before, step.player, step.action).state;
        if (JSON.stringify(a) !== JSON.stringify(b))
          fail(`a state read back from JSON plays differently ${where(t)}`);
      }
    });
  },

  'every legal action is accepted and leaves its input untouched'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      for (const s of sampleStates(t, cfg.sampledStates).slice(0, -1)) {
        const before = JSON.stringify(s);
        for (const p of game.activePlayers(s)) {
          const legal = game.legalActions(s, p);
          if (setOf(legal).size !== legal.length) fail(`legalActions lists an action twice ${where(t)}`);
          for (const a of spread(legal, cfg.actionsPerState)) {
            const v = game.validate(s, p, a);
            if (v !== null)
              fail(`validate rejects legal action ${canonicalJson(a)} (rule ${v.rule}) ${where(t)}`);
            const checked = applyAction(game, s, p, JSON.parse(JSON.stringify(a)));
            const trusted = applyTrusted(game, s, p, a);
            if (JSON.stringify(checked.state) !== JSON.stringify(trusted.state)) {
              fail(`applyAction and applyTrusted disagree on ${canonicalJson(a)} ${where(t)}`);
            }
            if (!Number.isInteger(checked.flags) || checked.flags < 0 || checked.flags > 3)
              fail(`bad step flags ${where(t)}`);
            if (JSON.stringify(s) !== before)
              fail(`applying ${canonicalJson(a)} changed its input state ${where(t)}`);
          }
        }
      }
    });
  },

  'malformed and illegal actions are rejected with a code and change nothing'(game, cfg) {
    const garbage: unknown[] = [null, undefined, 0, 'play', [], {}, { type: 42 }, { type: 'no-such-action' }];
    forRandomGames(game, cfg, (t) => {
      const states = sampleStates(t, cfg.sampledStates);
      const pool = new Map<string, unknown>();
      for (const s of states)
        for (let p = 0; p < t.players; p++)
          for (const a of game.legalActions(s, p)) pool.set(canonicalJson(a), a);
      const poolList = [...pool.values()];
      const random = fc.sample(fc.anything({ maxDepth: 2 }), { numRuns: 10, seed: cfg.seed });
      for (const s of states) {
        const before = JSON.stringify(s);
        const active = game.activePlayers(s);
        if (active.length === 0) {
          for (const a of poolList.slice(0, 5)) {
            const e = expectGameError(() => applyAction(game, s, 0, a), 'an action after the end');
            if (e.code !== 'GAME_OVER')
              fail(`action after the end gave ${e.code}, not GAME_OVER ${where(t)}`);
          }
          continue;
        }
        for (const seat of [-1, t.players, 0.5, '0']) {
          const e = expectGameError(
            () => applyAction(game, s, seat as number, poolList[0]),
            `seat ${String(seat)}`,
          );
          if (e.code !== 'BAD_PLAYER')
            fail(`seat ${String(seat)} gave ${e.code}, not BAD_PLAYER ${where(t)}`);
        }
        for (const p of active) {
          const legal = setOf(game.legalActions(s, p));
          for (const a of [...garbage, ...random]) {
            if (a !== undefined && legal.has(canonicalJson(a))) continue;
            const e = expectGameError(
              () => applyAction(game, s, p, a),
              `malformed action ${canonicalJson(a)}`,
            );
            if (e.code !== 'BAD_ACTION_SHAPE' && e.code !== 'ILLEGAL_ACTION') {
              fail(`malformed action gave ${e.code} ${where(t)}`);
            }
          }
          for (const a of spread(
            poolList.filter((x) => !legal.has(canonicalJson(x))),
            cfg.actionsPerState,
          )) {
            const e: GameError = expectGameError(
              () => applyAction(game, s, p, a),
              `illegal action ${canonicalJson(a)}`,
            );
            if (e.code !== 'ILLEGAL_ACTION')
              fail(`illegal action ${canonicalJson(a)} gave ${e.code} ${where(t)}`);
            if (!e.rule) fail(`ILLEGAL_ACTION without a rule id for ${canonicalJson(a)} ${where(t)}`);
            for (const l of LOCALES)
              if (!e.text[l]) fail(`rule message missing in ${l} (rule ${e.rule}) ${where(t)}`);
          }
        }
        for (let p = 0; p < t.players; p++) {
          if (active.includes(p)) continue;
          for (const a of poolList.slice(0, 5)) {
            const e = expectGameError(() => applyAction(game, s, p, a), `action by inactive seat ${p}`);
            if (e.code !== 'NOT_YOUR_TURN' && e.code !== 'BAD_ACTION_SHAPE') {
              fail(`action by inactive seat ${p} gave ${e.code}, not NOT_YOUR_TURN ${where(t)}`);
            }
          }
        }
        if (JSON.stringify(s) !== before) fail(`a rejected action changed the state ${where(t)}`);
      }
    });
  },

  'a determinization looks the same to its viewer and plays on'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      const rng = rngFromSeed(`determinize/${t.seed}`);
      const states = sampleStates(t, cfg.sampledStates);
      states.forEach((s, i) => {
        for (const v of viewers(t.players)) {
          const seen = game.view(s, v);
          const frozen = JSON.stringify(seen);
          const world = game.determinize(seen, v, rng);
          if (JSON.stringify(seen) !== frozen) fail(`determinize changed the view it was given ${where(t)}`);
          const bad = nonJsonPath(world);
          if (bad) fail(`a determinized state is not plain JSON at ${bad} ${where(t)}`);
          const d = firstDiff(game.view(world, v), seen);
          if (d) fail(`viewer ${v} sees a determinized world differently: ${d} ${where(t)}`);
          if (!jsonEqual([...game.activePlayers(world)], [...game.activePlayers(s)])) {
            fail(`a determinized world has other active players ${where(t)}`);
          }
          if (v >= 0 && game.activePlayers(s).includes(v)) {
            const mine = [...setOf(game.legalActions(s, v))].sort();
            const theirs = [...setOf(game.legalActions(world, v))].sort();
            if (!jsonEqual(mine, theirs))
              fail(`viewer ${v} has other legal actions in a determinized world ${where(t)}`);
          }
          if (i % 4 === 1) playOn(game, world, cfg, rng, t);
        }
      });
    });
  },

  'no view or event ever contains the RNG state'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      const check = (v: unknown, rng: RngState, what: string) => {
        const p = rngLeakPath(v, rng);
        if (p) fail(`${what} exposes the RNG at ${p} ${where(t)}`);
        const bad = nonJsonPath(v);
        if (bad) fail(`${what} is not plain JSON at ${bad} ${where(t)}`);
      };
      for (let i = 0; i < t.steps.length; i++) {
        const step = t.steps[i];
        const after = (i + 1 < t.steps.length ? t.steps[i + 1].before : t.final) as { rng: RngState };
        const before = step.before as { rng: RngState };
        for (const v of viewers(t.players)) {
          if (i % Math.max(1, Math.floor(t.steps.length / cfg.sampledStates)) === 0) {
            check(game.view(before, v), before.rng, `view for ${v}`);
          }
          for (const e of step.events) {
            const seen = game.viewEvent(e, v);
            if (seen === null) continue;
            if (typeof seen !== 'object' || typeof seen.type !== 'string')
              fail(`viewEvent returned a non-event ${where(t)}`);
            check(seen, after.rng, `event ${e.type} for ${v}`);
            check(seen, before.rng, `event ${e.type} for ${v}`);
          }
        }
        if (!jsonEqual(before.rng, after.rng) && (step.flags & RANDOMNESS) === 0) {
          fail(`action ${canonicalJson(step.action)} used the RNG but its flags lack RANDOMNESS ${where(t)}`);
        }
      }
      for (const v of viewers(t.players))
        check(game.view(t.final, v), (t.final as { rng: RngState }).rng, `final view for ${v}`);
    });
  },
  ...leakChecks,
};
