import type { Kysely } from 'kysely';
import type { AccountTables, QueueRow } from './accounts.ts';
import { StorageUnavailableError } from './types.ts';

type Db = Kysely<Pick<AccountTables, 'queue'>>;

/**
 * The quick-match queue (issue 15 item 5): the `queue` table of migration 6, one row per person (its primary
 * key), shared by every node. A row waits (`match_id` null) until a matcher on any node claims it: a conditional
 * update (`match_id` still null, `joined_at` as the matcher read it) inside a transaction with the other rows of
 * the same match, so a row is claimed once and a match is seated whole or not at all. `token` is then
 * `pending.<ms>` while the match is being created, and `<seat>.<seat token>` once it exists.
 */
export class QueueStore {
  private readonly db: Db;

  constructor(db: Kysely<unknown>) {
    this.db = db as unknown as Db;
  }

  private async op<T>(f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      if (e instanceof StorageUnavailableError || e instanceof ClaimLost) throw e;
      throw new StorageUnavailableError((e as Error)?.message ?? String(e), { cause: e });
    }
  }

  /**
   * Puts a person in the queue, or changes their wait (a new game, player count or wait; the wait starts again).
   * 'matched': they were seated in a match already (the row stays as it is).
   */
  join(row: Omit<QueueRow, 'matchId' | 'token'>): Promise<'queued' | 'matched'> {
    return this.op(async () => {
      const values = {
        game: row.game,
        players: row.players,
        rating: row.rating,
        bots_after_ms: row.botsAfterMs,
        joined_at: row.joinedAt,
      };
      for (let attempt = 0; attempt < 3; attempt++) {
        const u = await this.db
          .updateTable('queue')
          .set(values)
          .where('player_id', '=', row.playerId)
          .where('match_id', 'is', null)
          .executeTakeFirst();
        if (Number(u.numUpdatedRows) === 1) return 'queued';
        const existing = await this.get(row.playerId);
        if (existing) return 'matched'; // it exists and is not waiting
        try {
          await this.db
            .insertInto('queue')
            .values({ player_id: row.playerId, ...values, match_id: null, token: null })
            .execute();
          return 'queued';
        } catch (e) {
          if (!isUnique(e)) throw e; // the same person joined on another node at this moment: update theirs
        }
      }
      throw new StorageUnavailableError('queue join kept racing');
    });
  }

  get(playerId: string): Promise<QueueRow | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('queue')
        .selectAll()
        .where('player_id', '=', playerId)
        .executeTakeFirst();
      return r ? toRow(r) : null;
    });
  }

  /** Leaves the queue (or forgets the match one was seated in); whether there was a row. */
  leave(playerId: string): Promise<boolean> {
    return this.op(async () => {
      const d = await this.db.deleteFrom('queue').where('player_id', '=', playerId).executeTakeFirst();
      return Number(d.numDeletedRows) > 0;
    });
  }

  /** The rows the matcher looks at: those waiting and those whose match is still being created. */
  open(): Promise<QueueRow[]> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('queue')
        .selectAll()
        .where((eb) => eb.or([eb('match_id', 'is', null), eb('token', 'like', 'pending.%')]))
        .execute();
      return rows.map(toRow);
    });
  }

  /**
   * Claims these waiting rows for one match, all or none: each must still wait and have the `joinedAt` the
   * matcher read (a person who changed their wait meanwhile is not seated in the old one). False if any was
   * gone, claimed by another node or changed. Rows are updated in player id order, so two nodes claiming
   * overlapping groups wait for each other instead of deadlocking.
   */
  claim(
    matchId: string,
    rows: readonly { playerId: string; joinedAt: number }[],
    pending: string,
  ): Promise<boolean> {
    return this.op(async () => {
      const sorted = [...rows].sort((a, b) =>
        a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0,
      );
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const r of sorted) {
            const u = await trx
              .updateTable('queue')
              .set({ match_id: matchId, token: pending })
              .where('player_id', '=', r.playerId)
              .where('match_id', 'is', null)
              .where('joined_at', '=', r.joinedAt)
              .executeTakeFirst();
            if (Number(u.numUpdatedRows) !== 1) throw new ClaimLost();
          }
        });
        return true;
      } catch (e) {
        if (e instanceof ClaimLost) return false;
        throw e;
      }
    });
  }

  /** The match exists: each claimed person's seat and token (a person who left meanwhile has no row: skipped). */
  seat(matchId: string, seats: readonly { playerId: string; seat: number; token: string }[]): Promise<void> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        for (const s of seats)
          await trx
            .updateTable('queue')
            .set({ token: `${s.seat}.${s.token}` })
            .where('player_id', '=', s.playerId)
            .where('match_id', '=', matchId)
            .execute();
      }),
    );
  }

  /** Puts a claim back (its match could not be created): those people wait again, as they were. */
  release(matchId: string, pending: string): Promise<void> {
    return this.op(async () => {
      await this.db
        .updateTable('queue')
        .set({ match_id: null, token: null })
        .where('match_id', '=', matchId)
        .where('token', '=', pending)
        .execute();
    });
  }
}

/** A claim found a row gone, claimed or changed: the transaction rolls back. */
class ClaimLost extends Error {}

function isUnique(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

function toRow(r: AccountTables['queue']): QueueRow {
  return {
    playerId: r.player_id,
    game: r.game,
    players: Number(r.players),
    rating: Number(r.rating),
    botsAfterMs: Number(r.bots_after_ms),
    joinedAt: Number(r.joined_at),
    matchId: r.match_id,
    token: r.token,
  };
}
