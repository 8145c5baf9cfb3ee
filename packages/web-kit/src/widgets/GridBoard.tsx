import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import './GridBoard.css';

/** A cell of a grid board: its row and column from 0, top left first. */
export interface GridCell {
  row: number;
  col: number;
}

/** Column letters A, B, C… as a board's texts name columns. */
export const columnLetter = (col: number) => String.fromCharCode(65 + col);

/**
 * The grid placement of something laid over a board's cells (a card covering 2×2 squares): the first grid row and
 * column hold the coordinates, so cell (row, col) sits at grid row + 2, column + 2.
 */
export function gridArea(cell: GridCell, rowSpan = 1, colSpan = 1): CSSProperties {
  return {
    gridRow: `${cell.row + 2} / span ${rowSpan}`,
    gridColumn: `${cell.col + 2} / span ${colSpan}`,
  };
}

export interface GridBoardProps<Id extends string | number> {
  rows: number;
  cols: number;
  /** A cell's id, as the game numbers its squares; passed to every callback below. */
  idOf: (cell: GridCell) => Id;
  /** Each cell's accessible name (its coordinates, what lies on it); visually hidden inside the button. */
  label: (id: Id, cell: GridCell) => string;
  /** What the cell shows (a tile, a stack…). */
  renderCell: (id: Id, cell: GridCell) => ReactNode;
  /** Whether a tap on the cell does something now: legal cells are lit and call `onCell`. */
  isLegal: (id: Id) => boolean;
  onCell: (id: Id) => void;
  /**
   * A tap on a cell that is not legal now (it stays focusable, `aria-disabled`): the screen says why. Absent, the
   * tap does nothing.
   */
  onRefused?: (id: Id) => void;
  /** Extra class names of a cell (hints, highlights) after `gb-cell` and `legal`. */
  cellClass?: (id: Id) => string;
  /** Extra `data-*` attributes of a cell's button (tests and the tutorial find squares by them). */
  cellData?: (id: Id) => Record<`data-${string}`, string>;
  /** Labels over the columns and beside the rows (default A, B, C… and 1, 2, 3…); shown, not read out. */
  columnLabels?: readonly string[];
  rowLabels?: readonly string[];
  /** Test ids of the coordinate labels: `<coordTestId>-col` and `<coordTestId>-row`. */
  coordTestId?: string;
  /** The cell that keeps the focus stop (roving tabindex); uncontrolled when absent. */
  focused?: Id | null;
  onFocusCell?: (id: Id) => void;
  onHoverCell?: (id: Id | null) => void;
  /** Laid over the cells in the same grid (place them with `gridArea`), e.g. cards covering squares. */
  overlay?: ReactNode;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** Extra `data-*` attributes of the grid itself. */
  data?: Record<`data-${string}`, string>;
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/**
 * A board of square cells as buttons with column letters above and row numbers beside it (issue 20 item 1): legal
 * cells are lit and act; the others stay focusable and report a tap through `onRefused` so the table can say why;
 * one focus stop for the whole grid, moved by the arrow keys, Home and End (roving tabindex).
 */
export function GridBoard<Id extends string | number>(props: GridBoardProps<Id>) {
  const { rows, cols, idOf, label, renderCell, isLegal, onCell, onRefused, cellClass, cellData } = props;
  const [own, setOwn] = useState<GridCell>({ row: 0, col: 0 });
  const cells: GridCell[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) cells.push({ row, col });
  const current =
    props.focused === undefined
      ? { row: Math.min(own.row, rows - 1), col: Math.min(own.col, cols - 1) }
      : (cells.find((c) => idOf(c) === props.focused) ?? cells[0]);
  const focusCell = (cell: GridCell) => {
    setOwn(cell);
    props.onFocusCell?.(idOf(cell));
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[e.key];
    let next: GridCell | null = null;
    if (step)
      next = {
        row: Math.min(rows - 1, Math.max(0, current.row + step[0])),
        col: Math.min(cols - 1, Math.max(0, current.col + step[1])),
      };
    else if (e.key === 'Home') next = { row: current.row, col: 0 };
    else if (e.key === 'End') next = { row: current.row, col: cols - 1 };
    if (!next) return;
    e.preventDefault();
    focusCell(next);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-cell="${idOf(next)}"]`)?.focus();
  };

  const colLabels = props.columnLabels ?? Array.from({ length: cols }, (_, c) => columnLetter(c));
  const rowLabels = props.rowLabels ?? Array.from({ length: rows }, (_, r) => String(r + 1));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow-key navigation of the cell buttons
    <div
      className={`gb-board${props.className ? ` ${props.className}` : ''}`}
      style={{ gridTemplateColumns: `auto repeat(${cols}, minmax(0, 1fr))`, ...props.style }}
      onKeyDown={onKey}
      onMouseLeave={props.onHoverCell ? () => props.onHoverCell?.(null) : undefined}
      data-testid={props.testId}
      data-rows={rows}
      data-cols={cols}
      {...props.data}
    >
      {cells.map((cell) => {
        const id = idOf(cell);
        const legal = isLegal(id);
        const extra = cellClass?.(id);
        return (
          <button
            key={String(id)}
            type="button"
            className={`gb-cell${legal ? ' legal' : ''}${extra ? ` ${extra}` : ''}`}
            style={{ gridRow: cell.row + 2, gridColumn: cell.col + 2 }}
            tabIndex={cell.row === current.row && cell.col === current.col ? 0 : -1}
            aria-disabled={legal ? undefined : 'true'}
            data-cell={String(id)}
            data-legal={legal ? 'true' : 'false'}
            {...cellData?.(id)}
            onClick={() => {
              focusCell(cell);
              if (legal) onCell(id);
              else onRefused?.(id);
            }}
            onFocus={() => focusCell(cell)}
            onMouseEnter={props.onHoverCell ? () => props.onHoverCell?.(id) : undefined}
          >
            <span className="visually-hidden">{label(id, cell)}</span>
            {renderCell(id, cell)}
          </button>
        );
      })}
      {/* coordinates as the texts name cells; each cell's own label carries them for screen readers */}
      {colLabels.slice(0, cols).map((text, c) => (
        <span
          key={`c${text}`}
          className="gb-coord col"
          style={{ gridRow: 1, gridColumn: c + 2 }}
          aria-hidden="true"
          data-testid={props.coordTestId ? `${props.coordTestId}-col` : undefined}
        >
          {text}
        </span>
      ))}
      {rowLabels.slice(0, rows).map((text, r) => (
        <span
          key={`r${text}`}
          className="gb-coord row"
          style={{ gridRow: r + 2, gridColumn: 1 }}
          aria-hidden="true"
          data-testid={props.coordTestId ? `${props.coordTestId}-row` : undefined}
        >
          {text}
        </span>
      ))}
      {props.overlay}
    </div>
  );
}
