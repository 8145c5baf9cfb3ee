import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadMotionFeatures, motion, type Transition, useMoveTransition } from '../motion.ts';
import { cardLayoutId } from './Hand.tsx';
import './TrickArea.css';

type Key = string | number;

/** One card on the shared area and the seat that played it (null: not known, e.g. after a reload). */
export interface TrickPlay {
  key: Key;
  seat: number | null;
}

/** A trick (a pot) just taken: its cards, in the order played, travel to the taker's seat and disappear. */
export interface CollectedTrick {
  /** Changes with each trick taken (e.g. the key of its log event): each is shown leaving once. */
  key: string;
  plays: readonly TrickPlay[];
  by: number;
  /**
   * The `layoutPrefix` its cards were played with, when it differs from the area's: a game whose card ids come
   * back in the next deal gives each deal its own prefix, and a trick taken by a deal's last move keeps the old one.
   */
  layoutPrefix?: string;
}

export interface TrickAreaProps {
  plays: readonly TrickPlay[];
  renderFace: (key: Key) => ReactNode;
  /** A card's accessible name (visually hidden). */
  label: (key: Key) => string;
  /** The name under each card: who played it. */
  seatName: (seat: number) => string;
  /** Each seat's badge on the table: other seats' cards come in from it, a taken trick goes to it. */
  origin?: (seat: number) => Element | null | undefined;
  /** Our seat: our cards come from the `Hand` (shared `layoutId`), not from our badge. */
  you?: number;
  /** The `Hand`'s `layoutPrefix`. */
  layoutPrefix?: string;
  /** The last trick taken, if any: shown travelling to its taker once (not at the first render, not reduced). */
  collected?: CollectedTrick | null;
  /** Shown when no card is on the area. */
  empty?: ReactNode;
  className?: string;
  testId?: string;
}

/** A travelling card's stacking order: over the table's panels and a phone's pinned hand (30), under dialogs. */
const MOVING_Z = 35;

/** How long a complete trick stays in view before it travels, as a share of the move's duration. */
const HOLD = 0.8;

/**
 * The cards each seat has played to a shared area (a trick, 料理厨王's pot), each labelled by its seat (issue 20
 * item 1), with the motion that explains them (issue 16 item 2): our card travels from the hand (shared
 * `layoutId`), another seat's comes in from its badge, and a taken trick travels to the taker's badge before it
 * disappears. Timing comes from `useMoveTransition`: with reduced motion nothing travels.
 *
 * Class contract: `ol.trick-cards` of `li.trick-card` (`data-card`, `data-seat`; `data-leaving` on a taken trick's
 * cards on their way out, hidden from assistive technology), the seat's name in `.trick-who`.
 */
