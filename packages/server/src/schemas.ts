import { z } from 'zod';

/**
 * Every input the server accepts (HTTP bodies, query strings, WebSocket messages) and the shapes it returns, as
 * zod schemas. docs/api.md and /api/openapi.json are generated from these (z.toJSONSchema).
 */

export const BOT_LEVELS = ['easy', 'medium', 'hard', 'random'] as const;
export const BotLevel = z.enum(BOT_LEVELS).describe('Bot strength: easy, medium, hard (ISMCTS) or random.');

export const MatchId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe('Match id.');
export const Token = z.string().min(1).max(200).describe('A secret token (seat or host).');

/** The longest display name, in characters as a person counts them (grapheme clusters, `Intl.Segmenter`). */
export const NAME_MAX_GRAPHEMES = 40;
/** A bound on a name's UTF-16 code units, checked first so that no long string is segmented. */
export const NAME_MAX_UNITS = 200;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });
// C0 controls (NUL included: PostgreSQL cannot store it), DEL and C1 controls. Written as \u escapes so that the
// pattern in /api/openapi.json works in every regex dialect.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// Bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they reorder the text shown
// after the name (a name could make the next line read differently).
const NO_BIDI = /^[^\u202a-\u202e\u2066-\u2069]*$/;
const LONE_SURROGATE = /\p{Surrogate}/u;
// Nothing to see: white space, default-ignorable code points (zero-width spaces and joiners, fillers such as
// U+3164, variation selectors, tags, soft hyphen…), combining marks without a base, and the Braille blank.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;

/** Counts grapheme clusters, stopping once past `max`. */
function graphemesOver(s: string, max: number): boolean {
  let n = 0;
  for (const _ of GRAPHEMES.segment(s)) if (++n > max) return true;
  return false;
}

/**
 * A display name: no control characters, no bidirectional overrides or isolates, well-formed Unicode, at least
 * one visible character; normalised to NFC and trimmed; at most NAME_MAX_GRAPHEMES characters as a person counts
 * them. Each refusal is a BAD_REQUEST whose message says why.
 */
const NAME_RULES = `At most ${NAME_MAX_GRAPHEMES} characters (grapheme clusters; and at most ${NAME_MAX_UNITS} UTF-16 code units), at least one of them visible; no control characters, no bidirectional overrides or isolates. Stored trimmed and normalised to NFC.`;
export const Name = z
  .string()
  .min(1, 'a name needs at least one visible character')
  .max(
    NAME_MAX_UNITS,
    `a name is at most ${NAME_MAX_GRAPHEMES} characters (${NAME_MAX_UNITS} UTF-16 code units) long`,
  )
  .regex(NO_CONTROL, 'a name may not contain control characters (U+0000–U+001F, U+007F–U+009F)')
  .regex(
    NO_BIDI,
    'a name may not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)',
  )
  .transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (LONE_SURROGATE.test(raw)) return fail('a name must be well-formed Unicode (no lone surrogates)');
    const name = raw.normalize('NFC').trim();
    if (name.replace(INVISIBLE, '') === '') return fail('a name needs at least one visible character');
    if (graphemesOver(name, NAME_MAX_GRAPHEMES))
      return fail(`a name is at most ${NAME_MAX_GRAPHEMES} characters long`);
    return name;
  })
  .describe(`Display name. ${NAME_RULES}`);
export const SeatIndex = z.number().int().min(0).max(15).describe('Seat index, 0-based.');

/** The longest chat message, in characters as a person counts them (grapheme clusters). */
export const CHAT_MAX_GRAPHEMES = 300;
/** A bound on a chat message's UTF-16 code units, checked first so that no long string is segmented. */
export const CHAT_MAX_UNITS = 1500;
/**
 * A chat message's text: the checks of a display name (no control characters, so one line; no bidirectional
 * overrides or isolates; well-formed; something visible), normalised to NFC and trimmed, at most
 * CHAT_MAX_GRAPHEMES characters. Stored and sent as written: clients show it as text, never as markup.
 */
