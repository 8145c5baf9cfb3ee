import { GameError } from '@potluck/engine';
import type { BotJob } from '../bot-pool.ts';
import { ServerError } from '../errors.ts';
import { sha256 } from '../tokens.ts';
import type { ServiceContext } from './context.ts';
import type { Actor } from './live-match.ts';

/** What a hint answers: the match version it was computed for and the best moves, best first. */
export interface Hint {
  version: number;
  moves: { action: unknown; chance: number; events: unknown[] }[];
}

/** Search time of one hint in a bot worker (small: a person is waiting). */
export const HINT_BUDGET_MS = 300;

/**
 * Hints (issue 17 item 3): on a person's turn in a casual match where every other seat is a bot, the best three
 * moves with their estimated winning chances, searched in the bot pool from that seat's view only (never the
 * true state). Refused in rated matches (HINTS_OFF), with other people at the table unless they all agreed
 * (HINTS_OFF; the agreement is service/seat-changes.ts `proposeHints`/`voteHints`), and when it is not the seat's
 * turn (NOT_YOUR_TURN).
 */
export class Hints {
  /** The search of one hint: a time budget (default), or a number of iterations (reproducible). */
  budget: { budgetMs?: number; iterations?: number } = { budgetMs: HINT_BUDGET_MS };

  constructor(private readonly c: ServiceContext) {}

  async hint(id: string, actor: Actor): Promise<Hint> {
    const { c } = this;
    const m = await c.parts.loader.require(id);
    const job = await m.run(async (): Promise<BotJob & { version: number }> => {
      if (c.closing) throw new ServerError('UNAVAILABLE');
      if (m.status === 'broken') throw new ServerError('MATCH_BROKEN');
      if (m.status === 'open') throw new ServerError('NOT_STARTED');
      if (m.status === 'finished') throw new ServerError('MATCH_OVER');
      if (!m.seatOf(actor)) throw new ServerError('BAD_TOKEN');
      const seat = actor.seat;
      const others = m.seats.some((s) => s.seat !== seat && s.kind !== 'bot');
      if (m.settings.rated || (others && !m.seatControl.hints.on)) throw new ServerError('HINTS_OFF');
      if (m.botPlays(seat) || !m.game.activePlayers(m.state).includes(seat))
        throw new GameError('NOT_YOUR_TURN', {
          en: 'A hint is for your own turn.',
          'zh-Hans': '提示只在轮到你时提供。',
          'zh-Hant': '提示只在輪到你時提供。',
        });
      return {
        gameId: m.game.id,
        seat,
        // the seat's own view, never the true state
        view: m.game.view(m.state, seat),
        level: 'hint',
        seed: sha256(`${m.record.seed}/hint/${seat}/${m.version}`),
        hint: this.budget,
        version: m.version,
      };
    });
    const { version, ...botJob } = job;
    const moves = (await c.botPool.decide(botJob)) as Hint['moves'];
    return { version, moves };
  }
}
