import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import {
  INGREDIENTS,
  RECIPE_LENGTH,
  RECIPE_TILES,
  RECIPES,
  styleCubesFor,
  type WasabiAction,
  type WasabiView,
} from '../index.ts';
import { TileArt } from './art.tsx';
import { ingredientName, recipeHints, squareName, tokensFor, type WasabiLegal } from './display.ts';
import type { Tool } from './tools.ts';

/** Your secret recipes, with hints of where each could be completed. */
export function RecipePanel(props: {
  view: WasabiView;
  you: number;
  L: WasabiLegal;
  myTurn: boolean;
  tool: Tool;
  setTool: (t: Tool) => void;
  setTile: (k: string | null) => void;
  setHint: (h: number[] | null) => void;
  send: (a: WasabiAction) => void;
  tx: Tx;
  lang: Locale;
  /** The moves of a hint shown now: a hinted discard lights "discard instead", then the recipe's button. */
  hinted?: readonly WasabiAction[];
}) {
  const { view, you, L, myTurn, tool, setTool, setTile, setHint, send, tx, lang } = props;
  const discardHinted = (key?: string) =>
    props.hinted?.some((a) => a.type === 'discard' && (key === undefined || a.recipe === key))
      ? ' hinted'
      : '';
  const me = view.seats[you];
  const myTiles = new Set(me.hand);
  const canDiscard = myTurn && view.phase === 'turn' && L.discard.size > 0;
  const discarding = tool === 'discard' || view.discardMask !== 0;
  return (
    <section className="panel wsb-recipes" aria-labelledby="wsb-recipes-title" data-testid="wsb-recipes">
      <div className="wsb-row-between">
        <h2 id="wsb-recipes-title">{tx('yourRecipes')}</h2>
        {canDiscard && view.discardMask === 0 && (
          <button
            type="button"
            className={`btn small${discarding ? '' : discardHinted()}`}
            aria-pressed={discarding}
            onClick={() => setTool(discarding ? null : 'discard')}
            data-testid="wsb-discard-mode"
          >
            {discarding ? tx('cancel') : tx('discardInstead')}
          </button>
        )}
      </div>
      {me.recipes.length === 0 && <p className="muted">{tx('noRecipes')}</p>}
      <ul className="wsb-recipe-list">
        {me.recipes.map((id, slot) => {
          if (id < 0) return null;
          const r = RECIPES[id];
          const len = RECIPE_LENGTH[id];
          const tokens = tokensFor(me.tokens, id);
          const hints = tokens > 0 ? recipeHints(view, id, 2) : [];
          const selected = (view.discardMask & (1 << slot)) !== 0;
          const cubes = styleCubesFor(len);
          return (
            <li key={r.key} className={`wsb-recipe${selected ? ' selected' : ''}`} data-recipe={r.key}>
              <div className="wsb-row-between">
                <strong>{r.names[lang]}</strong>
                <span className="wsb-chip">{tx('points', { n: len })}</span>
              </div>
              <div
                className="wsb-recipe-tiles"
                role="img"
                aria-label={RECIPE_TILES[id].map((t) => ingredientName(t, lang)).join(', ')}
              >
                {RECIPE_TILES[id].map((t) => (
                  <span
                    key={t}
                    className={`wsb-mini${myTiles.has(t) ? ' have' : ''}`}
                    title={ingredientName(t, lang)}
                  >
                    <TileArt ingredient={t} lang={lang} />
                  </span>
                ))}
              </div>
              {cubes > 0 && <p className="muted wsb-small">{tx('styleHint', { n: cubes })}</p>}
              {tokens === 0 ? (
                <p className="wsb-small wsb-warn">{tx('hintNoToken')}</p>
              ) : hints.length === 0 ? (
                <p className="muted wsb-small">{tx('hintNone')}</p>
              ) : (
                <ul className="wsb-hints">
                  {hints.map((h) => {
                    const where = `${squareName(h.squares[0])}–${squareName(h.squares[h.squares.length - 1])}`;
                    const missingKey = h.missing.length === 1 ? INGREDIENTS[h.missing[0]].key : '';
                    // Within reach now: one tile missing, in hand, and the server lets it go on the empty square.
                    const ready =
                      myTurn &&
                      tool === null &&
                      h.empty.length === 1 &&
                      L.place.get(missingKey)?.has(h.empty[0]) === true;
                    return (
                      <li key={h.squares.join('-')}>
                        <button
                          type="button"
                          className={`wsb-hint${ready ? ' ready' : ''}`}
                          onMouseEnter={() => setHint(h.squares)}
                          onMouseLeave={() => setHint(null)}
                          onFocus={() => setHint(h.squares)}
                          onBlur={() => setHint(null)}
                          onClick={() => ready && setTile(missingKey)}
                          data-ready={ready ? 'true' : 'false'}
                          data-empty={h.empty.join(' ')}
                          aria-label={`${tx('hintShow')}: ${tx('hintNeeds', {
                            where,
                            tiles: h.missing
                              .map((t) => ingredientName(t, lang))
                              .join(lang === 'en' ? ', ' : '、'),
                          })}`}
                        >
                          {tx('hintNeeds', {
                            where,
                            tiles: h.missing
                              .map((t) => ingredientName(t, lang))
                              .join(lang === 'en' ? ', ' : '、'),
                          })}
                          {ready && <span className="wsb-chip green">{tx('hintReady')}</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {discarding && (L.discard.has(r.key) || selected) && (
                <button
                  type="button"
                  className={`btn small${selected ? '' : discardHinted(r.key)}`}
                  disabled={selected}
                  aria-pressed={selected}
                  onClick={() => send({ type: 'discard', recipe: r.key })}
                  data-testid={`wsb-discard-${r.key}`}
                >
                  {selected ? tx('toDiscard') : tx('discardThis', { r: r.names[lang] })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
