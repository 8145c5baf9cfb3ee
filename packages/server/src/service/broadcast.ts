import type { Viewer } from '@potluck/engine';
import type { z } from 'zod';
import { diff, equalJson, jsonSize, type PatchOp } from '../diff.ts';
import { frameFor } from '../frames.ts';
import { enter, leave, switchTo } from '../phases.ts';
import type { MatchInfo } from '../schemas.ts';
import { clockView } from './clock.ts';
import type { CachedFrame, LiveMatch, Subscriber } from './live-match.ts';

export type MatchInfoT = z.infer<typeof MatchInfo>;

/** The clocks as clients are sent them, at this moment (null without a clock). */
function clockOf(m: LiveMatch): ReturnType<typeof clockView> | null {
  return m.clock && clockView(m.clock, Date.now());
}

/** The table's agreement to hints (public: who proposed, who must agree, who did). */
function hintsInfo(m: LiveMatch): MatchInfoT['hints'] {
  const h = m.seatControl.hints;
  return { on: h.on, proposal: h.proposal && { ...h.proposal, yes: [...h.proposal.yes] } };
}

/**
 * Frames whose JSON is shorter than this are sent whole, without a diff: for frames this small the patch saves a few
 * hundred bytes at most, and the diff and its JSON cost more CPU than the frame's JSON (料理厨王's frames are about
 * 600 characters, patches about 400). The frame's length is counted without building its JSON (jsonSize, capped).
 */
export const WHOLE_BELOW = 1000;

/** Events for a viewer; `changed` says whether that viewer's frame changed (undo events depend on it). */
export type EventsFor = (viewer: Viewer, changed: boolean) => unknown[];

/** Events as put into an update. */
function eventsText(events: unknown[]): string {
  return events.length === 0 ? '[]' : JSON.stringify(events);
}

/** What the connections of a match are sent: public match info, full frames on sync, one update per version. */
export class Broadcaster {
  /** @param absentAfterMs shown in MatchInfo: when the others may vote a bot in for an absent seat */
  constructor(private readonly absentAfterMs: number) {}

