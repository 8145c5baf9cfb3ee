import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `potluck start` (what `npm start` runs) for a new user: a taken port is one line before anything is opened, and
// the log is short readable lines (JSON with `serve`). The CLI is bundled here on its own (not into dist, which
// bin.test.ts builds), so the test files can run side by side.
const cli = join(import.meta.dirname, '..');
const out = join(cli, 'dist', `test-start-${process.pid}`);
const bundle = join(out, 'potluck.js');
const tmp = mkdtempSync(join(tmpdir(), 'potluck-cli-start-'));

beforeAll(async () => {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(cli, 'src/potluck.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-third-party',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
});
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
});

/** The environment without the database, port or log settings of the machine running the tests. */
function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1' };
  for (const k of ['PORT', 'DATABASE_URL', 'POTLUCK_DATABASE_URL', 'REDIS_URL', 'POTLUCK_LOG_FORMAT'])
    delete e[k];
  return e;
}

function dir(name: string): string {
  const d = join(tmp, name);
  mkdirSync(d);
  return d;
}

/** Starts the CLI; resolves with the process and its base URL once it says it is serving. */
function serving(
  args: string[],
  cwd: string,
): Promise<{ proc: ChildProcess; base: string; stdout: string[] }> {
  const proc = spawn(process.execPath, [bundle, ...args], { cwd, env: env() });
  const stdout: string[] = [];
  proc.stdout!.on('data', (d) => stdout.push(String(d)));
  return new Promise((resolve, reject) => {
    let err = '';
    proc.stderr!.on('data', (d) => {
      err += d;
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) resolve({ proc, base: m[1], stdout });
    });
    proc.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

/** Resolves once the process's standard output has a line matching `re`. */
function lineMatching(proc: ChildProcess, stdout: string[], re: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const line = stdout
        .join('')
        .split('\n')
        .find((l) => re.test(l));
      if (line === undefined) return false;
      proc.stdout!.off('data', check);
      resolve(line);
      return true;
    };
    if (!check()) proc.stdout!.on('data', check);
  });
}

async function stop(proc: ChildProcess): Promise<void> {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

describe('potluck start', () => {
  it('on a taken port: one line, exit status 1, and no database opened', async () => {
    const taken: Server = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const cwd = dir('taken');
      const r = spawnSync(process.execPath, [bundle, 'start', '--port', String(port)], {
        cwd,
        env: env(),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(lines[0]).toContain(`PORT=${port + 1} npm start`);
      expect(existsSync(join(cwd, 'data'))).toBe(false);
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });

  it('logs a short line per request; `serve` logs JSON', async () => {
    const a = await serving(['start', '--port', '0'], dir('pretty'));
    try {
      await fetch(`${a.base}/api/health?seat=1`);
      const line = await lineMatching(a.proc, a.stdout, /GET \/api\/health/);
      expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health\?seat=1 200 \d+ ms$/);
    } finally {
      await stop(a.proc);
    }
    const b = await serving(['serve', '--port', '0', '--db', join(tmp, 'json.sqlite')], dir('json'));
    try {
      await fetch(`${b.base}/api/health`);
      const line = await lineMatching(b.proc, b.stdout, /request completed/);
      expect(JSON.parse(line).res.statusCode).toBe(200);
    } finally {
      await stop(b.proc);
    }
  });
});
