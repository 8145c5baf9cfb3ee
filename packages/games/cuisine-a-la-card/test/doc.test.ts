/**
 * The doc's card and judge tables are generated from the data: this test fails when they drift.
 * Regenerate with: POTLUCK_UPDATE_DOCS=1 npx vitest run packages/games/cuisine-a-la-card/test/doc.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { applyAction, createGame, LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { cardTable, judgeTable } from '../src/doc.ts';
import { game, INGREDIENTS, JUDGES } from '../src/index.ts';

const DOC = new URL('../../../../docs/games/cuisine-a-la-card.md', import.meta.url);

function section(doc: string, name: string, body: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  if (a < 0 || b < 0) throw new Error(`missing ${begin} … ${end} in the doc`);
  return `${doc.slice(0, a + begin.length)}\n${body}\n${doc.slice(b)}`;
}

describe('docs/games/cuisine-a-la-card.md', () => {
  it('embeds the card and judge tables generated from the data', () => {
    const doc = readFileSync(DOC, 'utf8');
    const fresh = section(section(doc, 'cards', cardTable()), 'judges', judgeTable());
    if (process.env.POTLUCK_UPDATE_DOCS) writeFileSync(DOC, fresh);
    else expect(doc).toBe(fresh);
  });

  it('its scenario plays through the real boundary', () => {
    const doc = readFileSync(DOC, 'utf8');
    const m = doc.match(/<!-- scenario -->\s*```json\n([\s\S]*?)```/);
    expect(m).not.toBeNull();
    const sc = JSON.parse(m![1]);
    expect(sc.game).toBe(game.id);
    let s = createGame(game, { players: sc.players, seed: sc.seed, options: sc.options, fixed: sc.fixed });
    for (const { player, action } of sc.actions) s = applyAction(game, s, player, action).state;
    // The prose after the block names the medals: they must be what the game gives and the judge table says.
    const told = Number(/accepted, (\d+) medals/.exec(doc)?.[1]);
    const hawker = JUDGES.find((j) => j.id === 'hawker')!;
    expect(s.seats[0].medals).toBe(hawker.medals);
    expect(told).toBe(hawker.medals);
  });

  it('every card and judge has a name and rendered text in every language', () => {
    for (const c of INGREDIENTS) for (const l of LOCALES) expect(c.name[l].length).toBeGreaterThan(0);
    for (const j of JUDGES) for (const l of LOCALES) expect(j.name[l].length).toBeGreaterThan(0);
  });
});
