import { applyAction, rngFromSeed, SPECTATOR, type Viewer, viewEvents } from '@potluck/engine';
import type { z } from 'zod';
import { diff } from '../diff.ts';
import { ServerError } from '../errors.ts';
import { frameFor } from '../frames.ts';
import type { MatchExport, Replay } from '../schemas.ts';
import { tokenMatches } from '../tokens.ts';
import type { MatchInfoT } from './broadcast.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';
import { ReplayCache } from './replay-cache.ts';

type ReplayT = z.infer<typeof Replay>;
type MatchExportT = z.infer<typeof MatchExport>;

/** Reading matches: public info, the lobby's lists, finished history and replays. */
export class Reading {
  private readonly replays = new ReplayCache();

  constructor(private readonly c: ServiceContext) {}

  /** Public information about a match. */
  async matchInfo(id: string): Promise<MatchInfoT> {
    const m = await this.c.parts.loader.require(id);
    if (this.c.cluster) await m.run(() => this.c.parts.sync.catchUp(m));
    return this.c.parts.out.info(m);
  }

  /** Matches with a free human seat (waiting to start, or a player left), newest first. */
  listOpen(filter: { game?: string; limit: number }): MatchInfoT[] {
    return this.list(
      filter,
      (m) =>
        (m.status === 'open' || m.status === 'playing') &&
        m.seats.some((s) => s.kind === 'human' && s.tokenHash === null && !m.isReserved(s.seat)),
    );
  }

  /** Matches being played right now (full, all-bot or waiting for a returning player), to watch: newest first. */
  listPlaying(filter: { game?: string; limit: number }): MatchInfoT[] {
    // a match everyone left (no connection, no move for idleAfterMs) is not shown as being played
    const since = Date.now() - this.c.idleAfterMs;
    return this.list(
      filter,
      (m) => m.status === 'playing' && (m.subscribers.size > 0 || m.updatedAt >= since),
    );
  }

  private list(filter: { game?: string; limit: number }, keep: (m: LiveMatch) => boolean): MatchInfoT[] {
    const out: MatchInfoT[] = [];
    for (const m of this.c.live.values()) {
      if (filter.game !== undefined && m.game.id !== filter.game) continue;
      if (keep(m)) out.push(this.c.parts.out.info(m));
    }
    out.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
    return out.slice(0, filter.limit);
  }

  async history(filter: { game?: string; limit: number; before?: number }): Promise<MatchInfoT[]> {
    const rows = await this.c.storage.listMatches({ status: 'finished', ...filter });
    const out: MatchInfoT[] = [];
    for (const r of rows) {
      const seats = await this.c.storage.getSeats(r.id);
      out.push({
        id: r.id,
        game: r.game,
        players: r.players,
        options: r.options,
        status: r.status,
        version: r.version,
        seats: seats.map((s) => ({
          seat: s.seat,
          kind: s.kind,
          botLevel: s.botLevel,
          name: s.name,
          occupied: s.kind === 'bot' || s.tokenHash !== null,
          connected: false,
        })),
        result: r.result,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        rematch: r.rematch ?? null,
      });
    }
    return out;
  }

  /**
   * The replay of a finished match for one viewer (a seat by its token, else a spectator), as JSON text: the
   * initial frame, then per move the events as that viewer saw them and the patch of its frame. Actions appear
   * only in the viewer's own moves; undone moves are left out. Never the seed or anything the viewer could not
   * see. `asSeat` asks for any seat's view without its token: a finished match has no secrets left (but the seed
   * and the RNG state, which no view contains). The steps are built once per (match, viewer) and cached; the
   * match info is current.
   */
  async replay(id: string, token: string | undefined, asSeat?: number): Promise<string> {
    const m = await this.c.parts.loader.require(id);
    if (m.status !== 'finished') throw new ServerError('NOT_FINISHED');
    let viewer: Viewer = SPECTATOR;
    if (asSeat !== undefined) {
      if (asSeat >= m.seats.length) throw new ServerError('BAD_REQUEST', { detail: 'seat: no such seat' });
      viewer = asSeat;
    } else if (token !== undefined) {
      const seat = m.seats.find((s) => tokenMatches(token, s.tokenHash));
      if (!seat) throw new ServerError('BAD_TOKEN');
      viewer = seat.seat;
    }
    const body = await this.replays.get(`${id}/${viewer}`, () => this.buildReplay(m, viewer));
    return `{"match":${JSON.stringify(this.c.parts.out.info(m))},"viewer":${viewer},${body}}`;
  }

  /**
   * A finished match as a scenario that `potluck script` and `potluck analyze` accept (docs/api.md, "Export"):
   * the moves played (undone ones left out) and, instead of the secret seed, the RNG state the game started
   * from: it replays the same deal and every later shuffle of this match, and the seed itself never leaves the
   * server (bots' randomness, a hash of the seed, stays secret too).
   */
  async exportMatch(id: string): Promise<MatchExportT> {
    const m = await this.c.parts.loader.require(id);
    if (m.status !== 'finished') throw new ServerError('NOT_FINISHED');
    const log = await this.c.storage.readLog(m.id);
    const undone = new Set<number>();
    for (const e of log)
      if (e.kind === 'undo') for (const s of (e.payload as { undone: number[] }).undone) undone.add(s);
    const actions: MatchExportT['actions'] = [];
    for (const e of log)
      if (e.kind === 'move' && !undone.has(e.seq)) actions.push({ player: e.seat, action: e.payload });
    return {
      game: m.game.id,
      players: m.record.players,
      seed: 'export',
      rng: rngFromSeed(m.record.seed),
      options: m.record.options as Record<string, unknown>,
      actions,
      match: this.c.parts.out.info(m),
    };
  }

  /** `"initial":…,"steps":[…]` of a finished match's replay for one viewer. */
  private async buildReplay(m: LiveMatch, viewer: Viewer): Promise<string> {
    const log = await this.c.storage.readLog(m.id);
    const snap = await this.c.storage.getSnapshot(m.id, 0);
    if (!snap) throw new ServerError('MATCH_BROKEN');
    const undone = new Set<number>();
    for (const e of log)
      if (e.kind === 'undo') for (const s of (e.payload as { undone: number[] }).undone) undone.add(s);
    let state: unknown = JSON.parse(snap.state);
    let frame = frameFor(m.game, state, viewer);
    const initial = frame;
    const steps: ReplayT['steps'] = [];
    for (const e of log) {
      if (e.kind !== 'move' || undone.has(e.seq)) continue;
      const applied = applyAction(m.game, state, e.seat, e.payload);
      state = applied.state;
      const next = frameFor(m.game, state, viewer);
      const step: ReplayT['steps'][number] = {
        seq: e.seq,
        seat: e.seat,
        events: viewEvents(m.game, applied.events, viewer),
        patch: diff(frame, next),
      };
      if (e.seat === viewer) step.action = e.payload;
      steps.push(step);
      frame = next;
    }
    return `"initial":${JSON.stringify(initial)},"steps":${JSON.stringify(steps)}`;
  }
}
