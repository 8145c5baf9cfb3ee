import type { Locale } from '@potluck/engine';
import { botLevelLabel, type GameScreenProps, SeatStatus, type Tx } from '@potluck/web-kit';
import { type game, RECIPE_LENGTH, TOKENS_PER_LENGTH, UTENSILS, type WasabiView } from '../index.ts';
import { TileArt, UtensilIcon } from './art.tsx';
import { ingredientName, recipeName, utensilName } from './display.ts';

/** Every seat: name, badges, challenge tokens left, completed recipes, cubes, utensils. */
export function Seats(props: {
  view: WasabiView;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  tx: Tx;
  lang: Locale;
}) {
  const { view, frame, you, names, match, tx, lang } = props;
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
                    <span className="badge bot">{botLevelLabel(match, p, lang)}</span>
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
