import { randomInt } from 'node:crypto';
import { GameError } from '@potluck/engine';
import type { z } from 'zod';
import { ServerError } from '../errors.ts';
import type { CreateMatchBody } from '../schemas.ts';
import type { QueueBody, QueueState } from '../schemas-accounts.ts';
import type { AccountStore, QueueRow } from '../storage/accounts.ts';
import type { QueueStore } from '../storage/queue.ts';
import { newMatchId } from '../tokens.ts';
import type { ServiceContext } from './context.ts';
import {
  botLevelNear,
  DEFAULT_WINDOW,
  type Group,
  matchQueue,
  type WindowRule,
  windowAt,
} from './matchmaking.ts';
import { accountsOf, displayRating } from './ratings.ts';

type QueueStateT = z.infer<typeof QueueState>;

/** Quick matches are casual, with this per-move clock; at zero a bot near the table's rating plays the seat. */
export const QUICK_CLOCK = { kind: 'move', seconds: 60 } as const;
/** A claim whose match was not created after this long (its node died meanwhile) is put back in the queue. */
const STALE_CLAIM_MS = 60_000;

export interface QuickMatchOptions {
  /** How often this node runs the matcher (ms; default 1000). 0: only when someone joins through this node. */
  tickMs?: number;
  /** The rating window and how it widens (default ± 100, + 20 a second, at most ± 1000). */
  window?: WindowRule;
}

/**
 * Quick match (issue 15 item 5, docs/api.md "Quick match"): a person with a profile joins the queue for a game and
 * player count; people are matched by rating in a window that widens with waiting, and after the wait they chose
 * the empty seats get bots near their rating. The queue is rows in the shared database; whichever node runs the
 * matcher (every node: a timer, and on each join) claims a match's rows in one transaction of conditional updates
 * (storage/queue.ts), then creates the match. The person learns their seat by polling GET /api/queue.
 */
export class QuickMatch {
  private readonly window: WindowRule;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private failing = false;

  constructor(
    private readonly c: ServiceContext,
    opts: QuickMatchOptions = {},
  ) {
    this.window = opts.window ?? DEFAULT_WINDOW;
    const tick = opts.tickMs ?? 1000;
    if (tick > 0 && accountsOf(c.storage)) {
      this.timer = setInterval(() => void this.run(), tick);
      this.timer.unref();
    }
  }

  private get accounts(): AccountStore {
    const s = accountsOf(this.c.storage);
    if (!s) throw new ServerError('UNAVAILABLE');
    return s;
  }

  private get store(): QueueStore {
    return this.accounts.queue;
  }

  /** Joins (or changes one's wait in) the queue; QUEUE_MATCHED if already seated by it. */
  async join(playerId: string, body: z.infer<typeof QueueBody>): Promise<QueueStateT> {
    if (this.c.closing) throw new ServerError('UNAVAILABLE');
    const game = this.c.game(body.game); // UNKNOWN_GAME
    if (body.players < game.minPlayers || body.players > game.maxPlayers)
      throw new GameError('BAD_PLAYER_COUNT', {
        en: `${game.names.en} is for ${game.minPlayers}–${game.maxPlayers} players, not ${body.players}.`,
        'zh-Hans': `${game.names['zh-Hans']}支持 ${game.minPlayers}–${game.maxPlayers} 名玩家，而不是 ${body.players} 名。`,
        'zh-Hant': `${game.names['zh-Hant']}支援 ${game.minPlayers}–${game.maxPlayers} 名玩家，而不是 ${body.players} 名。`,
      });
    const [r] = await this.accounts.ratingsOf([playerId], game.id);
    const rating = r ? displayRating(r.mu, r.sigma) : displayRating(25, 25 / 3);
    const row = {
      playerId,
      game: game.id,
      players: body.players,
      rating,
      botsAfterMs: body.waitSeconds * 1000,
      joinedAt: Date.now(),
    };
    if ((await this.store.join(row)) === 'matched') throw new ServerError('QUEUE_MATCHED');
    await this.run();
    return this.state(playerId);
  }

  /** Leaves the queue, or forgets the match it seated me in (the seat itself stays mine). */
  async leave(playerId: string): Promise<{ ok: true; left: boolean }> {
    return { ok: true, left: await this.store.leave(playerId) };
  }

