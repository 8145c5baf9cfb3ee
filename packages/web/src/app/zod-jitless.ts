/**
 * Zod (in each game's chunk, for its rules) compiles fast object parsers with `new Function` unless told not to,
 * and probes for that on first use: under the server's Content-Security-Policy (`script-src 'self'`, no eval) the
 * probe is refused and Chromium records a CSP "issue" (Lighthouse's inspector-issues, best practices 96 on every
 * match page and replay). Zod keeps its settings on `globalThis.__zod_globalConfig`, so they can be set here,
 * before any game chunk loads, without putting zod in the first page's script.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
