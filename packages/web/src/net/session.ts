/**
 * What this browser remembers: the player's name and, per match, the seat it holds with its secret token
 * (and the host token for matches it created). Kept in localStorage so a reload or a new tab reconnects
 * silently to the same seat.
 */
export interface SeatClaim {
  seat: number;
  token: string;
  hostToken?: string;
  /**
   * A match played at one shared screen: every seat this browser holds, with its token and player name
   * (`seat`/`token` above are the first of them, so pages that know one seat only still work).
   */
  shared?: LocalSeat[];
}

/** One seat of a shared-screen match, held by this browser. */
export interface LocalSeat {
  seat: number;
  token: string;
  name: string;
}

const NAME_KEY = 'potluck.name';
const SEATS_KEY = 'potluck.seats';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the seat then lasts as long as the page
  }
}

export function savedName(): string {
  const n = read<unknown>(NAME_KEY, '');
  return typeof n === 'string' ? n : '';
}

export function saveName(name: string): void {
  write(NAME_KEY, clipName(name));
}

const memory = new Map<string, SeatClaim>();

export function claimFor(matchId: string): SeatClaim | null {
  const all = read<Record<string, SeatClaim>>(SEATS_KEY, {});
  return all[matchId] ?? memory.get(matchId) ?? null;
}

export function saveClaim(matchId: string, claim: SeatClaim): void {
  memory.set(matchId, claim);
  const all = read<Record<string, SeatClaim>>(SEATS_KEY, {});
  all[matchId] = claim;
  // Keep the newest 50 matches.
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - 50))) delete all[k];
  write(SEATS_KEY, all);
}

/** Forgets the seat token of a match (refused by the server); a host token is kept. */
export function forgetSeat(matchId: string): void {
  const claim = claimFor(matchId);
  memory.delete(matchId);
  const all = read<Record<string, SeatClaim>>(SEATS_KEY, {});
  delete all[matchId];
  write(SEATS_KEY, all);
  if (claim?.hostToken) saveClaim(matchId, { seat: -1, token: '', hostToken: claim.hostToken });
}

/** Remembers every seat this browser holds in a shared-screen match (the first one also as its ordinary claim). */
export function saveSharedSeats(matchId: string, seats: LocalSeat[], hostToken?: string): void {
  const [first] = seats;
  if (!first) return;
  saveClaim(matchId, {
    seat: first.seat,
    token: first.token,
    ...(hostToken ? { hostToken } : {}),
    shared: seats,
  });
}

/** The seats this browser holds in a shared-screen match (empty when it is not one). */
export function sharedSeatsFor(matchId: string): LocalSeat[] {
  const shared = claimFor(matchId)?.shared;
  return Array.isArray(shared) ? shared : [];
}

/**
 * A display name as the server takes it: trimmed, NFC, at most 40 graphemes (cut between graphemes, never inside
 * an emoji or a letter with its marks, which the server would refuse).
 */
export function clipName(name: string): string {
  const nfc = name.normalize('NFC').trim();
  // 40 UTF-16 units are at most 40 graphemes: most names never need the segmenter, whose first use loads ICU's
  // break rules (about 100 ms of a phone's main thread on the first visit, when a profile name is made)
  if (nfc.length <= 40) return nfc;
  const parts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(nfc)];
  return parts
    .slice(0, 40)
    .map((p) => p.segment)
    .join('')
    .trim();
}
