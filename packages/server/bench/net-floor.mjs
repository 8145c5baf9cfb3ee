// The floor under the socket floor (issue 19): the same wire work as socket-floor.mjs — read the mover's message,
// write the mover its update and ack in one corked write and the other seat its update — over plain TCP, with no
// WebSocket at all (one read is one message, messages end with a newline), 500 pairs of connections on loopback in
// a closed loop. What Node's sockets cost on this machine whatever the protocol. Prints the server's CPU per move.
// Run: node packages/server/bench/net-floor.mjs [pairs] [seconds]
import { fork } from 'node:child_process';
import net from 'node:net';

const PAIRS = Number(process.argv[2] ?? 500);
const SECONDS = Number(process.argv[3] ?? 8);
const UPDATE = Buffer.from(
  `${JSON.stringify({ type: 'update', version: 1, events: [], frame: { pad: 'x'.repeat(560) } })}\n`,
);

if (process.argv[4] === 'server') {
  const sockets = [];
  let moves = 0;
  const server = net.createServer((s) => {
    s.setNoDelay(true);
    s.on('error', () => {});
    const i = sockets.push(s) - 1;
    s.on('data', (d) => {
      const msg = JSON.parse(d.toString());
      moves++;
      s.cork();
      s.write(UPDATE);
      s.write(`{"type":"ack","id":${msg.id}}\n`);
      process.nextTick(() => s.uncork());
      sockets[i ^ 1]?.write(UPDATE);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', () => process.send({ moves, cpu: process.cpuUsage() }));
} else {
  const child = fork(new URL(import.meta.url).pathname, [String(PAIRS), String(SECONDS), 'server']);
  const { port } = await new Promise((r) => child.once('message', r));
  const clients = [];
  for (let i = 0; i < PAIRS * 2; i++) {
    const s = net.connect(port, '127.0.0.1');
    s.setNoDelay(true);
    s.on('error', () => {});
    await new Promise((r) => s.once('connect', r));
    clients.push(s);
  }
  // a seat that receives the other's update (not its own update or ack) moves
  let id = 0;
  for (const s of clients) {
    let own = 0;
    const onLine = (line) => {
      if (line.startsWith('{"type":"ack"')) return;
      if (own > 0) {
        own--;
        return;
      }
      own++;
      s.write(JSON.stringify({ type: 'move', id: ++id }));
    };
    s.on('data', (d) => {
      for (const line of d.toString().split('\n')) if (line) onLine(line);
    });
    s.kick = () => onLine('{"type":"update"}');
  }
  for (let i = 0; i < clients.length; i += 2) clients[i].kick();
  const ask = () =>
    new Promise((r) => {
      child.once('message', r);
      child.send('stats');
    });
  await new Promise((r) => setTimeout(r, 2000));
  const a = await ask();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const b = await ask();
  const moves = b.moves - a.moves;
  const cpu = b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system;
  console.log(
    `${PAIRS} pairs over plain TCP, ${SECONDS} s: ${Math.round(moves / SECONDS)} moves/s, server CPU ${(cpu / moves).toFixed(1)} µs/move (${((b.cpu.system - a.cpu.system) / moves).toFixed(1)} µs of it in the kernel)`,
  );
  child.kill();
  for (const s of clients) s.destroy();
  process.exit(0);
}
