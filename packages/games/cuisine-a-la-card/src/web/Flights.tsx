/**
 * Motion that explains (issue 16 item 2): after each move, what moved on the table travels there — a bought card
 * to its buyer's discard pile, a played card to the play area, a dish to its judge and the judge to the cook. The
 * table is already in its new state; a picture of the card flies over it, from where the thing was (measured just
 * before React changes the page) to where it is now, with the kit's `motion` and the shared move transition (the
 * speed setting; with reduced motion nothing flies, the table simply shows the result).
 */
import type { Locale } from '@potluck/engine';
import { type LoggedEvent, motion, type Transition, type Tx, useMoveTransition } from '@potluck/web-kit';
import { Component, type RefObject, useCallback, useRef, useState } from 'react';
import type { CuisineEvent } from '../index.ts';
import { Art, CARD_ART } from './art.tsx';
import { JudgePortrait, MiniCard } from './Card.tsx';
import { FLIGHT_SECONDS, type FlightPlan, flightsOf } from './flights.ts';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Where the box is on the screen (a box in a fixed place, the hand docked on a phone, stays there). */
  vx: number;
  vy: number;
  /** It is in a fixed place: the page may scroll under it while a card flies to it. */
  fixed: boolean;
}

export interface Flight {
  id: number;
  plan: FlightPlan;
  from: Box;
  to: Box;
}

/** The last element matching one of the selectors (the newest copy of a card), inside `root`. */
function find(root: ParentNode, selectors: readonly string[]): Element | null {
  for (const s of selectors) {
    const all = root.querySelectorAll(s);
    if (all.length > 0) return all[all.length - 1];
  }
  return null;
}

/** Whether the element or one of its ancestors is fixed to the screen. */
function inFixed(el: Element): boolean {
  for (let e: Element | null = el; e && e !== document.body; e = e.parentElement)
    if (getComputedStyle(e).position === 'fixed') return true;
  return false;
}

/** An element's box relative to the layer (both measured at the same moment, so scrolling does not matter). */
function boxOf(el: Element | null, layer: Element): Box | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const o = layer.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return {
    x: r.left - o.left,
    y: r.top - o.top,
    w: r.width,
    h: r.height,
    vx: r.left,
    vy: r.top,
    fixed: inFixed(el),
  };
}

interface MeasureProps {
  log: readonly LoggedEvent[];
  you: number;
  layer: RefObject<HTMLDivElement | null>;
  /** Off with reduced motion: nothing is measured, nothing flies. */
  enabled: boolean;
  onFlights: (flights: Flight[]) => void;
}

type Snapshot = { plans: FlightPlan[]; from: (Box | null)[]; before: (Box | null)[] } | null;

/**
 * Measures the places of the log's new events just before React changes the page (a class component's
 * getSnapshotBeforeUpdate runs before any of the commit's DOM changes) and their landing places just after.
 */
class Measure extends Component<MeasureProps> {
  /** The newest log version already shown (the log this page had when it opened is history, not moves). */
  private seen = Math.max(0, ...this.props.log.map((l) => l.version));
  private next = 1;

  override getSnapshotBeforeUpdate(): Snapshot {
    const { log, you, layer, enabled } = this.props;
    const fresh = log.filter((l) => l.version > this.seen);
    // a replay stepping back, or a reconnect that starts over: carry on from here
    this.seen = Math.max(0, ...log.map((l) => l.version));
    const root = layer.current?.parentElement;
    if (!enabled || fresh.length === 0 || !layer.current || !root) return null;
    // a burst of many moves at once (a reconnect) is history too: only the last few travel
    const plans = flightsOf(
      fresh.map((l) => l.event as CuisineEvent),
      you,
    ).slice(-6);
    if (plans.length === 0) return null;
    const lay = layer.current;
    return {
      plans,
      from: plans.map((p) => boxOf(find(root, p.from), lay)),
      before: plans.map((p) => (p.landsBefore ? boxOf(find(root, p.to), lay) : null)),
    };
  }