export const ChatText = z
  .string()
  .min(1, 'a message needs at least one visible character')
  .max(CHAT_MAX_UNITS, `a message is at most ${CHAT_MAX_GRAPHEMES} characters long`)
  .regex(NO_CONTROL, 'a message may not contain control characters (U+0000–U+001F, U+007F–U+009F)')
  .regex(NO_BIDI, 'a message may not contain bidirectional override or isolate characters')
  .transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (LONE_SURROGATE.test(raw)) return fail('a message must be well-formed Unicode (no lone surrogates)');
    const text = raw.normalize('NFC').trim();
    if (text.replace(INVISIBLE, '') === '') return fail('a message needs at least one visible character');
    if (graphemesOver(text, CHAT_MAX_GRAPHEMES))
      return fail(`a message is at most ${CHAT_MAX_GRAPHEMES} characters long`);
    return text;
  })
  .describe(
    `Chat text: 1–${CHAT_MAX_GRAPHEMES} characters (grapheme clusters; at most ${CHAT_MAX_UNITS} UTF-16 code units), one line, at least one visible; no control characters, no bidirectional overrides or isolates. Stored trimmed and normalised to NFC.`,
  );
/** The quick reactions: 👍 😄 😮 🎉 🍣 🙏 (clients draw them; the wire carries only the id). */
export const CHAT_REACTIONS = ['thumbs', 'laugh', 'wow', 'party', 'sushi', 'thanks'] as const;
export const ChatReaction = z
  .enum(CHAT_REACTIONS)
  .describe('A quick reaction: thumbs 👍, laugh 😄, wow 😮, party 🎉, sushi 🍣, thanks 🙏.');

/**
 * An integer in a path or a query string: decimal digits only, no sign, no leading zero, within [min, max].
 * `""`, `1e2`, `0x10`, `" 5 "`, `05` and `5.0` are refused (a plain coercion would read them as numbers).
 */
export function queryInt(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^(0|[1-9][0-9]{0,15})$/.test(v) ? Number(v) : v),
    z.number({ error: 'expected an integer written in decimal digits' }).int().min(min).max(max),
  );
}
export const Version = z
  .number()
  .int()
  .min(0)
  .max(1e9)
  .describe('Match version: the number of moves applied.');

export const SeatSpec = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('human') }).strict(),
    z.object({ kind: z.literal('bot'), level: BotLevel.default('medium') }).strict(),
  ])
  .describe('Who plays a seat: a human (joins with a seat token) or a server-side bot.');

export const ClockSpec = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }).strict(),
    z.object({ kind: z.literal('move'), seconds: z.number().int().min(20).max(3600) }).strict(),
    z
      .object({
        kind: z.literal('total'),
        minutes: z.number().int().min(1).max(180),
        increment: z.number().int().min(0).max(600),
      })
      .strict(),
    z.object({ kind: z.literal('correspondence'), days: z.number().int().min(1).max(14) }).strict(),
  ])
  .describe(
    'Turn clock: none; per move (seconds a decision); total time + increment (chess-style); correspondence (days a move). See docs/protocol.md.',
  );
export type ClockSpec = z.infer<typeof ClockSpec>;

export const TimeoutPolicy = z
  .object({ action: z.enum(['bot', 'forfeit']).default('bot'), level: BotLevel.default('medium') })
  .strict()
  .describe(
    "At zero: 'bot' — a bot of `level` plays the seat until its person takes it back; 'forfeit' — the person is out (ranked last) and a bot plays on; with two players the match ends.",
  );
export type TimeoutPolicy = z.infer<typeof TimeoutPolicy>;

/** What a match is created with besides the game's own options (stored with the match). */
export interface MatchSettings {
  clock: ClockSpec;
  onTimeout: TimeoutPolicy;
  /** Issue 15: a rated match updates its people's ratings when it finishes (absent = casual). */
  rated?: boolean;
}

