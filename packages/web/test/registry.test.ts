import { SLICES } from '@potluck/catalog/slices';
import { LOCALES } from '@potluck/engine';
import type { GameScreenProps } from '@potluck/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initI18n, RESOURCES } from '../src/i18n/index.ts';
import { GenericScreen } from '../src/match/GenericScreen.tsx';
import { loadUi } from '../src/match/registry.ts';

/** The screen registry iterates the catalog's slices (issue 20): no list of games of its own. */
describe('screen registry', () => {
  it("loads each game's web slice from the catalog, the generic screen for a game without one", async () => {
    for (const slice of SLICES) {
      const ui = await loadUi(slice.id);
      if (slice.web) {
        expect(ui).toBe(await slice.web());
        expect(ui.Screen).not.toBe(GenericScreen);
      } else expect(ui.Screen).toBe(GenericScreen);
    }
    expect((await loadUi('no-such-game')).Screen).toBe(GenericScreen);
  });

  it('the generic screen announces itself as such, in each language', async () => {
    const i18n = initI18n('en');
    const { Screen } = await loadUi('no-such-game');
    const props = {
      match: { seats: [] },
      frame: { view: { anything: 1 }, legal: [] },
      you: 0,
      names: [],
      log: [],
      pending: false,
      onMove: () => {},
    } as unknown as GameScreenProps;
    const notes = new Set<string>();
    for (const lang of LOCALES) {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(createElement(Screen, props));
      const note = /<p [^>]*data-testid="generic-note"[^>]*>([^<]*)<\/p>/.exec(html);
      expect(note?.[0], lang).toContain('role="note"');
      expect(note?.[1], lang).toBe(RESOURCES[lang].match.genericNote);
      notes.add(note?.[1] ?? '');
    }
    // translated, not the English text three times
    expect(notes.size).toBe(LOCALES.length);
  });

  it('every listed game has its own screen, log describer, end breakdown and rules page', async () => {
    for (const slice of SLICES.filter((s) => !s.hidden)) {
      const ui = await loadUi(slice.id);
      expect(ui.describe, slice.id).toBeTypeOf('function');
      expect(ui.End, slice.id).toBeDefined();
      expect(ui.rules?.validate, slice.id).toBeTypeOf('function');
      expect(ui.rulesPage, slice.id).toBeTypeOf('function');
    }
  });
});
