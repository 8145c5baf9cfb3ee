/**
 * The floor of a move's own computation (issue 19): what the server cannot skip for one move of a 2-player match,
 * timed alone, with no sockets, storage, queues or promises. For every move of recorded random games: parse the
 * client's message (JSON and zod), check and apply the action, then for each seat its frame, its events, the
 * update's JSON and its WebSocket frame. Prints CPU per move, garbage collection included.
 * `node scripts/soak.mjs move-floor` (FLOOR_GAME, default too-many-cooks; FLOOR_GAMES, default 40).
 */
import { GAMES } from '@potluck/catalog';
import { applyTrusted, checkAction, createGame, randInt, rngFromSeed, viewEvents } from '@potluck/engine';
import { frameFor } from '../src/frames.ts';
import { ClientMessage } from '../src/schemas.ts';
import { textFrame } from '../src/ws-frame.ts';

const GAME = process.env.FLOOR_GAME ?? 'too-many-cooks';
const game = GAMES.find((g) => g.id === GAME);
if (!game) throw new Error(`unknown game ${GAME}`);
const rng = rngFromSeed('move-floor');
const moves: { state: unknown; seat: number; text: string }[] = [];
for (let g = 0; g < Number(process.env.FLOOR_GAMES ?? 40); g++) {
  let state: unknown = createGame(game, { players: 2, seed: `floor-${g}` });
  while (!game.result(state)) {
    const active = game.activePlayers(state);
    const seat = active[randInt(rng, active.length)];
    const legal = game.legalActions(state, seat);
    const action = legal[randInt(rng, legal.length)];
    const version = moves.length;
    moves.push({ state, seat, text: JSON.stringify({ type: 'move', id: version, version, action }) });
    state = applyTrusted(game, state, seat, checkAction(game, state, seat, action)).state;
  }
}

let sink = 0;
function move(state: unknown, seat: number, text: string): void {
  const msg = ClientMessage.parse(JSON.parse(text)) as { version: number; action: unknown };
  const payload = checkAction(game!, state, seat, msg.action);
  const applied = applyTrusted(game!, state, seat, payload);
  for (let viewer = 0; viewer < 2; viewer++) {
    const frame = frameFor(game!, applied.state, viewer, false);
    const events = viewEvents(game!, applied.events, viewer);
    sink += textFrame(
      `{"type":"update","version":${msg.version + 1},"events":${JSON.stringify(events)},"frame":${JSON.stringify(frame)}}`,
    ).length;
  }
}

for (let pass = 0; pass < 8; pass++) {
  const cpu = process.cpuUsage();
  for (const m of moves) move(m.state, m.seat, m.text);
  const c = process.cpuUsage(cpu);
  if (pass >= 3)
    console.log(
      `${GAME}, ${moves.length} moves: ${((c.user + c.system) / moves.length).toFixed(1)} µs of CPU a move`,
    );
}
if (sink === 0) console.log('nothing sent');
