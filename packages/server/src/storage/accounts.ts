import type { Kysely, Transaction } from 'kysely';
import type { KyselyLib } from './kysely-lib.ts';
import { QueueStore } from './queue.ts';
import { StorageUnavailableError } from './types.ts';

/**
 * People (issue 15): profiles, sign-in sessions, passkeys, WebAuthn challenges, who sat in which seat, ratings and
 * their history, the quick-match queue. Tables of migration 6, beside the match tables (src/storage/kysely.ts runs
 * the migration; this file holds the queries). Session tokens are stored as sha256 hashes only.
 */
export interface AccountTables {
  players: {
    id: string;
    name: string;
    avatar: string;
    language: string;
    created_at: number | string;
  };
  sessions: {
    token_hash: string;
    player_id: string;
    created_at: number | string;
  };
  passkeys: {
    /** The credential id (base64url). */
    id: string;
    player_id: string;
    /** The COSE public key, base64url. */
    public_key: string;
    counter: number | string;
    /** JSON array of transports, or null. */
    transports: string | null;
    created_at: number | string;
  };
  challenges: {
    challenge: string;
    kind: string;
    player_id: string | null;
    expires_at: number | string;
  };
  /** Who held a human seat: the profile bound to the browser that took it. `deleted` once that account is gone. */
  seat_players: {
    match_id: string;
    seat: number;
    player_id: string | null;
    deleted: number;
  };
  ratings: {
    player_id: string;
    game: string;
    mu: number;
    sigma: number;
    /** mu − 3·sigma: the conservative rating the leaderboard is ordered by. */
    ordinal: number;
    games: number;
    updated_at: number | string;
  };
  rating_history: {
    player_id: string;
    match_id: string;
    game: string;
    players: number;
    rank: number;
    mu: number;
    sigma: number;
    at: number | string;
  };
  /** Quick match: one row per waiting person (issue 15 item 5). */
  queue: {
    player_id: string;
    game: string;
    players: number;
    rating: number;
    bots_after_ms: number;
    joined_at: number | string;
    /** Set once (conditional update) when a match seats this person; null while waiting. */
    match_id: string | null;
    token: string | null;
  };
}

export interface PlayerRecord {
  id: string;
  name: string;
  avatar: string;
  language: string;
  createdAt: number;
}

export interface PasskeyRecord {
  id: string;
  playerId: string;
  publicKey: string;
  counter: number;
  transports: string[] | null;
  createdAt: number;
}

export interface RatingRecord {
  playerId: string;
  game: string;
  mu: number;
  sigma: number;
  games: number;
  updatedAt: number;
}

export interface RatingUpdate {
  playerId: string;
  game: string;
  players: number;
  rank: number;
  mu: number;
  sigma: number;
}

export interface HistoryRecord {
  matchId: string;
  game: string;
  players: number;
  rank: number;
  mu: number;
  sigma: number;
  at: number;
}

export interface PlayerMatchRow {
  matchId: string;
  seat: number;
  game: string;
  players: number;
  status: string;
  result: unknown | null;
  settings: unknown | null;
  updatedAt: number;
}

export interface QueueRow {
  playerId: string;
  game: string;
  players: number;
  rating: number;
  botsAfterMs: number;
  joinedAt: number;
  matchId: string | null;
  token: string | null;
}

type Db = Kysely<AccountTables>;

