import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KyselyLib } from './kysely-lib.ts';
import { StorageUnavailableError } from './types.ts';

/** The advisory lock under which PostgreSQL nodes add analysis requests (the per-client count, then the row). */
export const ANALYSIS_ENQUEUE_LOCK = 7_310_017;

export type AnalysisRequestStatus = 'queued' | 'running' | 'done' | 'failed';

/** Migration 8: the queue of post-game analyses, one row per match (its primary key: each match analysed once). */
export interface AnalysisRequestTables {
  analysis_requests: {
    match_id: string;
    status: string;
    /** The address that asked (for the per-address limit), and the signed-in person, if any. */
    client: string | null;
    player: string | null;
    created_at: number | string;
    /** The node running it, its claim (a random token: progress and the result are written only under it). */
    claimed_by: string | null;
    claim: string | null;
    claimed_at: number | string | null;
    /** Written with every progress report; a running row whose heartbeat is older than the stale time is taken over. */
    heartbeat_at: number | string | null;
    done: number;
    total: number;
    /** How many times a node claimed it (a match that keeps killing its nodes fails after a few). */
    attempts: number;
  };
  analyses: { match_id: string; analysis: string; created_at: number | string };
}

export interface AnalysisRequest {
  matchId: string;
  status: AnalysisRequestStatus;
  client: string | null;
  player: string | null;
  createdAt: number;
  claimedBy: string | null;
  claim: string | null;
  claimedAt: number | null;
  heartbeatAt: number | null;
  done: number;
  total: number;
  attempts: number;
}

type Db = Kysely<AnalysisRequestTables>;