  override componentDidUpdate(_prev: MeasureProps, _state: unknown, snap: Snapshot): void {
    const lay = this.props.layer.current;
    const root = lay?.parentElement;
    if (!snap || !lay || !root) return;
    const flights: Flight[] = [];
    snap.plans.forEach((plan, i) => {
      const from = snap.from[i];
      const to = plan.landsBefore ? snap.before[i] : boxOf(find(root, plan.to), lay);
      if (from && to) flights.push({ id: this.next++, plan, from, to });
    });
    if (flights.length > 0) this.props.onFlights(flights);
  }

  override render() {
    return null;
  }
}

/** The size of a flying card: the card it left or the card it becomes, whichever is a card. */
const CARD = { w: 96, h: 120 };

function FlyingThing({ plan, lang, tx }: { plan: FlightPlan; lang: Locale; tx: Tx }) {
  if (plan.kind === 'judge' && plan.judge) return <JudgePortrait judge={plan.judge} size={56} />;
  if (plan.kind === 'dish')
    return (
      <span className="cui-flight-dish">
        {plan.cards.slice(0, 4).map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dish may hold copies
          <Art key={i} art={CARD_ART[c]} size={34} />
        ))}
      </span>
    );
  const card = plan.cards[0];
  return card ? <MiniCard card={card} lang={lang} tx={tx} onZoom={() => {}} compact /> : null;
}

function FlightView({
  flight,
  transition,
  lang,
  tx,
  onDone,
}: {
  flight: Flight;
  transition: Transition;
  lang: Locale;
  tx: Tx;
  onDone: (id: number) => void;
}) {
  const { plan } = flight;
  // a card flying to a place fixed on the screen (the docked hand) flies in screen coordinates, so a page that
  // scrolls meanwhile (the focus moving on) does not make it miss
  const fixed = flight.to.fixed;
  const screen = (b: Box): Box => ({ ...b, x: b.vx, y: b.vy });
  const from = fixed ? screen(flight.from) : flight.from;
  const to = fixed ? screen(flight.to) : flight.to;
  const size = plan.kind === 'judge' ? { w: 64, h: 64 } : plan.kind === 'dish' ? { w: 150, h: 48 } : CARD;
  // centred on where it was, it travels to the centre of where it lands, shrinking into a pile or a badge
  const start = { x: from.x + from.w / 2 - size.w / 2, y: from.y + from.h / 2 - size.h / 2 };
  const end = { x: to.x + to.w / 2 - size.w / 2, y: to.y + to.h / 2 - size.h / 2 };
  const scale = plan.intoPile ? 0.45 : Math.min(1, Math.max(0.6, to.w / size.w));
  const duration = typeof transition.duration === 'number' ? transition.duration : 0.4;
  return (
    <motion.div
      className={`cui-flight ${plan.kind}${fixed ? ' fixed' : ''}`}
      data-testid="cui-flight"
      data-flight={plan.kind}
      style={{ left: start.x, top: start.y, width: size.w, minHeight: size.h }}
      initial={{ x: 0, y: 0, scale: 1, opacity: 1 }}
      animate={{ x: end.x - start.x, y: end.y - start.y, scale, opacity: plan.intoPile ? 0.35 : 1 }}
      transition={{ ...transition, delay: plan.follows ? duration : 0 }}
      onAnimationComplete={() => onDone(flight.id)}
    >
      <FlyingThing plan={plan} lang={lang} tx={tx} />
    </motion.div>
  );
}

/** The layer the flights cross: over the whole table, inert (pictures only, never a control). */
export function Flights({
  log,
  you,
  lang,
  tx,
}: {
  log: readonly LoggedEvent[];
  you: number;
  lang: Locale;
  tx: Tx;
}) {
  const transition = useMoveTransition(FLIGHT_SECONDS);
  const still = transition.duration === 0;
  const layer = useRef<HTMLDivElement>(null);
  const [flights, setFlights] = useState<Flight[]>([]);
  const add = useCallback((f: Flight[]) => setFlights((now) => [...now, ...f].slice(-8)), []);
  const done = useCallback((id: number) => setFlights((now) => now.filter((f) => f.id !== id)), []);
  return (
    <div className="cui-flights" ref={layer} aria-hidden="true" inert>
      <Measure log={log} you={you} layer={layer} enabled={!still} onFlights={add} />
      {!still &&
        flights.map((f) => (
          <FlightView key={f.id} flight={f} transition={transition} lang={lang} tx={tx} onDone={done} />
        ))}
    </div>
  );
}
