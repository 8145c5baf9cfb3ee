import type { Locale } from '@potluck/engine';
import {
  botLevelLabel,
  type GameScreenProps,
  Hand,
  HandDock,
  InScoresDrawer,
  ScoreSheet,
  SeatStatus,
  TrickArea,
  useKitTexts,
  useLocale,
  useTexts,
} from '@potluck/web-kit';
import { type KeyboardEvent, memo, useRef } from 'react';
import { type game, RECIPES, type Recipe, type TmcView } from '../index.ts';
import { PotArt, RecipeIcon, SuitIcon } from './art.tsx';
import { CardBack, CardFace } from './Card.tsx';
import {
  cardInfo,
  cardName,
  choosableRecipes,
  handGroups,
  lastPotCollected,
  lastPotTaken,
  playableCards,
  potPlayers,
  provisionalScores,
  recipeName,
  recipeScoring,
  scoreRows,
  suitColourName,
  suitName,
  takenBySuit,
} from './display.ts';
import { TMC_TEXTS } from './texts.ts';
import './tmc.css';

/**
 * The `layoutId` prefix the hand and the pot share in a round: a played card travels from one to the other. Per
 * round, since a card id comes back in the next deal (a pot taken by a round's last card keeps its round's).
 */
const cardsOf = (round: number) => `tmc-card-${round}`;

/** Seat indices 0..n-1. */
const seatsOf = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Arrow keys move the focus between the enabled buttons of a group (hand, recipes). */
function arrowNav(e: KeyboardEvent<HTMLElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  if (buttons.length === 0) return;
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next = i;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = buttons.length - 1;
  else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = i <= 0 ? buttons.length - 1 : i - 1;
  else next = i < 0 || i === buttons.length - 1 ? 0 : i + 1;
  buttons[next].focus();
  e.preventDefault();
}

