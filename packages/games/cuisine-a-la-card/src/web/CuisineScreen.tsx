import { type GameScreenProps, useTexts } from '@potluck/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CuisineAction, CuisineEvent, game } from '../index.ts';
import { CardDetails, JudgePortrait, JudgeText, Zoom } from './Card.tsx';
import { DishBuilder } from './DishBuilder.tsx';
import { CuisineLegal, cardDef, dishBreakdown, judgeDef } from './display.ts';
import { Flights } from './Flights.tsx';
import { Hand } from './Hand.tsx';
import { Judges } from './Judges.tsx';
import { Market } from './Market.tsx';
import { PlayArea } from './PlayArea.tsx';
import { type BtnType, Prompt } from './Prompt.tsx';
import { usePhoneLayout } from './phone.ts';
import { Resources } from './Resources.tsx';
import { useRoomBelow } from './room-below.ts';
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
  // the dish's column ends above the window's bottom on a desktop while cooking (cuisine.css)
  const dishCol = useRef<HTMLDivElement>(null);
  useRoomBelow(dishCol);
  const myTurn = you >= 0 && frame.active.includes(you) && L.size > 0;
  // on a phone the prompt comes first, under the round's line (above the docked hand without scrolling)
  const phone = usePhoneLayout();
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

  /** What to do now, with the step's buttons: after the seats, or first on a phone (issue 16, "the table fits"). */
  const prompt = (
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
  );

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

      {phone && prompt}
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

      {!phone && prompt}

      {/* the hand and the play area beside the market on a desktop; on a phone the market's column first, the play
          area under it (it grows and empties every turn) and the hand docked at the bottom (issue 16 items 1, 9);
          the dish being built in the market's column, over the market (folded to a line of names: nothing can be
          bought then), with the judges it can be served to */}
      <div className={`cui-main${building ? ' cooking' : ''}`}>
        <div className="cui-col">
          {me && you >= 0 && (
            <Hand
              view={view}
              you={you}
              building={building}
              myTurn={myTurn}
              myPend={myPend}
              L={L}
              tx={tx}
              lang={lang}
              Btn={Btn}
              onZoom={zoomCard}
              pickLabel={pickLabel()}
            />
          )}
          <PlayArea view={view} names={names} tx={tx} lang={lang} onZoom={zoomCard} />
        </div>
        <div className="cui-col" ref={dishCol}>
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
              lit={(a) => hintedKeys.has(actionKey(a))}
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
