/**
 * What a table page asks for only once its table is on screen (issue 16 item 9, Lighthouse on table pages).
 *
 * A table needs its match, its scripts and its socket before it can be drawn. The profile (GET /api/me, and on a
 * first visit the POST that makes one) and a replay's chat can wait: asked for alongside, they were the last
 * requests before the table's first paint, and Lighthouse's simulated slow 4G ends a page's largest-paint estimate
 * with the last request made before that paint (docs/benchmarks.md). (The game list is not held: a deep link asks
 * for it at once, and a replay's heading names the game before its table is drawn.)
 *
 * The gate is open unless the app holds it (`holdUntilTableDrawn`, for a page opened on a table's route); the
 * kit's `TableMotion`, around every table, opens it after the paint that first shows the table. Pages that are
 * not tables, and tests, find it open.
 */
let open = true;
let waiting: (() => void)[] = [];

/** Lets everything that waits go now (the page left the table's route before the table was drawn). */
export function stopHoldingForTable(): void {
  if (open) return;
  open = true;
  const fns = waiting;
  waiting = [];
  for (const fn of fns) fn();
}

/** Runs `fn` once the page's table has been drawn (at once when the gate is open). */
export function afterTableDrawn(fn: () => void): void {
  if (open) fn();
  else waiting.push(fn);
}

/**
 * Holds what waits for the table until it is drawn, or `maxMs` at most (a table that never comes: an unknown
 * match, a failed load; the page then asks for the rest anyway).
 */
export function holdUntilTableDrawn(maxMs: number): void {
  if (!open) return;
  open = false;
  setTimeout(stopHoldingForTable, maxMs);
}

/**
 * The table is committed: opens the gate after the paint that shows it (the next animation frame, then the task
 * after it), so what waits is not asked for inside the frame that draws the table.
 */
export function tableDrawn(): void {
  if (open) return;
  if (typeof requestAnimationFrame !== 'function') stopHoldingForTable();
  else requestAnimationFrame(() => setTimeout(stopHoldingForTable, 0));
}
