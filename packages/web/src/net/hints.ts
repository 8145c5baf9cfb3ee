import type { ErrorBody } from './types.ts';

/** One suggested move of a hint (docs/protocol.md "Hints"). */
export interface HintMove {
  action: unknown;
  /** Estimated winning chance after the move (0–1). */
  chance: number;
  /** The move's first event as we would see it: said in the game's own words by its log describer. */
  events: unknown[];
}

export interface HintSnapshot {
  status: 'idle' | 'asking' | 'shown' | 'refused';
  /** The match version the moves were searched for. */
  version: number;
  moves: HintMove[];
  error: ErrorBody | null;
}

/**
 * Whether a hint is for the table as shown: answered, and searched for the very version on screen. The version
 * decides, not when the answer came: a hint searched before a bot's move, or shown while the table moved on,
 * lights nothing (a frame-identity check missed some of those and left a Wasabi! refill lit after it was made).
 */
export function hintFor(hint: HintSnapshot, version: number | undefined): boolean {
  return hint.status === 'shown' && hint.version === version;
}

/** The moves a table lights for a hint: the best one alone (see HintPanel's useHinted); none unless it is for
 * the version shown. */
export function litMoves(hint: HintSnapshot, version: number | undefined): readonly unknown[] | undefined {
  return hintFor(hint, version) ? hint.moves.slice(0, 1).map((m) => m.action) : undefined;
}

const IDLE: HintSnapshot = { status: 'idle', version: -1, moves: [], error: null };

/** Our hint requests and their answers: a store of its own (a hint does not redraw the table). */
export class HintStore {
  private snapshot: HintSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private asked: number | null = null;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): HintSnapshot => this.snapshot;

  private set(s: HintSnapshot): void {
    this.snapshot = s;
    for (const fn of this.listeners) fn();
  }

  /** A request with this id was sent. */
  sent(id: number): void {
    this.asked = id;
    this.set({ ...IDLE, status: 'asking' });
  }

  /** The server's `hint`: true when it answered our last request. */
  answered(id: unknown, version: number, moves: HintMove[]): boolean {
    if (id !== this.asked) return false;
    this.asked = null;
    this.set({ status: 'shown', version, moves, error: null });
    return true;
  }

  /** An `error`: true (and shown) when it refused our last request. */
  refused(id: unknown, error: ErrorBody): boolean {
    if (id === undefined || id !== this.asked) return false;
    this.asked = null;
    this.set({ ...IDLE, status: 'refused', error });
    return true;
  }

  /**
   * Forgets the shown hint (the table moved on), and an unanswered ask: its answer, searched for the position
   * before, would light a move of a table that is gone (a bot's move arriving while the search ran).
   */
  clear(): void {
    if (this.snapshot.status === 'idle') return;
    this.asked = null;
    this.set(IDLE);
  }
}
