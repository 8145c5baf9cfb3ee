import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a build helper in plain JavaScript, without types
import { bootSource } from '../boot-preload.mjs';
import { initialLocale } from '../src/i18n/index.ts';
import { socketUrl } from '../src/net/api.ts';
import { type BootSocket, bootGame, takeBootInfo, takeBootReplay, takeBootSocket } from '../src/net/boot.ts';
import { MatchConnection } from '../src/net/connection.ts';
import { saveClaim } from '../src/net/session.ts';

/** A WebSocket as far as the boot script and the app's connection use it. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const FILES = {
  pages: { m: ['assets/MatchPage.js', 'assets/MatchPage.css'], replay: ['assets/ReplayPage.js'] },
  games: { wasabi: ['assets/web-wasabi.js', 'assets/shared.js'], 'too-many-cooks': ['assets/web-tmc.js'] },
};

/** Runs the boot script for `hash` against a fake page and server; what it preloaded and fetched. */
async function runBoot(
  hash: string,
  info: unknown = { id: 'm1', game: 'wasabi', status: 'playing' },
  browser: { saved?: string | null; languages?: string[]; language?: string; seats?: string } = {},
  socket?: typeof FakeSocket,
) {
  const links: { rel: string; as?: string; href: string; crossOrigin?: string; fetchPriority?: string }[] =
    [];
  const fetched: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  const html = { dataset: {} as Record<string, string>, lang: 'en' };
  const document = {
    documentElement: html,
    currentScript: { src: 'http://host/app/assets/boot-1234.js' },
    createElement: () => ({}),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
  };
  const fetch = async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify(url.endsWith('/replay') ? { steps: [] } : info), {
      status: info ? 200 : 404,
    });
  };
  const languages = browser.languages ?? ['en-US'];
  const navigator = { languages, language: 'language' in browser ? browser.language : languages[0] };
  const localStorage = {
    getItem: (key: string) => (key === 'potluck.seats' ? (browser.seats ?? null) : (browser.saved ?? null)),
  };
  const timers: (() => void)[] = [];
  new Function(
    'document',
    'location',
    'fetch',
    'window',
    'navigator',
    'localStorage',
    'WebSocket',
    'setTimeout',
    bootSource(FILES),
  )(
    document,
    { hash, href: `http://host/app/${hash}` },
    fetch,
    fakeWindow,
    navigator,
    localStorage,
    socket,
    (fn: () => void) => timers.push(fn),
  );
  const boot = fakeWindow.potluckBoot as
    | {
        matchId: string;
        game: Promise<string | null>;
        replay: Promise<Response | null> | null;
        socket: BootSocket | null;
      }
    | undefined;
  const game = boot ? await boot.game : undefined;
  if (boot?.replay) await boot.replay;
  return { links, fetched, boot, game, html, timers };
}

