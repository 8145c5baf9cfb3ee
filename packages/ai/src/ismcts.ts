/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012) over the game
 * contract. Each iteration samples a fresh world from the bot's own view (`determinize`), walks the tree with
 * UCB restricted to the actions available in that world (availability counts), expands one node, finishes with
 * a rollout (heuristic or random, depth-limited with an evaluation where the game supplies one) and backs up a
 * reward per seat. Where a game names its `candidates`, the tree branches only on those (its best few moves by
 * the heuristic), which keeps the budget from spreading thin over hundreds of legal actions.
 *
 * Simultaneous secret choices: when several seats must act at once, only the searching seat's choice enters the
 * tree; the others choose by the rollout policy first, before ours, in the sampled world. So no opponent ever
 * conditions on our secret choice, and our choice's statistics average over theirs.
 */
import {
  type AnyGame,
  canonicalJson,
  type GameResult,
  nextU32,
  type RngState,
  randInt,
  type Seat,
} from '@potluck/engine';
import type { DecisionContext } from './bot.ts';
import type { GameHeuristics } from './heuristics.ts';

export interface IsmctsOptions {
  /** Stop after this many iterations (default 1000 when no time budget is given). */
  iterations?: number;
  /** Stop after this many milliseconds. */
  timeMs?: number;
  /** Never stop on time before this many iterations (analysis: a floor under the estimates on a busy machine). */
  minIterations?: number;
  /** UCB exploration constant (default 0.7: rewards are in [0, 1]). */
  exploration?: number;
  /** Heuristics for rollouts and cut-off evaluation; random rollouts to the end without. */
  heuristics?: GameHeuristics;
  /** Use the heuristic policy in rollouts (default true when heuristics are given); else uniform random. */
  heuristicRollouts?: boolean;
  /**
   * Stop as soon as the most visited move can no longer be overtaken in the budget left (default true). The
   * choice is then the one the full budget would make (each iteration adds one visit to one root move); with a
   * time budget the iterations left are estimated from the rate so far.
   */
  stopWhenDecided?: boolean;
  /**
   * The root branches on exactly these actions (legal for the searching seat) instead of the game's candidates:
   * post-game analysis adds the move that was played, so that it gets a value of its own.
   */
  rootActions?: readonly unknown[];
  /**
   * Each root action gets at least this share of the iterations (analysis: every candidate's value rests on
   * enough samples to be compared, not only the ones UCB likes). Default 0.
   */
  rootMinShare?: number;
}

interface Node {
  action: unknown;
  key: string;
  /** The seat that took `action` into this node; rewards are kept from its point of view. */
  mover: Seat;
  visits: number;
  available: number;
  reward: number;
  /** Sum of `mover`'s winning chance (a won game 1, a shared win 1/k; the evaluation at a cut-off). */
  win: number;
  children: Map<string, Node>;
}

const keys = new WeakMap<object, string>();
function keyOf(a: unknown): string {
  if (a === null || typeof a !== 'object') return canonicalJson(a);
  let k = keys.get(a);
  if (k === undefined) {
    k = canonicalJson(a);
    keys.set(a, k);
  }
  return k;
}

/** Winning chance per seat of a finished game: 1 for a sole winner, 1/k for each of k seats sharing the win. */
export function winSharesOf(result: GameResult): number[] {
  const share = 1 / result.winners.length;
  return result.ranks.map((_, p) => (result.winners.includes(p) ? share : 0));
}

/** Reward per seat for a finished game: mostly the win (shared wins split), partly the placing. */
export function rewardsOf(result: GameResult): number[] {
  const n = result.ranks.length;
  const winShare = 1 / result.winners.length;
  return result.ranks.map((rank, p) => {
    const win = result.winners.includes(p) ? winShare : 0;
    const placing = n > 1 ? (n - rank) / (n - 1) : 1;
    return 0.8 * win + 0.2 * placing;
  });
}

export interface SearchReport {
  action: unknown;
  iterations: number;
  /**
   * Root statistics: visits, mean reward and mean winning chance (`win`: a won game 1, a shared win 1/k, the
   * game's evaluation where a rollout is cut off) of each action tried, for the searching seat.
   */
  stats: { action: unknown; visits: number; value: number; win: number }[];
}

