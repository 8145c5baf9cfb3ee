import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { thresholdsFor } from '@potluck/ai';
import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { formatAnalysis, runAnalysis, sparkline } from '../src/analysis.ts';

const gameDocs = join(import.meta.dirname, '../../../docs/games');
const docs = existsSync(gameDocs) ? readdirSync(gameDocs).filter((f) => f.endsWith('.md')) : [];

describe('potluck analyze', () => {
  // Every game doc's scenario example is analysed (a small iteration budget: the numbers are not the point here).
  it.each(docs)('analyses the scenario example in docs/games/%s', (file) => {
    const block = /## Scenario example[\s\S]*?```json\n([\s\S]*?)```/.exec(
      readFileSync(join(gameDocs, file), 'utf8'),
    );
    if (!block) throw new Error(`${file} has no "## Scenario example" JSON block`);
    const scenario = JSON.parse(block[1]);
    const out = runAnalysis(scenario, { budget: { iterations: 40 } });
    if (!out.ok) throw new Error(`${file}: ${JSON.stringify(out.error)}`);
    expect(out.decisions).toHaveLength(scenario.actions.length);
    expect(out.seats).toHaveLength(scenario.players);
    for (const d of out.decisions) {
      expect(d.seat).toBe(scenario.actions[d.index].player);
      expect(d.played).toEqual(scenario.actions[d.index].action);
    }
    for (const lang of LOCALES) {
      const text = formatAnalysis(out, lang);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text.split('\n').length).toBeGreaterThan(scenario.players);
    }
    expect(formatAnalysis(out, 'zh-Hans')).toContain('座位 0');
  });

  // The thresholds each game doc states under "## Analysis" are the ones the analysis uses.
  it.each(docs)('docs/games/%s states the analysis thresholds in use', (file) => {
    const text = readFileSync(join(gameDocs, file), 'utf8');
    const section = /## Analysis\n([\s\S]*?)\n## /.exec(text)?.[1];
    if (!section) throw new Error(`${file} has no "## Analysis" section`);
    const t = thresholdsFor(file.replace(/\.md$/, ''));
    const points = (x: number) => String(Math.round(x * 100));
    expect(section).toContain(`| good | under ${points(t.inaccuracy)} points |`);
    expect(section).toContain(
      `| inaccuracy | ${points(t.inaccuracy)} to under ${points(t.mistake)} points |`,
    );
    expect(section).toContain(`| mistake | ${points(t.mistake)} to under ${points(t.blunder)} points |`);
    expect(section).toContain(`| blunder | ${points(t.blunder)} points or more |`);
  });

  it('reports a malformed scenario or a refused action as potluck script does', () => {
    expect(runAnalysis({ players: 2 }, { budget: { iterations: 10 } })).toMatchObject({
      ok: false,
      error: { code: 'BAD_SCENARIO' },
    });
    const refused = runAnalysis(
      {
        game: 'wasabi',
        players: 2,
        seed: 's',
        actions: [{ player: 1, action: { type: 'draw', length: 2 } }],
      },
      { budget: { iterations: 10 } },
    );
    expect(refused).toMatchObject({ ok: false, error: { index: 0 } });
  });

  it('draws the curve with one block per stretch of decisions', () => {
    expect(sparkline([0, 0.5, 1])).toBe('▁▅█');
    expect(sparkline(new Array(200).fill(0.3))).toHaveLength(60);
    expect(sparkline([])).toBe('');
  });
});
