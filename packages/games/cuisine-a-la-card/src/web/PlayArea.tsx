import type { Locale } from '@potluck/engine';
import { AnimatePresence, motion, type Tx, useMoveTransition } from '@potluck/web-kit';
import type { CuisineView } from '../index.ts';
import { MiniCard } from './Card.tsx';
import { cardDef } from './display.ts';
import { FLIGHT_SECONDS } from './flights.ts';

/** The cards the current player has played this turn. */
export function PlayArea(props: {
  view: CuisineView;
  names: string[];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { view, names, tx, lang, onZoom } = props;
  const move = useMoveTransition(FLIGHT_SECONDS);
  const landing = typeof move.duration === 'number' ? move.duration : 0;
  const still = landing === 0;
  if (view.over) return null;
  const seat = view.seats[view.cur];
  return (
    <section className="panel" aria-labelledby="cui-play-title" data-testid="cui-play">
      <h2 id="cui-play-title">{tx('playArea', { name: names[view.cur] ?? '' })}</h2>
      {seat.play.length === 0 && <p className="muted">{tx('playEmpty')}</p>}
      {/* a newly played card shows once its flight (Flights.tsx) has landed on it; the cards already in play
          when the page opens are simply there */}
      <div className="cui-cards" hidden={seat.play.length === 0}>
        <AnimatePresence initial={false}>
          {seat.play.map((c, i) => (
            <motion.div
              // biome-ignore lint/suspicious/noArrayIndexKey: played cards are positional
              key={`${c}-${i}`}
              className="cui-played"
              initial={still ? false : { opacity: 0 }}
              animate={{ opacity: 1 }}
              transition={{ delay: landing, duration: 0 }}
            >
              <MiniCard
                card={c}
                lang={lang}
                tx={tx}
                onZoom={onZoom}
                note={seat.paired[i] && cardDef(c).cuisines.length > 0 ? tx('paired') : undefined}
              />
            </motion.div>
          ))}
        </AnimatePresence>
      </div>
    </section>
  );
}
