import type { Locale } from '@potluck/engine';
import { AnimatePresence, motion, type Tx, useMoveTransition } from '@potluck/web-kit';
import { INGREDIENTS, UTENSILS, type WasabiAction, type WasabiView } from '../index.ts';
import { UtensilIcon } from './art.tsx';
import { ingredientName, usableUtensils, utensilName, type WasabiLegal } from './display.ts';
import { MovingTile } from './pieces.tsx';
import type { Tool } from './tools.ts';

/**
 * Your tiles and utensils: pick one, then a square. Each tile carries its id (`tileIds`, parallel to the hand),
 * which it shares with the square it is placed on, so it travels there.
 */
export function HandPanel(props: {
  view: WasabiView;
  you: number;
  tileIds: readonly string[];
  gone: ReadonlySet<string>;
  L: WasabiLegal;
  myTurn: boolean;
  tool: Tool;
  tile: string | null;
  setTile: (k: string | null) => void;
  setTool: (t: Tool) => void;
  send: (a: WasabiAction) => void;
  tx: Tx;
  lang: Locale;
}) {
  const { view, you, tileIds, gone, L, myTurn, tool, tile, setTile, setTool, send, tx, lang } = props;
  const transition = useMoveTransition();
  const me = view.seats[you];
  const usable = usableUtensils(L);
  const inTurn = myTurn && view.phase === 'turn' && view.discardMask === 0;
  const pickable = (key: string) =>
    inTurn && (tool === 'stack' ? L.stack.has(key) : tool === null && L.place.has(key));
  return (
    <section className="panel wsb-hand" aria-labelledby="wsb-hand-title" data-testid="wsb-hand">
      <h2 id="wsb-hand-title">{tx('yourHand')}</h2>
      {me.hand.length === 0 && <p className="muted">{tx('handEmpty')}</p>}
      {/* kept when empty: the last tile placed still hands over from here */}
      <div className="wsb-tiles-row">
        {/* a tile that leaves (placed) fades out here while it travels to its square */}
        <AnimatePresence initial={false} custom={gone}>
          {me.hand.map((t, i) => {
            const key = INGREDIENTS[t]?.key ?? '';
            const ok = pickable(key);
            const on = ok && tile === key;
            const id = tileIds[i] ?? `slot${i}`;
            return (
              <motion.button
                key={id}
                type="button"
                className={`wsb-hand-tile${on ? ' on' : ''}${ok ? ' ok' : ''}`}
                disabled={!ok}
                aria-pressed={ok ? on : undefined}
                onClick={() => setTile(on ? null : key)}
                data-testid={`wsb-hand-${key}`}
                data-ingredient={key}
                exit={{ opacity: 0 }}
                transition={transition}
              >
                <span className="visually-hidden">
                  {`${tx('selectTile', { tile: ingredientName(t, lang) })}${on ? ` (${tx('selected')})` : ''}`}
                </span>
                <MovingTile id={id} place="hand" ingredient={t} lang={lang} transition={transition} />
                <span className="wsb-tile-name" aria-hidden="true">
                  {ingredientName(t, lang)}
                </span>
              </motion.button>
            );
          })}
        </AnimatePresence>
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
                  className={`wsb-utensil${on ? ' on' : ''}`}
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
