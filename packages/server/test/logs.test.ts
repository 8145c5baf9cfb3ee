import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { api, connect, loadGames, startServer } from './helpers.ts';

const games = await loadGames();

it('logs (pino via Fastify) never contain seeds, tokens or hidden state', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const ts = await startServer(games, { logger: { level: 'debug', stream } });
  try {
    const game = games[0];
    const c = await api(ts.url, 'POST', '/api/matches', { game: game.id, players: 2, seat: 0, name: 'Ann' });
    const id = c.body.match.id;
    const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    const secrets = [c.body.token, c.body.hostToken, j.body.token, ts.server.service.debugSeed(id)!];
    const a = await connect(ts.wsUrl, id, c.body.token);
    const b = await connect(ts.wsUrl, id, j.body.token);
    // some moves, some refused moves, some garbage, a bad token
    for (let i = 0; i < 6; i++) {
      const mover = [a, b].find((x) => (x.frame?.legal?.length ?? 0) > 0)!;
      const ans = await mover.request({
        type: 'move',
        version: mover.version,
        action: mover.frame!.legal![0],
      });
      if (ans.type === 'ack')
        await Promise.all([a, b].map((x) => x.waitFor((y) => y.version >= ans.version)));
    }
    await a.request({ type: 'move', version: 0, action: { type: 'nope' } });
    a.send('garbage');
    await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, 'wrong-token');
    await api(ts.url, 'POST', `/api/matches/${id}/seats/1/bot`, { level: 'easy' }, c.body.hostToken);
    // the hidden state: the other seat's hand / private view parts never appear in logs either
    const state = JSON.stringify(ts.server.service.debugState(id));
    a.close();
    b.close();
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const s of secrets) expect(text.includes(s)).toBe(false);
    expect(text.includes(state)).toBe(false);
    expect(text).toContain('match created');
  } finally {
    await ts.close();
  }
});

it('a token put in a URL (query string or path) is never logged; public query values still are', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const ts = await startServer(games, { logger: { level: 'info', stream } });
  try {
    const c = await api(ts.url, 'POST', '/api/matches', { game: games[0].id, players: 2, seat: 0 });
    const id = c.body.match.id;
    const token: string = c.body.token;
    const host: string = c.body.hostToken;
    // clients that put tokens where they do not belong: query strings, a path, a WebSocket URL
    await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=0&token=${token}`);
    await api(ts.url, 'GET', `/api/matches/${id}?token=${encodeURIComponent(token)}&x=${host}`);
    await api(ts.url, 'GET', `/api/matches/${token}`);
    await api(ts.url, 'GET', `/api/history?game=${games[0].id}&${token}`);
    await api(ts.url, 'GET', `/ws?token=${token}`);
    const text = lines.join('');
    for (const s of [token, host, encodeURIComponent(token)]) expect(text.includes(s)).toBe(false);
    // still readable: the path, the public parameters and the status
    expect(text).toContain(`/api/matches/${id}/replay?seat=0&token=[redacted]`);
    expect(text).toContain(`/api/history?game=${games[0].id}&[redacted]`);
    expect(text).toContain('/api/matches/[redacted]');
  } finally {
    await ts.close();
  }
});