describe('the boot script of a deep link (index.html): page and game chunks start at once', () => {
  afterEach(() => {
    delete (globalThis as { potluckBoot?: unknown }).potluckBoot;
  });

  it("puts the page and the language on <html> for the page's shell, as the app picks the language", async () => {
    const home = await runBoot('', null, { languages: ['fr-FR', 'zh-TW', 'en'] });
    expect([home.html.dataset.shell, home.html.lang]).toEqual(['home', 'zh-Hant']);
    expect((await runBoot('#/', null, { languages: ['zh-CN'] })).html.lang).toBe('zh-Hans');
    expect((await runBoot('#/?x=1', null, { languages: ['de', 'en-GB', 'zh'] })).html.lang).toBe('en');
    expect((await runBoot('#/rules/wasabi', null, { languages: ['fr'] })).html.lang).toBe('en');
    const saved = await runBoot('#/m/m1', null, { saved: 'zh-Hans', languages: ['en-US'] });
    expect([saved.html.dataset.shell, saved.html.lang]).toEqual(['page', 'zh-Hans']);
    expect((await runBoot('#/rules/wasabi', null, { saved: 'xx' })).html.lang).toBe('en');
  });

  it('picks the same language as the app (src/i18n initialLocale) for any saved choice and browser languages', async () => {
    // the boot script cannot import the app's code, so its copy of the choice is checked against the app's own
    const tag = fc.constantFrom(
      ...['zh', 'zh-TW', 'zh-Hant', 'zh-Hant-HK', 'ZH-hk', 'zh-MO', 'zh-CN', 'zh-Hans-SG', 'zhx', 'zh_TW'],
      ...['en', 'en-GB', 'EN-us', 'english', 'fr', 'de-CH', 'ja', ''],
    );
    const saved = fc.constantFrom(null, 'en', 'zh-Hans', 'zh-Hant', 'xx', 'zh-hant', '');
    await fc.assert(
      fc.asyncProperty(fc.array(tag, { maxLength: 4 }), tag, saved, async (languages, language, choice) => {
        vi.stubGlobal('localStorage', { getItem: () => choice });
        vi.stubGlobal('navigator', { languages, language });
        try {
          const app = initialLocale();
          const r = await runBoot('#/', null, { saved: choice, languages, language });
          expect(r.html.lang).toBe(app);
        } finally {
          vi.unstubAllGlobals();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a table preloads its page's chunks, asks for the match and preloads its game's chunks", async () => {
    const r = await runBoot('#/m/m1?invite=abc');
    expect(r.fetched).toEqual(['http://host/app/api/matches/m1']);
    expect(r.game).toBe('wasabi');
    expect(r.links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', 'http://host/app/assets/MatchPage.js'],
      ['preload', 'http://host/app/assets/MatchPage.css'],
      ['modulepreload', 'http://host/app/assets/web-wasabi.js'],
      ['modulepreload', 'http://host/app/assets/shared.js'],
    ]);
    // the same request mode as Vite's preload helper and the page's own module scripts: one cache entry
    expect(r.links.every((l) => l.crossOrigin === '')).toBe(true);
    // after what the first paint needs (the stylesheet, this script): the page's shell is drawn without them
    expect(r.links.every((l) => l.fetchPriority === 'low')).toBe(true);
    expect(r.links[1].as).toBe('style');
    expect(r.boot?.replay).toBeNull();
  });

  it("a finished match's replay also fetches the public replay", async () => {
    const r = await runBoot('#/replay/m1', { id: 'm1', game: 'too-many-cooks', status: 'finished' });
    expect(r.fetched).toEqual(['http://host/app/api/matches/m1', 'http://host/app/api/matches/m1/replay']);
    expect(r.links.map((l) => l.href)).toEqual([
      'http://host/app/assets/ReplayPage.js',
      'http://host/app/assets/web-tmc.js',
    ]);
  });

  it('an unknown match preloads no game; the home page and other routes fetch and preload nothing', async () => {
    const unknown = await runBoot('#/m/nope', null);
    expect(unknown.game).toBeNull();
    // a replay link asks for the replay at once; its error answer is not handed to the page, which asks itself
    const noReplay = await runBoot('#/replay/nope', null);
    expect(noReplay.fetched).toEqual([
      'http://host/app/api/matches/nope',
      'http://host/app/api/matches/nope/replay',
    ]);
    expect(await noReplay.boot?.replay).toBeNull();
    expect(unknown.links.map((l) => l.href)).toEqual([
      'http://host/app/assets/MatchPage.js',
      'http://host/app/assets/MatchPage.css',
    ]);
    for (const hash of ['', '#/', '#/rules/wasabi', '#/new/wasabi']) {
      const r = await runBoot(hash);
      expect(r.fetched, hash).toEqual([]);
      expect(r.links, hash).toEqual([]);
      expect(r.boot, hash).toBeUndefined();
    }
  });

  it("a live table's boot answers are not handed to the replay opened from it once the match ended", async () => {
    // the link opened the live table: its info says "playing"; the replay page opened later must ask again (it
    // showed "the replay is available once the match is finished" with the old info: wasabi.e2e caught it)
    const g = globalThis as { potluckBoot?: unknown; location?: { hash: string } };
    g.potluckBoot = {
      page: 'm',
      matchId: 'm1',
      info: Promise.resolve({ id: 'm1', game: 'wasabi', status: 'playing' }),
      game: Promise.resolve('wasabi'),
      replay: null,
    };
    g.location = { hash: '#/replay/m1' };
    expect(await takeBootInfo('m1')).toBeNull();
    // nor a replay's answers to another page than that replay
    g.potluckBoot = {
      ...(g.potluckBoot as object),
      page: 'replay',
      replay: Promise.resolve(new Response('{}')),
    };
    g.location = { hash: '#/m/m1' };
    expect(await takeBootInfo('m1')).toBeNull();
    expect(await takeBootReplay('m1')).toBeNull();
    // the game of a match never changes: any page may have it
    expect(await bootGame('m1')).toBe('wasabi');
  });

  it('the app takes the match info and the replay once, for that match only; the game as often as asked', async () => {
    const info = { id: 'm1', game: 'wasabi' };
    const replay = new Response('{}');
    (globalThis as { location?: { hash: string } }).location = { hash: '#/replay/m1' };
    (globalThis as { potluckBoot?: unknown }).potluckBoot = {
      page: 'replay',
      matchId: 'm1',
      info: Promise.resolve(info),
      game: Promise.resolve('wasabi'),
      replay: Promise.resolve(replay),
    };
    expect(await takeBootInfo('m2')).toBeNull();
    expect(await bootGame('m2')).toBeNull();
    expect(await bootGame('m1')).toBe('wasabi');
    expect(await bootGame('m1')).toBe('wasabi');
    expect(await takeBootInfo('m1')).toBe(info);
    expect(await takeBootInfo('m1')).toBeNull();
    expect(await takeBootReplay('m1')).toBe(replay);
    expect(await takeBootReplay('m1')).toBeNull();
  });

  it("a table's connection is opened at once, its hello sent with the seat's token, its messages kept", async () => {
    FakeSocket.made = [];
    // the seat as the app saves it (src/net/session.ts), read back by the boot script from the same key
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
    });
    saveClaim('m1', { seat: 1, token: 'tok-1' });
    vi.unstubAllGlobals();
    const seats = stored.get('potluck.seats');
    const r = await runBoot('#/m/m1', undefined, { seats }, FakeSocket);
    const ws = FakeSocket.made[0];
    // the app's own URL for the match's connection, which it takes the socket for
    expect(FakeSocket.made.map((w) => w.url)).toEqual([socketUrl('m1', { href: 'http://host/app/#/m/m1' })]);
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.sent).toEqual([{ type: 'hello', id: 0, matchId: 'm1', token: 'tok-1' }]);
    ws.receive({ type: 'sync', version: 3 });
    expect(r.boot?.socket?.messages.map((e) => JSON.parse(e.data))).toEqual([{ type: 'sync', version: 3 }]);
    // not taken in time (the page went elsewhere): closed
    for (const t of r.timers) t();
    expect(ws.readyState).toBe(3);
    // a spectator's hello has no token; a replay opens no connection
    FakeSocket.made = [];
    await runBoot('#/m/m2', undefined, {}, FakeSocket);
    FakeSocket.made[0].open();
    expect(FakeSocket.made[0].sent).toEqual([{ type: 'hello', id: 0, matchId: 'm2' }]);
    FakeSocket.made = [];
    expect((await runBoot('#/replay/m1', undefined, {}, FakeSocket)).boot?.socket).toBeNull();
    expect(FakeSocket.made).toEqual([]);
  });

  it("a table's connection shows what the boot's socket received from the start, before it takes it over", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const g = globalThis as { location?: { hash: string }; potluckBoot?: unknown };
      g.location = { hash: '#/m/m1' };
      const url = 'ws://host/ws?match=m1';
      const info = { id: 'm1', game: 'wasabi', seats: [], status: 'playing' };
      const event = (m: unknown) => ({ data: JSON.stringify(m) }) as MessageEvent;
      FakeSocket.made = [];
      const early = new FakeSocket(url);
      early.readyState = 1;
      const s: BootSocket = {
        ws: early as unknown as WebSocket,
        url,
        token: null,
        messages: [
          event({ type: 'match', you: -1, match: info }),
          event({ type: 'sync', version: 4, frame: { view: { n: 4 } } }),
          event({ type: 'update', version: 5, frame: { view: { n: 5 } }, events: [] }),
        ],
        closed: false,
        taken: false,
      };
      g.potluckBoot = { page: 'm', matchId: 'm1', socket: s };
      // made (as a page's first render makes it): the table is there before anything is opened or taken
      const conn = new MatchConnection(url, 'm1', null);
      expect([conn.getSnapshot().version, conn.getSnapshot().match?.id]).toEqual([5, 'm1']);
      expect([s.taken, early.sent]).toEqual([false, []]);
      // the boot script keeps what comes meanwhile; opened, the connection reads on from there, nothing twice
      s.messages.push(event({ type: 'update', version: 6, frame: { view: { n: 6 } }, events: [] }));
      conn.open();
      expect(s.taken).toBe(true);
      expect(conn.getSnapshot().version).toBe(6);
      expect(conn.getSnapshot().frame).toEqual({ view: { n: 6 } });
      expect(early.sent).toEqual([]);
      conn.close();

      // an error is not read early (its handler is set after the connection is made): read once taken
      FakeSocket.made = [];
      const refused = new FakeSocket(url);
      refused.readyState = 1;
      g.potluckBoot = {
        page: 'm',
        matchId: 'm1',
        socket: {
          ws: refused as unknown as WebSocket,
          url,
          token: 'bad',
          messages: [event({ type: 'error', code: 'BAD_TOKEN', message: 'no' })],
          closed: false,
          taken: false,
        },
      };
      const seated = new MatchConnection(url, 'm1', 'bad');
      let rejected = 0;
      seated.onTokenRejected = () => rejected++;
      expect(seated.getSnapshot().fatal).toBeNull();
      seated.open();
      expect(rejected).toBe(1);
      seated.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the table's connection takes the boot's socket over once: its messages first, no second hello", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const g = globalThis as { location?: { hash: string }; potluckBoot?: unknown };
      g.location = { hash: '#/m/m1' };
      const url = 'ws://host/ws?match=m1';
      const boot = (ws: FakeSocket, token: string | null): BootSocket => ({
        ws: ws as unknown as WebSocket,
        url,
        token,
        messages: [],
        closed: false,
        taken: false,
      });
      const info = { id: 'm1', game: 'wasabi', seats: [], status: 'playing' };
      // open, its hello sent by the boot script, the match and its frame already in
      FakeSocket.made = [];
      const early = new FakeSocket(url);
      early.readyState = 1;
      const s = boot(early, 'tok');
      s.messages.push(
        ...[
          { type: 'match', you: 1, match: info },
          { type: 'sync', version: 4, frame: { view: { n: 4 } } },
        ].map((m) => ({ data: JSON.stringify(m) }) as MessageEvent),
      );
      g.potluckBoot = { page: 'm', matchId: 'm1', socket: s };
      const conn = new MatchConnection(url, 'm1', 'tok');
      conn.open();
      expect(FakeSocket.made).toEqual([early]);
      expect([conn.getSnapshot().version, conn.getSnapshot().you, conn.getSnapshot().status]).toEqual([
        4,
        1,
        'open',
      ]);
      expect(early.sent).toEqual([]);
      early.receive({ type: 'update', version: 5, frame: { view: { n: 5 } }, events: [] });
      expect(conn.getSnapshot().version).toBe(5);
      conn.close();
      // taken once
      expect(takeBootSocket('m1', url, 'tok')).toBeNull();

      // still connecting: the app's own hello goes out when it opens
      FakeSocket.made = [];
      const slow = new FakeSocket(url);
      g.potluckBoot = { page: 'm', matchId: 'm1', socket: boot(slow, null) };
      const watcher = new MatchConnection(url, 'm1', null);
      watcher.open();
      slow.open();
      expect(FakeSocket.made).toEqual([slow]);
      expect(slow.sent).toEqual([{ type: 'hello', id: 1, matchId: 'm1' }]);
      watcher.close();

      // for another seat (a token saved since the boot ran), another match or another URL: closed, not taken
      for (const [token, match, at] of [
        ['other', 'm1', url],
        ['tok', 'm9', url],
        ['tok', 'm1', 'ws://elsewhere/ws?match=m1'],
      ] as const) {
        const ws = new FakeSocket(url);
        g.potluckBoot = { page: 'm', matchId: 'm1', socket: boot(ws, 'tok') };
        expect(takeBootSocket(match, at, token)).toBeNull();
        expect(ws.readyState).toBe(match === 'm1' ? 3 : 0);
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
