// The boot script of a deep link (issue 16 item 9, Lighthouse's critical chain on match pages and replays).
//
// Routes are hash routes, so the server cannot know from the request which page (or game) a link opens, and the
// page's own script learns it only after it has been downloaded and run: then the table's page chunk, then the
// match's game (GET /api/matches/<id>), then the game's chunk, one after the other. A tiny script of its own
// (`assets/boot-<hash>.js`, loaded from index.html's head, before the body; the server's CSP allows only the page's own
// script files, no inline script) starts them all at once, in parallel with the page's script: it preloads the
// page's chunks for the route (`<link rel=modulepreload>`, their CSS as `preload`), asks the server for the match
// (and a finished match's public replay) and preloads that game's chunks. The app later imports the same files and
// finds them loaded or on their way; the answers are left on `window.potluckBoot` for src/net/boot.ts, which hands
// each over once instead of asking again.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Route (the hash's first part) → the module whose chunk draws it. */
const PAGES = {
  m: '/src/match/MatchPage.tsx',
  replay: '/src/replay/ReplayPage.tsx',
};
/** A game's web slice: packages/games/<id>/src/web/index.ts (the folder is the game id). */
const GAME_WEB = /\/packages\/games\/([^/]+)\/src\/web\/index\.ts$/;

/**
 * What runs in the browser (no module syntax, a classic script in the head). `FILES` is replaced
 * by the build's map: { pages: { m: [...], replay: [...] }, games: { <id>: [...] } }.
 */
