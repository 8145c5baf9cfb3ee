import type { Locale } from '@potluck/engine';
import { AnimatePresence, GridBoard, gridArea, type Tx, useMoveTransition } from '@potluck/web-kit';
import type { CSSProperties, ReactNode } from 'react';
import { COLUMNS, ROWS, type WasabiAction, type WasabiEvent, type WasabiView } from '../index.ts';
import { colOf, ingredientName, rowOf, squareName, stackAt } from './display.ts';
import { Cover, SquareTiles, Stamp } from './pieces.tsx';
import type { TileIds } from './tile-ids.ts';
import type { SquareAct } from './tools.ts';

/**
 * The utensil each of the last move's events shows on the squares it changed (a Wasabi! card shows itself,
 * dropping onto its block).
 */
function stamps(events: readonly WasabiEvent[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const e of events) {
    if (e.type === 'stack') out.set(e.square, 'stack');
    else if (e.type === 'switch') {
      out.set(e.square, 'switch');
      out.set(e.other, 'switch');
    } else if (e.type === 'chop') out.set(e.square, 'chop');
  }
  return out;
}

/** The shared board: every square a button (lit when it does something now), with coordinates, stacks and hints. */
export function Board(props: {
  view: WasabiView;
  ids: TileIds;
  tx: Tx;
  lang: Locale;
  act: (sq: number) => SquareAct | null;
  /** The move a tap on a square without an action would ask for, to be explained (nothing is sent). */
  refused?: (sq: number) => WasabiAction | null;
  onRefused?: (action: WasabiAction) => void;
  /** The squares of the hinted move (issue 17): lit as the move to make. */
  hint: readonly number[];
  /** The squares a recipe's placement names (pointed at in the recipe panel): shown alike, but not the hint. */
  spots: readonly number[] | null;
  flash: Set<number>;
  preview: Set<number> | null;
  switchFrom: number | null;
  focusSq: number | null;
  onFocusSq: (sq: number) => void;
  onHover: (sq: number | null) => void;
  disabled: boolean;
  /** Shown beside the board's title (the turn, the rules link). */
  head?: ReactNode;
}) {
  const { view, ids, tx, lang, act, refused, onRefused, hint, spots, flash, preview, switchFrom } = props;
  const transition = useMoveTransition();
  const hintSet = new Set(hint);
  const spotSet = new Set(spots ?? []);
  const changed = new Set(view.changed);
  const stamped = stamps(ids.fresh);
  const actOf = (sq: number) => (props.disabled ? null : act(sq));

  const label = (sq: number) => {
    const stack = stackAt(view, sq);
    const top = stack.length > 0 ? stack[stack.length - 1] : -1;
    const name = squareName(sq);
    let text =
      view.cover[sq] !== 0
        ? tx('squareCovered', { sq: name })
        : top < 0
          ? tx('squareEmpty', { sq: name })
          : stack.length > 1
            ? tx('squareStack', { sq: name, tile: ingredientName(top, lang), n: stack.length })
            : tx('squareTile', { sq: name, tile: ingredientName(top, lang) });
    if (changed.has(sq)) text += ` · ${tx('squareChanged')}`;
    const a = actOf(sq);
    return a ? `${a.label} — ${text}` : text;
  };

  const cellClass = (sq: number) =>
    [
      'wsb-sq',
      actOf(sq) ? 'target' : '',
      view.cover[sq] !== 0 ? 'covered' : '',
      hintSet.has(sq) ? 'hint' : '',
      spotSet.has(sq) ? 'spot' : '',
      flash.has(sq) ? 'flash' : '',
      preview?.has(sq) ? 'preview' : '',
      switchFrom === sq ? 'from' : '',
      changed.has(sq) ? 'changed' : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <section className="panel wsb-board-panel" aria-labelledby="wsb-board-title">
      <div className="wsb-board-head">
        <h2 id="wsb-board-title">{tx('board')}</h2>
        {props.head}
      </div>
      <p className="visually-hidden">{tx('boardHelp')}</p>
      <GridBoard
        rows={ROWS}
        cols={view.cols}
        idOf={({ row, col }) => row * COLUMNS + col}
        label={label}
        isLegal={(sq) => actOf(sq) !== null}
        onCell={(sq) => actOf(sq)?.run()}
        onRefused={(sq) => {
          const r = refused?.(sq);
          if (r) onRefused?.(r);
        }}
        cellClass={cellClass}
        cellData={(sq) => ({
          'data-square': String(sq),
          'data-target': actOf(sq) ? 'true' : 'false',
          'data-height': String(stackAt(view, sq).length),
        })}
        renderCell={(sq) => {
          const stack = stackAt(view, sq);
          const air =
            ids.air !== null && view.chopFrom === sq ? { id: ids.air, ingredient: view.chopped } : null;
          const stamp = stamped.get(sq);
          return (
            <SquareTiles
              sq={sq}
              ids={ids.board[sq] ?? []}
              stack={stack}
              air={air}
              left={[...(ids.left.get(`sq${sq}`) ?? []), ...(ids.left.get(`air${sq}`) ?? [])].filter(
                // a tile lifted into the air above its own square (or put back) stays in this square's list
                (id) => !ids.board[sq]?.includes(id) && id !== air?.id,
              )}
              ings={ids.ings}
              gone={ids.gone}
              lang={lang}
              transition={transition}
            >
              {stack.length > 1 && (
                <span className="wsb-stack-n" aria-hidden="true">
                  {stack.length}
                </span>
              )}
              {stamp && <Stamp key={`${ids.freshVersion}-${stamp}`} utensil={stamp} />}
            </SquareTiles>
          );
        }}
        coordTestId="wsb-coord"
        focused={props.focusSq}
        onFocusCell={props.onFocusSq}
        onHoverCell={props.onHover}
        className="wsb-board"
        style={
          {
            '--wsb-cols': view.cols,
            maxWidth: `min(${view.cols * 76 + 20}px, var(--wsb-board-max, 100%))`,
          } as CSSProperties
        }
        testId="wsb-board"
        data={{ 'data-cols': String(view.cols) }}
        overlay={
          <AnimatePresence initial={false}>
            {view.wasabiCards.map((a) => (
              <Cover
                key={`w${a}`}
                style={gridArea({ row: rowOf(a), col: colOf(a) }, 2, 2)}
                transition={transition}
              />
            ))}
          </AnimatePresence>
        }
      />
    </section>
  );
}