export function TrickArea({
  plays,
  renderFace,
  label,
  seatName,
  origin,
  you,
  layoutPrefix,
  collected,
  empty,
  className,
  testId,
}: TrickAreaProps) {
  const transition = useMoveTransition();
  const still = transition.duration === 0;
  // cards on the area at the first render were already there: they do not arrive, nor does a trick taken before
  const first = useRef(true);
  useEffect(() => {
    first.current = false;
  }, []);
  const [seenKey] = useState(() => collected?.key ?? null);
  const [doneKey, setDoneKey] = useState<string | null>(null);
  const leaving =
    collected && !still && collected.key !== seenKey && collected.key !== doneKey ? collected : null;
  // the cards of the leaving trick that are gone: when all are, the trick is done
  const left = useRef<{ trick: string; keys: Set<Key> }>({ trick: '', keys: new Set() });
  const onLeft = (key: Key) => {
    if (!leaving) return;
    if (left.current.trick !== leaving.key) left.current = { trick: leaving.key, keys: new Set() };
    left.current.keys.add(key);
    if (left.current.keys.size >= leaving.plays.length) setDoneKey(leaving.key);
  };

  // a leaving trick is pinned where it lies (out of the flow), so the next trick's cards take their places at once
  const list = useRef<HTMLOListElement>(null);
  const leavingKey = leaving?.key ?? null;
  const [pinned, setPinned] = useState<{
    trick: string;
    at: Map<string, Pin>;
    box: { width: number; height: number };
  } | null>(null);
  useLayoutEffect(() => {
    const ol = list.current;
    if (leavingKey === null || !ol) return;
    const at = new Map<string, Pin>();
    for (const li of ol.querySelectorAll<HTMLLIElement>(':scope > li[data-leaving]'))
      at.set(li.dataset.card ?? '', { left: li.offsetLeft, top: li.offsetTop, width: li.offsetWidth });
    // the list keeps its size: pinned cards are out of its flow, and a centred list would shrink under them
    setPinned({ trick: leavingKey, at, box: { width: ol.offsetWidth, height: ol.offsetHeight } });
  }, [leavingKey]);
  const pins = pinned && pinned.trick === leavingKey ? pinned : null;
  const pinOf = (key: Key) => pins?.at.get(String(key));

  if (plays.length === 0 && !leaving) return <>{empty}</>;
  const layoutIdOf = (play: TrickPlay, leave: boolean) => {
    const prefix = leave ? (leaving?.layoutPrefix ?? layoutPrefix) : layoutPrefix;
    return prefix !== undefined && play.seat === you && !still ? cardLayoutId(prefix, play.key) : undefined;
  };
  // keyed by the card alone: a card on the area that is then taken is the same element, it just leaves
  const card = (play: TrickPlay, i: number, leave: boolean) => (
    <TrickCard
      key={play.key}
      play={play}
      z={i}
      face={renderFace(play.key)}
      label={label(play.key)}
      who={play.seat === null ? null : seatName(play.seat)}
      from={play.seat !== null && play.seat !== you && !first.current ? origin : undefined}
      to={leave && leaving ? () => origin?.(leaving.by) : undefined}
      pin={leave ? pinOf(play.key) : undefined}
      layoutId={layoutIdOf(play, leave)}
      transition={transition}
      onLeft={onLeft}
    />
  );
  return (
    <ol
      ref={list}
      className={`trick-cards${className ? ` ${className}` : ''}`}
      style={pins ? { minWidth: pins.box.width, minHeight: pins.box.height } : undefined}
      data-testid={testId}
    >
      {leaving?.plays.map((p, i) => card(p, i, true))}
      {plays.map((p, i) => card(p, (leaving?.plays.length ?? 0) + i, false))}
    </ol>
  );
}

/** Where a leaving card stays while it waits to leave (its offset in the list when its trick was taken). */
interface Pin {
  left: number;
  top: number;
  /** Its width in the flow: out of it, a card sized by its list (a shrinking flex item) would take its face's own. */
  width: number;
}

/** The centre of `to` relative to the centre of `from`, in pixels. */
function offset(from: Element, to: Element): { x: number; y: number } {
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  return {
    x: b.left + b.width / 2 - (a.left + a.width / 2),
    y: b.top + b.height / 2 - (a.top + a.height / 2),
  };
}

