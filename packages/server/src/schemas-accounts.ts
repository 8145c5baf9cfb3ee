import { z } from 'zod';
import { MatchId, Name, queryInt } from './schemas.ts';

/** People (issue 15): profiles, passkeys, ratings, leaderboards, my games, quick match. */

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export const Language = z.enum(LANGUAGES).describe('The interface language.');

/** The built-in avatars (the client draws each one); a profile picks one of them. */
export const AVATARS = ['dumpling', 'sushi', 'noodles', 'tea', 'chili', 'rice', 'tofu', 'mooncake'] as const;
export const Avatar = z.enum(AVATARS).describe('One of the built-in avatars.');

export const PlayerId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12}$/, 'a player id is 12 characters of A–Z, a–z, 0–9, _ and -')
  .describe('A public player id.');

export const CreateProfileBody = z
  .object({
    name: Name.optional().describe('Display name (default: a generated one).'),
    language: Language.optional(),
    avatar: Avatar.optional(),
  })
  .strict();

export const PatchProfileBody = z
  .object({ name: Name.optional(), language: Language.optional(), avatar: Avatar.optional() })
  .strict();

const b64url = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'base64url expected');

/** A WebAuthn registration response as @simplewebauthn/browser's startRegistration returns it. */
export const RegistrationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A WebAuthn authentication response as @simplewebauthn/browser's startAuthentication returns it. */
export const AuthenticationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const PasskeyBody = z.object({ response: RegistrationResponse }).strict();
export const SignInBody = z.object({ response: AuthenticationResponse }).strict();

export const PlayerParams = z.object({ id: PlayerId }).strict();

export const LeaderboardQuery = z
  .object({
    game: z.string().min(1).max(64).describe('Game id.'),
    page: queryInt(1, 10_000).default(1).describe('1-based page.'),
    size: queryInt(1, 100).default(25).describe('Rows per page.'),
  })
  .strict();

export const TakeSeatBody = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(15)
      .optional()
      .describe('Which of my seats (0-based); default: the first seat my profile holds in the match.'),
  })
  .strict();

export const QueueBody = z
  .object({
    game: z.string().min(1).max(64).describe('Game id.'),
    players: z
      .number()
      .int()
      .min(2)
      .max(16)
      .describe("Seats of the match (within the game's player counts)."),
    waitSeconds: z
      .number()
      .int()
      .min(0)
      .max(600)
      .default(30)
      .describe(
        'After this long without enough people near my rating, the empty seats are filled with bots near it (0: at once).',
      ),
  })
  .strict();

// ---------- responses ----------

export const RatingView = z
  .object({
    game: z.string(),
    rating: z.number().int().describe('Conservative rating shown: round(1000 + 40·(mu − 3·sigma)).'),
    mu: z.number(),
    sigma: z.number(),
    games: z.number().int().describe('Rated games played.'),
    provisional: z
      .boolean()
      .describe('Fewer rated games than PROVISIONAL_GAMES: the rating is still settling.'),
  })
  .describe('A rating for one game (openskill, Weng–Lin Plackett–Luce).');

export const Me = z.object({
  id: PlayerId,
  name: z.string(),
  avatar: Avatar,
  language: Language,
  createdAt: z.number(),
  passkeys: z
    .number()
    .int()
    .describe('How many passkeys can sign in to this profile (0: a guest of this browser).'),
  ratings: z.array(RatingView),
});

export const MeResponse = z.object({
  player: Me.nullable().describe('null: this browser has no profile yet.'),
});

export const SeatPlayer = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'bot']),
  botLevel: z.string().nullable(),
  name: z
    .string()
    .nullable()
    .describe('Display name; null for a deleted account (shown as "deleted player").'),
  player: PlayerId.nullable().describe('The profile that held this seat, if any.'),
  avatar: z.string().nullable(),
  deleted: z.boolean().describe('The account that held the seat was deleted.'),
});

export const MatchSummary = z.object({
  id: MatchId,
  game: z.string(),
  players: z.number().int(),
  status: z.enum(['open', 'playing', 'finished', 'broken']),
  rated: z.boolean(),
  seat: z.number().int().describe("The player's seat."),
  rank: z.number().int().nullable().describe("The player's place once finished (1 = first; ties share it)."),
  seats: z.array(SeatPlayer),
  turn: z.array(z.number().int()).describe('Seats that must act now (in progress only; empty otherwise).'),
  myTurn: z.boolean(),
  updatedAt: z.number(),
  replay: z.string().nullable().describe('The replay page of a finished match (relative URL).'),
});

export const GameStats = z.object({
  game: z.string(),
  players: z.number().int(),
  played: z.number().int(),
  won: z.number().int().describe('First places (shared first places count).'),
  winRate: z.number().describe('won / played (0–1).'),
});

export const HistoryPoint = z.object({
  game: z.string(),
  match: MatchId,
  at: z.number(),
  rating: z.number().int(),
  rank: z.number().int(),
  players: z.number().int(),
});

export const PublicProfile = z
  .object({
    id: PlayerId,
    name: z.string(),
    avatar: Avatar,
    ratings: z.array(RatingView),
    stats: z.array(GameStats).describe('Finished matches per game and player count.'),
    history: z.array(HistoryPoint).describe('Rating after each rated match, oldest first.'),
    recent: z.array(MatchSummary).describe('Recent finished matches, newest first.'),
  })
  .describe('What anyone may see of a person: name, avatar, ratings and finished matches.');

export const LeaderboardRow = z.object({
  place: z.number().int(),
  player: PlayerId,
  name: z.string(),
  avatar: Avatar,
  rating: z.number().int(),
  games: z.number().int(),
  provisional: z.boolean(),
});

export const Leaderboard = z.object({
  game: z.string(),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  rows: z.array(LeaderboardRow),
});

export const MyMatches = z.object({
  playing: z.array(MatchSummary).describe('Open or in progress, newest first, with whose turn it is.'),
  finished: z.array(MatchSummary).describe('Finished, newest first.'),
});

export const QueueState = z
  .object({
    status: z
      .enum(['none', 'waiting', 'matched'])
      .describe(
        'none: not queued; waiting: in the queue; matched: seated in `match` (until I leave the queue).',
      ),
    game: z.string().optional(),
    players: z.number().int().optional(),
    since: z.number().optional().describe('When I joined the queue (ms since 1970).'),
    waitedMs: z.number().optional().describe('waiting: how long I have waited.'),
    rating: z
      .number()
      .int()
      .optional()
      .describe('The rating I am matched by (my shown rating for the game).'),
    window: z
      .number()
      .int()
      .optional()
      .describe('waiting: the rating window now (± this much around mine); it widens with waiting.'),
    botsAt: z
      .number()
      .optional()
      .describe('waiting: when bots fill the empty seats if too few people are near (ms since 1970).'),
    match: MatchId.optional().describe('matched: the match I am seated in.'),
    seat: z.number().int().optional().describe('matched: my seat (0-based).'),
    token: z.string().optional().describe('matched: my secret seat token (sent to me only).'),
  })
  .describe('My place in the quick-match queue.');