function boot() {
  const files = FILES;
  const script = document.currentScript;
  const base = script ? script.src.replace(/assets\/[^/]*$/, '') : './';
  const done = {};
  const preload = (list) => {
    for (const f of list ?? []) {
      if (done[f]) continue;
      done[f] = true;
      const link = document.createElement('link');
      if (/\.css$/.test(f)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      // as the app's own requests for them are made (Vite's preload helper): the same cache entry
      link.crossOrigin = '';
      // not needed for the first paint (the page's shell, src/app/shell.tsx): after what is (as the app's script)
      link.fetchPriority = 'low';
      link.href = base + f;
      document.head.appendChild(link);
    }
  };
  // The page's shell (src/app/shell.tsx): the page and the language on <html>, before the body is parsed, so
  // styles.css shows the shell's parts for them. The language as the app picks it (src/i18n: the saved choice,
  // else the browser's languages, src/i18n/detect.ts).
  const html = document.documentElement;
  html.dataset.shell = /^#?\/?(\?.*)?$/.test(location.hash) ? 'home' : 'page';
  let lang = null;
  try {
    lang = localStorage.getItem('potluck.lang');
  } catch {
    // storage unavailable (private mode)
  }
  if (lang !== 'en' && lang !== 'zh-Hans' && lang !== 'zh-Hant') {
    lang = 'en';
    for (const tag of [...(navigator.languages ?? []), navigator.language].filter(Boolean)) {
      const t = tag.toLowerCase();
      if (t === 'zh' || t.startsWith('zh-')) {
        lang = /^zh-(hant|tw|hk|mo)\b/.test(t) ? 'zh-Hant' : 'zh-Hans';
        break;
      }
      if (t === 'en' || t.startsWith('en-')) break;
    }
  }
  html.lang = lang;
  const route = /^#\/(m|replay)\/([^/?#]+)/.exec(location.hash);
  if (!route) return;
  preload(files.pages[route[1]]);
  const id = decodeURIComponent(route[2]);
  const path = `${base}api/matches/${encodeURIComponent(id)}`;
  const info = fetch(path)
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
  const game = info.then((i) => {
    const g = i && typeof i.game === 'string' ? i.game : null;
    if (g) preload(files.games[g]);
    return g;
  });
  // the public replay, which the replay page asks for next (src/net/boot.ts hands it over): asked for at once, beside
  // the info, not once the info is in (the info's answer waits for the main thread, busy with the page's script). An
  // unknown or unfinished match answers with an error, not handed over: the page then says what is wrong itself
  const replay =
    route[1] === 'replay'
      ? fetch(`${path}/replay`)
          .then((res) => (res.ok ? res : null))
          .catch(() => null)
      : null;
  window.potluckBoot = {
    page: route[1],
    matchId: id,
    info,
    game,
    replay,
    socket: route[1] === 'm' ? openSocket(id) : null,
  };
}

/**
 * A table's live connection, opened now and its `hello` sent (with the seat's token as the app keeps it,
 * src/net/session.ts), its messages kept until src/net/connection.ts takes it over (src/net/boot.ts): the match's
 * frame is on its way while the page's script downloads and runs, instead of being asked for once the page is
 * drawn. The URL is the app's (src/net/api.ts `socketUrl`); the app takes the socket only for the same URL, match
 * and token. Not taken within 30 s (the page went elsewhere), it is closed.
 */
function openSocket(id) {
  if (typeof WebSocket !== 'function') return null;
  let token = null;
  try {
    const claim = JSON.parse(localStorage.getItem('potluck.seats') ?? '{}')[id];
    if (claim && typeof claim.token === 'string' && claim.token) token = claim.token;
  } catch {
    // storage unavailable or unreadable: a spectator's connection, which the app will not take if it has a seat
  }
  try {
    const u = new URL('.', location.href);
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
    const url = `${u.href.replace(/\/$/, '')}/ws?match=${encodeURIComponent(id)}`;
    const ws = new WebSocket(url);
    const socket = { ws, url, token, messages: [], closed: false, taken: false };
    // id 0: the app's own messages count from 1
    const hello = token
      ? { type: 'hello', id: 0, matchId: id, token }
      : { type: 'hello', id: 0, matchId: id };
    ws.onopen = () => ws.send(JSON.stringify(hello));
    ws.onmessage = (e) => socket.messages.push(e);
    ws.onclose = () => {
      socket.closed = true;
    };
    setTimeout(() => {
      if (!socket.taken) ws.close();
    }, 30_000);
    return socket;
  } catch {
    return null;
  }
}

/** The boot script for a build whose route and game chunks are `files`. */
export function bootSource(files) {
  return `(() => {\n${openSocket.toString()}\n(${boot.toString().replace('FILES', JSON.stringify(files))})();\n})();\n`;
}

/** The chunk of `file` and every chunk it imports statically, with their CSS: what loading it fetches. */
function closure(bundle, file) {
  const out = new Set();
  const visit = (f) => {
    const chunk = bundle[f];
    if (chunk?.type !== 'chunk' || out.has(f)) return;
    out.add(f);
    for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(file);
  return [...out];
}

/** @returns {import('vite').Plugin} */
export function bootPreload() {
  let outDir = '';
  return {
    name: 'potluck-boot-preload',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      // the first page's own chunks are loaded by its script anyway: the boot script preloads only the rest
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const first = new Set(entry ? closure(bundle, entry.fileName) : []);
      const rest = (file) => closure(bundle, file).filter((f) => !first.has(f));
      const files = { pages: {}, games: {} };
      // the chunk holding the module (the group chunk chunk-groups.mjs puts it in)
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const raw of chunk.moduleIds) {
          const id = raw.replaceAll('\\', '/');
          for (const [route, module] of Object.entries(PAGES)) {
            if (id.endsWith(module)) files.pages[route] = rest(chunk.fileName);
          }
          const game = GAME_WEB.exec(id);
          if (game) files.games[game[1]] = rest(chunk.fileName);
        }
      }
      for (const route of Object.keys(PAGES)) {
        if (!files.pages[route]) throw new Error(`boot-preload: no chunk for ${PAGES[route]}`);
      }
      const source = bootSource(files);
      const name = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      await writeFile(join(outDir, name), source);
      const html = join(outDir, 'index.html');
      const page = await readFile(html, 'utf8');
      // at the head's start (after the charset): its requests start before the page's stylesheet and script. Not
      // async: it sets the shell's page and language before the body is parsed (fetched beside the stylesheet,
      // which holds the first paint anyway)
      const tag = `<script src="./${name}"></script>`;
      const next = page.replace(/(<meta charset[^>]*>)/i, `$1\n    ${tag}`);
      if (next === page) throw new Error('boot-preload: no <meta charset> in index.html');
      await writeFile(html, next);
    },
  };
}
