import type { Locale } from '@potluck/engine';
import { botLevelLabel, type GameScreenProps, SeatStatus, type Tx, useTexts } from '@potluck/web-kit';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type game,
  INGREDIENTS,
  RECIPE_LENGTH,
  RECIPE_TILES,
  RECIPES,
  styleCubesFor,
  TOKENS_PER_LENGTH,
  UTENSILS,
  type UtensilKey,
  type WasabiAction,
  type WasabiView,
} from '../index.ts';
import { TileArt, UtensilIcon, WasabiCover } from './art.tsx';
import { recentCompletions } from './describe.ts';
import {
  activeSquares,
  colOf,
  coverAnchor,
  indexLegal,
  ingredientName,
  pairKey,
  recipeHints,
  recipeName,
  rowOf,
  squareName,
  stackAt,
  switchSquares,
  tokensFor,
  usableUtensils,
  utensilName,
  type WasabiLegal,
} from './display.ts';
import { WASABI_TEXTS } from './texts.ts';
import './wasabi.css';

type Tool = null | 'stack' | 'switch' | 'chop' | 'wasabi' | 'discard';

/** What clicking a square does now, if anything. */
interface SquareAct {
  label: string;
  run: () => void;
}

export function WasabiScreen({
  match,
  frame,
  you,
  names,
  log,
  pending,
  onMove,
  onRefused,
  hinted,
}: GameScreenProps<typeof game>) {
  const { tx, lang } = useTexts(WASABI_TEXTS);
  const view = frame.view;
  const L = useMemo(() => indexLegal(frame.legal), [frame.legal]);
  const myTurn = you >= 0 && frame.active.includes(you) && L.count > 0;
  const [tool, setTool] = useState<Tool>(null);
  const [tile, setTile] = useState<string | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [hint, setHint] = useState<number[] | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [inspect, setInspect] = useState<number | null>(null);

  // A new frame (a move was applied): start the next step from scratch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new frame
  useEffect(() => {
    setTool(view.discardMask !== 0 ? 'discard' : null);
    setTile(null);
    setFrom(null);
  }, [frame]);

  const send = (a: WasabiAction) => {
    if (!pending) onMove(a);
  };
  const me = you >= 0 ? view.seats[you] : null;
  const handKeys = me ? [...new Set(me.hand.filter((i) => i >= 0).map((i) => INGREDIENTS[i].key))] : [];
  // With a single kind of tile that can be placed, it is selected already.
  const placeKinds = handKeys.filter((k) => (tool === 'stack' ? L.stack : L.place).has(k));
  const chosenTile =
    tile ?? (placeKinds.length === 1 && (tool === null || tool === 'stack') ? placeKinds[0] : null);
  const completions = useMemo(() => recentCompletions(log.map((l) => l.event)), [log]);
  const flash = new Set(completions.flatMap((c) => c.squares));
  // the moves of a hint (issue 17) light up their squares and tiles
  const hintedMoves = hinted ?? [];
  const hintedSquares = hintedMoves.flatMap((a) => ('square' in a ? [a.square] : []));
  const hintedGive = new Set(hintedMoves.flatMap((a) => (a.type === 'give' ? [a.ingredient] : [])));

  /** What a tap on a square that offers nothing would ask for (the table then says why it is refused). */
  const squareRefused = (sq: number): WasabiAction | null => {
    if (!myTurn || view.phase !== 'turn' || pending) return null;
    if (tool === 'stack' && chosenTile) return { type: 'stack', ingredient: chosenTile, square: sq };
    if (tool === 'chop') return { type: 'chop', square: sq };
    if (tool === 'wasabi') return { type: 'wasabi', square: sq };
    if (tool === null && chosenTile) return { type: 'place', ingredient: chosenTile, square: sq };
    return null;
  };

  const squareAct = (sq: number): SquareAct | null => {
    if (!myTurn) return null;
    const name = squareName(sq);
    if (view.phase === 'chop' && L.chopTo.has(sq))
      return { label: tx('chopToSq', { sq: name }), run: () => send({ type: 'chopTo', square: sq }) };
    if (view.phase === 'reward') {
      const a = coverAnchor(view, sq);
      if (a >= 0 && L.takeWasabi.has(a))
        return {
          label: tx('takeWasabiAt', { sq: squareName(a) }),
          run: () => send({ type: 'takeWasabi', square: a }),
        };
      return null;
    }
    if (view.phase !== 'turn') return null;
    switch (tool) {
      case 'stack':
        if (chosenTile && L.stack.get(chosenTile)?.has(sq)) {
          const t = chosenTile;
          return {
            label: tx('stackOn', { tile: tileName(t, lang), sq: name }),
            run: () => send({ type: 'stack', ingredient: t, square: sq }),
          };
        }
        return null;
      case 'switch': {
        if (from === null)
          return switchSquares(L).has(sq)
            ? { label: tx('switchFrom', { sq: name }), run: () => setFrom(sq) }
            : null;
        if (sq === from) return { label: tx('cancel'), run: () => setFrom(null) };
        const a = L.switch.get(pairKey(from, sq));
        return a ? { label: tx('switchWith', { a: squareName(from), b: name }), run: () => send(a) } : null;
      }
      case 'chop':
        return L.chop.has(sq)
          ? { label: tx('chopAt', { sq: name }), run: () => send({ type: 'chop', square: sq }) }
          : null;
      case 'wasabi':
        return L.wasabi.has(sq)
          ? { label: tx('wasabiAt', { sq: name }), run: () => send({ type: 'wasabi', square: sq }) }
          : null;
      case 'discard':
        return null;
      default:
        if (chosenTile && L.place.get(chosenTile)?.has(sq)) {
          const t = chosenTile;
          return {
            label: tx('placeOn', { tile: tileName(t, lang), sq: name }),
            run: () => send({ type: 'place', ingredient: t, square: sq }),
          };
        }
        return null;
    }
  };

  const wasabiPreview =
    tool === 'wasabi' && hover !== null && L.wasabi.has(hover)
      ? new Set([hover, hover + 1, hover + 7, hover + 8])
      : null;

  return (
    <div className="wsb" data-phase={view.phase} data-testid="wasabi">
      <div className="wsb-head">
        <span className="wsb-chip dark" data-testid="wsb-turn">
          {view.setup || view.turn === 0 ? tx('setup') : tx('turnNo', { n: view.turn })}
        </span>
        <a className="wsb-link" href={`#/rules/wasabi`} data-testid="rules-link">
          {tx('rules')}
        </a>
        {frame.result && (
          <a className="wsb-link" href={`#/replay/${encodeURIComponent(match.id)}`} data-testid="replay-link">
            {tx('replay')}
          </a>
        )}
      </div>

      <Prompt
        view={view}
        L={L}
        you={you}
        myTurn={myTurn}
        names={names}
        tool={tool}
        tile={chosenTile}
        from={from}
        pending={pending}
        tx={tx}
        lang={lang}
        send={send}
        cancel={() => {
          setTool(null);
          setTile(null);
          setFrom(null);
        }}
      />

      {completions.length > 0 && (
        <section className="wsb-flash" aria-live="polite" data-testid="wsb-completed">
          <strong>{tx('justCompleted')}</strong>
          <ul>
            {completions.map((c) => (
              <li key={`${c.player}-${c.recipe}`}>
                {tx('completedBy', {
                  name: names[c.player] ?? `#${c.player + 1}`,
                  recipe: recipeName(
                    RECIPES.findIndex((r) => r.key === c.recipe),
                    lang,
                  ),
                  pts: c.points,
                  style: c.styled && c.cubes > 0 ? tx('styleCubes', { n: c.cubes }) : '',
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="wsb-main">
        <div className="wsb-board-col">
          <Board
            view={view}
            tx={tx}
            lang={lang}
            act={squareAct}
            refused={onRefused ? squareRefused : undefined}
            onRefused={onRefused}
            hint={hint ?? (hintedSquares.length > 0 ? hintedSquares : null)}
            flash={flash}
            preview={wasabiPreview}
            switchFrom={from}
            focusSq={inspect}
            onFocusSq={setInspect}
            onHover={setHover}
            disabled={pending}
          />
          <Inspector view={view} sq={inspect ?? hover} tx={tx} lang={lang} />
        </div>
        <div className="wsb-side-col">
          {myTurn && (
            <ChoicePanel
              view={view}
              L={L}
              you={you}
              names={names}
              tx={tx}
              lang={lang}
              send={send}
              hintedGive={hintedGive}
            />
          )}
          {me && view.phase !== 'over' && (
            <HandPanel
              view={view}
              you={you}
              L={L}
              myTurn={myTurn}
              tool={tool}
              tile={chosenTile}
              setTile={setTile}
              setTool={(t) => {
                setTool(t);
                setTile(null);
                setFrom(null);
              }}
              send={send}
              tx={tx}
              lang={lang}
            />
          )}
          {me && (
            <RecipePanel
              view={view}
              you={you}
              L={L}
              myTurn={myTurn}
              tool={tool}
              setTool={setTool}
              setTile={setTile}
              setHint={setHint}
              send={send}
              tx={tx}
              lang={lang}
            />
          )}
        </div>
      </div>

      <Seats view={view} frame={frame} you={you} names={names} match={match} tx={tx} lang={lang} />
      <TablePanel view={view} tx={tx} lang={lang} />
    </div>
  );
}

const tileName = (key: string, lang: Locale) =>
  ingredientName(
    INGREDIENTS.findIndex((i) => i.key === key),
    lang,
  );

/* ------------------------------------------------------------------ prompt */

function Prompt(props: {
  view: WasabiView;
  L: WasabiLegal;
  you: number;
  myTurn: boolean;
  names: string[];
  tool: Tool;
  tile: string | null;
  from: number | null;
  pending: boolean;
  tx: Tx;
  lang: Locale;
  send: (a: WasabiAction) => void;
  cancel: () => void;
}) {
  const { view, L, myTurn, names, tool, tile, from, pending, tx, lang, send, cancel } = props;
  const cur = names[view.current] ?? `#${view.current + 1}`;
  let text: string;
  if (view.phase === 'over') {
    text = view.winner >= 0 ? tx('gameOverTen', { name: names[view.winner] ?? '' }) : tx('gameOverFull');
  } else if (!myTurn) {
    const to = names[(view.current + 1) % view.players] ?? '';
    const key = {
      give: 'waitingGive',
      draw: 'waitingDraw',
      turn: 'waitingTurn',
      chop: 'waitingChop',
      reward: 'waitingReward',
      refill: 'waitingRefill',
    }[view.phase];
    text = tx(key, { name: cur, to });
  } else {
    switch (view.phase) {
      case 'give':
        text = tx('promptGive', { n: view.given + 1, name: names[(view.current + 1) % view.players] ?? '' });
        break;
      case 'draw':
        text = tx('promptDraw');
        break;
      case 'chop':
        text = tx('promptChopTo', { tile: ingredientName(view.chopped, lang) });
        break;
      case 'reward':
        text = view.mustReturn ? tx('promptReturn') : tx('promptReward', { n: view.rewardsDue });
        break;
      case 'refill':
        text = tx('promptRefill');
        break;
      default:
        if (tool === 'discard' || view.discardMask !== 0) text = tx('promptDiscard');
        else if (tool === 'stack') text = tx('promptStack');
        else if (tool === 'switch')
          text = from === null ? tx('promptSwitch') : tx('promptSwitch2', { sq: squareName(from) });
        else if (tool === 'chop') text = tx('promptChop');
        else if (tool === 'wasabi') text = tx('promptWasabi');
        else if (view.placed === 0 && L.place.size > 0)
          text = tile ? tx('promptPickSquare', { tile: tileName(tile, lang) }) : tx('promptPlace');
        else if (L.place.size > 0 || usableUtensils(L).size > 0) text = tx('promptMore');
        else text = tx('promptEnd');
    }
  }
  const showCancel = myTurn && view.phase === 'turn' && tool !== null && view.discardMask === 0;
  return (
    <div
      className={`wsb-prompt${myTurn ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="wsb-prompt"
    >
      <p>{text}</p>
      {myTurn && (
        <div className="wsb-prompt-actions">
          {tool !== null && tool !== 'discard' && (
            <span className="wsb-chip">{tx('mode', { u: utensilName(tool as UtensilKey, lang) })}</span>
          )}
          {showCancel && (
            <button type="button" className="btn small" onClick={cancel} data-testid="wsb-cancel">
              {tx('cancel')}
            </button>
          )}
          {L.confirmDiscard && (
            <button
              type="button"
              className="btn small primary"
              disabled={pending}
              onClick={() => send({ type: 'confirmDiscard' })}
              data-testid="wsb-confirm-discard"
            >
              {tx('confirmDiscard')}
            </button>
          )}
          {L.chopToPantry && (
            <button
              type="button"
              className="btn small"
              disabled={pending}
              onClick={() => send({ type: 'chopToPantry' })}
              data-testid="wsb-chop-pantry"
            >
              {tx('toPantry')}
            </button>
          )}
          {L.end && (
            <button
              type="button"
              className="btn small primary"
              disabled={pending}
              onClick={() => send({ type: 'end' })}
              data-testid="wsb-end"
            >
              {tx('endTurn')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/* ------------------------------------------------------------------ board */

/** The board's coordinates, as squareName writes them (A1 top left). */
const COORD_COLS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const COORD_ROWS = ['1', '2', '3', '4', '5', '6'];

function Board(props: {
  view: WasabiView;
  tx: Tx;
  lang: Locale;
  act: (sq: number) => SquareAct | null;
  /** The move a tap on a square without an action would ask for, to be explained (nothing is sent). */
  refused?: (sq: number) => WasabiAction | null;
  onRefused?: (action: WasabiAction) => void;
  hint: number[] | null;
  flash: Set<number>;
  preview: Set<number> | null;
  switchFrom: number | null;
  focusSq: number | null;
  onFocusSq: (sq: number) => void;
  onHover: (sq: number | null) => void;
  disabled: boolean;
}) {
  const {
    view,
    tx,
    lang,
    act,
    refused,
    onRefused,
    hint,
    flash,
    preview,
    switchFrom,
    focusSq,
    onFocusSq,
    onHover,
    disabled,
  } = props;
  const squares = activeSquares(view.cols);
  const hintSet = new Set(hint ?? []);
  const current = focusSq !== null && squares.includes(focusSq) ? focusSq : squares[0];
  const changed = new Set(view.changed);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    const m = moves[e.key];
    let next = -1;
    if (m) {
      const r = Math.min(5, Math.max(0, rowOf(current) + m[0]));
      const c = Math.min(view.cols - 1, Math.max(0, colOf(current) + m[1]));
      next = r * 7 + c;
    } else if (e.key === 'Home') next = rowOf(current) * 7;
    else if (e.key === 'End') next = rowOf(current) * 7 + view.cols - 1;
    if (next < 0) return;
    e.preventDefault();
    onFocusSq(next);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-square="${next}"]`)?.focus();
  };

  return (
    <section className="panel wsb-board-panel" aria-labelledby="wsb-board-title">
      <h2 id="wsb-board-title">{tx('board')}</h2>
      <p className="visually-hidden">{tx('boardHelp')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key navigation of the square buttons */}
      <div
        className="wsb-board"
        style={{ gridTemplateColumns: `auto repeat(${view.cols}, 1fr)`, maxWidth: view.cols * 76 + 20 }}
        onKeyDown={onKey}
        onMouseLeave={() => onHover(null)}
        data-testid="wsb-board"
        data-cols={view.cols}
      >
        {squares.map((sq) => {
          const stack = stackAt(view, sq);
          const covered = view.cover[sq] !== 0;
          const a = disabled ? null : act(sq);
          const top = stack.length > 0 ? stack[stack.length - 1] : -1;
          const name = squareName(sq);
          let label = covered
            ? tx('squareCovered', { sq: name })
            : top < 0
              ? tx('squareEmpty', { sq: name })
              : stack.length > 1
                ? tx('squareStack', { sq: name, tile: ingredientName(top, lang), n: stack.length })
                : tx('squareTile', { sq: name, tile: ingredientName(top, lang) });
          if (changed.has(sq)) label += ` · ${tx('squareChanged')}`;
          if (a) label = `${a.label} — ${label}`;
          const cls = [
            'wsb-sq',
            a ? 'target' : '',
            covered ? 'covered' : '',
            hintSet.has(sq) ? 'hint' : '',
            flash.has(sq) ? 'flash' : '',
            preview?.has(sq) ? 'preview' : '',
            switchFrom === sq ? 'from' : '',
            changed.has(sq) ? 'changed' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={sq}
              type="button"
              className={cls}
              style={{ gridColumn: colOf(sq) + 2, gridRow: rowOf(sq) + 2 }}
              tabIndex={sq === current ? 0 : -1}
              aria-disabled={a ? undefined : 'true'}
              data-square={sq}
              data-target={a ? 'true' : 'false'}
              onClick={() => {
                onFocusSq(sq);
                if (a) a.run();
                else {
                  const r = refused?.(sq);
                  if (r) onRefused?.(r);
                }
              }}
              onFocus={() => onFocusSq(sq)}
              onMouseEnter={() => onHover(sq)}
            >
              <span className="visually-hidden">{label}</span>
              {top >= 0 && <TileArt ingredient={top} lang={lang} />}
              {stack.length > 1 && (
                <span className="wsb-stack-n" aria-hidden="true">
                  {stack.length}
                </span>
              )}
            </button>
          );
        })}
        {/* coordinates (columns A–G, rows 1–6, A1 top left) as every text names squares; the squares' own
            names carry them for screen readers */}
        {COORD_COLS.slice(0, view.cols).map((letter, c) => (
          <span
            key={letter}
            className="wsb-coord col"
            style={{ gridColumn: c + 2, gridRow: 1 }}
            aria-hidden="true"
            data-testid="wsb-coord-col"
          >
            {letter}
          </span>
        ))}
        {COORD_ROWS.map((n, r) => (
          <span
            key={n}
            className="wsb-coord row"
            style={{ gridColumn: 1, gridRow: r + 2 }}
            aria-hidden="true"
            data-testid="wsb-coord-row"
          >
            {n}
          </span>
        ))}
        {view.wasabiCards.map((a) => (
          <div
            key={`w${a}`}
            className="wsb-cover"
            style={{ gridColumn: `${colOf(a) + 2} / span 2`, gridRow: `${rowOf(a) + 2} / span 2` }}
            aria-hidden="true"
          >
            <WasabiCover />
          </div>
        ))}
      </div>
    </section>
  );
}

function Inspector({ view, sq, tx, lang }: { view: WasabiView; sq: number | null; tx: Tx; lang: Locale }) {
  if (sq === null || colOf(sq) >= view.cols) {
    return <p className="muted wsb-inspect-help">{tx('inspectHelp')}</p>;
  }
  const stack = stackAt(view, sq);
  const covered = view.cover[sq] !== 0;
  return (
    <section
      className="wsb-inspect"
      aria-label={tx('inspect', { sq: squareName(sq) })}
      data-testid="wsb-inspect"
    >
      <strong>{tx('inspect', { sq: squareName(sq) })}</strong>
      {covered && <span className="wsb-chip green">{tx('coveredBy')}</span>}
      {stack.length === 0 ? (
        <span className="muted">{tx('empty')}</span>
      ) : (
        <ol className="wsb-stack-list">
          {[...stack].reverse().map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stack's layers are positional
            <li key={i} className={i === 0 ? 'top' : ''}>
              <TileArt ingredient={t} lang={lang} size={28} />
              <span>
                {ingredientName(t, lang)}
                {i === 0 ? ` · ${tx('stackTop')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/* ------------------------------------------------------------------ choices (give, draw, reward, refill) */

function ChoicePanel(props: {
  view: WasabiView;
  L: WasabiLegal;
  you: number;
  names: string[];
  tx: Tx;
  lang: Locale;
  send: (a: WasabiAction) => void;
  /** Tiles a hint suggests giving (issue 17). */
  hintedGive?: Set<string | undefined>;
}) {
  const { view, L, you, names, tx, lang, send } = props;
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
        <div className="wsb-pick-grid">
          {INGREDIENTS.map((ing, i) =>
            L.give.has(ing.key) ? (
              <button
                key={ing.key}
                type="button"
                className={`wsb-pick${props.hintedGive?.has(ing.key) ? ' hinted' : ''}`}
                onClick={() => send({ type: 'give', ingredient: ing.key })}
                data-testid={`wsb-give-${ing.key}`}
              >
                <span className="visually-hidden">{tx('giveTile', { tile: ing.names[lang] })}</span>
                <TileArt ingredient={i} lang={lang} />
                <span aria-hidden="true">{ing.names[lang]}</span>
              </button>
            ) : null,
          )}
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
              className="wsb-pick"
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
        <div className="wsb-pick-grid">
          {INGREDIENTS.map((ing, i) =>
            L.refill.has(ing.key) ? (
              <button
                key={ing.key}
                type="button"
                className="wsb-pick"
                onClick={() => send({ type: 'refill', ingredient: ing.key })}
                data-testid={`wsb-refill-${ing.key}`}
              >
                <span className="visually-hidden">
                  {tx('refillTile', { tile: ing.names[lang], n: view.pantry[i] })}
                </span>
                <TileArt ingredient={i} lang={lang} />
                <span aria-hidden="true">
                  {ing.names[lang]} <span className="muted">×{view.pantry[i]}</span>
                </span>
              </button>
            ) : null,
          )}
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
                  className="wsb-pick"
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
                  className="wsb-pick"
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
                className="wsb-pick"
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
              className="wsb-pick"
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

/* ------------------------------------------------------------------ hand and utensils */

function HandPanel(props: {
  view: WasabiView;
  you: number;
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
  const { view, you, L, myTurn, tool, tile, setTile, setTool, send, tx, lang } = props;
  const me = view.seats[you];
  const usable = usableUtensils(L);
  const inTurn = myTurn && view.phase === 'turn' && view.discardMask === 0;
  const pickable = (key: string) =>
    inTurn && (tool === 'stack' ? L.stack.has(key) : tool === null && L.place.has(key));
  return (
    <section className="panel wsb-hand" aria-labelledby="wsb-hand-title" data-testid="wsb-hand">
      <h2 id="wsb-hand-title">{tx('yourHand')}</h2>
      {me.hand.length === 0 ? (
        <p className="muted">{tx('handEmpty')}</p>
      ) : (
        <div className="wsb-tiles-row">
          {me.hand.map((t, i) => {
            const key = INGREDIENTS[t]?.key ?? '';
            const ok = pickable(key);
            const on = ok && tile === key;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles of one kind are interchangeable
                key={i}
                type="button"
                className={`wsb-hand-tile${on ? ' on' : ''}${ok ? ' ok' : ''}`}
                disabled={!ok}
                aria-pressed={ok ? on : undefined}
                onClick={() => setTile(on ? null : key)}
                data-testid={`wsb-hand-${key}`}
                data-ingredient={key}
              >
                <span className="visually-hidden">
                  {`${tx('selectTile', { tile: ingredientName(t, lang) })}${on ? ` (${tx('selected')})` : ''}`}
                </span>
                <TileArt ingredient={t} lang={lang} />
                <span className="wsb-tile-name" aria-hidden="true">
                  {ingredientName(t, lang)}
                </span>
              </button>
            );
          })}
        </div>
      )}
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
      <p className="muted wsb-small">{tx('utensilHelp')}</p>
    </section>
  );
}

/* ------------------------------------------------------------------ recipes with hints */

function RecipePanel(props: {
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
}) {
  const { view, you, L, myTurn, tool, setTool, setTile, setHint, send, tx, lang } = props;
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
            className="btn small"
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
                  className="btn small"
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

/* ------------------------------------------------------------------ players */

function Seats(props: {
  view: WasabiView;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  tx: Tx;
  lang: Locale;
}) {
  const { view, frame, you, names, match, tx, lang } = props;
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="wsb-seats-title">
      <h2 id="wsb-seats-title">{tx('players')}</h2>
      <ul className="wsb-seats">
        {view.seats.map((s, p) => {
          const active = frame.active.includes(p);
          const isGiver = you >= 0 && (you + 1) % view.players === p;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              key={p}
              className={`wsb-seat${active ? ' active' : ''}${p === you ? ' me' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`wsb-seat-${p}`}
            >
              <div className="wsb-row-between">
                <strong className="wsb-seat-name">
                  {names[p]}
                  {p === view.startPlayer && <span className="wsb-chip">{tx('first')}</span>}
                  {match.seats[p]?.kind === 'bot' && (
                    <span className="badge bot">{botLevelLabel(match, p, t)}</span>
                  )}
                </strong>
                <span className="wsb-score" title={tx('score')}>
                  <span className="visually-hidden">{tx('score')}: </span>
                  {s.score}
                </span>
              </div>
              <SeatStatus seat={p} />
              <div className="wsb-seat-line">
                <span title={tx('cubes')} className="wsb-cubes">
                  <span className="wsb-cube" aria-hidden="true" />
                  <span className="visually-hidden">{tx('cubes')}: </span>
                  {s.cubes}
                </span>
                <span>{tx('challenges', { n: s.completed.length })}</span>
                <span>{tx('tiles', { n: s.hand.length })}</span>
              </div>
              <div className="wsb-seat-line">
                <span className="muted" title={tx('tokens')}>
                  {tx('tokensShort')}
                  <span className="visually-hidden"> ({tx('tokens')})</span>
                </span>
                {s.tokens.map((n, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: one per length
                    key={i}
                    className={`wsb-token${n === 0 ? ' out' : ''}`}
                    title={`${i + 2}: ${n}/${TOKENS_PER_LENGTH[i]}`}
                  >
                    {i + 2}:{n}
                  </span>
                ))}
              </div>
              <div className="wsb-seat-line">
                <span className="muted">{tx('recipesHeld')}</span>
                <span>{s.recipeLengths.join(' · ') || tx('none')}</span>
              </div>
              <div className="wsb-seat-line">
                <span className="muted">{tx('held')}</span>
                {s.utensils.length === 0 ? (
                  <span>{tx('none')}</span>
                ) : (
                  s.utensils.map((k, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className="wsb-held" title={utensilName(k, lang)}>
                      <UtensilIcon utensil={UTENSILS[k]} size={22} />
                      <span className="visually-hidden">{utensilName(k, lang)}</span>
                    </span>
                  ))
                )}
              </div>
              {isGiver && s.known.length > 0 && (
                <div className="wsb-seat-line">
                  <span className="muted">{tx('knownTiles')}</span>
                  {s.known.map((t, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className="wsb-mini small" title={ingredientName(t, lang)}>
                      <TileArt ingredient={t} lang={lang} />
                    </span>
                  ))}
                </div>
              )}
              {s.completed.length > 0 && (
                <details>
                  <summary>
                    {tx('completed')} ({s.completed.length})
                  </summary>
                  <ul className="wsb-done">
                    {s.completed.map((id, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: positional
                      <li key={i}>
                        {recipeName(id, lang)} +{RECIPE_LENGTH[id]}
                        {s.styled[i] ? ` ★ ${tx('withStyle')}` : ''}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/* ------------------------------------------------------------------ kitchen, pantry, piles */

function TablePanel({ view, tx, lang }: { view: WasabiView; tx: Tx; lang: Locale }) {
  return (
    <section className="panel wsb-table" aria-label={`${tx('kitchen')} · ${tx('pantry')}`}>
      <div>
        <h2>{tx('kitchen')}</h2>
        {view.kitchen.every((n) => n === 0) ? (
          <p className="muted">{tx('kitchenEmpty')}</p>
        ) : (
          <ul className="wsb-kitchen" data-testid="wsb-kitchen">
            {UTENSILS.map((u, k) =>
              view.kitchen[k] > 0 ? (
                <li key={u}>
                  <UtensilIcon utensil={u} size={24} />
                  <span>
                    {utensilName(u, lang)} ×{view.kitchen[k]}
                  </span>
                  {view.usedInKitchen && view.used === k && (
                    <span className="wsb-chip">{tx('usedThisTurn')}</span>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>
      <div>
        <h2>{tx('pantry')}</h2>
        <ul className="wsb-pantry">
          {INGREDIENTS.map((ing, i) => (
            <li key={ing.key} className={view.pantry[i] === 0 ? 'out' : ''} title={ing.names[lang]}>
              <TileArt ingredient={i} lang={lang} />
              <span>
                <span className="visually-hidden">{ing.names[lang]} </span>×{view.pantry[i]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2>{tx('piles')}</h2>
        <p className="wsb-piles">
          {view.piles.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one per length
            <span key={i} className="wsb-chip">
              {tx('drawLength', { n: i + 2 })}: {p.length}
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
