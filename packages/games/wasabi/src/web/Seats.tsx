import type { Locale } from '@potluck/engine';
import {
  AnimatePresence,
  botLevelLabel,
  type GameScreenProps,
  motion,
  SeatStatus,
  type Tx,
  useMotionPrefs,
  useMoveTransition,
} from '@potluck/web-kit';
import { type game, RECIPE_LENGTH, TOKENS_PER_LENGTH, UTENSILS, type WasabiView } from '../index.ts';
import { UtensilIcon } from './art.tsx';
import { ingredientName, recipeName, utensilName } from './display.ts';
import { MovingTile } from './pieces.tsx';
import type { TileIds } from './tile-ids.ts';

/** A number that pops when it changes (a cube taken, points scored), so the effect of a move is seen. */
function Pop({ value, className }: { value: number; className?: string }) {
  const transition = useMoveTransition(0.5);
  const { reduced } = useMotionPrefs();
  return (
    <AnimatePresence initial={false}>
      <motion.span
        key={value}
        className={className}
        initial={reduced ? false : { scale: 1.8, opacity: 0.4 }}
        animate={{ scale: 1, opacity: 1 }}
        transition={transition}
      >
        {value}
      </motion.span>
    </AnimatePresence>
  );
}

/**
 * Every seat: name, badges, score, cubes, challenges, its tiles face down (they travel to the board when placed),
 * utensils, challenge tokens left, recipe lengths, completed recipes.
 */
export function Seats(props: {
  view: WasabiView;
  ids: TileIds;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  tx: Tx;
  lang: Locale;
}) {
  const { view, ids, frame, you, names, match, tx, lang } = props;
  const transition = useMoveTransition();
  return (
    <section className="panel wsb-seats-panel" aria-labelledby="wsb-seats-title" data-testid="wsb-seats">
      <h2 id="wsb-seats-title">{tx('players')}</h2>
      <ul className="wsb-seats" data-players={view.players}>
        {view.seats.map((s, p) => {
          const active = frame.active.includes(p);
          // the starting tiles I gave this seat that it still holds are shown to me face up
          const isGiver = you >= 0 && (you + 1) % view.players === p;
          const known = isGiver ? s.known : [];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              key={p}
              className={`wsb-seat${active ? ' active' : ''}${p === you ? ' me' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`wsb-seat-${p}`}
            >
              <div className="wsb-seat-top">
                <strong className="wsb-seat-name">{names[p]}</strong>
                <span className="wsb-score" title={tx('score')}>
                  <span className="visually-hidden">{tx('score')}: </span>
                  <Pop value={s.score} />
                </span>
              </div>
              <div className="wsb-seat-line">
                {p === view.startPlayer && (
                  <span className="wsb-chip" title={tx('first')}>
                    <span aria-hidden="true">{tx('firstShort')}</span>
                    <span className="visually-hidden">{tx('first')}</span>
                  </span>
                )}
                {match.seats[p]?.kind === 'bot' && (
                  <span className="badge bot">{botLevelLabel(match, p, lang)}</span>
                )}
                <SeatStatus seat={p} />
              </div>
              <div className="wsb-seat-line">
                <span title={tx('cubes')} className="wsb-cubes">
                  <span className="wsb-cube" aria-hidden="true" />
                  <span className="visually-hidden">{tx('cubes')}: </span>
                  <Pop value={s.cubes} />
                </span>
                <span title={tx('challenges', { n: s.completed.length })}>
                  <span className="visually-hidden">{tx('challenges', { n: s.completed.length })}</span>
                  <span aria-hidden="true">✓ {s.completed.length}/10</span>
                </span>
                {p === you ? (
                  <span>{tx('tiles', { n: s.hand.length })}</span>
                ) : (
                  <span
                    className="wsb-seat-tiles"
                    title={`${tx('tiles', { n: s.hand.length })}${known.length > 0 ? ` · ${tx('knownTiles')}: ${known.map((k) => ingredientName(k, lang)).join(', ')}` : ''}`}
                  >
                    <span className="visually-hidden">{tx('tiles', { n: s.hand.length })}</span>
                    {known.length > 0 && (
                      <span className="visually-hidden">
                        {`${tx('knownTiles')}: ${known.map((k) => ingredientName(k, lang)).join(', ')}`}
                      </span>
                    )}
                    {/* face down (face up: the starting tiles you gave them); a placed one travels from here to its
                        square */}
                    {/* one list with the one just placed (hidden): React keeps its element, motion measures it */}
                    {[
                      ...s.hand.map((tile, i) => {
                        const id = ids.hands[p]?.[i] ?? `s${p}-${i}`;
                        return (
                          <MovingTile
                            key={id}
                            id={id}
                            place="seat"
                            ingredient={known[i] ?? tile}
                            lang={lang}
                            transition={transition}
                            className="back"
                          />
                        );
                      }),
                      ...(ids.left.get(`hand${p}`) ?? []).map((id) => (
                        <MovingTile
                          key={id}
                          id={id}
                          place="seat"
                          ingredient={ids.ings.get(id) ?? -1}
                          lang={lang}
                          transition={transition}
                          className="back"
                          departed="hide"
                        />
                      )),
                    ]}
                  </span>
                )}
                {s.utensils.length > 0 && (
                  <span className="wsb-seat-utensils">
                    <span className="visually-hidden">{tx('held')}: </span>
                    {s.utensils.map((k, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: positional
                      <span key={i} className="wsb-held" title={utensilName(k, lang)}>
                        <UtensilIcon utensil={UTENSILS[k]} size={20} />
                        <span className="visually-hidden">{utensilName(k, lang)}</span>
                      </span>
                    ))}
                  </span>
                )}
              </div>
              <div className="wsb-seat-line wsb-seat-more">
                <span className="wsb-tokens" title={tx('tokens')}>
                  <span className="visually-hidden">{tx('tokens')}: </span>
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
                </span>
                <span className="wsb-seat-recipes" title={tx('recipesHeld')}>
                  <span className="visually-hidden">{`${tx('recipesHeld')}: ${s.recipeLengths.join(', ') || tx('none')}`}</span>
                  {s.recipeLengths.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className="wsb-recipe-mini" aria-hidden="true">
                      {n}
                    </span>
                  ))}
                </span>
              </div>
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
