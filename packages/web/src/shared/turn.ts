/**
 * Who sees the table at one shared screen (pass-and-play). Pure: the page feeds it the public facts (who must
 * act, whether the game is over, which seats sit at this screen) and the seat whose view is shown now.
 */

/** What the shared screen renders: one seat's table, or the cover that hides every seat's cards. */
export type SharedScreenState =
  /** Seat `seat`'s own view of the table. */
  | { kind: 'table'; seat: number }
  /**
   * The cover: pass the device to `seat` (who must act next), or — `seat` null — nobody at this screen has been
   * shown anything yet and only bots are acting.
   */
  | { kind: 'cover'; seat: number | null };

export interface SharedScreenFacts {
  /** Seats that must act now (public: `frame.active`). */
  active: readonly number[];
  /** The game is over: nothing is secret any more. */
  over: boolean;
  /** The seats played at this screen, in seat order. */
  locals: readonly number[];
  /** The seat whose view was shown last (null after a reload: nobody yet). */
  shown: number | null;
}

/**
 * The local seat that must act next: the shown seat while it still must act (it may have several moves, or a
 * simultaneous choice not yet made), else the first local seat in `active` after the shown one, in seat order
 * (so simultaneous secret choices go round the table seat by seat). Null when only bots (or nobody) must act.
 */
export function nextLocalSeat(facts: Omit<SharedScreenFacts, 'over'>): number | null {
  const { active, locals, shown } = facts;
  const acting = locals.filter((s) => active.includes(s));
  if (acting.length === 0) return null;
  if (shown !== null && acting.includes(shown)) return shown;
  if (shown === null) return acting[0];
  return acting.find((s) => s > shown) ?? acting[0];
}

/**
 * The screen to render. A different person must act → the cover (the table is not rendered at all, so no seat's
 * hidden cards are in the page). The same person, or only bots acting → the shown seat's table stays. Game over
 * → the table of the last shown seat (or the first local one), never a cover.
 */
export function sharedScreen(facts: SharedScreenFacts): SharedScreenState {
  const { over, locals, shown } = facts;
  if (over) return { kind: 'table', seat: shown ?? locals[0] ?? 0 };
  const next = nextLocalSeat(facts);
  if (next === null) return shown === null ? { kind: 'cover', seat: null } : { kind: 'table', seat: shown };
  if (next === shown) return { kind: 'table', seat: shown };
  return { kind: 'cover', seat: next };
}