  /** Public information about a live match. */
  info(m: LiveMatch): MatchInfoT {
    return {
      id: m.id,
      game: m.game.id,
      players: m.record.players,
      options: m.record.options,
      status: m.status,
      version: m.version,
      seats: m.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        botLevel: s.botLevel,
        name: s.name,
        occupied: s.kind === 'bot' || s.tokenHash !== null,
        connected: s.kind === 'bot' || m.online(s.seat),
        ...(s.tokenHash === null && m.isReserved(s.seat) ? { reserved: true } : {}),
        offlineSince: s.kind === 'human' && s.tokenHash !== null ? s.offlineSince : null,
        control: m.seatControl.control[s.seat] ?? null,
        out: m.seatControl.out[s.seat]?.reason ?? null,
        ...(m.deletedSeats.has(s.seat) ? { deleted: true } : {}),
      })),
      result: m.result,
      createdAt: m.record.createdAt,
      updatedAt: m.updatedAt,
      rematch: m.record.rematch ?? null,
      settings: m.settings,
      clock: clockOf(m),
      absentAfterMs: this.absentAfterMs,
      vote: m.vote && {
        seat: m.vote.seat,
        level: m.vote.level,
        yes: [...m.vote.yes],
        no: [...m.vote.no],
        voters: m.vote.voters,
      },
      hints: hintsInfo(m),
    };
  }

  broadcastInfo(m: LiveMatch, except?: Subscriber): void {
    if (m.subscribers.size === 0) return;
    const match = this.info(m);
    for (const sub of m.subscribers) {
      if (sub === except) continue;
      const phase = enter('serialization');
      let text: string;
      try {
        text = JSON.stringify({ type: 'match', you: sub.viewer, match });
      } finally {
        leave(phase);
      }
      sub.send(text);
    }
  }

  /**
   * The viewer's full frame at the current version, with its recent history (`recent`: JSON text, read from
   * storage beforehand by recentFromStorage, service/recent.ts).
   */
  sendSync(m: LiveMatch, sub: Subscriber, recent: string): void {
    const phase = enter('rules');
    let text: string;
    try {
      const frame = frameFor(m.game, m.state, sub.viewer, m.canUndo(sub.viewer));
      switchTo('serialization');
      const frameText = JSON.stringify(frame);
      // what a whole-frame update of it would take (broadcastUpdate chooses patch or frame by it)
      m.frames.set(sub.viewer, { version: m.version, frame, fullLength: frameText.length + 48 });
      const clock = clockOf(m);
      text = `{"type":"sync","version":${m.version},"frame":${frameText}${clock ? `,"clock":${JSON.stringify(clock)}` : ''},"recent":${recent}}`;
    } finally {
      leave(phase);
    }
    sub.send(text);
  }

  /**
   * One update per viewer with subscribers: its events and a patch from its previous frame, or the whole frame
   * when that is shorter, when there is no previous frame, or when the frame is small (WHOLE_BELOW: a diff and the
   * patch's JSON cost more CPU than the frame's JSON, to save a few hundred bytes). Computed once per
   * viewer (spectators share one), the same text sent to each of its connections. `dependsOnChange`: the events
   * depend on whether the viewer's frame changed (an undo), so a whole frame sent instead of a patch is compared.
   */
  broadcastUpdate(m: LiveMatch, eventsFor: EventsFor, dependsOnChange = false): void {
    const groups = m.viewerGroups();
    if (m.frames.size > groups.size)
      for (const viewer of m.frames.keys()) if (!groups.has(viewer)) m.frames.delete(viewer);
    const clock = clockOf(m);
    // {"type":"update","version":…,"events":…,"patch"|"frame":…,"clock":…} (clock left out without one)
    const end = clock ? `,"clock":${JSON.stringify(clock)}}` : '}';
    for (const [viewer, subs] of groups) {
      // rules: the frame and the events; serialization: the diff and the JSON; sockets: send (ws.ts)
      const phase = enter('rules');
      let text: string;
      try {
        const frame = frameFor(m.game, m.state, viewer, m.canUndo(viewer));
        const cached = m.frames.get(viewer);
        const next: CachedFrame = { version: m.version, frame, fullLength: cached?.fullLength };
        m.frames.set(viewer, next);
        // the last whole update was small: so is this frame, give or take a move's growth (counting it costs
        // half its JSON); one that grew past the bound is sent whole once more, and counted from then on
        const small = cached?.fullLength !== undefined && cached.fullLength < WHOLE_BELOW;
        if (
          cached &&
          cached.version === m.version - 1 &&
          !small &&
          jsonSize(frame, WHOLE_BELOW) >= WHOLE_BELOW
        ) {
          switchTo('serialization');
          const patch: PatchOp[] = diff(cached.frame, frame);
          switchTo('rules');
          const raw = eventsFor(viewer, patch.length > 0);
          switchTo('serialization');
          const head = `{"type":"update","version":${m.version},"events":${eventsText(raw)},`;
          const patchText = `${head}"patch":${JSON.stringify(patch)}${end}`;
          // A patch this short is shorter than any frame of our games, and one under half the last whole frame's
          // length is too (frames change little from one version to the next); only longer ones are compared, and
          // the frame's JSON is built only when its length counted without building it (never more than the real
          // one) does not already show it longer.
          const short = patchText.length <= 400 || patchText.length * 2 < (cached.fullLength ?? 0);
          const frameLonger =
            !short && head.length + 8 + end.length + jsonSize(frame, patchText.length) > patchText.length;
          if (short || frameLonger) text = patchText;
          else {
            const fullText = `${head}"frame":${JSON.stringify(frame)}${end}`;
            next.fullLength = fullText.length;
            text = patchText.length <= fullText.length ? patchText : fullText;
          }
        } else {
          // without a previous frame, every viewer's frame may have changed (the undo event goes to all)
          const changed =
            !dependsOnChange ||
            !cached ||
            cached.version !== m.version - 1 ||
            !equalJson(cached.frame, frame);
          const raw = eventsFor(viewer, changed);
          switchTo('serialization');
          text = `{"type":"update","version":${m.version},"events":${eventsText(raw)},"frame":${JSON.stringify(frame)}${end}`;
          next.fullLength = text.length;
        }
      } finally {
        leave(phase);
      }
      for (let i = 0; i < subs.length; i++) subs[i].send(text);
    }
  }
}
