import { SPECTATOR, type Viewer } from '@potluck/engine';
import { ServerError } from '../errors.ts';
import { type Frame, frameFor } from '../frames.ts';
import { tokenMatches } from '../tokens.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch, LiveSeat, Subscriber } from './live-match.ts';
import { NO_RECENT, recentFromStorage } from './recent.ts';

/**
 * Live connections: who a connection is (checked inside the match's queue, so a seat left or taken in the
 * meantime is seen), its full frame on connect and on request, and the presence counts of seats.
 */
export class Connections {
  constructor(private readonly c: ServiceContext) {}

  /** A viewer's current full frame. */
  async syncFor(id: string, viewer: Viewer): Promise<{ version: number; frame: Frame }> {
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      if (this.c.cluster) await this.c.parts.sync.catchUp(m);
      return { version: m.version, frame: frameFor(m.game, m.state, viewer, m.canUndo(viewer)) };
    });
  }

  /**
   * Adds a live connection as the seat `token` holds (a spectator without a token; BAD_TOKEN if it holds none).
   * The token is checked inside the match's queue, after every earlier leave or seat change. The subscriber
   * receives, in order: `match`, `sync`, then one `update` per version. Returns the function that removes it.
   */
  async subscribe(id: string, sub: Subscriber, token: string | undefined): Promise<() => void> {
    const { loader, out, sync } = this.c.parts;
    const m = await loader.require(id);
    return m.run(async () => {
      if (this.c.cluster) await sync.catchUp(m);
      const seat = token === undefined ? undefined : await this.seatOfToken(m, token);
      sub.viewer = seat?.seat ?? SPECTATOR;
      sub.tokenHash = seat?.tokenHash ?? null;
      // read before the connection is added: nothing reaches it before its `match` and `sync`
      const recent = (await this.recent(m, [sub.viewer])).get(sub.viewer) ?? NO_RECENT;
      m.addSubscriber(sub);
      this.c.connections++;
      if (m.evictTimer) {
        clearTimeout(m.evictTimer);
        m.evictTimer = null;
      }
      if (seat && ++seat.connections === 1) this.c.parts.presence.changed(m, false);
      sub.send(JSON.stringify({ type: 'match', you: sub.viewer, match: out.info(m) }));
      out.sendSync(m, sub, recent);
      await this.c.parts.chat.sendHistory(m, sub);
      if (seat && seat.connections === 1) out.broadcastInfo(m, sub); // after its own match and sync
      let done = false;
      const off = () => {
        if (done) return;
        done = true;
        m.deleteSubscriber(sub);
        m.offs.delete(sub);
        this.c.connections--;
        if (seat && seat.connections > 0) {
          seat.connections--;
          if (seat.connections === 0) this.c.parts.presence.changed(m, true);
        }
        loader.maybeEvict(m);
      };
      m.offs.set(sub, off);
      return off;
    });
  }

  /** Sends `sub` its full frame at the current version (on connect and when it asks after a gap). */
  async resync(id: string, sub: Subscriber): Promise<void> {
    const m = await this.c.parts.loader.require(id);
    await m.run(async () => {
      if (this.c.cluster) await this.c.parts.sync.catchUp(m);
      const recent = (await this.recent(m, [sub.viewer])).get(sub.viewer) ?? NO_RECENT;
      this.c.parts.out.sendSync(m, sub, recent);
      await this.c.parts.chat.sendHistory(m, sub);
    });
  }

  /**
   * Inside the match's queue: the recent history each viewer's `sync` carries, read from storage (the snapshot
   * before the last RECENT_EVENTS versions and the log since: service/recent.ts). If storage cannot give it, the
   * sync goes without it (an empty history, logged): the table can still be shown and played.
   */
  async recent(m: LiveMatch, viewers: readonly Viewer[]): Promise<Map<Viewer, string>> {
    try {
      return await recentFromStorage(this.c, m, viewers);
    } catch (e) {
      this.c.log.warn({ match: m.id, err: (e as Error).message }, 'recent history not read: sync without it');
      return new Map(viewers.map((v) => [v, NO_RECENT]));
    }
  }

  /** Inside the match's queue: the human seat a token holds (on a cluster, as stored). Throws BAD_TOKEN. */
  private async seatOfToken(m: LiveMatch, token: string): Promise<LiveSeat> {
    // on a cluster the seat may have been left or taken through another node: read the stored seats
    if (this.c.cluster) await this.c.parts.sync.refreshSeats(m);
    const seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
    if (!seat) throw new ServerError('BAD_TOKEN');
    return seat;
  }
}
