import './zod.ts';
import {
  applyAction,
  type BaseEvent,
  type BaseState,
  createGame,
  type GameDefinition,
  type GameResult,
  isActionOf,
  jsonEqual,
  type Localized,
  viewEvents,
} from '@potluck/engine';

/**
 * A guided first game (issue 16 item 7) is data: a pinned scenario (docs/scenarios.md: seed, options, `fixed`), the
 * seat the learner plays and a list of steps. Each step shows its text; a step with `expect` waits for the learner
 * to play one of those actions (they are lit up on the table), a step without waits for "Continue". Then the
 * step's `replies` are played (the other seats' scripted replies, or a stretch of the game played for the
 * learner). The files live in `packages/games/<id>/tutorial/tutorial.json`; `test/tutorial.test.ts` replays each
 * one with the game's rules, so a rule change that breaks a lesson fails the tests.
 */
export interface TutorialMove {
  player: number;
  action: unknown;
}

export interface TutorialStep {
  /** A short stable name (tests and `data-step` use it). */
  id: string;
  /** What the coach says. */
  text: Localized;
  /** The learner's move(s) this step teaches (any one is accepted; the first is the one the script follows). */
  expect?: unknown[];
  /** Why another legal move is not this lesson (shown when the learner plays one; they try again). */
  offScript?: Localized;
  /** A part of the table to bring into view on this step (a CSS selector of the game's screen), e.g. the scores. */
  show?: string;
  /** Played after the learner's move (or after "Continue"): the other seats' replies. */
  replies?: TutorialMove[];
}

export interface Tutorial {
  game: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  fixed?: unknown;
  /**
   * Played before the first step is shown (a stretch the learner is not taught by playing it, e.g. Wasabi!'s
   * setup), so that the first step's words and the table agree: its events are in the log.
   */
  opening?: TutorialMove[];
  /** The learner's seat. */
  seat: number;
  /** The lesson's title. */
  title: Localized;
  steps: TutorialStep[];
  /** Said once the last step is done. */
  done: Localized;
}

/**
 * Plain JSON equality that ignores key order (actions from the screens and from the file are compared): the
 * engine's `jsonEqual`. A missing field is not a null one, so a lesson's `{ "x": null }` does not cover a move
 * without `x`.
 */
export function sameAction(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b);
}

/*
 * The functions below are written once for every game, generic in its state `S`, action `A` and view `V`: a game's
 * legal actions are compared and fed to its own `validate`, its states to its own `view`. The page passes the erased
 * game of its web slice (they are inferred as `any`), the tests a game's own definition (exactly typed).
 */

/** The game as the first step shows it: set up, then the lesson's opening played. */
export function startState<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  t: Tutorial,
): S {
  return openLesson(game, t).state;
}

/**
 * The game set up, then the lesson's opening played (each move through the rules' checked boundary), with each
 * opening move's events as the learner sees them. Throws, naming the move, if the rules refuse one.
 */
export function openLesson<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  t: Tutorial,
): { state: S; events: BaseEvent[][] } {
  let state = createGame(game, {
    players: t.players,
    seed: t.seed,
    options: t.options ?? {},
    fixed: t.fixed,
  });
  const events: BaseEvent[][] = [];
  for (const [j, m] of (t.opening ?? []).entries()) {
    try {
      const r = play(game, state, m, t.seat);
      state = r.state;
      events.push(r.events);
    } catch (e) {
      throw new Error(`opening[${j}] ${JSON.stringify(m)}: ${String((e as Error).message)}`);
    }
  }
  return { state, events };
}

/** What the learner's screen is given: the frame the server would send to that seat. */
export interface LocalFrame<V = unknown, A = unknown> {
  view: V;
  active: number[];
  legal: A[];
  result: GameResult | null;
}

export function frameOf<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  state: S,
  seat: number,
): LocalFrame<V, A> {
  const active = [...game.activePlayers(state)];
  return {
    view: game.view(state, seat),
    active,
    legal: active.includes(seat) ? [...game.legalActions(state, seat)] : [],
    result: game.result(state),
  };
}

