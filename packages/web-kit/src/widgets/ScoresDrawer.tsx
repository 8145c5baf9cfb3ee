import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where a table's scores go on a phone (issue 16 item 1): the app gives the element of its Scores drawer (null on
 * wider screens and on pages without drawers) and is told, by `claim`, that a screen has something to put in it
 * (so it offers the drawer's button only then; the returned function gives it back).
 */
export interface ScoresDrawerSlot {
  host: HTMLElement | null;
  claim: () => () => void;
}

const ScoresDrawerContext = createContext<ScoresDrawerSlot>({ host: null, claim: () => () => {} });

/** The app puts this around a table that has a Scores drawer. */
export const ScoresDrawerProvider = ScoresDrawerContext.Provider;

/**
 * A game's score section (a score sheet, what each seat took): in place on wider screens; on a phone it is drawn
 * inside the table's Scores drawer, opened by a button, so the table keeps its room for the board and the hand.
 */
export function InScoresDrawer({ children }: { children: ReactNode }) {
  const { host, claim } = useContext(ScoresDrawerContext);
  // before the first paint, so the drawer's button comes with the table and nothing in the bar shifts after it
  useLayoutEffect(() => claim(), [claim]);
  return host ? createPortal(children, host) : children;
}