  /** My place in the queue: waiting (since when, the window now), matched (the match, my seat and token), none. */
  async state(playerId: string): Promise<QueueStateT> {
    const row = await this.store.get(playerId);
    if (!row) return { status: 'none' };
    const base = {
      game: row.game,
      players: row.players,
      since: row.joinedAt,
      rating: Math.round(row.rating),
    };
    const seated = parseSeat(row);
    if (seated && row.matchId !== null)
      return { status: 'matched', ...base, match: row.matchId, seat: seated.seat, token: seated.token };
    const waitedMs = Math.max(0, Date.now() - row.joinedAt);
    return {
      status: 'waiting',
      ...base,
      waitedMs,
      window: Math.round(windowAt(this.window, waitedMs)),
      botsAt: row.joinedAt + row.botsAfterMs,
    };
  }

  /** Runs the matcher now (once more after the current run, if one is running); never throws. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.matchOnce();
        } while (this.again && !this.c.closing);
        this.failing = false;
      } catch (e) {
        // once per failing streak (the database down: the timer would say it every second)
        if (!this.failing) this.c.log.warn({ err: (e as Error).message }, 'quick match: matcher failed');
        this.failing = true;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async matchOnce(): Promise<void> {
    if (this.c.closing || !accountsOf(this.c.storage)) return;
    const rows = await this.store.open();
    const now = Date.now();
    const waiting: QueueRow[] = [];
    for (const r of rows) {
      if (r.matchId === null) {
        if (this.c.games.has(r.game)) waiting.push(r);
        continue;
      }
      // a claim whose node died before it created the match: those people wait again
      const at = Number(r.token?.slice('pending.'.length));
      if (r.token && Number.isFinite(at) && now - at > STALE_CLAIM_MS)
        await this.store.release(r.matchId, r.token);
    }
    for (const g of matchQueue(waiting, now, this.window)) {
      if (this.c.closing) return;
      await this.seat(g, now);
    }
  }

  /** Claims a group's rows, then creates its match (casual, a per-move clock) and gives each person a seat. */
  private async seat(g: Group, now: number): Promise<void> {
    const id = newMatchId();
    const pending = `pending.${now}`;
    if (!(await this.store.claim(id, g.members, pending))) return; // another node seated (some of) them
    const level = botLevelNear(g.game, g.rating);
    // random seats: who plays first is not decided by who queued first
    const order: ({ person: string } | { bot: true })[] = [
      ...g.members.map((m) => ({ person: m.playerId })),
      ...Array.from({ length: g.bots }, () => ({ bot: true as const })),
    ];
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    let created: Awaited<ReturnType<ServiceContext['parts']['seats']['create']>>;
    try {
      const names = await this.accounts.getPlayers(g.members.map((m) => m.playerId));
      const spec: CreateMatchBody = {
        game: g.game,
        players: g.players,
        seats: order.map((o) => ('bot' in o ? { kind: 'bot' as const, level } : { kind: 'human' as const })),
        local: order.flatMap((o, seat) =>
          'person' in o ? [{ seat, name: names.get(o.person)?.name ?? undefined }] : [],
        ),
        clock: QUICK_CLOCK,
        onTimeout: { action: 'bot', level },
      };
      created = await this.c.parts.seats.create(spec, null, { id, reserved: new Map() });
    } catch (e) {
      this.c.log.warn({ match: id, err: (e as Error).message }, 'quick match: could not create the match');
      await this.store.release(id, pending).catch(() => {});
      return;
    }
    const tokens = new Map((created.local ?? []).map((l) => [l.seat, l.token]));
    const seats = order.flatMap((o, seat) =>
      'person' in o ? [{ playerId: o.person, seat, token: tokens.get(seat) as string }] : [],
    );
    await this.store.seat(id, seats);
    for (const s of seats) await this.accounts.setSeatPlayer(id, s.seat, s.playerId);
    this.c.log.info(
      { match: id, game: g.game, people: g.members.length, bots: g.bots, level },
      'quick match seated',
    );
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves when no matcher run is under way (for close and tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}

/** The seat and token of a row whose match exists (`<seat>.<token>`); null while waiting or being created. */
function parseSeat(row: QueueRow): { seat: number; token: string } | null {
  const m = row.token === null ? null : /^(\d{1,2})\.([A-Za-z0-9_-]+)$/.exec(row.token);
  return m ? { seat: Number(m[1]), token: m[2] } : null;
}
