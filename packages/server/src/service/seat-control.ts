/**
 * Who plays each seat besides its own kind: a bot for an absent person (after a timeout or a vote, until they take
 * it back), and seats that are out (resigned, forfeited on time: a bot plays on, ranked last). Changed only by
 * `seat` log entries, so a restart or another node folds the same state from the log.
 */
export type SeatChange = 'timeout' | 'vote' | 'takeBack' | 'resign' | 'forfeit';

/**
 * The payload of a `seat` log entry: a change of who plays a seat, or (`what: 'hints'`) a step of the table's
 * agreement to hints (issue 17 item 3): a proposal, with the people who must all agree, or one person's answer.
 */
export type SeatEntry =
  | {
      what: SeatChange;
      /** The bot's level, for every change that puts a bot in (all but takeBack). */
      level?: string;
    }
  | HintsEntry;

/** The seat proposes hints for everyone (its own yes counted), or answers the open proposal. */
export interface HintsEntry {
  what: 'hints';
  vote: 'propose' | 'yes' | 'no';
  /** With `propose`: every person seated at the table then, who must all say yes (the proposer among them). */
  voters?: number[];
}

/** The table's agreement to hints: on for the rest of the match once every person said yes; one no ends a proposal. */
export interface HintsAgreement {
  on: boolean;
  proposal: { by: number; voters: number[]; yes: number[] } | null;
}

export interface BotControl {
  by: 'bot';
  level: string;
  reason: 'timeout' | 'vote';
}

export interface SeatControlState {
  control: (BotControl | null)[];
  out: ({ reason: 'resigned' | 'forfeited'; level: string } | null)[];
  /** Seats in the order they went out (the earlier out, the lower their place). */
  outOrder: number[];
  /** Hints agreed by everyone at the table (folded from `hints` seat entries like the rest). */
  hints: HintsAgreement;
}

export function newSeatControl(players: number): SeatControlState {
  return {
    control: Array(players).fill(null),
    out: Array(players).fill(null),
    outOrder: [],
    hints: { on: false, proposal: null },
  };
}

/** Applies one step of the hints agreement (in place): unanimity turns hints on, one no ends the proposal. */
function applyHintsEntry(h: HintsAgreement, seat: number, e: HintsEntry): void {
  if (h.on) return;
  if (e.vote === 'propose') {
    h.proposal = { by: seat, voters: [...(e.voters ?? [])], yes: [seat] };
  } else {
    const p = h.proposal;
    if (!p?.voters.includes(seat)) return;
    if (e.vote === 'no') {
      h.proposal = null;
      return;
    }
    if (!p.yes.includes(seat)) p.yes.push(seat);
  }
  const p = h.proposal;
  if (p?.voters.every((v) => p.yes.includes(v))) {
    h.on = true;
    h.proposal = null;
  }
}

/** Applies one `seat` entry (in place). */
export function applySeatEntry(s: SeatControlState, seat: number, e: SeatEntry): void {
  if (e.what === 'hints') {
    applyHintsEntry(s.hints, seat, e);
    return;
  }
  const level = e.level ?? 'medium';
  switch (e.what) {
    case 'timeout':
    case 'vote':
      s.control[seat] = { by: 'bot', level, reason: e.what };
      return;
    case 'takeBack':
      s.control[seat] = null;
      return;
    case 'resign':
    case 'forfeit':
      s.control[seat] = null;
      s.out[seat] = { reason: e.what === 'resign' ? 'resigned' : 'forfeited', level };
      if (!s.outOrder.includes(seat)) s.outOrder.push(seat);
      return;
  }
}

interface GameResultLike {
  scores?: number[];
  ranks: number[];
  winners: number[];
  [k: string]: unknown;
}

/**
 * The match's result with the seats that went out ranked last (the earlier out, the lower), the others in their
 * game order. `game` is the game's result, or null when the match ends early (one seat left in): the seats
 * still in then share first place, and there are no scores (`ended` says why).
 */
export function settleResult(
  players: number,
  s: SeatControlState,
  game: GameResultLike | null,
): GameResultLike | null {
  if (s.outOrder.length === 0) return game;
  const inSeats = Array.from({ length: players }, (_, i) => i).filter((i) => s.out[i] === null);
  const gameRank = (i: number) => (game ? game.ranks[i] : 1);
  const ranks = new Array<number>(players);
  for (const i of inSeats) ranks[i] = 1 + inSeats.filter((j) => gameRank(j) < gameRank(i)).length;
  s.outOrder.forEach((seat, k) => {
    ranks[seat] = players - k;
  });
  const winners = inSeats.filter((i) => ranks[i] === 1);
  const out = s.outOrder.map((seat) => ({ seat, reason: s.out[seat]?.reason ?? 'resigned' }));
  if (game) return { ...game, ranks, winners, out };
  const last = s.out[s.outOrder[s.outOrder.length - 1]]?.reason;
  return { ranks, winners, out, ended: last === 'forfeited' ? 'forfeit' : 'resign' };
}

/** A match ends early when at most one seat is still in. */
export function endsEarly(players: number, s: SeatControlState): boolean {
  return s.out.filter((o) => o === null).length <= 1 && players > 1;
}
