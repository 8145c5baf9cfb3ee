import type { Tx } from '@potluck/web-kit';
import type { CuisineView } from '../index.ts';

/** The current player's spoons, forks and buys this turn. */
export function Resources({ view, names, tx }: { view: CuisineView; names: string[]; tx: Tx }) {
  if (view.over) return null;
  return (
    <div className="cui-resources">
      <span className="muted">{tx('resourcesOf', { name: names[view.cur] ?? '' })}</span>
      <span className="cui-res spoon">
        {tx('spoons')} <strong>{view.spoons}</strong>
      </span>
      <span className="cui-res fork">
        {tx('forks')} <strong>{view.forks}</strong>
      </span>
      <span className="cui-res buy">
        {tx('buys')} <strong>{view.buys}</strong>
      </span>
    </div>
  );
}
