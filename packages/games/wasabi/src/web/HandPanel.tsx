import type { Locale } from '@potluck/engine';
import { type Tx, useMoveTransition } from '@potluck/web-kit';
import { INGREDIENTS, UTENSILS, type WasabiAction, type WasabiView } from '../index.ts';
import { UtensilIcon } from './art.tsx';
import { ingredientName, usableUtensils, utensilName, type WasabiLegal } from './display.ts';
import { MovingTile } from './pieces.tsx';
import type { TileIds } from './tile-ids.ts';
import type { Tool } from './tools.ts';

/**
 * Your tiles and utensils: pick one, then a square. Each tile carries its id (`ids.hands`, parallel to the hand),
 * which it shares with the square it is placed on, so it travels there; a tile just placed stays here hidden for
 * one frame (tile-ids.ts).
 */
export function HandPanel(props: {
  view: WasabiView;
  you: number;
  ids: TileIds;
  L: WasabiLegal;
  myTurn: boolean;
  tool: Tool;
  tile: string | null;
  setTile: (k: string | null) => void;
  setTool: (t: Tool) => void;
  send: (a: WasabiAction) => void;
  tx: Tx;
  lang: Locale;
  /** The moves a hint suggests (issue 17): the tile or utensil to pick first is lit, then the board its square. */
  hinted?: readonly WasabiAction[];
}) {
  const { view, you, ids, L, myTurn, tool, tile, setTile, setTool, send, tx, lang } = props;
  const hinted = props.hinted ?? [];
  // a tile is lit when a hinted move places it (or stacks it, once Stack! is in hand), a utensil when a hinted move
  // uses it: without this a hint lit only squares, which do nothing until a tile is picked
  const tileHinted = (key: string) =>
    hinted.some(
      (a) =>
        (a.type === 'place' && tool === null && a.ingredient === key) ||
        (a.type === 'stack' && tool === 'stack' && a.ingredient === key),
    );
  const utensilHinted = (key: string) => hinted.some((a) => a.type === key);
  const tileIds = ids.hands[you] ?? [];
  const departed = ids.left.get(`hand${you}`) ?? [];
  const transition = useMoveTransition();
  const me = view.seats[you];
  const usable = usableUtensils(L);
  const inTurn = myTurn && view.phase === 'turn' && view.discardMask === 0;
  const pickable = (key: string) =>
    inTurn && (tool === 'stack' ? L.stack.has(key) : tool === null && L.place.has(key));
  return (
    <section className="panel wsb-hand" aria-labelledby="wsb-hand-title" data-testid="wsb-hand">
      <h2 id="wsb-hand-title">{tx('yourHand')}</h2>
      {/* kept when empty: the last tile placed still hands over from here; as tall empty as with tiles, so the
          hand keeps its height whoever starts (the first player's is empty while the starting tiles are picked) */}
      <div className="wsb-tiles-row">
        {me.hand.length === 0 && <p className="muted wsb-hand-empty">{tx('handEmpty')}</p>}
        {/* one list, live tiles and the one just placed: React keeps each element, so motion can measure it */}
        {[
          ...me.hand.map((t, i) => {
            const key = INGREDIENTS[t]?.key ?? '';
            const ok = pickable(key);
            const on = ok && tile === key;
            const id = tileIds[i] ?? `slot${i}`;
            return (
              <button
                key={id}
                type="button"
                className={`wsb-hand-tile${on ? ' on' : ''}${ok ? ' ok' : ''}${ok && !on && tile === null && tileHinted(key) ? ' hinted' : ''}`}
                disabled={!ok}
                aria-pressed={ok ? on : undefined}
                onClick={() => setTile(on ? null : key)}
                data-testid={`wsb-hand-${key}`}
                data-ingredient={key}
              >
                <span className="visually-hidden">
                  {`${tx('selectTile', { tile: ingredientName(t, lang) })}${on ? ` (${tx('selected')})` : ''}`}
                </span>
                {/* keyed: the same element when the button is drawn departed (below) */}
                <MovingTile
                  key="tile"
                  id={id}
                  place="hand"
                  ingredient={t}
                  lang={lang}
                  transition={transition}
                />
                <span className="wsb-tile-name" aria-hidden="true">
                  {ingredientName(t, lang)}
                </span>
              </button>
            );
          }),
          ...departed.map((id) => (
            <button key={id} type="button" className="wsb-hand-tile departed" disabled tabIndex={-1}>
              <MovingTile
                key="tile"
                id={id}
                place="hand"
                ingredient={ids.ings.get(id) ?? -1}
                lang={lang}
                transition={transition}
                departed="hide"
              />
            </button>
          )),
        ]}
      </div>
      <div className="wsb-hand-utensils">
        <h3>{tx('held')}</h3>
        {me.utensils.length === 0 ? (
          <p className="muted">{tx('none')}</p>
        ) : (
          <div className="wsb-utensils">
            {me.utensils.map((k, i) => {
              const key = UTENSILS[k];
              const ok = inTurn && usable.has(key);
              const on = tool === key;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: two copies of a kind are interchangeable
                  key={i}
                  type="button"
                  className={`wsb-utensil${on ? ' on' : ''}${ok && !on && utensilHinted(key) ? ' hinted' : ''}`}
                  disabled={!ok}
                  aria-pressed={ok ? on : undefined}
                  onClick={() => {
                    if (key === 'spicy') send({ type: 'spicy' });
                    else setTool(on ? null : (key as Tool));
                  }}
                  data-testid={`wsb-use-${key}`}
                >
                  <UtensilIcon utensil={key} />
                  <span>{ok ? tx('use', { u: utensilName(key, lang) }) : utensilName(key, lang)}</span>
                </button>
              );
            })}
          </div>
        )}
      </div>
      <p className="muted wsb-small">{tx('utensilHelp')}</p>
    </section>
  );
}
