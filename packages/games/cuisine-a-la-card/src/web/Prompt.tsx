import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { ReactNode } from 'react';
import { type CuisineEvent, type CuisineView, effectText } from '../index.ts';
import { MiniCard } from './Card.tsx';
import { type CuisineLegal, EFFECTS } from './display.ts';

export type BtnType = (k: string, label: string, card?: string, primary?: boolean) => ReactNode;

/** The line saying what to do now (or whose turn it is), with the buttons of the step's legal actions. */
export function Prompt(props: {
  view: CuisineView;
  you: number;
  names: string[];
  myTurn: boolean;
  building: boolean;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  lastDish: Extract<CuisineEvent, { type: 'dish' }> | undefined;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
}) {
  const { view, names, myTurn, building, L, tx, lang, lastDish, Btn, onZoom, pickLabel } = props;
  const pend = view.pending;
  const actor = pend ? pend.player : view.cur;
  const who = names[actor] ?? `#${actor + 1}`;
  const effect = pend && pend.effect >= 0 ? EFFECTS[pend.effect] : undefined;
  const what = effect ? effectText(effect, lang) : '';
  let text: string;
  if (view.over) text = tx('over');
  else if (!myTurn) {
    if (pend)
      text = tx('waitingChoice', {
        name: who,
        what:
          pend.kind === 'vote'
            ? tx('pendVote', { dish: lastDish?.name ?? '', name: names[lastDish?.player ?? 0] ?? '' })
            : what,
      });
    else text = view.building ? tx('waitingDish', { name: who }) : tx('waitingPlay', { name: who });
  } else if (pend) {
    const n = { n: pend.left };
    text = {
      choice: tx('pendChoice'),
      draw: tx('pendDraw', n),
      trashHand: tx('pendTrashHand', n),
      trashDiscard: tx('pendTrashDiscard', n),
      trashMarket: tx('pendTrashMarket'),
      trashFridge: tx('pendTrashFridge'),
      gain: tx('pendGain'),
      takeBack: tx('pendTakeBack', n),
      look: tx('pendLook'),
      swap: tx('pendSwap'),
      discard: tx('pendDiscard'),
      vote: tx('pendVote', { dish: lastDish?.name ?? '', name: names[lastDish?.player ?? 0] ?? '' }),
    }[pend.kind];
  } else if (building) text = tx('promptDish');
  else if (L.ofType('warm').length > 0) text = tx('promptWarm');
  // after a dish nothing may be bought that turn (docs/games/cuisine-a-la-card.md, "Dishes"): the prompt says so
  else if (view.dishDone) text = tx('promptPlayAfterDish');
  else text = view.acquired ? tx('promptPlayNoDish') : tx('promptPlay');

  const choiceOptions = pend?.kind === 'choice' && effect?.kind === 'choice' ? effect.options : [];
  return (
    <div
      className={`cui-prompt${myTurn ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="cui-prompt"
    >
      <p>{text}</p>
      {myTurn && pend && what && pend.kind !== 'choice' && pend.kind !== 'vote' && (
        <p className="muted cui-small">{what}</p>
      )}
      {myTurn && pend?.kind === 'look' && (
        <div className="cui-cards">
          {pend.cards.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: revealed copies are interchangeable
            <MiniCard key={`${c}-${i}`} card={c} lang={lang} tx={tx} onZoom={onZoom}>
              {Btn(`pick:${c}`, pickLabel, c, true)}
            </MiniCard>
          ))}
        </div>
      )}
      {myTurn && (
        <div className="cui-prompt-actions">
          {choiceOptions.map((opt, i) =>
            Btn(`choose:${i}`, opt.map((e) => effectText(e, lang)).join(', '), undefined, true),
          )}
          {Btn('use', tx('use'), undefined, true)}
          {Btn('vote:true', tx('yes'), undefined, true)}
          {Btn('vote:false', tx('no'), undefined, false)}
          {Btn('startDish', tx('startDish'), undefined, false)}
          {Btn('cancelDish', tx('cancelDish'), undefined, false)}
          {Btn('decline', tx('stop'), undefined, false)}
          {Btn('endTurn', tx('endTurn'), undefined, !building)}
        </div>
      )}
    </div>
  );
}
