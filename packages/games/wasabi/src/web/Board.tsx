import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { KeyboardEvent } from 'react';
import type { WasabiAction, WasabiView } from '../index.ts';
import { TileArt, WasabiCover } from './art.tsx';
import { activeSquares, colOf, ingredientName, rowOf, squareName, stackAt } from './display.ts';
import type { SquareAct } from './tools.ts';

/** The board's coordinates, as squareName writes them (A1 top left). */
const COORD_COLS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

const COORD_ROWS = ['1', '2', '3', '4', '5', '6'];

/** The shared board: every square a button when it does something now, with coordinates, stacks and hints. */
export function Board(props: {
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
        style={{
          gridTemplateColumns: `auto repeat(${view.cols}, 1fr)`,
          maxWidth: `min(${view.cols * 76 + 20}px, var(--wsb-board-max, 100%))`,
        }}
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
