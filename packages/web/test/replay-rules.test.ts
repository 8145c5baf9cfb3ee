import { SLICES } from '@potluck/catalog/slices';
import { type GameRules, translator } from '@potluck/web-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayPath, viewerChoices } from '../src/replay/replay.ts';
import { RULES_TEXTS } from '../src/rules/ui-texts.ts';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

describe('rules pages', () => {
  /** Each listed game's rules page, from its web slice (`ui.rulesPage`), as the rules route loads it. */
  const RULES: Record<string, GameRules> = {};
  beforeAll(async () => {
    for (const slice of SLICES) {
      const page = await (await slice.web?.())?.rulesPage?.();
      if (page) RULES[slice.id] = page;
    }
  });

  it('every game in the lobby has a rules page, every text in all three languages', () => {
    const listed = SLICES.filter((s) => !s.hidden).map((s) => s.id);
    expect(Object.keys(RULES)).toEqual(expect.arrayContaining(listed));
    for (const [id, r] of Object.entries(RULES)) {
      const figures = r.sections.flatMap((s) => s.figures ?? []);
      const texts = [
        r.title,
        r.intro,
        ...r.sections.flatMap((s) => [s.title, ...s.items]),
        ...figures.flatMap((f) => [f.alt, f.caption]),
      ];
      for (const x of texts)
        for (const l of LANGS) expect(x[l].trim().length, `${id} ${x.en}`).toBeGreaterThan(0);
      // React keys: section titles and items are unique by their English text
      expect(new Set(r.sections.map((s) => s.title.en)).size).toBe(r.sections.length);
      for (const s of r.sections) expect(new Set(s.items.map((i) => i.en)).size).toBe(s.items.length);
      // figures: ids unique on the page; the alt text says more than the caption's words in every language
      expect(new Set(figures.map((f) => f.id)).size).toBe(figures.length);
      for (const f of figures)
        for (const l of LANGS) expect(f.alt[l], `${id} ${f.id}`).not.toBe(f.caption[l]);
    }
    // every game in the lobby has pictures on its rules page (issue 16 item 7)
    for (const id of listed)
      expect(RULES[id].sections.flatMap((s) => s.figures ?? []).length, id).toBeGreaterThanOrEqual(2);
  });

  it('料理厨王: the title names the game; the Chinese texts are Chinese', () => {
    const r = RULES['too-many-cooks'];
    expect(r.title['zh-Hans']).toContain('料理厨王');
    expect(r.title['zh-Hant']).toContain('料理廚王');
    expect(r.title.en).toContain('Too Many Cooks');
    const all = (l: (typeof LANGS)[number]) => r.sections.flatMap((s) => s.items.map((i) => i[l])).join('');
    expect(all('zh-Hans')).toContain('今天不喝汤');
    expect(all('zh-Hant')).toContain('今天不喝湯');
    expect(all('en')).toContain('No soup today');
  });

  it('the rules and replay texts exist in all three languages', () => {
    for (const l of LANGS) {
      const tx = translator(RULES_TEXTS, l);
      for (const k of ['rules', 'publicView', 'otherSeatView', 'allSeatsOpen']) expect(tx(k)).not.toBe(k);
      expect(tx('otherSeatView', { name: 'X' })).toContain('X');
    }
  });
});

describe('replay views', () => {
  it('the public view then every seat, the own seat marked', () => {
    expect(viewerChoices(3, 1)).toEqual([
      { viewer: -1, own: false },
      { viewer: 0, own: false },
      { viewer: 1, own: true },
      { viewer: 2, own: false },
    ]);
    expect(viewerChoices(2, null).filter((c) => c.own)).toEqual([]);
  });

  it('asks for a seat with ?seat=, the public view without', () => {
    expect(replayPath('ab/c', -1)).toBe('/api/matches/ab%2Fc/replay');
    expect(replayPath('m1', 0)).toBe('/api/matches/m1/replay?seat=0');
    expect(replayPath('m1', 3)).toBe('/api/matches/m1/replay?seat=3');
    expect(replayPath('m1', Number.NaN)).toBe('/api/matches/m1/replay');
  });
});
