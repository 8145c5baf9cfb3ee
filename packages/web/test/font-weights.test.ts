/**
 * The client's text uses two font weights, 400 and 700 (styles.css: strong and b are 700 too). Every other weight
 * (600, 650, 750, 800, 850 were all in use) is one more face Chromium looks up and opens during a table's first
 * layout: unifying them took a 5-player 料理厨王 table's font work at 4× CPU from ~255 to ~140 ms (docs/benchmarks.md,
 * "Two font weights"). This reads every stylesheet and component of the client's packages; the browser side (what
 * a table computes, `bolder` included) is checked in first-view-fonts.e2e.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const ALLOWED = new Set(['400', '700', 'normal', 'bold', 'inherit']);

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'test', 'bench'].includes(e.name)) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* sources(path);
    else if (/\.(css|tsx|svg|html)$/.test(e.name)) yield path;
  }
}

/** Each weight written in a file: CSS `font-weight:`, the `font` shorthand's weight, JSX `fontWeight`, SVG `font-weight=`. */
function weights(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/font-weight\s*[:=]\s*["']?([\w-]+)/g)) found.push(m[1]);
  for (const m of text.matchAll(/fontWeight\s*[:=]\s*[{"']?\s*["']?([\w-]+)/g)) found.push(m[1]);
  for (const m of text.matchAll(/\bfont:\s*(?:italic\s+)?(\d{3})\b/g)) found.push(m[1]);
  return found;
}

describe('font weights', () => {
  it('finds the weights it looks for (a check that cannot pass vacuously)', () => {
    expect(
      weights('a { font-weight: 650; } <text fontWeight="800"> style={{ fontWeight: 600 }} font: 750 1rem'),
    ).toEqual(['650', '800', '600', '750']);
  });

  it('the client writes no weight but 400 and 700', () => {
    const files = [...sources(join(root, 'packages'))];
    expect(files.length).toBeGreaterThan(50);
    const other = files.flatMap((f) =>
      weights(readFileSync(f, 'utf8'))
        .filter((w) => !ALLOWED.has(w))
        .map((w) => `${relative(root, f)}: ${w}`),
    );
    expect(other).toEqual([]);
  });
});