function TrickCard({
  play,
  z,
  face,
  label,
  who,
  from,
  to,
  layoutId,
  transition,
  onLeft,
  pin,
}: {
  play: TrickPlay;
  z: number;
  pin?: Pin;
  face: ReactNode;
  label: string;
  who: string | null;
  /** Comes in from its seat's badge (a card that arrives after the area was drawn). */
  from?: (seat: number) => Element | null | undefined;
  /** Leaves for the taker's badge. */
  to?: () => Element | null | undefined;
  layoutId?: string;
  transition: Transition;
  onLeft: (key: Key) => void;
}) {
  const scope = useRef<HTMLSpanElement>(null);
  // the card's running animation, stopped if the card goes first
  const running = useRef<{ stop: () => void } | null>(null);
  useEffect(() => () => running.current?.stop(), []);
  const li = useRef<HTMLLIElement>(null);
  // decided once, when the card is put down: later renders do not make it arrive again
  const [arrival] = useState(() => (from && play.seat !== null ? from(play.seat) : null));
  const arrived = useRef(false);
  const leaving = to !== undefined;
  // while it travels the card passes over everything on the table (a phone's pinned hand too)
  const [moving, setMoving] = useState(false);

  // the latest callbacks, read when the card moves (they change with every render of the area)
  const latest = useRef({ to, onLeft, transition, key: play.key });
  latest.current = { to, onLeft, transition, key: play.key };

  // once when the card is put down (it arrives), once when its trick is taken (it leaves)
  useLayoutEffect(() => {
    const { to, onLeft, transition, key } = latest.current;
    const body = scope.current;
    const place = li.current;
    const seconds = typeof transition.duration === 'number' ? transition.duration : 0;
    if (!body || !place || seconds === 0) {
      if (leaving) onLeft(key);
      return;
    }
    let alive = true;
    // arriving now (from its seat's badge; ours from the hand by its layoutId, which motion runs itself)
    const now = !arrived.current && arrival?.isConnected === true;
    // Measured and started on the next animation frame, not here: a measurement in React's commit forces the
    // layout of the whole table inside that task (the largest part of a bot move's longest task on a live table,
    // issue 16 item 9), where in a frame callback it is the layout the browser does for that frame anyway. Until
    // then an arriving card is not shown at its place.
    if (now) body.style.opacity = '0';
    let started = false;
    const run = async () => {
      started = true;
      arrived.current = true;
      // loaded with the table's motion engine (TableMotion): at once after the first move
      const { animate } = await loadMotionFeatures();
      if (!alive) {
        if (now) body.style.opacity = '';
        return;
      }
      if (now && arrival) {
        const d = offset(place, arrival);
        setMoving(true);
        const arrive = animate(
          body,
          { x: [d.x, 0], y: [d.y, 0], scale: [0.5, 1], opacity: [0, 1] },
          transition,
        );
        running.current = arrive;
        await arrive;
        if (alive) setMoving(false);
      }
      if (!leaving || !alive) return;
      const target = to?.();
      const d = target?.isConnected ? offset(place, target) : { x: 0, y: 0 };
      // the whole trick is seen complete (its last card has landed), then it goes to the taker
      const delay = seconds * (now ? HOLD : 1 + HOLD);
      let flying = false;
      const start = () => {
        if (flying) return;
        flying = true;
        if (alive) setMoving(true);
      };
      const leave = animate(
        body,
        { x: d.x, y: d.y, scale: 0.35, opacity: 0 },
        { ...transition, delay, onUpdate: start },
      );
      running.current = leave;
      await leave;
      if (alive) latest.current.onLeft(key);
    };
    const frame = requestAnimationFrame(() => {
      if (alive) void run();
    });
    return () => {
      alive = false;
      cancelAnimationFrame(frame);
      // an arrival that never started (the effect ran again first) must not leave the card hidden
      if (!started && now) body.style.opacity = '';
    };
  }, [leaving, arrival]);

  return (
    <li
      ref={li}
      className="trick-card"
      style={{
        zIndex: moving ? MOVING_Z : z + 1,
        ...(pin ? { position: 'absolute', left: pin.left, top: pin.top, width: pin.width } : {}),
      }}
      data-card={String(play.key)}
      data-seat={play.seat ?? undefined}
      data-leaving={leaving ? 'true' : undefined}
      data-moving={moving ? 'true' : undefined}
      aria-hidden={leaving ? 'true' : undefined}
    >
      <motion.span
        ref={scope}
        className="trick-card-body"
        layoutId={layoutId}
        transition={transition}
        onLayoutAnimationStart={() => setMoving(true)}
        onLayoutAnimationComplete={() => setMoving(false)}
      >
        {face}
      </motion.span>
      {!leaving && <span className="visually-hidden">{label}</span>}
      {who !== null && (
        <span className="trick-who" title={who}>
          {who}
        </span>
      )}
    </li>
  );
}
