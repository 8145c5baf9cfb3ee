// The floor of a move's socket work on this machine (issue 19): a WebSocket server that does nothing but what
// every move of a 2-player match costs on the wire (read the mover's message; write the mover its update and ack
// in one corked write, and the other seat its update), in a closed loop over N pairs of connections on loopback.
// Prints the server process's CPU per move. Run: node packages/server/bench/socket-floor.mjs [pairs] [seconds]
// (FLOOR_WRITE=raw: the server's own way of writing)
import { fork } from 'node:child_process';
import { WebSocket, WebSocketServer } from 'ws';

const PAIRS = Number(process.argv[2] ?? 500);
const SECONDS = Number(process.argv[3] ?? 8);
const UPDATE = JSON.stringify({ type: 'update', version: 1, events: [], frame: { pad: 'x'.repeat(560) } });
// FLOOR_WRITE=raw: write as the server does (hand-built frames, ws-frame.ts), not through ws' send
const RAW = process.env.FLOOR_WRITE === 'raw';
/** A text message as one unmasked WebSocket frame (messages here are under 64 KB). */
const frame = (text) => {
  const n = Buffer.byteLength(text);
  const head = n < 126 ? 2 : 4;
  const b = Buffer.allocUnsafe(head + n);
  b[0] = 0x81;
  if (n < 126) b[1] = n;
  else {
    b[1] = 126;
    b.writeUInt16BE(n, 2);
  }
  b.write(text, head, 'utf8');
  return b;
};

if (process.argv[4] === 'server') {
  // the server: pairs by arrival order; a message from one seat answers both seats
  const wss = new WebSocketServer({ port: 0 });
  const peers = [];
  let moves = 0;
  wss.on('connection', (ws) => {
    const i = peers.push(ws) - 1;
    const other = () => peers[i ^ 1];
    const raw = ws._socket;
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      moves++;
      if (RAW) {
        // as the server writes (ws.ts): hand-built frames straight to the corked socket, uncorked next tick
        raw.cork();
        raw.write(frame(UPDATE));
        raw.write(frame(`{"type":"ack","id":${msg.id},"version":${msg.version + 1}}`));
        process.nextTick(() => raw.uncork());
        const o = other()?._socket;
        if (o) {
          o.cork();
          o.write(frame(UPDATE));
          process.nextTick(() => o.uncork());
        }
        return;
      }
      raw.cork();
      ws.send(UPDATE);
      ws.send(`{"type":"ack","id":${msg.id},"version":${msg.version + 1}}`);
      process.nextTick(() => raw.uncork());
      other()?.send(UPDATE);
    });
  });
  wss.on('listening', () => process.send({ port: wss.address().port }));
  process.on('message', (m) => {
    if (m === 'stats') process.send({ moves, cpu: process.cpuUsage() });
  });
} else {
  const child = fork(new URL(import.meta.url).pathname, [String(PAIRS), String(SECONDS), 'server']);
  const ask = () =>
    new Promise((r) => {
      child.once('message', r);
      child.send('stats');
    });
  const { port } = await new Promise((r) => child.once('message', r));
  const clients = [];
  for (let i = 0; i < PAIRS * 2; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise((r) => ws.once('open', r));
    clients.push(ws);
  }
  // the seats take turns: a seat that receives the other's update (not its own ack) moves
  let id = 0;
  for (let i = 0; i < clients.length; i++) {
    const ws = clients[i];
    let own = 0;
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"ack"')) return;
      if (own > 0) {
        own--;
        return;
      }
      clients[i ^ 1].ownUpdate = (clients[i ^ 1].ownUpdate ?? 0) + 1;
      ws.send(JSON.stringify({ type: 'move', id: ++id, version: 1, action: { card: 7 } }));
    });
    ws.markOwn = () => own++;
  }
  // each mover expects its own update (skipped) before the other's update comes back
  for (const ws of clients) {
    const send = ws.send.bind(ws);
    ws.send = (t) => {
      ws.markOwn();
      send(t);
    };
  }
  for (let i = 0; i < clients.length; i += 2)
    clients[i].send(JSON.stringify({ type: 'move', id: ++id, version: 1 }));
  await new Promise((r) => setTimeout(r, 2000));
  const a = await ask();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const b = await ask();
  const moves = b.moves - a.moves;
  const cpu = b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system;
  const sys = b.cpu.system - a.cpu.system;
  console.log(
    `${PAIRS} pairs, ${SECONDS} s: ${Math.round(moves / SECONDS)} moves/s, server CPU ${(cpu / moves).toFixed(1)} µs/move (${(sys / moves).toFixed(1)} µs of it in the kernel)`,
  );
  for (const ws of clients) ws.terminate();
  child.kill();
  process.exit(0);
}
