import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `potluck serve` / `potluck start` when the database cannot be used: one readable line and exit status 1 (no
// stack trace), and never a silent new empty database. The CLI is bundled here on its own (not into dist, which
// bin.test.ts builds), so the two files can run side by side.
const cli = join(import.meta.dirname, '..');
const out = join(cli, 'dist', `test-serve-storage-${process.pid}`);
const bundle = join(out, 'potluck.js');
const tmp = mkdtempSync(join(tmpdir(), 'potluck-cli-storage-'));

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

/** The environment without a database or port of the machine running the tests. */
function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  delete e.DATABASE_URL;
  delete e.POTLUCK_DATABASE_URL;
  delete e.REDIS_URL;
  return e;
}

const potluck = (args: string[], cwd = tmp) =>
  spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8', cwd, env: env(), timeout: 60_000 });

/** Exit status 1 and exactly one line on stderr, without a stack trace. */
function refused(r: ReturnType<typeof potluck>): string {
  expect(r.status).toBe(1);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return lines[0];
}

describe('potluck serve/start with an unusable database', () => {
  it('a file that is not a SQLite database', () => {
    const file = join(tmp, 'notes.sqlite');
    const fd = openSync(file, 'w');
    writeSync(fd, 'shopping list: rice, nori, wasabi\n'.repeat(300));
    closeSync(fd);
    expect(refused(potluck(['serve', '--db', file, '--quiet']))).toBe(
      `potluck: ${file} is not a usable SQLite database: SQLITE_NOTADB: file is not a database; move it aside or restore a backup`,
    );
  });

  it('`start` finds only the -wal and -shm files of data/potluck.sqlite: no new empty database', () => {
    const dir = mkdtempSync(join(tmp, 'start-'));
    mkdirSync(join(dir, 'data'));
    for (const f of ['potluck.sqlite-wal', 'potluck.sqlite-shm'])
      closeSync(openSync(join(dir, 'data', f), 'w'));
    const line = refused(potluck(['start'], dir));
    expect(line).toMatch(
      /^potluck: .*data\/potluck\.sqlite is missing but its potluck\.sqlite-wal and potluck\.sqlite-shm are there: the database was deleted or moved\./,
    );
    expect(existsSync(join(dir, 'data', 'potluck.sqlite'))).toBe(false);
  });

  it('PostgreSQL that cannot be reached (the password is not shown)', () => {
    const line = refused(
      potluck(['serve', '--database-url', 'postgres://potluck:sekret@127.0.0.1:1/potluck', '--quiet']),
    );
    expect(line).toMatch(
      /^potluck: cannot use postgres:\/\/potluck:\*\*\*@127\.0\.0\.1:1\/potluck: .*ECONNREFUSED/,
    );
    expect(line).not.toMatch(/sekret/);
  });

  it('a first start says that it created a new, empty database', async () => {
    const file = join(tmp, 'new', 'potluck.sqlite');
    const child = spawn(process.execPath, [bundle, 'serve', '--db', file, '--quiet', '--bot-workers', '0'], {
      cwd: tmp,
      env: env(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      let stderr = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (d: Buffer) => {
          stderr += d.toString();
          if (stderr.includes('\n')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      expect(stderr.split('\n')[0]).toBe(`Potluck created a new, empty database: ${file}`);
      expect(existsSync(file)).toBe(true);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
