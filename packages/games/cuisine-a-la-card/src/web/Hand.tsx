import type { Locale } from '@potluck/engine';
import { HandDock, type Tx } from '@potluck/web-kit';
import { useRef } from 'react';
import type { CuisineView } from '../index.ts';
import { CardNameChip, MiniCard } from './Card.tsx';
import { addPreview, type CuisineLegal, cardDef, grouped } from './display.ts';
import type { BtnType } from './Prompt.tsx';
import { useRoomBelow } from './room-below.ts';

/** A kind of card in the hand or on the plates, with its copies. */
type Entry = { card: string; n: number; from: 'hand' | 'plate' };

/**
 * The seat's hand, warming plates and (when a choice asks for it) discard pile, docked at the bottom of a phone's
 * screen. While it cooks (`building`), only the cards that can go into the dish, from the hand and then the plates,
 * are drawn as cards, with their Add button and what they add to the meal, in one grid; the others (spoons, forks…)
 * shrink to a line of names, each still opening its zoom, so the hand stays beside the dish on one screen (issue 16
 * item 1). On a
 * desktop the hand never runs past the bottom of the window: a very long one scrolls inside itself.
 */
export function Hand(props: {
  view: CuisineView;
  you: number;
  building: boolean;
  myTurn: boolean;
  myPend: boolean;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
}) {
  const { view, you, building, myTurn, myPend, L, tx, lang, Btn, onZoom, pickLabel } = props;
  const ref = useRef<HTMLElement>(null);
  useRoomBelow(ref);
  const me = view.seats[you];
  if (!me) return null;
  const pend = view.pending;

  const handButtons = (c: string) =>
    [
      Btn(`play:${c}`, tx('play'), c, true),
      Btn(`warm:${c}`, tx('warm'), c, false),
      Btn(`add:${c}:hand`, tx('add'), c, true),
      myPend && (pend?.kind === 'trashHand' || pend?.kind === 'discard')
        ? Btn(`pick:${c}`, pickLabel, c, true)
        : null,
    ].filter((b) => b !== null && b !== false);
  const plateButtons = (c: string) =>
    [
      Btn(`add:${c}:plate`, tx('add'), c, true),
      myPend && pend?.kind === 'takeBack' ? Btn(`pick:${c}`, pickLabel, c, true) : null,
    ].filter((b) => b !== null && b !== false);
  /** What a card adds to the meal (on the cards that can go into the dish now), and that it waits on a plate. */
  const note = (c: string, from: 'hand' | 'plate') => {
    if (!building || !L.has(`add:${c}:${from}`) || cardDef(c).kind !== 'ingredient') return undefined;
    const n = addPreview(view, you, c, from);
    const meal = n === null ? '' : tx('addPreview', { n });
    return from === 'plate' ? [meal, tx('fromPlate')].filter(Boolean).join(' · ') : meal || undefined;
  };
  const buttonsOf = (e: Entry) => (e.from === 'hand' ? handButtons(e.card) : plateButtons(e.card));
  const tiles = (list: Entry[], testid?: string) =>
    list.length > 0 && (
      <div className="cui-cards" data-testid={testid}>
        {list.map((e) => (
          <MiniCard
            key={`${e.from}:${e.card}`}
            card={e.card}
            lang={lang}
            tx={tx}
            onZoom={onZoom}
            count={e.n}
            className={e.from === 'plate' ? 'plate' : ''}
            note={note(e.card, e.from)}
          >
            {buttonsOf(e)}
          </MiniCard>
        ))}
      </div>
    );
  const hand: Entry[] = grouped(me.hand ?? []).map((g) => ({ ...g, from: 'hand' }));
  const plates: Entry[] = grouped(me.plates ?? []).map((g) => ({ ...g, from: 'plate' }));

  /** While cooking: what can go into the dish, from the hand and the plates, as cards; the rest as names. */
  const cooking = () => {
    // the cards already in the dish stay in the hand and on the plates until it is served: not listed again
    const inDish = (from: 'hand' | 'plate') =>
      (view.dish?.cards ?? []).filter((c) => c.from === from).map((c) => c.card);
    const left = (list: readonly string[], used: string[]) => {
      const rest = [...list];
      for (const c of used) {
        const i = rest.indexOf(c);
        if (i >= 0) rest.splice(i, 1);
      }
      return rest;
    };
    const all: Entry[] = [
      ...grouped(left(me.hand ?? [], inDish('hand'))).map((g): Entry => ({ ...g, from: 'hand' })),
      ...grouped(left(me.plates ?? [], inDish('plate'))).map((g): Entry => ({ ...g, from: 'plate' })),
    ];
    if (all.length === 0) return <p className="muted">{tx('handEmpty')}</p>;
    return (
      <>
        {tiles(
          all.filter((e) => buttonsOf(e).length > 0),
          'cui-hand-cards',
        )}
        <IdleCards cards={all.filter((e) => buttonsOf(e).length === 0)} tx={tx} lang={lang} onZoom={onZoom} />
      </>
    );
  };

  return (
    // pinned at the bottom of a phone's screen (issue 16 item 1)
    <HandDock>
      <section
        className={`panel cui-hand${myTurn ? ' my-turn' : ''}${building ? ' cooking' : ''}`}
        aria-labelledby="cui-hand-title"
        data-testid="cui-hand"
        ref={ref}
      >
        <div className="cui-hand-head">
          <h2 id="cui-hand-title">{tx('yourHand')}</h2>
          <span className="cui-chip">{tx('deckN', { n: me.deckCount })}</span>
          <span className="cui-chip" data-testid="cui-my-discard">
            {tx('discardN', { n: me.discard.length })}
          </span>
          <span className="cui-chip">{tx('platesN', { n: me.plateCount, cap: me.platesUsable })}</span>
        </div>
        <div className="cui-hand-body">
          {building ? (
            cooking()
          ) : (
            <>
              {hand.length === 0 ? <p className="muted">{tx('handEmpty')}</p> : tiles(hand, 'cui-hand-cards')}
              {plates.length > 0 && (
                <>
                  <h3>{tx('yourPlates', { n: me.plateCount, cap: me.platesUsable })}</h3>
                  {tiles(plates)}
                </>
              )}
            </>
          )}
          {myPend && pend?.kind === 'trashDiscard' && (
            <>
              <h3>{tx('discardPile')}</h3>
              <div className="cui-cards">
                {grouped(me.discard).map(({ card, n }) => (
                  <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={onZoom} count={n}>
                    {Btn(`pick:${card}`, pickLabel, card, true)}
                  </MiniCard>
                ))}
              </div>
            </>
          )}
        </div>
      </section>
    </HandDock>
  );
}

/** The cards that cannot go into the dish being cooked: their names (and pictures), each opening its zoom. */
function IdleCards({
  cards,
  tx,
  lang,
  onZoom,
}: {
  cards: Entry[];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <p className="cui-idle" data-testid="cui-idle-cards">
      <span className="muted">{tx('notForDish')}</span>
      {cards.map(({ card, n, from }) => (
        <CardNameChip key={`${from}:${card}`} card={card} tx={tx} lang={lang} onZoom={onZoom}>
          {n > 1 && <span className="cui-count"> ×{n}</span>}
          {from === 'plate' && <span className="cui-idle-where">{tx('onPlate')}</span>}
        </CardNameChip>
      ))}
    </p>
  );
}
