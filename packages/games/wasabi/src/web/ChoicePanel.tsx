import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import { INGREDIENTS, UTENSILS, type WasabiAction, type WasabiView } from '../index.ts';
import { TileArt, UtensilIcon } from './art.tsx';
import { ingredientName, squareName, utensilName, type WasabiLegal } from './display.ts';

/** The types a starting gift may be of (never rice, maki or a unique one): the give panel always lists all twelve. */
const GIFTS = INGREDIENTS.flatMap((ing, i) =>
  ing.category === 'base' || ing.category === 'unique' ? [] : [{ ing, i }],
);

/**
 * One tile type to pick: its picture (with the pantry's count beside it, for refills) over its name. A type that cannot
 * be picked now stays in its place, disabled, so the panel has the same buttons in the same places whatever the
 * deal (issue 16 item 1: its height never depends on what is left).
 */
function TilePick(props: {
  i: number;
  ok: boolean;
  label: string;
  name: string;
  count?: number;
  hinted?: boolean;
  testid: string;
  lang: Locale;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      className={`wsb-pick tile${props.hinted ? ' hinted' : ''}`}
      disabled={!props.ok}
      onClick={props.onPick}
      data-testid={props.testid}
    >
      <span className="visually-hidden">{props.label}</span>
      <span className="wsb-pick-top" aria-hidden="true">
        <TileArt ingredient={props.i} lang={props.lang} />
        {props.count !== undefined && <span className="wsb-pick-n">×{props.count}</span>}
      </span>
      <span className="wsb-pick-name" aria-hidden="true">
        {props.name}
      </span>
    </button>
  );
}

