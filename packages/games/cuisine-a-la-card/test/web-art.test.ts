import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARDS, FLAVORS, FOODS, JUDGES } from '../src/index.ts';
import { Art, CARD_ART, FLAVOR_ICON, FOOD_ICON, Icon, JUDGE_ART } from '../src/web/art.tsx';

const shapes = (svg: string) => (svg.match(/<(path|circle|ellipse|rect)\b/g) ?? []).length;

describe('卡片厨房 art', () => {
  it('draws every card id of the card set', () => {
    for (const c of CARDS) {
      expect(CARD_ART[c.id], c.id).toBeDefined();
      const svg = renderToStaticMarkup(createElement(Art, { art: CARD_ART[c.id] }));
      expect(shapes(svg), c.id).toBeGreaterThan(0);
      expect(svg).not.toMatch(/<image|href=/);
    }
    expect(Object.keys(CARD_ART).sort()).toEqual(CARDS.map((c) => c.id).sort());
  });

  it('draws every judge', () => {
    for (const j of JUDGES) {
      expect(JUDGE_ART[j.id], j.id).toBeDefined();
      expect(
        shapes(renderToStaticMarkup(createElement(Art, { art: JUDGE_ART[j.id] }))),
        j.id,
      ).toBeGreaterThan(3);
    }
    expect(Object.keys(JUDGE_ART).sort()).toEqual(JUDGES.map((j) => j.id).sort());
  });

  it('has an icon for every food type and flavour; a labelled icon is an image named by its label', () => {
    for (const f of FOODS) expect(FOOD_ICON[f], f).toBeDefined();
    for (const f of FLAVORS) expect(FLAVOR_ICON[f], f).toBeDefined();
    const labelled = renderToStaticMarkup(createElement(Icon, { icon: FLAVOR_ICON.spicy, label: 'Spicy' }));
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Spicy"');
    const plain = renderToStaticMarkup(createElement(Icon, { icon: FOOD_ICON.grain }));
    expect(plain).toContain('aria-hidden="true"');
  });
});