export const CreateMatchBody = z
  .object({
    game: z.string().min(1).max(64).describe('Game id (see GET /api/games).'),
    players: z.number().int().min(1).max(16).describe('Number of seats.'),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Game options (the game's options schema)."),
    seats: z
      .array(SeatSpec)
      .max(16)
      .optional()
      .describe('One entry per seat; defaults to all human. Its length must equal `players`.'),
    seat: SeatIndex.optional().describe('The creator takes this (human) seat and gets its token.'),
    name: Name.optional().describe(`The creator's display name, for \`seat\`. ${NAME_RULES}`),
    clock: ClockSpec.optional().describe('The turn clock (default none).'),
    rated: z
      .boolean()
      .optional()
      .describe(
        'Rated (ratings change when it ends) or casual (default). Rated needs a clock, every human seat taken by a person with a profile (the session cookie), and no `local` seats.',
      ),
    onTimeout: TimeoutPolicy.optional().describe(
      'What happens when a clock reaches zero (default: a medium bot plays until the person is back).',
    ),
    local: z
      .array(z.object({ seat: SeatIndex, name: Name.optional() }).strict())
      .max(16)
      .optional()
      .describe(
        'One screen for several players (pass-and-play): more human seats the creator takes at once, each with its own token in `local` of the answer, so no one else can join them first.',
      ),
  })
  .strict();
export type CreateMatchBody = z.infer<typeof CreateMatchBody>;

export const JoinBody = z
  .object({
    seat: SeatIndex.optional().describe('The seat to take; the first free human seat when absent.'),
    name: Name.optional(),
  })
  .strict();
export type JoinBody = z.infer<typeof JoinBody>;

export const ReplaceBody = z.object({ level: BotLevel.default('medium') }).strict();

export const ListQuery = z
  .object({
    game: z.string().min(1).max(64).optional(),
    status: z
      .enum(['open', 'playing'])
      .default('open')
      .describe(
        '`open`: matches with a free human seat (to join). `playing`: every match being played (to watch).',
      ),
    limit: queryInt(1, 200).default(50).describe('At most this many matches.'),
  })
  .strict();

export const HistoryQuery = z
  .object({
    game: z.string().min(1).max(64).optional(),
    limit: queryInt(1, 200).default(50).describe('At most this many matches.'),
    before: queryInt(0, Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Paging: only matches finished before this time (ms since 1970).'),
  })
  .strict();

export const MatchParams = z.object({ id: MatchId }).strict();
export const SeatParams = z
  .object({ id: MatchId, seat: queryInt(0, 15).describe('Seat index, 0-based.') })
  .strict();
/** `GET /api/matches/{id}/replay?seat=`: a seat's view of a finished match (anyone may ask; see docs/api.md). */
export const ReplayQuery = z
  .object({ seat: queryInt(0, 15).optional().describe("Show this seat's view (0-based).") })
  .strict();

// ---------- responses ----------

export const Localized = z.object({ 'zh-Hans': z.string(), 'zh-Hant': z.string(), en: z.string() });

export const ErrorBodySchema = z
  .object({
    code: z.string().describe('Stable error code (see docs/api.md).'),
    message: z.string().describe('English text.'),
    text: Localized.describe('The message in every language.'),
    rule: z.string().optional().describe('ILLEGAL_ACTION: the rule id.'),
    version: z.number().int().optional().describe("STALE_VERSION: the match's current version."),
  })
  .describe('Every error, over HTTP and WebSocket.');

export const SeatInfo = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'bot']),
  botLevel: z.string().nullable(),
  name: z.string().nullable(),
  occupied: z.boolean().describe('A human holds the seat (or it is a bot).'),
  connected: z.boolean().describe('At least one live connection for this seat.'),
  reserved: z
    .boolean()
    .optional()
    .describe('Rematch: a free seat kept for the player who held it in the previous match (not joinable).'),
  offlineSince: z
    .number()
    .nullable()
    .optional()
    .describe(
      'Human seats held by a person: null while connected, else when its last connection closed (epoch ms). Clients show reconnecting for 20 s, then offline since.',
    ),
  control: z
    .object({ by: z.literal('bot'), level: z.string(), reason: z.enum(['timeout', 'vote']) })
    .nullable()
    .optional()
    .describe('A bot plays for the absent person until they take the seat back (`takeBack`).'),
  out: z
    .enum(['resigned', 'forfeited'])
    .nullable()
    .optional()
    .describe('The person resigned or forfeited on time: ranked last; a bot plays on.'),
  deleted: z
    .literal(true)
    .optional()
    .describe(
      'The account that held this human seat was deleted: shown as "deleted player" (its name is null).',
    ),
});

export const ClockView = z
  .object({
    seats: z.array(z.object({ remainingMs: z.number(), running: z.boolean() })),
  })
  .describe("Each seat's time left as of sending; a running seat's goes down from there (docs/protocol.md).");

