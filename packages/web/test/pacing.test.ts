/**
 * Other seats' moves one by one (issue 16 item 2): the pure queue of src/match/pacing.ts. Property: without
 * jumps, the frames shown are exactly the frames received, in order, each held its time, ending at the newest;
 * with jumps, what is shown is still in order and ends at the newest, and a jump skips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  dueAt,
  holdFor,
  type PaceRules,
  type PaceState,
  paceStart,
  receive,
  skipAhead,
} from '../src/match/pacing.ts';

interface Item {
  version: number;
  /** Which arrival of that version (a same-version update replaces the frame). */
  n: number;
}

type Step =
  | { kind: 'frame'; gapMs: number; sameVersion: boolean; urgent: boolean; jump: boolean; skip: number }
  | { kind: 'wait'; gapMs: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('frame' as const),
    gapMs: fc.integer({ min: 0, max: 1500 }),
    sameVersion: fc.boolean(),
    urgent: fc.boolean(),
    jump: fc.constant(false),
    skip: fc.constant(0),
  }),
  fc.record({ kind: fc.constant('wait' as const), gapMs: fc.integer({ min: 0, max: 3000 }) }),
);

/** Also jumps: a reconnect, a gap in the versions. */
const stepWithJumps: fc.Arbitrary<Step> = fc.oneof(
  step,
  fc.record({
    kind: fc.constant('frame' as const),
    gapMs: fc.integer({ min: 0, max: 1500 }),
    sameVersion: fc.constant(false),
    urgent: fc.constant(false),
    jump: fc.boolean(),
    skip: fc.integer({ min: 0, max: 3 }),
  }),
);

/** Runs the steps through the queue; what was received and what was shown (with when), in order. */
function run(steps: Step[], rules: PaceRules) {
  let s: PaceState<Item> = paceStart();
  let now = 0;
  let version = 0;
  let n = 0;
  const received: Item[] = [];
  const shown: { item: Item; at: number; urgent: boolean }[] = [];
  let maxQueue = 0;
  const jumps: Item[] = [];
  const note = (urgent = false) => {
    const last = shown.at(-1);
    // a same-version update replaces the frame on screen: it keeps the time the frame went up
    if (s.shown && last && s.shown !== last.item && s.shown.version === last.item.version)
      last.item = s.shown;
    else if (s.shown && s.shown !== last?.item) shown.push({ item: s.shown, at: now, urgent });
    maxQueue = Math.max(maxQueue, s.queue.length);
  };
  for (const st of steps) {
    // the timer: every frame that falls due before the next event is shown when it is due
    const until = now + st.gapMs;
    for (let due = dueAt(s, rules); due !== null && due <= until; due = dueAt(s, rules)) {
      now = Math.max(now, due);
      s = advance(s, now, rules);
      note();
    }
    now = until;
    if (st.kind === 'wait') continue;
    const same = st.sameVersion && received.length > 0;
    if (!same) version += 1 + st.skip;
    const item = { version, n: n++ };
    received.push(item);
    const urgent = st.urgent && s.queue.length === 0 && !same && s.shown !== null;
    s = receive(s, item, version, now, rules, { urgent: st.urgent, jump: st.jump });
    if (st.jump || st.skip > 0) jumps.push(item);
    note(urgent);
  }
  // drain
  for (let due = dueAt(s, rules); due !== null; due = dueAt(s, rules)) {
    now = Math.max(now, due);
    s = advance(s, now, rules);
    note();
  }
  return { received, shown, final: s, maxQueue, jumps };
}

/** The distinct versions of a list, in order. */
const versions = (items: readonly Item[]) =>
  items.map((i) => i.version).filter((v, i, all) => i === 0 || all[i - 1] !== v);

const rulesArb = fc.record({
  holdMs: fc.constantFrom(0, 400, 800, 1280),
  maxBehind: fc.constant(1000),
});

