import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { CuisineView } from '../index.ts';
import { MiniCard } from './Card.tsx';
import { cardDef } from './display.ts';

/** The cards the current player has played this turn. */
export function PlayArea(props: {
  view: CuisineView;
  names: string[];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { view, names, tx, lang, onZoom } = props;
  if (view.over) return null;
  const seat = view.seats[view.cur];
  return (
    <section className="panel" aria-labelledby="cui-play-title" data-testid="cui-play">
      <h2 id="cui-play-title">{tx('playArea', { name: names[view.cur] ?? '' })}</h2>
      {seat.play.length === 0 ? (
        <p className="muted">{tx('playEmpty')}</p>
      ) : (
        <div className="cui-cards">
          {seat.play.map((c, i) => (
            <MiniCard
              // biome-ignore lint/suspicious/noArrayIndexKey: played cards are positional
              key={`${c}-${i}`}
              card={c}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              note={seat.paired[i] && cardDef(c).cuisines.length > 0 ? tx('paired') : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}
