/**
 * The kit's leak checks. A game declares what each viewer may not know with `redeal` (from the true state, not
 * from `view`), so a view, a legal-move list or an event that shows a secret is caught by comparing worlds the
 * viewer must not be able to tell apart.
 */
import { type AnyGame, type BaseEvent, REVEALED, type Viewer } from '../game.ts';
import { canonicalJson, jsonEqual } from '../json.ts';
import { type RngState, rngFromSeed } from '../rng.ts';
import { applyTrusted } from '../run.ts';
import {
  firstDiff,
  forRandomGames,
  nonJsonPath,
  playOn,
  type ResolvedConfig,
  setOf,
  spread,
  viewers,
  where,
} from './random-games.ts';
import { fail, sampleStates, type Trace, type TraceStep } from './trace.ts';

const sortedLegal = (game: AnyGame, s: unknown, v: Viewer) => [...setOf(game.legalActions(s, v))].sort();
const seenEvents = (game: AnyGame, events: readonly BaseEvent[], v: Viewer) =>
  canonicalJson(events.map((e) => game.viewEvent(e, v)).filter((e) => e !== null));

/** Evenly spread steps, plus the first step of every kind (by its events' types), so rare moves are covered. */
function sampleSteps(t: Trace, count: number): TraceStep[] {
  const picked = new Set<TraceStep>(spread(t.steps, count));
  const kinds = new Set<string>();
  for (const step of t.steps) {
    const kind = step.events.map((e) => e.type).join(',');
    if (!kinds.has(kind)) {
      kinds.add(kind);
      picked.add(step);
    }
  }
  return [...picked];
}

export const leakChecks: Record<string, (game: AnyGame, cfg: ResolvedConfig) => void> = {
  'a viewer sees nothing of what is re-dealt from it'(game, cfg) {
    forRandomGames(game, cfg, (t) => {
      const rng = rngFromSeed(`redeal/${t.seed}`);
      let hidesSomething = false;
      sampleStates(t, cfg.sampledStates).forEach((s, i) => {
        const frozen = JSON.stringify(s);
        for (const v of viewers(t.players)) {
          const world = game.redeal(s, v, rng);
          if (JSON.stringify(s) !== frozen) fail(`redeal changed the state it was given ${where(t)}`);
          const bad = nonJsonPath(world);
          if (bad) fail(`a re-dealt state is not plain JSON at ${bad} ${where(t)}`);
          if (jsonEqual((world as { rng: RngState }).rng, (s as { rng: RngState }).rng))
            fail(`redeal for viewer ${v} kept the RNG state, which no one may know ${where(t)}`);
          const d = firstDiff(game.view(world, v), game.view(s, v));
          if (d) fail(`viewer ${v} sees what was re-dealt from it: ${d} ${where(t)}`);
          if (!jsonEqual([...game.activePlayers(world)], [...game.activePlayers(s)]))
            fail(`re-dealing for viewer ${v} changed the active seats ${where(t)}`);
          if (v >= 0 && !jsonEqual(sortedLegal(game, world, v), sortedLegal(game, s, v)))
            fail(`viewer ${v} has other legal actions once its hidden part is re-dealt ${where(t)}`);
          for (const w of viewers(t.players))
            if (w !== v && !jsonEqual(game.view(world, w), game.view(s, w))) hidesSomething = true;
          if (i % 4 === 1) playOn(game, world, cfg, rng, t);
        }
      });
      // A redeal that changes nothing hidden would make the check above pass vacuously.
      if (!hidesSomething && !cfg.perfectInformation)
        fail(`no redeal changed what another viewer sees: redeal re-deals nothing ${where(t)}`);
    });
  },

  'an event tells a viewer nothing its views do not'(game, cfg) {
    // Two moves that reveal nothing (no REVEALED flag) and that the viewer cannot tell apart afterwards (the
    // same view: another secret choice, or a move in a world re-dealt from the viewer) must show it the same
    // events. (A revealing move may show in its events what later views forget, such as a discarded pot.)
    const alternatives = Math.max(4, Math.ceil(cfg.actionsPerState / 4));
    forRandomGames(game, cfg, (t) => {
      const rng = rngFromSeed(`redeal-events/${t.seed}`);
      const after = (i: number) => (i + 1 < t.steps.length ? t.steps[i + 1].before : t.final);
      for (const step of sampleSteps(t, cfg.sampledStates)) {
        if (step.flags & REVEALED) continue;
        const { before, player, action } = step;
        const real = after(t.steps.indexOf(step));
        const outcomes = (world: unknown) =>
          spread(game.legalActions(world, player), alternatives).map((a) => ({
            a,
            ...applyTrusted(game, world, player, a),
          }));
        const here = outcomes(before);
        for (const v of viewers(t.players)) {
          const seenAfter = canonicalJson(game.view(real, v));
          const seen = seenEvents(game, step.events, v);
          const world = game.redeal(before, v, rng);
          const there = game.activePlayers(world).includes(player) ? outcomes(world) : [];
          for (const o of [...here, ...there]) {
            if (o.flags & REVEALED || canonicalJson(game.view(o.state, v)) !== seenAfter) continue;
            if (seenEvents(game, o.events, v) !== seen) {
              fail(
                `viewer ${v} tells ${canonicalJson(action)} from ${canonicalJson(o.a)} by seat ${player} only ` +
                  `by their events: ${seen.slice(0, 200)} ≠ ${seenEvents(game, o.events, v).slice(0, 200)} ${where(t)}`,
              );
            }
          }
        }
      }
    });
  },
};
