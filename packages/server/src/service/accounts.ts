import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import { ServerError } from '../errors.ts';
import type {
  GameStats,
  HistoryPoint,
  Leaderboard,
  MatchSummary,
  Me,
  PublicProfile,
  RatingView,
} from '../schemas-accounts.ts';
import { AVATARS } from '../schemas-accounts.ts';
import type { AccountStore, PlayerMatchRow, PlayerRecord, RatingRecord } from '../storage/accounts.ts';
import { hashToken, newToken } from '../tokens.ts';
import type { ServiceContext } from './context.ts';
import { markDeletedSeats } from './deleted-seats.ts';
import { accountsOf, displayRating, PROVISIONAL_GAMES } from './ratings.ts';

type MeT = z.infer<typeof Me>;
type RatingViewT = z.infer<typeof RatingView>;
type MatchSummaryT = z.infer<typeof MatchSummary>;

/** Where passkeys are valid: the relying party id and the page origins (from the request unless configured). */
export interface WebAuthnSite {
  rpID: string;
  origins: string[];
}

const CHALLENGE_MS = 5 * 60_000;
const RECENT = 20;

/** Reads the challenge out of a WebAuthn response's clientDataJSON (checked again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const c = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof c.challenge === 'string' && c.challenge.length > 0 && c.challenge.length < 200)
      return c.challenge;
  } catch {
    // fall through
  }
  throw new ServerError('PASSKEY_FAILED', { detail: 'clientDataJSON is not readable' });
}

export function ratingView(r: RatingRecord): RatingViewT {
  return {
    game: r.game,
    rating: displayRating(r.mu, r.sigma),
    mu: r.mu,
    sigma: r.sigma,
    games: r.games,
    provisional: r.games < PROVISIONAL_GAMES,
  };
}

/**
 * People without passwords (issue 15): a profile per browser (a session cookie), passkeys to take it to other
 * browsers, public profiles, leaderboards and "my games".
 */
export class Accounts {
  constructor(private readonly c: ServiceContext) {}

  get store(): AccountStore {
    const s = accountsOf(this.c.storage);
    if (!s) throw new ServerError('UNAVAILABLE');
    return s;
  }