export function ismcts(ctx: DecisionContext, opts: IsmctsOptions = {}): SearchReport {
  const { game, seat, view, rng } = ctx;
  const c = opts.exploration ?? 0.7;
  const heur = opts.heuristics;
  const useHeuristic = heur !== undefined && (opts.heuristicRollouts ?? true);
  const maxIterations = opts.iterations ?? (opts.timeMs === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const deadline = opts.timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + opts.timeMs;
  const depthLimit = heur?.evaluate
    ? (heur.rolloutDepth ?? Number.POSITIVE_INFINITY)
    : Number.POSITIVE_INFINITY;
  const root: Node = {
    action: null,
    key: '',
    mover: seat,
    visits: 0,
    available: 0,
    reward: 0,
    win: 0,
    children: new Map(),
  };
  const rootActions = opts.rootActions;
  const rootFloor = opts.rootMinShare ?? 0;
  const candidates: Node[] = [];
  const path: Node[] = [];

  const policyMove = (world: unknown, p: Seat): unknown => {
    const legal = game.legalActions(world, p);
    return useHeuristic ? heur!.policy(game, world, p, legal, rng) : legal[randInt(rng, legal.length)];
  };

  /** Lets every active seat except the searcher choose by policy while several seats act at once. */
  const settleSimultaneous = (world: unknown): readonly Seat[] => {
    let active = game.activePlayers(world);
    while (active.length > 1) {
      const other = active.find((p) => p !== seat);
      if (other === undefined) break;
      game.step(world, other, policyMove(world, other), null);
      active = game.activePlayers(world);
    }
    return active;
  };

  const stopWhenDecided = opts.stopWhenDecided ?? true;
  const minIterations = opts.minIterations ?? 0;
  const started = performance.now();
  let iterations = 0;
  while (iterations < maxIterations) {
    if (iterations > 0) {
      // The clock every iteration (tens of nanoseconds against tens of microseconds or more an iteration): a
      // slow iteration on a loaded machine must not carry a decision past its budget.
      const now = deadline === Number.POSITIVE_INFINITY ? 0 : performance.now();
      if (now > deadline && iterations >= minIterations) break;
      if (
        stopWhenDecided &&
        (iterations & 15) === 0 &&
        decided(root, iterations, maxIterations, started, now, deadline)
      )
        break;
    }
    iterations++;
    const world = game.determinize(view, seat, rng);
    let node = root;
    path.length = 0;
    path.push(root);

    // Selection and expansion.
    for (;;) {
      const active = settleSimultaneous(world);
      if (active.length === 0) break;
      const mover = active[0];
      let legal: readonly unknown[];
      if (rootActions && node === root) legal = rootActions;
      else {
        const all = game.legalActions(world, mover);
        legal = heur?.candidates && all.length > 1 ? heur.candidates(game, world, mover, all, rng) : all;
      }
      let untried: unknown[] | null = null;
      candidates.length = 0;
      for (const a of legal) {
        const child = node.children.get(keyOf(a));
        if (child) {
          child.available++;
          candidates.push(child);
        } else if (untried) untried.push(a);
        else untried = [a];
      }
      if (untried) {
        const a = untried[randInt(rng, untried.length)];
        const child: Node = {
          action: a,
          key: keyOf(a),
          mover,
          visits: 0,
          available: 1,
          reward: 0,
          win: 0,
          children: new Map(),
        };
        node.children.set(child.key, child);
        game.step(world, mover, a, null);
        path.push(child);
        break;
      }
      let best: Node | null = null;
      if (rootFloor > 0 && node === root) {
        // The least visited root action first while it is below its share of the iterations.
        for (const ch of candidates) if (best === null || ch.visits < best.visits) best = ch;
        if (best !== null && best.visits >= rootFloor * iterations) best = null;
      }
      if (best === null) {
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const ch of candidates) {
          const score = ch.reward / ch.visits + c * Math.sqrt(Math.log(ch.available) / ch.visits);
          if (score > bestScore || (score === bestScore && (nextU32(rng) & 1) === 0)) {
            bestScore = score;
            best = ch;
          }
        }
      }
      node = best!;
      game.step(world, mover, node.action, null);
      path.push(node);
    }

    // Rollout.
    let depth = 0;
    for (;;) {
      const active = game.activePlayers(world);
      if (active.length === 0 || depth >= depthLimit) break;
      const p = active[randInt(rng, active.length)];
      game.step(world, p, policyMove(world, p), null);
      depth++;
    }
    const result = game.result(world);
    const rewards = result ? rewardsOf(result) : heur!.evaluate!(game, world);
    const wins = result ? winSharesOf(result) : rewards;

    // Backpropagation.
    for (const n of path) {
      n.visits++;
      n.reward += rewards[n.mover];
      n.win += wins[n.mover];
    }
  }

  const tried = [...root.children.values()];
  let best = tried[0];
  for (const ch of tried) if (ch.visits > best.visits) best = ch;
  return {
    action: best?.action,
    iterations,
    stats: tried.map((ch) => ({
      action: ch.action,
      visits: ch.visits,
      value: ch.reward / Math.max(1, ch.visits),
      win: ch.win / Math.max(1, ch.visits),
    })),
  };
}

/** Whether the most visited root move leads the runner-up by more than the iterations still to come. */
function decided(
  root: Node,
  done: number,
  maxIterations: number,
  started: number,
  now: number,
  deadline: number,
): boolean {
  let left = maxIterations - done;
  if (deadline !== Number.POSITIVE_INFINITY)
    left = Math.min(left, ((deadline - now) * done) / (now - started + 1e-3));
  let first = 0;
  let second = 0;
  for (const ch of root.children.values()) {
    if (ch.visits > first) {
      second = first;
      first = ch.visits;
    } else if (ch.visits > second) second = ch.visits;
  }
  return first - second > left;
}

/** Plays one random playout from `state` in place; returns the number of actions taken. */
export function randomPlayout(game: AnyGame, state: unknown, rng: RngState, maxSteps = 1_000_000): number {
  let n = 0;
  for (; n < maxSteps; n++) {
    const active = game.activePlayers(state);
    if (active.length === 0) break;
    const p = active.length === 1 ? active[0] : active[randInt(rng, active.length)];
    const legal = game.legalActions(state, p);
    game.step(state, p, legal[randInt(rng, legal.length)], null);
  }
  return n;
}