/** The choices outside the board: starting gifts, recipe draws by length, pantry refills, utensil rewards. */
export function ChoicePanel(props: {
  view: WasabiView;
  L: WasabiLegal;
  you: number;
  names: string[];
  tx: Tx;
  lang: Locale;
  send: (a: WasabiAction) => void;
  /** The moves a hint suggests (issue 17): their buttons here are lit, as the board lights its squares. */
  hinted?: readonly WasabiAction[];
}) {
  const { view, L, you, names, tx, lang, send } = props;
  const hintKeys = new Set((props.hinted ?? []).map(actionKey));
  const isLit = (a: WasabiAction) => hintKeys.has(actionKey(a));
  /** ' hinted' on the button of a move the hint suggests. */
  const lit = (a: WasabiAction) => (isLit(a) ? ' hinted' : '');
  if (view.phase === 'give') {
    const to = (you + 1) % view.players;
    const given = view.seats[to]?.known ?? [];
    return (
      <section className="panel wsb-choice" aria-labelledby="wsb-give-title" data-testid="wsb-give">
        <h2 id="wsb-give-title">{tx('giveTitle', { n: view.given + 1, name: names[to] ?? '' })}</h2>
        {given.length > 0 && (
          <div className="wsb-tiles-row">
            <span className="muted wsb-small">{tx('knownTiles')}:</span>
            {given.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positional
              <span key={i} className="wsb-mini" title={ingredientName(t, lang)}>
                <TileArt ingredient={t} lang={lang} />
              </span>
            ))}
          </div>
        )}
        <div className="wsb-pick-grid tiles">
          {GIFTS.map(({ ing, i }) => {
            const ok = L.give.has(ing.key);
            const why = view.pantry[i] === 0 ? tx('pickNoneLeft') : tx('pickSameCategory');
            return (
              <TilePick
                key={ing.key}
                i={i}
                ok={ok}
                label={`${tx('giveTile', { tile: ing.names[lang] })}${ok ? '' : ` (${why})`}`}
                name={ing.names[lang]}
                hinted={isLit({ type: 'give', ingredient: ing.key })}
                testid={`wsb-give-${ing.key}`}
                lang={lang}
                onPick={() => send({ type: 'give', ingredient: ing.key })}
              />
            );
          })}
        </div>
      </section>
    );
  }
  if (view.phase === 'draw') {
    const me = view.seats[you];
    return (
      <section className="panel wsb-choice" aria-labelledby="wsb-draw-title" data-testid="wsb-draw">
        <h2 id="wsb-draw-title">{tx('drawTitle')}</h2>
        <div className="wsb-pick-grid lengths">
          {[2, 3, 4, 5].map((len) => (
            <button
              key={len}
              type="button"
              className={`wsb-pick${lit({ type: 'draw', length: len })}`}
              disabled={!L.draw.has(len)}
              onClick={() => send({ type: 'draw', length: len })}
              data-testid={`wsb-draw-${len}`}
            >
              <strong>{tx('drawLength', { n: len })}</strong>
              <span className="muted">{tx('pileLeft', { n: view.piles[len - 2]?.length ?? 0 })}</span>
              <span className="muted">{tx('tokensLeftLen', { n: me?.tokens[len - 2] ?? 0 })}</span>
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (view.phase === 'refill') {
    return (
      <section className="panel wsb-choice" aria-labelledby="wsb-refill-title" data-testid="wsb-refill">
        <h2 id="wsb-refill-title">{tx('refillTitle')}</h2>
        <div className="wsb-pick-grid tiles">
          {INGREDIENTS.map((ing, i) => {
            const ok = L.refill.has(ing.key);
            return (
              <TilePick
                key={ing.key}
                i={i}
                ok={ok}
                label={
                  ok
                    ? tx('refillTile', { tile: ing.names[lang], n: view.pantry[i] })
                    : `${ing.names[lang]} (${tx('pickNoneLeft')})`
                }
                name={ing.names[lang]}
                count={view.pantry[i]}
                hinted={isLit({ type: 'refill', ingredient: ing.key })}
                testid={`wsb-refill-${ing.key}`}
                lang={lang}
                onPick={() => send({ type: 'refill', ingredient: ing.key })}
              />
            );
          })}
        </div>
      </section>
    );
  }
  if (view.phase === 'reward') {
    return (
      <section className="panel wsb-choice" aria-labelledby="wsb-reward-title" data-testid="wsb-reward">
        <h2 id="wsb-reward-title">{view.mustReturn ? tx('returnTitle') : tx('rewardTitle')}</h2>
        <div className="wsb-pick-grid">
          {view.mustReturn
            ? UTENSILS.filter((u) => L.return.has(u)).map((u) => (
                <button
                  key={u}
                  type="button"
                  className={`wsb-pick${lit({ type: 'return', utensil: u })}`}
                  onClick={() => send({ type: 'return', utensil: u })}
                  data-testid={`wsb-return-${u}`}
                >
                  <UtensilIcon utensil={u} />
                  <span>{tx('returnU', { u: utensilName(u, lang) })}</span>
                </button>
              ))
            : UTENSILS.filter((u) => L.take.has(u)).map((u) => (
                <button
                  key={u}
                  type="button"
                  className={`wsb-pick${lit({ type: 'take', utensil: u })}`}
                  onClick={() => send({ type: 'take', utensil: u })}
                  data-testid={`wsb-take-${u}`}
                >
                  <UtensilIcon utensil={u} />
                  <span>{tx('take', { u: utensilName(u, lang) })}</span>
                </button>
              ))}
          {!view.mustReturn &&
            [...L.takeWasabi].map((sq) => (
              <button
                key={`tw${sq}`}
                type="button"
                className={`wsb-pick${lit({ type: 'takeWasabi', square: sq })}`}
                onClick={() => send({ type: 'takeWasabi', square: sq })}
                data-testid={`wsb-take-wasabi-${sq}`}
              >
                <UtensilIcon utensil="wasabi" />
                <span>{tx('takeWasabiAt', { sq: squareName(sq) })}</span>
              </button>
            ))}
          {L.decline && (
            <button
              type="button"
              className={`wsb-pick${lit({ type: 'decline' })}`}
              onClick={() => send({ type: 'decline' })}
              data-testid="wsb-decline"
            >
              <span>{tx('decline')}</span>
            </button>
          )}
        </div>
      </section>
    );
  }
  return null;
}

/** A move's identity for comparing a hint's moves with a button's (its fields in a fixed order). */
function actionKey(a: WasabiAction): string {
  const o = a as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}
