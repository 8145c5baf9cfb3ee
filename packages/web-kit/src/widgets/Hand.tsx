import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { motion, useMoveTransition } from '../motion.ts';
import './Hand.css';

type Key = string | number;

/** The shared `layoutId` of a card: its hand button and its place on the table (a `TrickArea`) travel as one. */
export const cardLayoutId = (prefix: string, key: Key) => `${prefix}:${key}`;

export interface HandProps<C> {
  cards: readonly C[];
  /** A card's stable id (React key, `data-card`, the shared `layoutId`). */
  keyOf: (card: C) => Key;
  /** Whether playing the card now is legal (from the server's legal moves, never decided here). */
  isLegal: (card: C) => boolean;
  /** The card's face; the widget wraps it in its button. */
  renderFace: (card: C, legal: boolean) => ReactNode;
  /** The card's accessible name (visually hidden inside the button, so speech input hears it). */
  label: (card: C, legal: boolean) => string;
  onPlay: (card: C) => void;
  /**
   * A tap on a card that may not be played now: the screen says why (nothing is sent). Absent (a replay), such
   * cards are plainly disabled.
   */
  onRefused?: (card: C) => void;
  /** It is this hand's turn: legal cards are lit, the others greyed and `refused` (a tap says why). */
  active: boolean;
  /** A move is on its way: taps do nothing until the next frame. */
  busy?: boolean;
  /** Cards of one group (a suit) sit together in a `hand-group` box, in the order given. */
  groupOf?: (card: C) => string;
  /** Class of each group box besides `hand-group` (its `data-group` is the group). */
  groupClass?: string;
  /** Extra class names of a card after `hand-card` and its state (`playable`, `blocked`, `refused`, `hinted`). */
  cardClass?: (card: C) => string;
  /** Extra `data-*` attributes of a card's button. */
  cardData?: (card: C) => Record<`data-${string}`, string>;
  cardTestId?: (card: C) => string;
  /** Lit by a hint (issue 17). */
  hinted?: (card: C) => boolean;
  /** A card picked but not yet sent (a secret choice): `aria-pressed`. Absent, cards are not toggles. */
  selected?: (card: C) => boolean;
  /** Shares each card's `layoutId` (`<prefix>:<key>`) with a `TrickArea` of the same prefix: a played card travels. */
  layoutPrefix?: string;
  /** Names the hand (the id of its heading). */
  labelledBy?: string;
  className?: string;
  testId?: string;
}

/** The focus moves with the arrow keys among the cards (Home, End too); one card is the hand's tab stop. */
const NAV_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * A player's hand of cards or tiles as buttons (issue 20 item 1), generic over the game. Legal cards are lit and
 * play on a tap; on the hand's turn the others stay focusable (`aria-disabled`) and a tap calls `onRefused`, so
 * the table can say why. One card is the tab stop (roving focus, arrow keys); when the focused card leaves the
 * hand (it was played) the focus stays in the hand, on the nearest playable card or the card now in its place.
 *
 * The class contract tests and tutorials rely on: `fieldset.hand` (`data-testid` "hand" unless `testId`),
 * `.hand-card` buttons with `data-card`, `data-playable` and the classes `playable`, `blocked` (not legal on our
 * turn), `refused` (a tap explains), `hinted`; groups are `.hand-group[data-group]`.
 */