/** Migration 6: the tables of people. */
export async function accountTables(db: Kysely<unknown>, flavour: 'sqlite' | 'postgres'): Promise<void> {
  const d = db as unknown as Db;
  const big = flavour === 'postgres' ? 'bigint' : 'integer';
  const real = flavour === 'postgres' ? 'double precision' : 'real';
  await d.schema
    .createTable('players')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await d.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await d.schema.createIndex('sessions_player').ifNotExists().on('sessions').column('player_id').execute();
  await d.schema
    .createTable('passkeys')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', big, (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await d.schema.createIndex('passkeys_player').ifNotExists().on('passkeys').column('player_id').execute();
  await d.schema
    .createTable('challenges')
    .ifNotExists()
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('expires_at', big, (c) => c.notNull())
    .execute();
  await d.schema
    .createTable('seat_players')
    .ifNotExists()
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('seat_players_pk', ['match_id', 'seat'])
    .execute();
  await d.schema
    .createIndex('seat_players_player')
    .ifNotExists()
    .on('seat_players')
    .column('player_id')
    .execute();
  await d.schema
    .createTable('ratings')
    .ifNotExists()
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('mu', real, (c) => c.notNull())
    .addColumn('sigma', real, (c) => c.notNull())
    .addColumn('ordinal', real, (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'game'])
    .execute();
  await d.schema
    .createIndex('ratings_board')
    .ifNotExists()
    .on('ratings')
    .columns(['game', 'ordinal'])
    .execute();
  await d.schema
    .createTable('rating_history')
    .ifNotExists()
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('mu', real, (c) => c.notNull())
    .addColumn('sigma', real, (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_history_pk', ['player_id', 'match_id'])
    .execute();
  await d.schema
    .createTable('queue')
    .ifNotExists()
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('rating', real, (c) => c.notNull())
    .addColumn('bots_after_ms', 'integer', (c) => c.notNull())
    .addColumn('joined_at', big, (c) => c.notNull())
    .addColumn('match_id', 'text')
    .addColumn('token', 'text')
    .execute();
}

function isUnique(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const toPlayer = (r: AccountTables['players']): PlayerRecord => ({
  id: r.id,
  name: r.name,
  avatar: r.avatar,
  language: r.language,
  createdAt: Number(r.created_at),
});

/** The queries on the tables of people; every failure of the database comes out as StorageUnavailableError. */
export class AccountStore {
  private readonly db: Db;

  constructor(
    db: Kysely<unknown>,
    private readonly K: KyselyLib,
  ) {
    this.db = db as unknown as Db;
  }

  private queueStore: QueueStore | null = null;

  /** The quick-match queue (./queue.ts). */
  get queue(): QueueStore {
    this.queueStore ??= new QueueStore(this.db as Kysely<unknown>);
    return this.queueStore;
  }

  private async op<T>(f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      if (e instanceof StorageUnavailableError) throw e;
      throw new StorageUnavailableError((e as Error)?.message ?? String(e), { cause: e });
    }
  }

  // ------------------------------------------------------------ profiles and sessions

  createPlayer(p: PlayerRecord, sessionHash: string): Promise<void> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('players')
          .values({ id: p.id, name: p.name, avatar: p.avatar, language: p.language, created_at: p.createdAt })
          .execute();
        await trx
          .insertInto('sessions')
          .values({ token_hash: sessionHash, player_id: p.id, created_at: p.createdAt })
          .execute();
      }),
    );
  }

  getPlayer(id: string): Promise<PlayerRecord | null> {
    return this.op(async () => {
      const r = await this.db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toPlayer(r) : null;
    });
  }

  getPlayers(ids: readonly string[]): Promise<Map<string, PlayerRecord>> {
    return this.op(async () => {
      if (ids.length === 0) return new Map();
      const rows = await this.db
        .selectFrom('players')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, toPlayer(r)]));
    });
  }

  updatePlayer(
    id: string,
    patch: Partial<Pick<PlayerRecord, 'name' | 'avatar' | 'language'>>,
  ): Promise<void> {
    return this.op(async () => {
      if (Object.keys(patch).length === 0) return;
      await this.db.updateTable('players').set(patch).where('id', '=', id).execute();
    });
  }

  /** The player a session token hash signs in, if any. */
  sessionPlayer(tokenHash: string): Promise<string | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('sessions')
        .select('player_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return r?.player_id ?? null;
    });
  }

  createSession(tokenHash: string, playerId: string, at: number): Promise<void> {
    return this.op(async () => {
      await this.db
        .insertInto('sessions')
        .values({ token_hash: tokenHash, player_id: playerId, created_at: at })
        .execute();
    });
  }

  deleteSession(tokenHash: string): Promise<void> {
    return this.op(async () => {
      await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    });
  }

  /**
   * Deletes an account: the profile, its sessions, passkeys, ratings, history and queue row go; its seats stay
   * (matches and replays are intact) with the name cleared and marked `deleted`. Returns those seats.
   */
  deletePlayer(id: string): Promise<{ matchId: string; seat: number }[]> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        const seats = await trx
          .selectFrom('seat_players')
          .select(['match_id', 'seat'])
          .where('player_id', '=', id)
          .execute();
        const t = trx as unknown as Kysely<{
          seats: { match_id: string; seat: number; name: string | null };
        }>;
        for (const s of seats)
          await t
            .updateTable('seats')
            .set({ name: null })
            .where('match_id', '=', s.match_id)
            .where('seat', '=', s.seat)
            .execute();
        await trx
          .updateTable('seat_players')
          .set({ player_id: null, deleted: 1 })
          .where('player_id', '=', id)
          .execute();
        for (const table of ['sessions', 'passkeys', 'ratings', 'rating_history', 'queue'] as const)
          await trx.deleteFrom(table).where('player_id', '=', id).execute();
        await trx.deleteFrom('challenges').where('player_id', '=', id).execute();
        await trx.deleteFrom('players').where('id', '=', id).execute();
        return seats.map((s) => ({ matchId: s.match_id, seat: Number(s.seat) }));
      }),
    );
  }

  /**
   * Signing in on a browser that had a profile of its own (never given a passkey): its seats move to the account,
   * and its ratings for games the account has none of; then the guest profile goes.
   */
  mergeGuest(guestId: string, into: string): Promise<void> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('seat_players')
          .set({ player_id: into })
          .where('player_id', '=', guestId)
          .execute();
        const mine = new Set(
          (await trx.selectFrom('ratings').select('game').where('player_id', '=', into).execute()).map(
            (r) => r.game,
          ),
        );
        const theirs = await trx.selectFrom('ratings').selectAll().where('player_id', '=', guestId).execute();
        for (const r of theirs) {
          if (mine.has(r.game)) continue;
          await trx
            .updateTable('ratings')
            .set({ player_id: into })
            .where('player_id', '=', guestId)
            .where('game', '=', r.game)
            .execute();
          await trx
            .updateTable('rating_history')
            .set({ player_id: into })
            .where('player_id', '=', guestId)
            .where('game', '=', r.game)
            .execute();
        }
        for (const table of ['sessions', 'ratings', 'rating_history', 'queue'] as const)
          await trx.deleteFrom(table).where('player_id', '=', guestId).execute();
        await trx.deleteFrom('players').where('id', '=', guestId).execute();
      }),
    );
  }

  // ------------------------------------------------------------ passkeys and challenges

  addPasskey(p: PasskeyRecord): Promise<void> {
    return this.op(async () => {
      await this.db
        .insertInto('passkeys')
        .values({
          id: p.id,
          player_id: p.playerId,
          public_key: p.publicKey,
          counter: p.counter,
          transports: p.transports ? JSON.stringify(p.transports) : null,
          created_at: p.createdAt,
        })
        .execute();
    });
  }

  getPasskey(id: string): Promise<PasskeyRecord | null> {
    return this.op(async () => {
      const r = await this.db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? this.toPasskey(r) : null;
    });
  }

  passkeysOf(playerId: string): Promise<PasskeyRecord[]> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('passkeys')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => this.toPasskey(r));
    });
  }

  private toPasskey(r: AccountTables['passkeys']): PasskeyRecord {
    return {
      id: r.id,
      playerId: r.player_id,
      publicKey: r.public_key,
      counter: Number(r.counter),
      transports: r.transports === null ? null : JSON.parse(r.transports),
      createdAt: Number(r.created_at),
    };
  }

  setPasskeyCounter(id: string, counter: number): Promise<void> {
    return this.op(async () => {
      await this.db.updateTable('passkeys').set({ counter }).where('id', '=', id).execute();
    });
  }

  putChallenge(challenge: string, kind: string, playerId: string | null, expiresAt: number): Promise<void> {
    return this.op(async () => {
      await this.db.deleteFrom('challenges').where('expires_at', '<', Date.now()).execute();
      await this.db
        .insertInto('challenges')
        .values({ challenge, kind, player_id: playerId, expires_at: expiresAt })
        .execute();
    });
  }

  /** Takes a challenge once (a delete that only one caller, on any node, wins); null if unknown or taken. */
  takeChallenge(
    challenge: string,
  ): Promise<{ kind: string; playerId: string | null; expiresAt: number } | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('challenges')
        .selectAll()
        .where('challenge', '=', challenge)
        .executeTakeFirst();
      if (!r) return null;
      const d = await this.db.deleteFrom('challenges').where('challenge', '=', challenge).executeTakeFirst();
      if (Number(d.numDeletedRows) !== 1) return null;
      return { kind: r.kind, playerId: r.player_id, expiresAt: Number(r.expires_at) };
    });
  }

  // ------------------------------------------------------------ seats

  setSeatPlayer(matchId: string, seat: number, playerId: string | null): Promise<void> {
    return this.op(async () => {
      await this.db
        .deleteFrom('seat_players')
        .where('match_id', '=', matchId)
        .where('seat', '=', seat)
        .execute();
      if (playerId !== null)
        await this.db
          .insertInto('seat_players')
          .values({ match_id: matchId, seat, player_id: playerId, deleted: 0 })
          .execute();
    });
  }

  /** Seat → player id (null for a deleted account) of a match's seats held by people with a profile. */
  seatPlayers(matchId: string): Promise<Map<number, { playerId: string | null; deleted: boolean }>> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('seat_players')
        .selectAll()
        .where('match_id', '=', matchId)
        .execute();
      return new Map(
        rows.map((r) => [Number(r.seat), { playerId: r.player_id, deleted: Number(r.deleted) === 1 }]),
      );
    });
  }

  /** A player's matches (newest first): `finished` ones, or those still open or playing. */
  matchesOf(playerId: string, finished: boolean, limit: number): Promise<PlayerMatchRow[]> {
    return this.op(async () => {
      const t = this.db as unknown as Kysely<
        AccountTables & {
          matches: {
            id: string;
            game: string;
            players: number;
            status: string;
            result: string | null;
            settings: string | null;
            updated_at: number | string;
          };
        }
      >;
      const rows = await t
        .selectFrom('seat_players as sp')
        .innerJoin('matches as m', 'm.id', 'sp.match_id')
        .select([
          'm.id as id',
          'sp.seat as seat',
          'm.game as game',
          'm.players as players',
          'm.status as status',
          'm.result as result',
          'm.settings as settings',
          'm.updated_at as updated_at',
        ])
        .where('sp.player_id', '=', playerId)
        .where('m.status', finished ? '=' : 'in', finished ? 'finished' : ['open', 'playing'])
        .orderBy('m.updated_at', 'desc')
        .orderBy('m.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        matchId: r.id,
        seat: Number(r.seat),
        game: r.game,
        players: Number(r.players),
        status: r.status,
        result: r.result === null ? null : JSON.parse(r.result),
        settings: r.settings === null ? null : JSON.parse(r.settings),
        updatedAt: Number(r.updated_at),
      }));
    });
  }

  // ------------------------------------------------------------ ratings

  /**
   * Finished rated matches, last changed at or after `since`, with no rating history: the server stopped between
   * storing the result and storing the ratings (at most `limit`, oldest first).
   */
  unsettledRatedMatches(since: number, limit: number): Promise<string[]> {
    return this.op(async () => {
      const t = this.db as unknown as Kysely<
        AccountTables & {
          matches: { id: string; status: string; settings: string | null; updated_at: number | string };
        }
      >;
      const rows = await t
        .selectFrom('matches as m')
        .select('m.id as id')
        .where('m.status', '=', 'finished')
        .where('m.settings', 'like', '%"rated":true%')
        .where('m.updated_at', '>=', since)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('rating_history as h').select('h.match_id').whereRef('h.match_id', '=', 'm.id'),
            ),
          ),
        )
        .orderBy('m.updated_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    });
  }

  ratingsOf(playerIds: readonly string[], game?: string): Promise<RatingRecord[]> {
    return this.op(async () => {
      if (playerIds.length === 0) return [];
      let q = this.db
        .selectFrom('ratings')
        .selectAll()
        .where('player_id', 'in', [...new Set(playerIds)]);
      if (game !== undefined) q = q.where('game', '=', game);
      const rows = await q.execute();
      return rows.map((r) => ({
        playerId: r.player_id,
        game: r.game,
        mu: Number(r.mu),
        sigma: Number(r.sigma),
        games: Number(r.games),
        updatedAt: Number(r.updated_at),
      }));
    });
  }

  /**
   * Stores a rated match's new ratings in one transaction; false (nothing written) if that match was rated
   * already (its history rows exist: the primary key refuses a second time, on any node).
   * `compute` gets the ratings as they are inside the transaction and returns the updates.
   */
  applyRatings(
    matchId: string,
    at: number,
    playerIds: readonly string[],
    game: string,
    compute: (before: Map<string, RatingRecord>) => RatingUpdate[],
  ): Promise<boolean> {
    return this.op(async () => {
      // a unique violation: this match rated already (its history rows), or another match's first rating of
      // the same player inserted at the same moment; the next attempt tells which
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.rateOnce(matchId, at, playerIds, game, compute);
        } catch (e) {
          if (!isUnique(e) || attempt >= 3) throw e;
        }
      }
    });
  }

  private rateOnce(
    matchId: string,
    at: number,
    playerIds: readonly string[],
    game: string,
    compute: (before: Map<string, RatingRecord>) => RatingUpdate[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .selectFrom('rating_history')
        .select('player_id')
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      if (done) return false;
      const rows = await this.lockedRatings(trx, playerIds, game);
      const updates = compute(rows);
      for (const u of updates) {
        await trx
          .insertInto('rating_history')
          .values({
            player_id: u.playerId,
            match_id: matchId,
            game: u.game,
            players: u.players,
            rank: u.rank,
            mu: u.mu,
            sigma: u.sigma,
            at,
          })
          .execute();
        const ordinal = u.mu - 3 * u.sigma;
        if (rows.has(u.playerId))
          await trx
            .updateTable('ratings')
            .set((eb) => ({ mu: u.mu, sigma: u.sigma, ordinal, games: eb('games', '+', 1), updated_at: at }))
            .where('player_id', '=', u.playerId)
            .where('game', '=', u.game)
            .execute();
        else
          await trx
            .insertInto('ratings')
            .values({
              player_id: u.playerId,
              game: u.game,
              mu: u.mu,
              sigma: u.sigma,
              ordinal,
              games: 1,
              updated_at: at,
            })
            .execute();
      }
      return true;
    });
  }

  private async lockedRatings(
    trx: Transaction<AccountTables>,
    playerIds: readonly string[],
    game: string,
  ): Promise<Map<string, RatingRecord>> {
    if (playerIds.length === 0) return new Map();
    let q = trx
      .selectFrom('ratings')
      .selectAll()
      .where('player_id', 'in', [...new Set(playerIds)])
      .where('game', '=', game);
    // PostgreSQL: two matches of one player finishing at once update one after the other (SQLite runs one
    // transaction at a time anyway)
    if (this.isPg(trx)) q = q.forUpdate();
    const rows = await q.execute();
    return new Map(
      rows.map((r) => [
        r.player_id,
        {
          playerId: r.player_id,
          game: r.game,
          mu: Number(r.mu),
          sigma: Number(r.sigma),
          games: Number(r.games),
          updatedAt: Number(r.updated_at),
        },
      ]),
    );
  }

  private isPg(db: Kysely<AccountTables>): boolean {
    return db.getExecutor().adapter instanceof this.K.PostgresAdapter;
  }

  /** A player's rating history (oldest first), for every game or one. */
  history(playerId: string, game?: string, limit = 500): Promise<HistoryRecord[]> {
    return this.op(async () => {
      let q = this.db.selectFrom('rating_history').selectAll().where('player_id', '=', playerId);
      if (game !== undefined) q = q.where('game', '=', game);
      const rows = (await q.orderBy('at', 'desc').limit(limit).execute()).reverse();
      return rows.map((r) => ({
        matchId: r.match_id,
        game: r.game,
        players: Number(r.players),
        rank: Number(r.rank),
        mu: Number(r.mu),
        sigma: Number(r.sigma),
        at: Number(r.at),
      }));
    });
  }

  /** One page of a game's leaderboard, best conservative rating first, and how many are rated in all. */
  leaderboard(
    game: string,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: (RatingRecord & { name: string; avatar: string })[] }> {
    return this.op(async () => {
      const total = await this.db
        .selectFrom('ratings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('game', '=', game)
        .executeTakeFirst();
      const rows = await this.db
        .selectFrom('ratings as r')
        .innerJoin('players as p', 'p.id', 'r.player_id')
        .select(['r.player_id', 'r.game', 'r.mu', 'r.sigma', 'r.games', 'r.updated_at', 'p.name', 'p.avatar'])
        .where('r.game', '=', game)
        .orderBy('r.ordinal', 'desc')
        .orderBy('r.player_id')
        .offset(offset)
        .limit(limit)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map((r) => ({
          playerId: r.player_id,
          game: r.game,
          mu: Number(r.mu),
          sigma: Number(r.sigma),
          games: Number(r.games),
          updatedAt: Number(r.updated_at),
          name: r.name,
          avatar: r.avatar,
        })),
      };
    });
  }
}
