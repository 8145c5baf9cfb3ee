import { ApiError, apiBase } from '../net/api.ts';
import { takeBootReplay } from '../net/boot.ts';
import type { LoggedEvent } from '../net/connection.ts';
import { applyPatch, type PatchOp } from '../net/patch.ts';
import type { ErrorBody, Frame, MatchInfo } from '../net/types.ts';

/** GET /api/matches/{id}/replay (docs/api.md): one viewer's frames of a finished match, as patches. */
export interface ReplayData {
  match: MatchInfo;
  viewer: number;
  initial: Frame;
  steps: { seq: number; seat: number; action?: unknown; events: unknown[]; patch: PatchOp[] }[];
}

/** The replay's path: `?seat=N` for seat N's view (anyone may ask once the match is over), none for the public's. */
export function replayPath(matchId: string, viewer: number): string {
  const path = `/api/matches/${encodeURIComponent(matchId)}/replay`;
  return Number.isInteger(viewer) && viewer >= 0 ? `${path}?seat=${viewer}` : path;
}

/** The views a replay offers: the public view (−1), then every seat's, this browser's own seat marked. */
export function viewerChoices(players: number, ownSeat: number | null): { viewer: number; own: boolean }[] {
  const out = [{ viewer: -1, own: false }];
  for (let s = 0; s < players; s++) out.push({ viewer: s, own: s === ownSeat });
  return out;
}

export async function fetchReplay(matchId: string, viewer: number): Promise<ReplayData> {
  let res: Response;
  try {
    // the public replay of a deep link: the boot script asked for it already
    res =
      (viewer < 0 ? await takeBootReplay(matchId) : null) ??
      (await fetch(`${apiBase()}${replayPath(matchId, viewer)}`));
  } catch (e) {
    throw new ApiError(null, e instanceof Error ? e.message : String(e));
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const body = data as ErrorBody | null;
    throw new ApiError(
      body && typeof body === 'object' && 'code' in body ? body : null,
      `HTTP ${res.status}`,
    );
  }
  return data as ReplayData;
}

/** Every frame of the replay: frames[0] before the first move, frames[i] after move i. */
export function replayFrames(r: ReplayData): Frame[] {
  const frames: Frame[] = [r.initial];
  for (const s of r.steps) frames.push(applyPatch(frames[frames.length - 1], s.patch));
  return frames;
}

/** The events seen up to frame i (moves 1..i), as the log a game screen reads. */
export function eventsUpTo(r: ReplayData, i: number): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  for (let k = 0; k < i && k < r.steps.length; k++) {
    r.steps[k].events.forEach((event, j) => {
      out.push({ key: `r${k}-${j}`, version: k + 1, event });
    });
  }
  return out;
}
