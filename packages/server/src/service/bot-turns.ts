import type { BotJob } from '../bot-pool.ts';
import { sha256 } from '../tokens.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';

/** How long a bot waits before trying a turn again whose move could not be stored. */
const BOT_RETRY_MS = 1000;

/** Bots in online matches: a turn is scheduled after the bot delay, decided in a worker, applied in the queue. */
export class BotTurns {
  constructor(private readonly c: ServiceContext) {}

  schedule(m: LiveMatch): void {
    const { c } = this;
    if (c.closing || m.botTimer || m.botThinking || m.status !== 'playing') return;
    const active = m.game.activePlayers(m.state);
    if (!active.some((s) => m.botPlays(s))) return;
    m.botTimer = setTimeout(() => {
      m.botTimer = null;
      m.run(async () => {
        if (await this.lease(m)) this.turn(m);
      }).catch((e) => {
        c.log.error({ match: m.id, err: (e as Error).message }, 'bot move failed');
        this.retryLater(m);
      });
    }, c.botDelayMs);
  }

  /**
   * After a turn that failed (storage unavailable for a moment, a failed catch-up): the bot tries again after a
   * pause. Nothing else would wake it, so a single failed write stranded the match on the bot's turn.
   */
  private retryLater(m: LiveMatch): void {
    const { c } = this;
    if (c.closing || m.botTimer || m.status !== 'playing') return;
    m.botTimer = setTimeout(() => {
      m.botTimer = null;
      this.schedule(m);
    }, BOT_RETRY_MS);
    m.botTimer.unref();
  }

  /**
   * Inside the match's queue: hands the bot's decision to the pool (a worker thread) with only its seat's view,
   * and returns at once, so the match's queue and the event loop stay free while it thinks. The answer is
   * applied later, in the queue, only if the match is still at the same version (else it is dropped and the
   * bot decides again on the new state), and only through the checked applyAction.
   */
  private turn(m: LiveMatch): void {
    const { c } = this;
    if (c.closing || m.status !== 'playing' || m.botThinking) return;
    const seat = m.game.activePlayers(m.state).find((s) => m.botPlays(s));
    if (seat === undefined) return;
    const version = m.version;
    // The bot sees only its seat's view; its randomness comes from a hash of the secret seed, never shown.
    const job: BotJob = {
      gameId: m.game.id,
      seat,
      view: m.game.view(m.state, seat),
      level: m.botLevel(seat),
      seed: sha256(`${m.record.seed}/bot/${seat}/${version}`),
    };
    m.botThinking = true;
    c.botPool.decide(job).then(
      (action) => this.answer(m, seat, version, action),
      (e: Error) => {
        if (!c.closing)
          c.log.error({ match: m.id, seat, err: e.message }, 'bot failed; playing its first legal action');
        return this.answer(m, seat, version, undefined);
      },
    );
  }

  private answer(m: LiveMatch, seat: number, version: number, proposed: unknown): Promise<void> {
    const { c } = this;
    return m
      .run(async () => {
        m.botThinking = false;
        if (c.closing || m.status !== 'playing') return;
        if (m.version !== version || !m.botPlays(seat)) {
          this.schedule(m); // stale: the match moved on while the bot thought
          return;
        }
        let action = proposed;
        if (action === undefined || m.game.validate(m.state, seat, action) !== null) {
          action = m.game.legalActions(m.state, seat)[0];
        }
        await c.parts.play.commitMove(m, seat, action);
      })
      .catch((e) => {
        c.log.error({ match: m.id, err: (e as Error).message }, 'bot move failed');
        this.retryLater(m);
      });
  }

  /**
   * Inside the match's queue, before a bot turn: on a cluster, catch up and take the lease of this turn (one node
   * computes it). A node that loses tries again after the lease would expire (the holder may have died); the
   * log's unique (match, seq) keeps the move single in any case.
   */
  private async lease(m: LiveMatch): Promise<boolean> {
    const { c } = this;
    if (!c.cluster) return true;
    await c.parts.sync.catchUp(m);
    if (c.closing || m.status !== 'playing' || m.botTimer) return false;
    if (await c.cluster.lease(`${m.id}:${m.version}`, c.leaseMs)) return true;
    m.botTimer = setTimeout(() => {
      m.botTimer = null;
      this.schedule(m);
    }, c.leaseMs + 50);
    m.botTimer.unref();
    return false;
  }
}