  /** The player a session token signs in (null for none, an unknown or a signed-out token). */
  async playerOfSession(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 200) return null;
    return this.store.sessionPlayer(hashToken(token));
  }

  /** A new profile and its session: the session token goes into the cookie only. */
  async create(input: {
    name?: string;
    language?: string;
    avatar?: string;
  }): Promise<{ me: MeT; token: string }> {
    const id = randomBytes(9).toString('base64url');
    const token = newToken();
    const player: PlayerRecord = {
      id,
      name: input.name ?? `Cook ${randomBytes(2).readUInt16BE(0) % 10000}`,
      avatar: input.avatar ?? AVATARS[randomBytes(1)[0] % AVATARS.length],
      language: input.language ?? 'en',
      createdAt: Date.now(),
    };
    await this.store.createPlayer(player, hashToken(token));
    this.c.log.info({ player: id }, 'profile created');
    return { me: await this.me(id), token };
  }

  async me(playerId: string): Promise<MeT> {
    const p = await this.store.getPlayer(playerId);
    if (!p) throw new ServerError('NOT_SIGNED_IN');
    const [keys, ratings] = await Promise.all([
      this.store.passkeysOf(playerId),
      this.store.ratingsOf([playerId]),
    ]);
    return {
      id: p.id,
      name: p.name,
      avatar: p.avatar as MeT['avatar'],
      language: p.language as MeT['language'],
      createdAt: p.createdAt,
      passkeys: keys.length,
      ratings: ratings.map(ratingView),
    };
  }

  async update(playerId: string, patch: { name?: string; language?: string; avatar?: string }): Promise<MeT> {
    await this.store.updatePlayer(playerId, patch);
    return this.me(playerId);
  }

  signOut(token: string): Promise<void> {
    return this.store.deleteSession(hashToken(token));
  }

  /** Deletes the account: profile, sessions, passkeys, ratings go; matches stay with a "deleted player". */
  async deleteAccount(playerId: string): Promise<void> {
    const unfinished = await this.store.matchesOf(playerId, false, 1000);
    const seats = await this.store.deletePlayer(playerId);
    // its matches held on this node show "deleted player" at once (storage has it for the rest); the other nodes
    // reload the seats of its unfinished matches
    markDeletedSeats(this.c, seats);
    for (const r of unfinished)
      this.c.cluster?.publish(r.matchId, this.c.live.get(r.matchId)?.version ?? 0, true);
    this.c.log.info({ player: playerId }, 'account deleted');
  }

  // ------------------------------------------------------------ passkeys

  async registrationOptions(playerId: string, site: WebAuthnSite) {
    const p = await this.store.getPlayer(playerId);
    if (!p) throw new ServerError('NOT_SIGNED_IN');
    const existing = await this.store.passkeysOf(playerId);
    const options = await generateRegistrationOptions({
      rpName: 'Potluck',
      rpID: site.rpID,
      userName: p.name,
      userDisplayName: p.name,
      userID: new Uint8Array(Buffer.from(p.id, 'utf8')),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports ?? undefined })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.store.putChallenge(options.challenge, 'register', playerId, Date.now() + CHALLENGE_MS);
    return options;
  }

  async register(playerId: string, response: RegistrationResponseJSON, site: WebAuthnSite): Promise<MeT> {
    const challenge = challengeOf(response.response.clientDataJSON);
    const ch = await this.store.takeChallenge(challenge);
    if (ch?.kind !== 'register' || ch.playerId !== playerId || ch.expiresAt < Date.now())
      throw new ServerError('PASSKEY_FAILED', { detail: 'unknown or expired challenge' });
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: site.origins,
        expectedRPID: site.rpID,
        requireUserVerification: false,
      });
    } catch (e) {
      throw new ServerError('PASSKEY_FAILED', { detail: (e as Error).message.slice(0, 200) });
    }
    if (!verified.verified) throw new ServerError('PASSKEY_FAILED', { detail: 'not verified' });
    const cred = verified.registrationInfo.credential;
    if (await this.store.getPasskey(cred.id))
      throw new ServerError('PASSKEY_FAILED', { detail: 'this passkey is registered already' });
    await this.store.addPasskey({
      id: cred.id,
      playerId,
      publicKey: Buffer.from(cred.publicKey).toString('base64url'),
      counter: cred.counter,
      transports: cred.transports ?? null,
      createdAt: Date.now(),
    });
    this.c.log.info({ player: playerId }, 'passkey added');
    return this.me(playerId);
  }

  async authenticationOptions(site: WebAuthnSite) {
    const options = await generateAuthenticationOptions({ rpID: site.rpID, userVerification: 'preferred' });
    await this.store.putChallenge(options.challenge, 'authenticate', null, Date.now() + CHALLENGE_MS);
    return options;
  }

  /**
   * Signs in with a passkey: a new session for its profile. `current` is the browser's profile before: a guest
   * profile (no passkey) has its matches and ratings moved to the account and goes away.
   */
  async signIn(
    response: AuthenticationResponseJSON,
    site: WebAuthnSite,
    current: { token: string; playerId: string } | null,
  ): Promise<{ me: MeT; token: string }> {
    const challenge = challengeOf(response.response.clientDataJSON);
    const ch = await this.store.takeChallenge(challenge);
    if (ch?.kind !== 'authenticate' || ch.expiresAt < Date.now())
      throw new ServerError('PASSKEY_FAILED', { detail: 'unknown or expired challenge' });
    const key = await this.store.getPasskey(response.id);
    if (!key) throw new ServerError('PASSKEY_FAILED', { detail: 'unknown passkey' });
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: site.origins,
        expectedRPID: site.rpID,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          transports: key.transports ?? undefined,
        },
        requireUserVerification: false,
      });
    } catch (e) {
      throw new ServerError('PASSKEY_FAILED', { detail: (e as Error).message.slice(0, 200) });
    }
    if (!verified.verified) throw new ServerError('PASSKEY_FAILED', { detail: 'not verified' });
    await this.store.setPasskeyCounter(key.id, verified.authenticationInfo.newCounter);
    if (current && current.playerId !== key.playerId) {
      const guestKeys = await this.store.passkeysOf(current.playerId);
      if (guestKeys.length === 0) await this.store.mergeGuest(current.playerId, key.playerId);
      else await this.store.deleteSession(hashToken(current.token));
    }
    const token = newToken();
    await this.store.createSession(hashToken(token), key.playerId, Date.now());
    this.c.log.info({ player: key.playerId }, 'signed in with a passkey');
    return { me: await this.me(key.playerId), token };
  }

  // ------------------------------------------------------------ public views

  async publicProfile(id: string): Promise<z.infer<typeof PublicProfile>> {
    const p = await this.store.getPlayer(id);
    if (!p) throw new ServerError('PLAYER_NOT_FOUND');
    const [ratings, history, finished] = await Promise.all([
      this.store.ratingsOf([id]),
      this.store.history(id),
      this.store.matchesOf(id, true, 1000),
    ]);
    const stats = new Map<string, z.infer<typeof GameStats>>();
    for (const r of finished) {
      const key = `${r.game}/${r.players}`;
      const s = stats.get(key) ?? { game: r.game, players: r.players, played: 0, won: 0, winRate: 0 };
      s.played++;
      if ((r.result as { ranks?: number[] } | null)?.ranks?.[r.seat] === 1) s.won++;
      s.winRate = s.won / s.played;
      stats.set(key, s);
    }
    return {
      id: p.id,
      name: p.name,
      avatar: p.avatar as MeT['avatar'],
      ratings: ratings.map(ratingView),
      stats: [...stats.values()].sort((a, b) =>
        a.game < b.game ? -1 : a.game > b.game ? 1 : a.players - b.players,
      ),
      history: history.map(
        (h): z.infer<typeof HistoryPoint> => ({
          game: h.game,
          match: h.matchId,
          at: h.at,
          rating: displayRating(h.mu, h.sigma),
          rank: h.rank,
          players: h.players,
        }),
      ),
      recent: await this.summaries(finished.slice(0, RECENT)),
    };
  }

  async leaderboard(game: string, page: number, size: number): Promise<z.infer<typeof Leaderboard>> {
    this.c.game(game); // UNKNOWN_GAME
    const { total, rows } = await this.store.leaderboard(game, (page - 1) * size, size);
    return {
      game,
      page,
      size,
      total,
      pages: Math.max(1, Math.ceil(total / size)),
      rows: rows.map((r, i) => ({
        place: (page - 1) * size + i + 1,
        player: r.playerId,
        name: r.name,
        avatar: r.avatar as MeT['avatar'],
        rating: displayRating(r.mu, r.sigma),
        games: r.games,
        provisional: r.games < PROVISIONAL_GAMES,
      })),
    };
  }

  /** My games: open or in progress (with whose turn it is) and finished. */
  async myMatches(playerId: string): Promise<{ playing: MatchSummaryT[]; finished: MatchSummaryT[] }> {
    const [playing, finished] = await Promise.all([
      this.store.matchesOf(playerId, false, 50),
      this.store.matchesOf(playerId, true, RECENT),
    ]);
    return { playing: await this.summaries(playing), finished: await this.summaries(finished) };
  }

  private async summaries(rows: readonly PlayerMatchRow[]): Promise<MatchSummaryT[]> {
    const out: MatchSummaryT[] = [];
    for (const r of rows) {
      const seatRows = await this.c.storage.getSeats(r.matchId);
      const owners = await this.store.seatPlayers(r.matchId);
      const profiles = await this.store.getPlayers(
        [...owners.values()].flatMap((o) => (o.playerId ? [o.playerId] : [])),
      );
      let turn: number[] = [];
      if (r.status === 'playing') {
        const m = await this.c.parts.loader.get(r.matchId).catch(() => null);
        if (m && m.status === 'playing' && m.state !== null) turn = [...m.game.activePlayers(m.state)];
      }
      const ranks = (r.result as { ranks?: number[] } | null)?.ranks;
      out.push({
        id: r.matchId,
        game: r.game,
        players: r.players,
        status: r.status as MatchSummaryT['status'],
        rated: (r.settings as { rated?: boolean } | null)?.rated === true,
        seat: r.seat,
        rank: ranks?.[r.seat] ?? null,
        seats: seatRows.map((s) => {
          const o = owners.get(s.seat);
          const prof = o?.playerId ? profiles.get(o.playerId) : undefined;
          return {
            seat: s.seat,
            kind: s.kind,
            botLevel: s.botLevel,
            name: o?.deleted ? null : s.name,
            player: prof?.id ?? null,
            avatar: prof?.avatar ?? null,
            deleted: o?.deleted ?? false,
          };
        }),
        turn,
        myTurn: turn.includes(r.seat),
        updatedAt: r.updatedAt,
        replay: r.status === 'finished' ? `/#/replay/${r.matchId}` : null,
      });
    }
    return out;
  }
}
