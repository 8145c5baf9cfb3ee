import { type GameScreenProps, HandDock, useTexts } from '@potluck/web-kit';
import { useEffect, useMemo, useState } from 'react';
import type { CuisineAction, CuisineEvent, game } from '../index.ts';
import { CardDetails, JudgePortrait, JudgeText, MiniCard, Zoom } from './Card.tsx';
import { DishBuilder } from './DishBuilder.tsx';
import { addPreview, CuisineLegal, cardDef, dishBreakdown, grouped, judgeDef } from './display.ts';
import { Flights } from './Flights.tsx';
import { Judges } from './Judges.tsx';
import { Market } from './Market.tsx';
import { PlayArea } from './PlayArea.tsx';
import { type BtnType, Prompt } from './Prompt.tsx';
import { Resources } from './Resources.tsx';
import { Seats } from './Seats.tsx';
import { CUISINE_TEXTS } from './texts.ts';
import './cuisine.css';

/** An action as text with its keys sorted (the same action from the frame and from a hint compare equal). */
const actionKey = (a: unknown): string =>
  a !== null && typeof a === 'object' ? JSON.stringify(a, Object.keys(a).sort()) : JSON.stringify(a ?? null);

type ZoomTarget = { kind: 'card'; id: string } | { kind: 'judge'; id: string } | null;