describe('pacing: frames one by one', () => {
  it('shows exactly the frames received, in order, ending at the newest (no jumps)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), rulesArb, (steps, rules) => {
        const { received, shown, final } = run(steps, rules);
        if (received.length === 0) return;
        expect(versions(shown.map((x) => x.item))).toEqual(versions(received));
        expect(final.shown).toBe(received.at(-1));
        expect(final.queue).toEqual([]);
      }),
    );
  });

  it('holds each frame on screen long enough, shorter only to catch up or for my own move', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), rulesArb, (steps, rules) => {
        const { shown } = run(steps, rules);
        for (let i = 1; i < shown.length; i++) {
          const prev = shown[i - 1];
          const cur = shown[i];
          if (!prev || !cur || cur.urgent || prev.item.version === cur.item.version) continue;
          // at least a third of the hold (catching up), the whole hold when at most two wait
          expect(cur.at - prev.at).toBeGreaterThanOrEqual(rules.holdMs / 3 - 1e-9);
        }
      }),
    );
  });

  it('with jumps: what is shown is in order, ends at the newest, never lags more than maxBehind', () => {
    fc.assert(
      fc.property(
        fc.array(stepWithJumps, { maxLength: 60 }),
        fc.integer({ min: 1, max: 6 }),
        (steps, maxBehind) => {
          const rules = { holdMs: 800, maxBehind };
          const { received, shown, final, maxQueue, jumps } = run(steps, rules);
          if (received.length === 0) return;
          const shownV = versions(shown.map((x) => x.item));
          // strictly increasing, every one received, ending at the newest
          for (let i = 1; i < shownV.length; i++) expect(shownV[i]).toBeGreaterThan(shownV[i - 1] ?? -1);
          const receivedV = new Set(received.map((r) => r.version));
          for (const v of shownV) expect(receivedV.has(v)).toBe(true);
          expect(final.shown).toBe(received.at(-1));
          expect(maxQueue).toBeLessThanOrEqual(maxBehind);
          // every jump went on screen (at once)
          for (const j of jumps) expect(shownV).toContain(j.version);
        },
      ),
    );
  });
});

describe('pacing: cases', () => {
  const rules = { holdMs: 800, maxBehind: 4 };
  const item = (version: number) => ({ version, n: 0 });

  it('the first frame shows at once; a burst waits, one frame per hold', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    expect(s.version).toBe(1);
    s = receive(s, item(2), 2, 10, rules);
    s = receive(s, item(3), 3, 20, rules);
    expect(s.version).toBe(1);
    expect(dueAt(s, rules)).toBe(800);
    s = advance(s, 799, rules);
    expect(s.version).toBe(1);
    s = advance(s, 800, rules);
    expect(s.version).toBe(2);
    s = advance(s, 1600, rules);
    expect(s.version).toBe(3);
    expect(dueAt(s, rules)).toBe(null);
  });

  it('a frame arriving after the hold shows at once', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    s = receive(s, item(2), 2, 5000, rules);
    expect(s.version).toBe(2);
    expect(s.since).toBe(5000);
  });

  it('my own move shows at once when nothing waits, and waits its turn behind others', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    s = receive(s, item(2), 2, 50, rules, { urgent: true });
    expect(s.version).toBe(2);
    s = receive(s, item(3), 3, 60, rules);
    s = receive(s, item(4), 4, 70, rules, { urgent: true });
    expect(s.version).toBe(2);
    expect(s.queue.map((q) => q.version)).toEqual([3, 4]);
  });

  it('the same version replaces the frame where it is', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    const fresher = { version: 1, n: 1 };
    s = receive(s, fresher, 1, 10, rules);
    expect(s.shown).toBe(fresher);
    expect(s.since).toBe(0);
    s = receive(s, item(2), 2, 20, rules);
    const fresher2 = { version: 2, n: 1 };
    s = receive(s, fresher2, 2, 30, rules);
    expect(s.queue).toEqual([{ item: fresher2, version: 2 }]);
  });

  it('jumps: a reconnect, a gap, a long backlog', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    s = receive(s, item(2), 2, 10, rules);
    s = receive(s, item(3), 3, 20, rules, { jump: true });
    expect([s.version, s.queue.length]).toEqual([3, 0]);
    s = receive(s, item(4), 4, 30, rules);
    s = receive(s, item(9), 9, 40, rules);
    expect([s.version, s.queue.length]).toEqual([9, 0]);
    for (let v = 10; v <= 14; v++) s = receive(s, item(v), v, 50, rules);
    // five waiting > maxBehind 4: skipped to the newest
    expect([s.version, s.queue.length]).toEqual([14, 0]);
  });

  it('reduced motion (hold 0) shows every frame at once', () => {
    const instant = { holdMs: 0, maxBehind: 4 };
    let s = receive(paceStart<Item>(), item(1), 1, 0, instant);
    s = receive(s, item(2), 2, 0, instant);
    s = receive(s, item(3), 3, 0, instant);
    expect([s.version, s.queue.length]).toEqual([3, 0]);
  });

  it('catches up: with many waiting each is held shorter, never under a third', () => {
    expect(holdFor(rules, 1)).toBe(800);
    expect(holdFor(rules, 2)).toBe(800);
    expect(holdFor(rules, 4)).toBe(400);
    expect(holdFor(rules, 12)).toBeCloseTo(800 / 3);
  });

  it('skipAhead shows the newest at once', () => {
    let s = receive(paceStart<Item>(), item(1), 1, 0, rules);
    s = receive(s, item(2), 2, 10, rules);
    s = receive(s, item(3), 3, 20, rules);
    s = skipAhead(s, 30);
    expect([s.version, s.queue.length, s.since]).toEqual([3, 0, 30]);
  });
});