export function TmcScreen({
  match,
  frame,
  you,
  names,
  log,
  pending,
  onMove,
  onRefused,
  hinted,
}: GameScreenProps<typeof game>) {
  const { tx } = useTexts(TMC_TEXTS);
  // the moves of a hint (issue 17) light up their cards and recipes
  const hintedMoves = hinted ?? [];
  const hintedCards = new Set(hintedMoves.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
  const hintedRecipes = new Set(hintedMoves.flatMap((a) => (a.type === 'choose' ? [a.recipe] : [])));
  const { lang } = useLocale();
  const view = frame.view;
  const playable = playableCards(frame.legal);
  const choosable = choosableRecipes(frame.legal);
  const myTurn = you >= 0 && frame.active.includes(you);
  // the seats' badges: other seats' cards come into the pot from them, a taken pot goes to its taker's
  const root = useRef<HTMLDivElement>(null);
  const badge = (seat: number) => root.current?.querySelector(`[data-testid="seat-${seat}"]`);

  return (
    <div className="tmc" data-phase={view.phase} ref={root}>
      <div className="tmc-head">
        <span className="round-chip" data-testid="round">
          {tx('round', { n: Math.min(view.round + 1, 5) })}
        </span>
        <a className="tmc-link" href="#/rules/too-many-cooks" data-testid="rules-link">
          {tx('rules')}
        </a>
      </div>

      <Seats view={view} frame={frame} you={you} names={names} match={match} lang={lang} />

      {view.phase === 'choose' && you >= 0 && (
        <RecipeChooser
          view={view}
          you={you}
          choosable={choosable}
          disabled={pending || !myTurn}
          onChoose={(recipe) => onMove({ type: 'choose', recipe })}
          hinted={hintedRecipes}
          lang={lang}
        />
      )}

      {view.phase !== 'over' && (
        <Pot view={view} names={names} log={log} you={you} badge={badge} lang={lang} />
      )}

      {view.hand && view.phase !== 'over' && (
        // pinned at the bottom of a phone's screen while cards are played (issue 16 item 1); not over the recipes
        <HandDock pinned={view.phase === 'play'}>
          <TmcHand
            view={view}
            playable={playable}
            busy={pending}
            myTurn={myTurn && view.phase === 'play'}
            onPlay={(card) => onMove({ type: 'play', card })}
            onRefused={onRefused && ((card) => onRefused({ type: 'play', card }))}
            hinted={hintedCards}
            lang={lang}
          />
        </HandDock>
      )}

      {/* on a phone, in the table's Scores drawer (issue 16 item 1) */}
      <InScoresDrawer>
        {/* drawn again only when what they show changed (frames share their unchanged parts), not on every move */}
        <Taken players={view.players} taken={view.taken} deck={view.deck} names={names} lang={lang} />
        <ScoreTable
          players={view.players}
          history={view.history}
          round={view.round}
          phase={view.phase}
          recipes={view.recipes}
          totals={view.totals}
          names={names}
          you={you}
          lang={lang}
        />
      </InScoresDrawer>
    </div>
  );
}

function Seats({
  view,
  frame,
  you,
  names,
  match,
  lang,
}: {
  view: TmcView;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  lang: Locale;
}) {
  const { tx: kt } = useKitTexts();
  const { tx } = useTexts(TMC_TEXTS);
  const provisional = provisionalScores(view);
  return (
    <ul className="tmc-seats" aria-label={kt('players')}>
      {seatsOf(view.players).map((seat) => {
        const active = frame.active.includes(seat);
        const recipe = view.recipes[seat];
        const bot = botLevelLabel(match, seat, lang);
        const handSize = view.handSizes[seat];
        return (
          <li
            key={seat}
            className={`tmc-seat${active ? ' active' : ''}${seat === you ? ' me' : ''}`}
            aria-current={active ? 'true' : undefined}
            data-testid={`seat-${seat}`}
          >
            <div className="seat-top">
              <span className="seat-name" title={bot ? `${names[seat]} · ${bot}` : names[seat]}>
                {names[seat]}
              </span>
              {seat === you && <span className="badge you">{kt('you')}</span>}
              {bot && (
                // on a phone the robot stands for the words, which stay for screen readers (and the name's title)
                <span className="badge bot" title={bot}>
                  <BotGlyph />
                  <span className="bot-label">{bot}</span>
                </span>
              )}
              <SeatStatus seat={seat} />
            </div>
            <div className="seat-score" title={tx('totalRow')}>
              <span className="visually-hidden">{tx('totalRow')}: </span>
              {view.totals[seat]}
            </div>
            <div className="seat-meta">
              <span className="hand-size" title={tx('handCount', { count: handSize })}>
                <CardBack className="mini-back" />
                {/* on a phone only the number shows (the words stay for screen readers and in the title) */}
                <span className="count-words">{tx('handCount', { count: handSize })}</span>
                <span className="count-n" aria-hidden="true">
                  {handSize}
                </span>
              </span>
              {view.phase !== 'over' && view.leader === seat && (
                <span className="chip lead-chip">{tx('leader')}</span>
              )}
              {view.phase === 'play' && handSize === 0 && (
                <span className="chip last-chip">{tx('lastCard')}</span>
              )}
            </div>
            <div className="seat-recipe">
              {recipe ? (
                <span className="recipe-chip" data-recipe={recipe} title={recipeName(recipe, lang)}>
                  <RecipeIcon recipe={recipe} size={22} />
                  <span className="recipe-label">{recipeName(recipe, lang)}</span>
                  {provisional[seat] !== null && view.phase === 'play' && (
                    <span className="prov">
                      {(provisional[seat] ?? 0) > 0 ? '+' : ''}
                      {provisional[seat]}
                    </span>
                  )}
                </span>
              ) : view.phase === 'choose' ? (
                <span className="muted">{view.chosen[seat] ? `✓ ${tx('chosen')}` : tx('choosing')}</span>
              ) : null}
            </div>
            {view.voids[seat]?.length > 0 && (
              <div className="seat-voids">
                <span className="muted voids-label">{tx('voids')}:</span>
                {view.voids[seat].map((s) => (
                  <span key={s} className="void" title={suitName(s, lang)}>
                    <SuitIcon suit={s} size={18} />
                    <span className="visually-hidden">{suitName(s, lang)}</span>
                  </span>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A small robot's head: a bot's seat, on a phone where the badge's words do not fit (decorative). */
function BotGlyph() {
  return (
    <svg
      className="bot-glyph"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1.5v2.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="1.6" r="1.3" fill="currentColor" />
      <rect x="2.5" y="4.5" width="11" height="9" rx="2.5" fill="currentColor" />
      <circle cx="5.8" cy="8.6" r="1.3" fill="#e3e8f4" />
      <circle cx="10.2" cy="8.6" r="1.3" fill="#e3e8f4" />
      <path d="M5.8 11.4h4.4" stroke="#e3e8f4" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

function RecipeChooser({
  view,
  you,
  choosable,
  disabled,
  onChoose,
  hinted,
  lang,
}: {
  view: TmcView;
  you: number;
  choosable: Set<Recipe>;
  disabled: boolean;
  onChoose: (r: Recipe) => void;
  /** Recipes a hint suggests (issue 17). */
  hinted?: Set<Recipe | undefined>;
  lang: Locale;
}) {
  const { tx } = useTexts(TMC_TEXTS);
  const mine = view.recipes[you];
  const used = new Set(view.usedRecipes[you] ?? []);
  return (
    <section className="panel tmc-choose" aria-labelledby="choose-title" data-testid="recipe-chooser">
      <h2 id="choose-title">{tx('chooseRecipe')}</h2>
      <p className="muted">{tx('chooseHint')}</p>
      <fieldset className="recipes" aria-labelledby="choose-title" onKeyDown={arrowNav}>
        {RECIPES.map((r) => {
          const legal = choosable.has(r);
          const isMine = mine === r;
          return (
            <button
              key={r}
              type="button"
              className={`recipe${legal ? ' legal' : ''}${isMine ? ' picked' : ''}${hinted?.has(r) ? ' hinted' : ''}`}
              disabled={!legal || disabled}
              aria-pressed={isMine}
              onClick={() => onChoose(r)}
              data-testid={`recipe-${r}`}
            >
              <RecipeIcon recipe={r} size={40} />
              <span className="recipe-name">{recipeName(r, lang)}</span>
              <span className="recipe-scoring">{recipeScoring(r, lang)}</span>
              {used.has(r) && <span className="badge">{tx('used')}</span>}
              {isMine && <span className="badge open">✓ {tx('chosen')}</span>}
            </button>
          );
        })}
      </fieldset>
    </section>
  );
}

function TotalGauge({ total }: { total: number }) {
  const frac = Math.max(0, Math.min(1, total / 10));
  const c = 2 * Math.PI * 26;
  return (
    <svg className="gauge" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="26" fill="#fffaf2" stroke="#e6d3b6" strokeWidth="7" />
      <circle
        cx="32"
        cy="32"
        r="26"
        fill="none"
        stroke={total >= 7 ? '#c62828' : '#d9691f'}
        strokeWidth="7"
        strokeDasharray={`${c * frac} ${c}`}
        transform="rotate(-90 32 32)"
        strokeLinecap="round"
      />
      <text x="32" y="39" textAnchor="middle" fontSize="20" fontWeight="700" fill="#2b1d14">
        {total}
      </text>
    </svg>
  );
}

function Pot({
  view,
  names,
  log,
  you,
  badge,
  lang,
}: {
  view: TmcView;
  names: string[];
  log: GameScreenProps['log'];
  you: number;
  badge: (seat: number) => Element | null | undefined;
  lang: Locale;
}) {
  const { tx } = useTexts(TMC_TEXTS);
  const events = log.map((l) => l.event);
  const who = potPlayers(view.pot, events);
  const last = lastPotTaken(events);
  const collected = lastPotCollected(log);
  const lastLine = last
    ? tx('lastPot', { name: names[last.player], count: last.cards.length, total: last.total })
    : '';
  return (
    <section className="tmc-pot panel" aria-labelledby="pot-title" data-testid="pot">
      <div className="pot-head">
        <h2 id="pot-title">{tx('pot')}</h2>
        <div className="pot-total" data-testid="pot-total">
          <span className="visually-hidden">{`${tx('total')}: ${view.total}`}</span>
          <TotalGauge total={view.total} />
          <span className="muted">/ 10</span>
        </div>
        {/* One chip at most, on a row of its own that is there even when empty: a chip appearing, changing or going
            never moves the pot (on a phone the row wrapped under the title as the first card came, and a second chip
            made two rows: layout shifts of 0.005–0.08 every pot, issue 16 item 9). A chili releases the follow rule,
            so its chip replaces the follow colour's. */}
        <div className="pot-rules" data-testid="pot-rules">
          {view.released ? (
            <span className="release-chip" data-testid="released">
              <SuitIcon suit="chili" size={20} />
              <span className="chip-text">{tx('released')}</span>
            </span>
          ) : view.follow ? (
            <span className="follow-chip" data-suit={view.follow}>
              <SuitIcon suit={view.follow} size={20} />
              <span className="chip-text">{tx('follow', { colour: suitColourName(view.follow, lang) })}</span>
            </span>
          ) : (
            view.pot.length > 0 && <span className="chip chip-text">{tx('noFollow')}</span>
          )}
        </div>
      </div>
      <div className="pot-body">
        <PotArt />
        <TrickArea
          className="pot-cards"
          plays={view.pot.map((id, i) => ({ key: id, seat: who[i] }))}
          renderFace={(id) => <CardFace card={cardInfo(view.deck, Number(id))} />}
          label={(id) => cardName(view.deck, Number(id), lang)}
          seatName={(seat) => names[seat] ?? ''}
          origin={badge}
          you={you}
          layoutPrefix={cardsOf(view.round)}
          collected={
            collected && {
              key: collected.key,
              by: collected.by,
              plays: collected.cards.map((id, i) => ({ key: id, seat: collected.who[i] })),
              layoutPrefix: cardsOf(collected.roundEnded ? view.round - 1 : view.round),
            }
          }
          empty={<p className="pot-empty">{tx('emptyPot')}</p>}
        />
      </div>
      {/* its room is there before the first pot is taken: the line's coming does not move what is under the pot */}
      {last ? (
        <div className="last-pot" data-testid="last-pot">
          <span title={lastLine}>{lastLine}</span>
          <ul className="mini-cards">
            {last.cards.map((id) => (
              <MiniCard key={id} deck={view.deck} id={id} lang={lang} />
            ))}
          </ul>
        </div>
      ) : (
        <div className="last-pot" aria-hidden="true" />
      )}
    </section>
  );
}

function TmcHand({
  view,
  playable,
  busy,
  myTurn,
  onPlay,
  onRefused,
  hinted,
  lang,
}: {
  view: TmcView;
  /** Cards a hint suggests playing (issue 17). */
  hinted?: Set<number | undefined>;
  playable: Set<number>;
  busy: boolean;
  myTurn: boolean;
  onPlay: (card: number) => void;
  /** A tap on a card that cannot be played now: the table says why (nothing is sent). */
  onRefused?: (card: number) => void;
  lang: Locale;
}) {
  const { tx } = useTexts(TMC_TEXTS);
  // by colour, each colour by value
  const cards = handGroups(view.deck, view.hand ?? []).flatMap((g) => g.cards);
  return (
    <section className={`tmc-hand panel${myTurn ? ' my-turn' : ''}`} aria-labelledby="hand-title">
      <h2 id="hand-title">
        {tx('yourHand')} <span className="muted">({tx('handCount', { count: view.hand?.length ?? 0 })})</span>
      </h2>
      <Hand
        cards={cards}
        keyOf={(id) => id}
        isLegal={(id) => playable.has(id)}
        active={myTurn}
        busy={busy}
        onPlay={onPlay}
        onRefused={onRefused}
        renderFace={(id) => <CardFace card={cardInfo(view.deck, id)} />}
        // named by this text (the face is a picture): speech input hears the card's name
        label={(id, ok) => {
          const name = cardName(view.deck, id, lang);
          return ok ? tx('play', { card: name }) : `${name} (${tx('notPlayable')})`;
        }}
        groupOf={(id) => cardInfo(view.deck, id).suit}
        groupClass="suit-group"
        hinted={(id) => hinted?.has(id) ?? false}
        layoutPrefix={cardsOf(view.round)}
        labelledBy="hand-title"
      />
    </section>
  );
}

function MiniCard({ deck, id, lang }: { deck: TmcView['deck']; id: number; lang: Locale }) {
  return (
    <li className="mini-card" title={cardName(deck, id, lang)}>
      <CardFace card={cardInfo(deck, id)} />
      <span className="visually-hidden">{cardName(deck, id, lang)}</span>
    </li>
  );
}

const Taken = memo(function Taken({
  players,
  taken,
  deck,
  names,
  lang,
}: Pick<TmcView, 'players' | 'taken' | 'deck'> & { names: string[]; lang: Locale }) {
  const { tx } = useTexts(TMC_TEXTS);
  return (
    <section className="panel tmc-taken" aria-labelledby="taken-title">
      <h2 id="taken-title">{tx('taken')}</h2>
      <ul className="taken-list">
        {seatsOf(players).map((seat) => {
          const cards = taken[seat] ?? [];
          const by = takenBySuit(deck, cards);
          return (
            <li key={seat}>
              <div className="taken-who">
                <strong>{names[seat]}</strong>
                <span className="taken-counts">
                  {(Object.keys(by) as (keyof typeof by)[])
                    .filter((s) => by[s] > 0)
                    .map((s) => (
                      <span key={s} className="count" title={suitName(s, lang)}>
                        <SuitIcon suit={s} size={16} />
                        {by[s]}
                      </span>
                    ))}
                </span>
              </div>
              {cards.length === 0 ? (
                <span className="muted">{tx('takenNone')}</span>
              ) : (
                <ul className="mini-cards">
                  {[...cards]
                    .sort((a, b) => a - b)
                    .map((id) => (
                      <MiniCard key={id} deck={deck} id={id} lang={lang} />
                    ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});

const ScoreTable = memo(function ScoreTable({
  players,
  history,
  round,
  phase,
  recipes,
  totals,
  names,
  you,
  lang,
}: Pick<TmcView, 'players' | 'history' | 'round' | 'phase' | 'recipes' | 'totals'> & {
  names: string[];
  you: number;
  lang: Locale;
}) {
  const { tx } = useTexts(TMC_TEXTS);
  return (
    <section className="panel tmc-scores" aria-labelledby="scores-title">
      <h2 id="scores-title">{tx('scores')}</h2>
      <ScoreSheet
        testId="score-table"
        seats={seatsOf(players).map((seat) => names[seat])}
        you={you}
        rows={scoreRows({ players, history, round, phase, recipes }).map((r) => ({
          key: r.round,
          head: r.round + 1,
          current: r.current,
          cells: r.cells.map((c) => (
            <>
              {c.recipe && (
                <span className="cell-recipe" title={recipeName(c.recipe, lang)}>
                  <RecipeIcon recipe={c.recipe} size={18} />
                  <span className="visually-hidden">{recipeName(c.recipe, lang)}</span>
                </span>
              )}
              {c.score === null ? (c.recipe ? '' : '–') : c.score}
            </>
          )),
        }))}
        totals={totals}
        totalLabel={tx('totalRow')}
      />
    </section>
  );
});
