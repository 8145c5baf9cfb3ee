/**
 * How many score sections the game's screen has put into the table's Scores drawer (`claim`, from the kit's
 * InScoresDrawer). Kept outside React state so that a claim re-renders only what shows the Scores button
 * (`useSyncExternalStore`), not the whole table: the screen claims in a layout effect, and a state update there
 * re-rendered the table synchronously inside its first commit (16 ms of a 5-player 料理厨王 table's first task,
 * 24 with the DOM updates it caused; docs/benchmarks.md).
 */
export interface ClaimCount {
  /** One more section; returns its release. */
  claim: () => () => void;
  subscribe: (onChange: () => void) => () => void;
  count: () => number;
}

export function createClaimCount(): ClaimCount {
  let n = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const fn of listeners) fn();
  };
  return {
    claim() {
      n++;
      changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        n--;
        changed();
      };
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    count: () => n,
  };
}