export const VoteInfo = z
  .object({
    seat: z.number().int().describe('The absent seat a bot would play for.'),
    level: z.string(),
    yes: z.array(z.number().int()),
    no: z.array(z.number().int()),
    voters: z.array(z.number().int()).describe('The seated people connected when it was proposed.'),
  })
  .describe('An open proposal that a bot plays for an absent person.');

export const HintsInfo = z
  .object({
    on: z.boolean().describe('Everyone at the table agreed: hints for every seat for the rest of the match.'),
    proposal: z
      .object({
        by: z.number().int().describe('The seat that proposed hints.'),
        voters: z
          .array(z.number().int())
          .describe('The people seated when it was proposed: all must say yes.'),
        yes: z.array(z.number().int()).describe('Those who said yes so far (the proposer among them).'),
      })
      .nullable()
      .describe('An open proposal to allow hints; one no ends it.'),
  })
  .describe('Hints with other people at the table (casual matches; docs/protocol.md "Hints").');

export const MatchStatus = z.enum(['open', 'playing', 'finished', 'broken']);

export const MatchInfo = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    options: z.unknown(),
    status: MatchStatus,
    version: z.number().int(),
    seats: z.array(SeatInfo),
    result: z.unknown().describe('The result once the match is finished, else null.'),
    createdAt: z.number(),
    updatedAt: z.number(),
    rematch: z
      .string()
      .nullable()
      .optional()
      .describe('The id of the rematch, once a player of this finished match started one.'),
    settings: z
      .object({ clock: ClockSpec, onTimeout: TimeoutPolicy, rated: z.boolean().optional() })
      .optional()
      .describe('The clock and timeout policy chosen at creation.'),
    clock: ClockView.nullable().optional().describe('The clocks now (null without a clock).'),
    vote: VoteInfo.nullable().optional(),
    hints: HintsInfo.optional(),
    absentAfterMs: z
      .number()
      .int()
      .optional()
      .describe('How long a seat must be offline on its turn (no clock) before a bot can be voted in.'),
  })
  .describe('Public information about a match (never the seed, the state or tokens).');

export const CreatedMatch = z.object({
  match: MatchInfo,
  hostToken: z.string().describe('Secret: lets the creator replace absent players with bots.'),
  seat: z.number().int().optional(),
  token: z.string().optional().describe('Secret seat token, when `seat` was requested.'),
  local: z
    .array(z.object({ seat: z.number().int(), token: z.string() }))
    .optional()
    .describe('Secret seat tokens of the `local` seats requested, in their order.'),
});

export const Joined = z.object({ match: MatchInfo, seat: z.number().int(), token: z.string() });

export const RematchBody = z
  .object({
    name: Name.optional().describe(
      `Your display name in the rematch (default: your name in this one). ${NAME_RULES}`,
    ),
  })
  .strict();

export const Rematched = z.object({
  match: MatchInfo.describe('The rematch (a new match).'),
  seat: z.number().int().describe('Your seat in the rematch: the same as in the finished match.'),
  token: z.string().describe('Your secret seat token in the rematch.'),
  hostToken: z.string().optional().describe('Only for the player whose call created the rematch.'),
  created: z.boolean().describe('This call created the rematch (else it joined the one already started).'),
});

export const Frame = z.object({
  view: z.unknown().describe("The viewer's view (game.view)."),
  active: z.array(z.number().int()).describe('Seats that must act now.'),
  legal: z
    .array(z.unknown())
    .nullable()
    .describe("The seat's legal actions (empty if not its turn; null for spectators)."),
  result: z.unknown().describe('The result once the game is over, else null.'),
  canUndo: z
    .boolean()
    .optional()
    .describe('Seats only, live frames only: an `undo` of one move would be accepted now.'),
});

export const Spectated = z.object({ match: MatchInfo, version: z.number().int(), frame: Frame });