export function CuisineScreen({
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
  const { tx, lang } = useTexts(CUISINE_TEXTS);
  // the moves of a hint (issue 17) light up their buttons
  const hintedKeys = new Set((hinted ?? []).map(actionKey));
  const view = frame.view;
  const L = useMemo(() => new CuisineLegal(frame.legal), [frame.legal]);
  const [zoom, setZoom] = useState<ZoomTarget>(null);
  const [dishName, setDishName] = useState('');
  const myTurn = you >= 0 && frame.active.includes(you) && L.size > 0;
  const building = view.building && view.cur === you && view.dish !== null;
  useEffect(() => {
    if (!view.building) setDishName('');
  }, [view.building]);

  const send = (a: CuisineAction | undefined) => {
    if (a && !pending) onMove(a);
  };
  const act = (key: string) => () => send(L.get(key));
  const zoomCard = (id: string) => setZoom({ kind: 'card', id });
  const me = you >= 0 ? view.seats[you] : null;
  const pend = view.pending;
  const myPend = pend !== null && pend.player === you;
  const breakdown = building && view.dish ? dishBreakdown(view, you, view.dish.cards) : null;
  const lastDish = [...log].reverse().find((l) => (l.event as CuisineEvent).type === 'dish')?.event as
    | Extract<CuisineEvent, { type: 'dish' }>
    | undefined;

  /** A small action button for a legal action key (nothing if that action is not legal now). */
  const Btn: BtnType = (k, label, card, primary) =>
    L.has(k) ? (
      <button
        type="button"
        className={`btn small${primary ? ' primary' : ''}${hintedKeys.has(actionKey(L.get(k))) ? ' hinted' : ''}`}
        disabled={pending}
        onClick={act(k)}
        aria-label={card ? tx('actionOn', { action: label, card: cardDef(card).name[lang] }) : undefined}
        data-action={k}
        key={k}
      >
        {label}
      </button>
    ) : null;

  const pickLabel = () => {
    switch (pend?.kind) {
      case 'trashHand':
      case 'trashDiscard':
      case 'trashFridge':
      case 'trashMarket':
        return tx('trash');
      case 'takeBack':
        return tx('takeBack');
      case 'discard':
        return tx('discard');
      case 'look':
        return tx('take');
      case 'gain':
        return tx('gain');
      case 'swap':
        return tx('swap');
      default:
        return tx('pick');
    }
  };

  return (
    <div className="cui" data-testid="cuisine">
      <div className="cui-head">
        <span className="cui-chip dark">{tx('round', { n: view.round })}</span>
        <span className="cui-chip">{tx('target', { n: view.target })}</span>
        <a className="cui-link" href="#/rules/cuisine-a-la-card" data-testid="rules-link">
          {tx('rules')}
        </a>
        {frame.result && (
          <a className="cui-link" href={`#/replay/${encodeURIComponent(match.id)}`} data-testid="replay-link">
            {tx('replay')}
          </a>
        )}
      </div>

      <Resources view={view} names={names} tx={tx} />
      <Seats
        view={view}
        frame={frame}
        you={you}
        names={names}
        match={match}
        tx={tx}
        lang={lang}
        onZoom={zoomCard}
      />

      <Prompt
        view={view}
        you={you}
        names={names}
        myTurn={myTurn}
        building={building}
        L={L}
        tx={tx}
        lang={lang}
        lastDish={lastDish}
        Btn={Btn}
        onZoom={zoomCard}
        pickLabel={pickLabel()}
      />

      {/* the hand beside the market on a desktop, above it on a phone (issue 16 item 1); the dish being built in
          the market's column, where the fridge and the fork pile were (on a desktop under the market's cards, on a
          phone first, over the play area: the hand is docked at the bottom) */}
      <div className={`cui-main${building ? ' cooking' : ''}`}>
        <div className="cui-col">
          {me && you >= 0 && (
            // pinned at the bottom of a phone's screen (issue 16 item 1)
            <HandDock>
              <section
                className={`panel cui-hand${myTurn ? ' my-turn' : ''}`}
                aria-labelledby="cui-hand-title"
                data-testid="cui-hand"
              >
                <div className="cui-hand-head">
                  <h2 id="cui-hand-title">{tx('yourHand')}</h2>
                  <span className="cui-chip">{tx('deckN', { n: me.deckCount })}</span>
                  <span className="cui-chip" data-testid="cui-my-discard">
                    {tx('discardN', { n: me.discard.length })}
                  </span>
                  <span className="cui-chip">
                    {tx('platesN', { n: me.plateCount, cap: me.platesUsable })}
                  </span>
                </div>
                {(me.hand ?? []).length === 0 ? (
                  <p className="muted">{tx('handEmpty')}</p>
                ) : (
                  <div className="cui-cards" data-testid="cui-hand-cards">
                    {grouped(me.hand ?? []).map(({ card: c, n }) => {
                      const preview = building ? addPreview(view, you, c, 'hand') : null;
                      return (
                        <MiniCard
                          key={c}
                          card={c}
                          lang={lang}
                          tx={tx}
                          onZoom={zoomCard}
                          count={n}
                          note={
                            preview !== null && L.has(`add:${c}:hand`) && cardDef(c).kind === 'ingredient'
                              ? tx('addPreview', { n: preview })
                              : undefined
                          }
                        >
                          {Btn(`play:${c}`, tx('play'), c, true)}
                          {Btn(`warm:${c}`, tx('warm'), c, false)}
                          {Btn(`add:${c}:hand`, tx('add'), c, true)}
                          {myPend &&
                            (pend?.kind === 'trashHand' || pend?.kind === 'discard') &&
                            Btn(`pick:${c}`, pickLabel(), c, true)}
                        </MiniCard>
                      );
                    })}
                  </div>
                )}
                {(me.plates ?? []).length > 0 && (
                  <>
                    <h3>{tx('yourPlates', { n: me.plateCount, cap: me.platesUsable })}</h3>
                    <div className="cui-cards">
                      {grouped(me.plates ?? []).map(({ card: c, n }) => (
                        <MiniCard
                          key={c}
                          card={c}
                          lang={lang}
                          tx={tx}
                          onZoom={zoomCard}
                          className="plate"
                          count={n}
                        >
                          {Btn(`add:${c}:plate`, tx('add'), c, true)}
                          {myPend && pend?.kind === 'takeBack' && Btn(`pick:${c}`, pickLabel(), c, true)}
                        </MiniCard>
                      ))}
                    </div>
                  </>
                )}
                {myPend && pend?.kind === 'trashDiscard' && (
                  <>
                    <h3>{tx('discardPile')}</h3>
                    <div className="cui-cards">
                      {grouped(me.discard).map(({ card, n }) => (
                        <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={zoomCard} count={n}>
                          {Btn(`pick:${card}`, pickLabel(), card, true)}
                        </MiniCard>
                      ))}
                    </div>
                  </>
                )}
              </section>
            </HandDock>
          )}
          <PlayArea view={view} names={names} tx={tx} lang={lang} onZoom={zoomCard} />
        </div>
        <div className="cui-col">
          {building && breakdown && view.dish && (
            <DishBuilder
              view={view}
              breakdown={breakdown}
              L={L}
              tx={tx}
              lang={lang}
              pending={pending}
              name={dishName}
              setName={setDishName}
              send={send}
              Btn={Btn}
              onZoom={zoomCard}
            />
          )}
          <Market
            cooking={building}
            view={view}
            L={L}
            tx={tx}
            lang={lang}
            Btn={Btn}
            onZoom={zoomCard}
            pickLabel={pickLabel()}
            myPend={myPend}
            pending={pending}
            hinted={(k) => L.has(k) && hintedKeys.has(actionKey(L.get(k)))}
            send={send}
            refuse={onRefused && myTurn && !myPend && !pending && !view.building ? onRefused : undefined}
          />
        </div>
      </div>

      <Judges
        view={view}
        breakdown={breakdown}
        tx={tx}
        lang={lang}
        onZoom={(id) => setZoom({ kind: 'judge', id })}
      />

      <Flights log={log} you={you} lang={lang} tx={tx} />
      {zoom && (
        <Zoom
          title={zoom.kind === 'card' ? cardDef(zoom.id).name[lang] : judgeDef(zoom.id).name[lang]}
          onClose={() => setZoom(null)}
          tx={tx}
        >
          {zoom.kind === 'card' ? (
            <CardDetails card={zoom.id} lang={lang} tx={tx} />
          ) : (
            <div className="cui-big judge">
              <div className="cui-big-art">
                <JudgePortrait judge={zoom.id} size={96} />
              </div>
              <h3>{judgeDef(zoom.id).name[lang]}</h3>
              <JudgeText judge={zoom.id} lang={lang} />
            </div>
          )}
        </Zoom>
      )}
    </div>
  );
}