/** One move through the rules' checked boundary; the events as `seat` sees them. Throws a GameError if illegal. */
export function play<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  state: S,
  move: TutorialMove,
  seat: number,
): { state: S; events: BaseEvent[] } {
  const r = applyAction(game, state, move.player, move.action);
  return { state: r.state, events: viewEvents(game, r.events, seat) };
}

/**
 * How a tap compares with the step: the lesson's move, another legal move, or one the rules refuse. A move that
 * adds optional fields to the lesson's move (a 卡片厨房 dish with a name) is still the lesson's move.
 */
export function judgeMove<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  state: S,
  t: Tutorial,
  step: TutorialStep,
  action: unknown,
): 'expected' | 'offScript' | 'illegal' {
  if (!game.activePlayers(state).includes(t.seat)) return 'illegal';
  if ((step.expect ?? []).some((e) => sameAction(e, action))) return 'expected';
  let legal: boolean;
  try {
    legal = isActionOf(game, action) && game.validate(state, t.seat, action) === null;
  } catch {
    legal = false;
  }
  if (!legal) return 'illegal';
  return (step.expect ?? []).some((e) => covers(e, action)) ? 'expected' : 'offScript';
}

/** Every field of `expected` is in `action` with the same value. */
function covers(expected: unknown, action: unknown): boolean {
  if (expected === null || typeof expected !== 'object' || action === null || typeof action !== 'object')
    return false;
  const a = action as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(([k, v]) => sameAction(v, a[k]));
}

/**
 * Replays a whole tutorial with the rules and lists what is wrong with it: an expected move that is not legal at
 * its step (or not the learner's turn), a scripted reply the rules refuse, a step that expects nothing while the
 * learner must act (the page would wait forever), a learner who must still act at a step with nothing to do.
 * Empty = the lesson can be played to its end.
 */
export function checkTutorial<S extends BaseState, A, V>(
  game: GameDefinition<S, A, unknown, V>,
  t: Tutorial,
): string[] {
  const problems: string[] = [];
  let state: S;
  try {
    state = startState(game, t);
  } catch (e) {
    return [`setup: ${String((e as Error).message)}`];
  }
  if (t.steps[0]?.expect && !game.activePlayers(state).includes(t.seat))
    problems.push(`setup: the first step expects a move but seat ${t.seat} is not to act`);
  for (const [i, step] of t.steps.entries()) {
    const at = `step ${i} (${step.id})`;
    const legal = game.activePlayers(state).includes(t.seat) ? game.legalActions(state, t.seat) : [];
    if (step.expect) {
      if (step.expect.length === 0) problems.push(`${at}: expect is empty`);
      for (const e of step.expect) {
        if (!legal.some((l) => sameAction(l, e)))
          problems.push(`${at}: expected ${JSON.stringify(e)} is not legal for seat ${t.seat}`);
      }
      if (!step.offScript) problems.push(`${at}: no offScript text`);
      if (problems.length > 0) return problems;
      state = play(game, state, { player: t.seat, action: step.expect[0] }, t.seat).state;
    }
    for (const [j, m] of (step.replies ?? []).entries()) {
      try {
        state = play(game, state, m, t.seat).state;
      } catch (e) {
        problems.push(`${at}: replies[${j}] ${JSON.stringify(m)}: ${String((e as Error).message)}`);
        return problems;
      }
    }
    const next = t.steps[i + 1];
    const mustAct = game.activePlayers(state).includes(t.seat);
    const othersMustAct = game.activePlayers(state).some((p) => p !== t.seat);
    if (next?.expect && !mustAct)
      problems.push(`${at}: the next step expects a move but seat ${t.seat} is not to act`);
    if (next?.expect && othersMustAct && !next.expect.length) problems.push(`${at}: others must act`);
  }
  return problems;
}