export const PatchOp = z.union([
  z.object({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: z.string() }),
  z.object({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
]);

export const ReplayStep = z.object({
  seq: z.number().int().describe('Version after this move.'),
  seat: z.number().int(),
  action: z.unknown().optional().describe("The action, only in the viewer's own moves."),
  events: z.array(z.unknown()).describe('Events as this viewer saw them.'),
  patch: z.array(PatchOp).describe("Patch from the previous step's frame."),
});

export const ChatMessage = z
  .object({
    id: z.number().int().describe('1, 2, 3… per match, in the order the messages were stored.'),
    at: z.number().describe('When it was written (ms since 1970).'),
    seat: z.number().int().describe("The writer's seat; −1 for a spectator."),
    name: z
      .string()
      .nullable()
      .describe("The seat's display name when it was written; null for spectators and unnamed seats."),
    text: z.string().optional().describe('Plain text (show it escaped). Either this or `reaction`.'),
    reaction: ChatReaction.optional(),
  })
  .describe('One message of the chat beside a match.');

export const ChatLog = z.object({
  messages: z.array(ChatMessage).describe('Oldest first (at most the newest 1000).'),
});

export const Replay = z.object({
  match: MatchInfo,
  viewer: z.number().int().describe('-1 for a spectator.'),
  initial: Frame,
  steps: z.array(ReplayStep),
});

/** `GET /api/matches/{id}/export`: a finished match as a scenario (docs/scenarios.md) without the seed. */
export const MatchExport = z
  .object({
    game: z.string(),
    players: z.number().int(),
    seed: z.literal('export').describe('A stand-in: `rng` decides every random part, the seed stays secret.'),
    rng: z
      .array(z.number().int())
      .length(4)
      .describe("The RNG state the game started from (this match's deal and shuffles, nothing more)."),
    options: z.record(z.string(), z.unknown()),
    actions: z.array(z.object({ player: z.number().int(), action: z.unknown() })),
    match: MatchInfo,
  })
  .describe('A finished match that `potluck script` replays and `potluck analyze` judges.');

/** Public liveness: nothing about the machine (memory, CPU and connection counts are for operators: Metrics). */
export const Health = z.object({
  ok: z.boolean(),
  uptimeSeconds: z.number(),
  storage: z.string().describe('`sqlite` or `postgres`.'),
});

/** `GET /api/metrics`, for operators only (the operator token). */
export const Metrics = Health.extend({
  liveMatches: z.number().int().describe('Matches in memory.'),
  connections: z.number().int().describe('Open WebSocket connections.'),
  memory: z.object({ rss: z.number(), heapUsed: z.number() }).describe('Bytes.'),
  cpuMicros: z.number().describe('CPU time the server process has used (user + system), in microseconds.'),
  phases: z
    .object({
      rules: z.number(),
      storage: z.number(),
      serialization: z.number(),
      sockets: z.number(),
      busy: z.number().describe("The event loop's busy time (not waiting for I/O)."),
    })
    .describe(
      "Milliseconds since start that the main thread spent in each phase of the server's work (rules: the games' code; storage: the database driver; serialization: JSON, diffs, hashes; sockets: reading and writing connections); the rest of `busy` is everything else.",
    ),
});

export const Ready = z.object({
  ready: z.boolean(),
  stopping: z.boolean().describe('The node is shutting down (graceful: SIGTERM/SIGINT).'),
  checks: z
    .record(z.string(), z.string())
    .describe('Per dependency (storage, redis on a cluster): "ok" or what failed.'),
});

export const GameInfo = z.object({
  id: z.string(),
  names: Localized,
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  options: z.unknown().describe('JSON Schema of the options.'),
  optionsMeta: z.unknown(),
  defaults: z.unknown(),
});

// ---------- WebSocket: client → server ----------

const Id = z
  .union([z.string().max(64), z.number().int()])
  .optional()
  .describe('Echoed in the answer (ack or error).');

export const ClientMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('hello'),
      id: Id,
      matchId: MatchId,
      token: Token.optional().describe('Seat token; absent = spectator.'),
    })
    .strict()
    .describe('Authenticate for one match, as a seat (token) or a spectator. Answered by `match` + `sync`.'),
  z
    .object({ type: z.literal('move'), id: Id, version: Version, action: z.unknown() })
    .strict()
    .describe(
      'Play `action`, made on `version`. Answered by `ack` (then an `update` to everyone) or `error`.',
    ),
  z
    .object({
      type: z.literal('undo'),
      id: Id,
      version: Version,
      count: z.number().int().min(1).max(50).default(1),
    })
    .strict()
    .describe('Take back your last `count` moves of this turn (see the undo policy).'),
  z
    .object({ type: z.literal('sync'), id: Id })
    .strict()
    .describe('Ask for a full `sync` (after a gap).'),
  z.object({ type: z.literal('ping'), id: Id }).strict(),
  z
    .object({ type: z.literal('chat'), id: Id, text: ChatText.optional(), reaction: ChatReaction.optional() })
    .strict()
    .refine((m) => (m.text === undefined) !== (m.reaction === undefined), {
      message: 'a chat message has either `text` or `reaction`',
    })
    .describe(
      'Say something in the chat beside the table (5 per 10 s per connection). Answered by `ack` (the match version, unchanged).',
    ),
  z
    .object({ type: z.literal('takeBack'), id: Id })
    .strict()
    .describe('Take your seat back from the bot playing for you (after a timeout or a vote).'),
  z
    .object({ type: z.literal('resign'), id: Id })
    .strict()
    .describe('Resign: you are ranked last.'),
  z
    .object({ type: z.literal('proposeBot'), id: Id, seat: SeatIndex, level: BotLevel.default('medium') })
    .strict()
    .describe('Propose that a bot plays for an absent seat (offline ≥ 60 s on its turn, no clock).'),
  z
    .object({ type: z.literal('vote'), id: Id, seat: SeatIndex, yes: z.boolean() })
    .strict()
    .describe('Your vote on the open proposal for `seat`.'),
  z
    .object({ type: z.literal('hint'), id: Id })
    .strict()
    .describe(
      'Ask for a hint on your turn: the best 3 moves with their winning chances, from your view only. Casual matches where every other seat is a bot, or where everyone at the table agreed (else HINTS_OFF); 3 per 10 s per connection. Answered by `hint` or `error`.',
    ),
  z
    .object({ type: z.literal('proposeHints'), id: Id })
    .strict()
    .describe(
      'Propose hints for everyone (casual match with other people): all seated people must agree. Your own yes is counted.',
    ),
  z
    .object({ type: z.literal('voteHints'), id: Id, yes: z.boolean() })
    .strict()
    .describe('Your answer to the open hints proposal: one no ends it; once all said yes, hints are on.'),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ---------- WebSocket: server → client ----------