/** Migration 8: the `analysis_requests` table and its index for the claim (oldest queued first). */
export async function analysisRequestsTable(
  db: Kysely<unknown>,
  flavour: 'sqlite' | 'postgres',
): Promise<void> {
  const big = flavour === 'postgres' ? 'bigint' : 'integer';
  const d = db as unknown as Db;
  await d.schema
    .createTable('analysis_requests')
    .ifNotExists()
    .addColumn('match_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client', 'text')
    .addColumn('player', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claim', 'text')
    .addColumn('claimed_at', big)
    .addColumn('heartbeat_at', big)
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await d.schema
    .createIndex('analysis_requests_status')
    .ifNotExists()
    .on('analysis_requests')
    .columns(['status', 'created_at'])
    .execute();
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toRequest(r: AnalysisRequestTables['analysis_requests']): AnalysisRequest {
  return {
    matchId: r.match_id,
    status: r.status as AnalysisRequestStatus,
    client: r.client,
    player: r.player,
    createdAt: Number(r.created_at),
    claimedBy: r.claimed_by,
    claim: r.claim,
    claimedAt: num(r.claimed_at),
    heartbeatAt: num(r.heartbeat_at),
    done: Number(r.done),
    total: Number(r.total),
    attempts: Number(r.attempts),
  };
}

/**
 * The post-game analysis queue in the shared database (issue 17 item 2), so that a restart loses nothing and every
 * node of a cluster sees one queue with one per-client limit. A node claims the oldest queued request (or a running
 * one whose node stopped writing progress: it died) with a conditional update on the claim it read — on
 * PostgreSQL the candidate row is also selected `FOR UPDATE SKIP LOCKED`, so two nodes claiming at once take
 * different rows — and from then on writes progress and the result only under its own claim token.
 */
export class AnalysisQueueStore {
  private readonly db: Db;

  constructor(
    db: Kysely<unknown>,
    private readonly K: KyselyLib,
    private readonly flavour: 'sqlite' | 'postgres',
    private readonly guard?: () => void,
  ) {
    this.db = db as unknown as Db;
  }

  private async op<T>(f: () => Promise<T>): Promise<T> {
    try {
      this.guard?.();
      return await f();
    } catch (e) {
      if (e instanceof StorageUnavailableError) throw e;
      throw new StorageUnavailableError((e as Error)?.message ?? String(e), { cause: e });
    }
  }

  get(matchId: string): Promise<AnalysisRequest | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('analysis_requests')
        .selectAll()
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      return r ? toRequest(r) : null;
    });
  }

  /** A queued request's place in line: 1 = the next to be claimed. */
  position(r: AnalysisRequest): Promise<number> {
    return this.op(async () => {
      const row = await this.db
        .selectFrom('analysis_requests')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'queued')
        .where((eb) =>
          eb.or([
            eb('created_at', '<', r.createdAt),
            eb.and([eb('created_at', '=', r.createdAt), eb('match_id', '<', r.matchId)]),
          ]),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0) + 1;
    });
  }

  /**
   * Queues a match's analysis unless it is queued, running or done already ('exists'). The client's requests
   * waiting or running (by address, or by person when signed in) are counted in the same transaction — on
   * PostgreSQL under an advisory lock, so two nodes cannot both let the same client past its limit — and over
   * `limit` the answer is 'quota' (0 = no limit). A failed request is queued again.
   */
  enqueue(req: {
    matchId: string;
    client: string | null;
    player: string | null;
    total: number;
    at: number;
    limit: number;
  }): Promise<'queued' | 'exists' | 'quota'> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        if (this.flavour === 'postgres')
          await this.K.sql`select pg_advisory_xact_lock(${ANALYSIS_ENQUEUE_LOCK})`.execute(trx);
        const existing = await trx
          .selectFrom('analysis_requests')
          .select('status')
          .where('match_id', '=', req.matchId)
          .executeTakeFirst();
        if (existing && existing.status !== 'failed') return 'exists';
        if (req.limit > 0 && (req.client !== null || req.player !== null)) {
          const row = await trx
            .selectFrom('analysis_requests')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('status', 'in', ['queued', 'running'])
            .where((eb) => {
              const who = [];
              if (req.client !== null) who.push(eb('client', '=', req.client));
              if (req.player !== null) who.push(eb('player', '=', req.player));
              return eb.or(who);
            })
            .executeTakeFirst();
          if (Number(row?.n ?? 0) >= req.limit) return 'quota';
        }
        const values = {
          status: 'queued',
          client: req.client,
          player: req.player,
          created_at: req.at,
          claimed_by: null,
          claim: null,
          claimed_at: null,
          heartbeat_at: null,
          done: 0,
          total: req.total,
          attempts: 0,
        };
        if (existing)
          await trx
            .updateTable('analysis_requests')
            .set(values)
            .where('match_id', '=', req.matchId)
            .execute();
        else
          await trx
            .insertInto('analysis_requests')
            .values({ match_id: req.matchId, ...values })
            .execute();
        return 'queued';
      }),
    );
  }

  /**
   * Claims the next request for `node`: the oldest queued one, or a running one whose heartbeat is older than
   * `staleMs` (its node died). Null when there is none. The returned row carries this claim's token.
   */
  claim(node: string, now: number, staleMs: number): Promise<AnalysisRequest | null> {
    return this.op(async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const claimed = await this.db.transaction().execute(async (trx) => {
          let q = trx
            .selectFrom('analysis_requests')
            .select(['match_id', 'status', 'claim'])
            .where((eb) =>
              eb.or([
                eb('status', '=', 'queued'),
                eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', now - staleMs)]),
              ]),
            )
            .orderBy('created_at')
            .orderBy('match_id')
            .limit(1);
          if (this.flavour === 'postgres') q = q.forUpdate().skipLocked();
          const c = await q.executeTakeFirst();
          if (!c) return null;
          const claim = randomBytes(12).toString('base64url');
          let u = trx
            .updateTable('analysis_requests')
            .set((eb) => ({
              status: 'running',
              claimed_by: node,
              claim,
              claimed_at: now,
              heartbeat_at: now,
              done: 0,
              attempts: eb('attempts', '+', 1),
            }))
            .where('match_id', '=', c.match_id)
            .where('status', '=', c.status);
          u = c.claim === null ? u.where('claim', 'is', null) : u.where('claim', '=', c.claim);
          const r = await u.executeTakeFirst();
          return Number(r.numUpdatedRows) === 1 ? { matchId: c.match_id, claim } : 'lost';
        });
        if (claimed === null) return null;
        if (claimed === 'lost') continue; // another node took it first: look again
        const row = await this.get(claimed.matchId);
        if (row?.claim === claimed.claim) return row;
      }
      return null;
    });
  }

  /** Writes progress (and the heartbeat) under a claim; false when the claim was lost (taken over, released). */
  progress(matchId: string, claim: string, done: number, total: number, now: number): Promise<boolean> {
    return this.op(async () => {
      const r = await this.db
        .updateTable('analysis_requests')
        .set({ done, total, heartbeat_at: now })
        .where('match_id', '=', matchId)
        .where('claim', '=', claim)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    });
  }

  /**
   * Ends a claimed request: with the analysis, stored once (a second one for the match is ignored) and `done`;
   * without, `failed`. The status changes only under the claim.
   */
  finish(matchId: string, claim: string, analysis: string | null, now: number): Promise<void> {
    return this.op(() =>
      this.db.transaction().execute(async (trx) => {
        if (analysis !== null)
          await trx
            .insertInto('analyses')
            .values({ match_id: matchId, analysis, created_at: now })
            .onConflict((oc) => oc.column('match_id').doNothing())
            .execute();
        await trx
          .updateTable('analysis_requests')
          .set({ status: analysis === null ? 'failed' : 'done', heartbeat_at: now })
          .where('match_id', '=', matchId)
          .where('claim', '=', claim)
          .execute();
      }),
    );
  }

  /** Gives a claimed request back to the queue (this node is shutting down): another node, or a restart, runs it. */
  release(matchId: string, claim: string): Promise<void> {
    return this.op(async () => {
      await this.db
        .updateTable('analysis_requests')
        .set((eb) => ({
          status: 'queued',
          claim: null,
          claimed_by: null,
          claimed_at: null,
          heartbeat_at: null,
          done: 0,
          attempts: eb('attempts', '-', 1),
        }))
        .where('match_id', '=', matchId)
        .where('claim', '=', claim)
        .where('status', '=', 'running')
        .execute();
    });
  }
}
