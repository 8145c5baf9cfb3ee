import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { UtensilKey, WasabiAction, WasabiView } from '../index.ts';
import { ingredientName, squareName, usableUtensils, utensilName, type WasabiLegal } from './display.ts';
import { type Tool, tileName } from './tools.ts';

/** The line above the board saying what to do now (or whose turn it is), with the step's buttons. */
export function Prompt(props: {
  view: WasabiView;
  L: WasabiLegal;
  you: number;
  myTurn: boolean;
  names: string[];
  tool: Tool;
  tile: string | null;
  from: number | null;
  pending: boolean;
  tx: Tx;
  lang: Locale;
  send: (a: WasabiAction) => void;
  cancel: () => void;
  /** The moves of a hint shown now: their buttons here are lit (End turn, Confirm discard, Back to the pantry). */
  hinted?: readonly WasabiAction[];
}) {
  const { view, L, myTurn, names, tool, tile, from, pending, tx, lang, send, cancel } = props;
  const lit = (type: WasabiAction['type']) => (props.hinted?.some((a) => a.type === type) ? ' hinted' : '');
  const cur = names[view.current] ?? `#${view.current + 1}`;
  let text: string;
  if (view.phase === 'over') {
    text = view.winner >= 0 ? tx('gameOverTen', { name: names[view.winner] ?? '' }) : tx('gameOverFull');
  } else if (!myTurn) {
    const to = names[(view.current + 1) % view.players] ?? '';
    const key = {
      give: 'waitingGive',
      draw: 'waitingDraw',
      turn: 'waitingTurn',
      chop: 'waitingChop',
      reward: 'waitingReward',
      refill: 'waitingRefill',
    }[view.phase];
    text = tx(key, { name: cur, to });
  } else {
    switch (view.phase) {
      case 'give':
        text = tx('promptGive', { n: view.given + 1, name: names[(view.current + 1) % view.players] ?? '' });
        break;
      case 'draw':
        text = tx('promptDraw');
        break;
      case 'chop':
        text = tx('promptChopTo', { tile: ingredientName(view.chopped, lang) });
        break;
      case 'reward':
        text = view.mustReturn ? tx('promptReturn') : tx('promptReward', { n: view.rewardsDue });
        break;
      case 'refill':
        text = tx('promptRefill');
        break;
      default:
        if (tool === 'discard' || view.discardMask !== 0) text = tx('promptDiscard');
        else if (tool === 'stack') text = tx('promptStack');
        else if (tool === 'switch')
          text = from === null ? tx('promptSwitch') : tx('promptSwitch2', { sq: squareName(from) });
        else if (tool === 'chop') text = tx('promptChop');
        else if (tool === 'wasabi') text = tx('promptWasabi');
        else if (view.placed === 0 && L.place.size > 0)
          text = tile ? tx('promptPickSquare', { tile: tileName(tile, lang) }) : tx('promptPlace');
        else if (L.place.size > 0 || usableUtensils(L).size > 0) text = tx('promptMore');
        else text = tx('promptEnd');
    }
  }
  const showCancel = myTurn && view.phase === 'turn' && tool !== null && view.discardMask === 0;
  return (
    <div
      className={`wsb-prompt${myTurn ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="wsb-prompt"
    >
      <p>{text}</p>
      {myTurn && (
        <div className="wsb-prompt-actions">
          {tool !== null && tool !== 'discard' && (
            <span className="wsb-chip">{tx('mode', { u: utensilName(tool as UtensilKey, lang) })}</span>
          )}
          {showCancel && (
            <button type="button" className="btn small" onClick={cancel} data-testid="wsb-cancel">
              {tx('cancel')}
            </button>
          )}
          {L.confirmDiscard && (
            <button
              type="button"
              className={`btn small primary${lit('confirmDiscard')}`}
              disabled={pending}
              onClick={() => send({ type: 'confirmDiscard' })}
              data-testid="wsb-confirm-discard"
            >
              {tx('confirmDiscard')}
            </button>
          )}
          {L.chopToPantry && (
            <button
              type="button"
              className={`btn small${lit('chopToPantry')}`}
              disabled={pending}
              onClick={() => send({ type: 'chopToPantry' })}
              data-testid="wsb-chop-pantry"
            >
              {tx('toPantry')}
            </button>
          )}
          {L.end && (
            <button
              type="button"
              className={`btn small primary${lit('end')}`}
              disabled={pending}
              onClick={() => send({ type: 'end' })}
              data-testid="wsb-end"
            >
              {tx('endTurn')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
