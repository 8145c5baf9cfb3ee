import { SLICES } from '@potluck/catalog/slices';
import { describe, expect, it } from 'vitest';
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