export const ServerMessage = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('match'), you: z.number().int(), match: MatchInfo })
    .describe('Match info; `you` = seat or -1.'),
  z
    .object({
      type: z.literal('sync'),
      version: z.number().int(),
      frame: Frame,
      recent: z
        .array(z.object({ version: z.number().int(), events: z.array(z.unknown()) }))
        .describe('Your recent history: up to the last 50 events as you saw them, by version, oldest first.'),
      clock: ClockView.optional(),
    })
    .describe('Your full frame, and the recent events.'),
  z
    .object({
      type: z.literal('update'),
      version: z.number().int(),
      events: z.array(z.unknown()),
      patch: z.array(PatchOp).optional(),
      frame: Frame.optional(),
      clock: ClockView.optional(),
    })
    .describe('One move: your events and either a patch to your previous frame or the whole frame.'),
  z
    .object({ type: z.literal('ack'), id: Id, version: z.number().int() })
    .describe('Your move or undo was applied.'),
  z.object({ type: z.literal('error'), id: Id }).extend(ErrorBodySchema.shape),
  z.object({ type: z.literal('pong'), id: Id }),
  z
    .object({ type: z.literal('chat'), message: ChatMessage })
    .describe('A chat message you may see (during play, spectators see everyone; players see only players).'),
  z
    .object({ type: z.literal('chatHistory'), messages: z.array(ChatMessage) })
    .describe('Right after every `sync`: the last 50 chat messages you may see, oldest first.'),
  z
    .object({
      type: z.literal('hint'),
      id: Id,
      version: z.number().int().describe('The match version the hint was searched for.'),
      moves: z
        .array(
          z.object({
            action: z.unknown(),
            chance: z.number().min(0).max(1).describe('Estimated winning chance after this move.'),
            events: z
              .array(z.unknown())
              .describe("The move's first event as you would see it, for its text in the game's own words."),
          }),
        )
        .describe('Up to 3 moves, best first.'),
    })
    .describe("Your hint: searched in a bot worker from your seat's view only (never the hidden truth)."),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** zod issues as one short line (paths and messages; never the input values). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
