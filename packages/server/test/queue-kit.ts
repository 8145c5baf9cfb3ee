import type { KyselyStorage } from '../src/storage/kysely.ts';
import { type Json, until } from './helpers.ts';

/** A browser for the quick-match tests: keeps its session cookie across requests. */
export class Browser {
  cookie: string | null = null;
  constructor(public base: string) {}
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      const [pair] = set.split(';');
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  }

  /** Creates this browser's profile; its player id. */
  async profile(name: string): Promise<string> {
    const r = await this.call('POST', '/api/me', { name });
    if (r.status !== 201) throw new Error(`no profile: ${JSON.stringify(r.body)}`);
    return r.body.player.id;
  }

  /** Polls GET /api/queue (as a client does) until I am matched; that state. */
  async matched(): Promise<Json> {
    let state: Json = null;
    await until(async () => {
      state = (await this.call('GET', '/api/queue')).body;
      return state.status === 'matched';
    }, 'GET /api/queue says matched');
    return state;
  }
}

/** Gives a player a rating in a game (as if after a rated match): mu − 3·sigma = (shown − 1000) / 40, sigma 1. */
export async function setShownRating(
  storage: KyselyStorage,
  playerId: string,
  game: string,
  shown: number,
): Promise<void> {
  const mu = (shown - 1000) / 40 + 3;
  const ok = await storage.accounts.applyRatings(`rating-${playerId}`, Date.now(), [playerId], game, () => [
    { playerId, game, players: 2, rank: 1, mu, sigma: 1 },
  ]);
  if (!ok) throw new Error('rating not stored');
}