export function Hand<C>({
  cards,
  keyOf,
  isLegal,
  renderFace,
  label,
  onPlay,
  onRefused,
  active,
  busy = false,
  groupOf,
  groupClass,
  cardClass,
  cardData,
  cardTestId,
  hinted,
  selected,
  layoutPrefix,
  labelledBy,
  className,
  testId = 'hand',
}: HandProps<C>) {
  const transition = useMoveTransition();
  // with reduced motion no layoutId at all: motion would still put the card where it was for a frame
  const still = transition.duration === 0;
  const box = useRef<HTMLFieldSetElement>(null);
  // the card that is the tab stop (the last one focused), and where it was when it had the focus
  const [stop, setStop] = useState<Key | null>(null);
  const focused = useRef<{ key: Key; index: number } | null>(null);
  const keys = cards.map(keyOf);
  const legal = cards.map((c) => active && isLegal(c));

  // The focused card was played (it is gone and the focus fell to the page): the focus stays in the hand.
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || keys.includes(was.key)) return;
    focused.current = null;
    const el = document.activeElement;
    if (el && el !== document.body && el.isConnected) return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('.hand-card') ?? [])];
    const usable = buttons.filter((b) => !b.disabled);
    const next =
      usable.find((b) => b.dataset.playable === 'true') ??
      usable[Math.min(was.index, usable.length - 1)] ??
      null;
    next?.focus();
  });

  const stopKey = stop !== null && keys.includes(stop) ? stop : (keys[legal.indexOf(true)] ?? keys[0]);

  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (!NAV_KEYS.includes(e.key)) return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('.hand-card:not([disabled])')];
    if (buttons.length === 0) return;
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let next: number;
    if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = i <= 0 ? buttons.length - 1 : i - 1;
    else next = i < 0 || i === buttons.length - 1 ? 0 : i + 1;
    buttons[next].focus();
    e.preventDefault();
  };

  const button = (card: C, i: number) => {
    const key = keys[i];
    const ok = legal[i];
    // a card that may not be played stays tappable when the table can say why (not while a move is on its way)
    const explains = !ok && onRefused !== undefined && !busy;
    const pressed = selected?.(card) ?? false;
    const classes = [
      'hand-card',
      ok ? 'playable' : '',
      active && !ok ? 'blocked' : '',
      active && explains ? 'refused' : '',
      hinted?.(card) ? 'hinted' : '',
      cardClass?.(card) ?? '',
    ].filter(Boolean);
    return (
      <button
        key={key}
        type="button"
        className={classes.join(' ')}
        // a chosen card stays focusable (it holds the focus after a secret choice is sent)
        disabled={!ok && !explains && !busy && !pressed}
        aria-disabled={!ok || busy ? 'true' : undefined}
        aria-pressed={selected ? pressed : undefined}
        tabIndex={key === stopKey ? 0 : -1}
        onFocus={() => {
          focused.current = { key, index: i };
          setStop(key);
        }}
        onBlur={(e) => {
          // the focus went elsewhere on purpose (removal of the card gives no related target)
          if (e.relatedTarget && !box.current?.contains(e.relatedTarget)) focused.current = null;
        }}
        onClick={() => {
          if (busy) return;
          if (ok) onPlay(card);
          else onRefused?.(card);
        }}
        data-card={String(key)}
        data-playable={ok ? 'true' : 'false'}
        data-testid={cardTestId?.(card)}
        {...cardData?.(card)}
      >
        <span className="visually-hidden">{label(card, ok)}</span>
        {/* the travelling part: a button keeps its own transforms (lift, hover); this one flies to the table */}
        <motion.span
          className="hand-card-body"
          layoutId={layoutPrefix === undefined || still ? undefined : cardLayoutId(layoutPrefix, key)}
          transition={transition}
        >
          {renderFace(card, ok)}
        </motion.span>
      </button>
    );
  };

  const groups: { group: string; items: { card: C; i: number }[] }[] = [];
  cards.forEach((card, i) => {
    const g = groupOf?.(card) ?? '';
    const last = groups[groups.length - 1];
    if (last && last.group === g) last.items.push({ card, i });
    else groups.push({ group: g, items: [{ card, i }] });
  });

  return (
    <fieldset
      ref={box}
      className={`hand${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {groupOf
        ? groups.map((g) => (
            <div
              key={g.group}
              className={`hand-group${groupClass ? ` ${groupClass}` : ''}`}
              data-group={g.group}
            >
              {g.items.map(({ card, i }) => button(card, i))}
            </div>
          ))
        : cards.map(button)}
    </fieldset>
  );
}
