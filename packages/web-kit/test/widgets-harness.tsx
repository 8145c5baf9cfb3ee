/**
 * A page that mounts the kit's widgets on their own (widgets.e2e.test.ts bundles it with esbuild and drives it in
 * Chromium): each widget with a little state around it, and every callback recorded in `window.calls`.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type CollectedTrick,
  Hand,
  ScoreSheet,
  SecretChoice,
  TrickArea,
  type TrickPlay,
} from '../src/index.ts';
import { TableMotion } from '../src/TableMotion.tsx';

declare global {
  interface Window {
    calls: string[];
  }
}
window.calls = [];
const call = (what: string) => window.calls.push(what);

const face = (n: number) => <span className="face">{n}</span>;

/** Cards 1–6; 2, 4 and 6 legal; tap a legal one to play it. `?replay` gives no onRefused; `?busy` a pending move. */
function HandDemo({ replay, busy }: { replay: boolean; busy: boolean }) {
  const [cards, setCards] = useState([1, 2, 3, 4, 5, 6]);
  const [active, setActive] = useState(true);
  return (
    <>
      <button type="button" data-testid="toggle-turn" onClick={() => setActive(!active)}>
        turn
      </button>
      <Hand
        cards={cards}
        keyOf={(c) => c}
        isLegal={(c) => c % 2 === 0}
        renderFace={face}
        label={(c, legal) => `Card ${c}${legal ? '' : ' (not now)'}`}
        active={active}
        busy={busy}
        onPlay={(c) => {
          call(`play:${c}`);
          setCards((cs) => cs.filter((x) => x !== c));
        }}
        onRefused={replay ? undefined : (c) => call(`refused:${c}`)}
        groupOf={(c) => (c <= 3 ? 'low' : 'high')}
        cardTestId={(c) => `card-${c}`}
      />
    </>
  );
}

/** Three seats; we are seat 0. The others' secret values live here and are never given to the widget. */
function SecretDemo() {
  const others = { 1: 97, 2: null as number | null };
  const [mine, setMine] = useState<number | null>(null);
  return (
    <SecretChoice
      options={[1, 2, 3, 4]}
      keyOf={(o) => o}
      isLegal={() => true}
      renderOption={face}
      optionLabel={(o) => `Bid ${o}`}
      mine={mine}
      active
      onConfirm={(o) => {
        call(`confirm:${o}`);
        setMine(o);
      }}
      seats={[
        { seat: 0, name: 'Me', chosen: mine !== null },
        { seat: 1, name: 'Ann', chosen: others[1] !== null },
        { seat: 2, name: 'Bo', chosen: others[2] !== null },
      ]}
      title="Choose"
      optionTestId={(o) => `bid-${o}`}
      testId="secret"
    />
  );
}

function ScoreDemo() {
  const names = ['A very long chef name', 'Another long name', 'Third chef', 'Fourth chef', 'Fifth chef'];
  return (
    <div style={{ width: 300 }}>
      <ScoreSheet
        seats={names}
        rows={[1, 2, 3, 4, 5].map((r) => ({
          key: r,
          head: r,
          cells: names.map((_, s) => r * 10 + s),
          current: r === 3,
        }))}
        totals={names.map((_, s) => 1000 + s)}
        you={0}
        testId="sheet"
      />
    </div>
  );
}

/** Seat names wider than a narrow card (`?long`): seat 0 without spaces, 1 with a word too long, 2 whose words fit. */
const LONG_NAMES = ['王小明大厨', 'Chef Pepperoncino', 'Chef Saffron'];

/**
 * Seat badges around a pot; we are seat 0 with a hand; buttons make seat 1 play and the pot be taken. `?long`: long
 * seat names under cards 36 px wide (a crowded pot's size).
 */
function TrickDemo({ long }: { long: boolean }) {
  const [hand, setHand] = useState([11, 12, 13]);
  const [pot, setPot] = useState<TrickPlay[]>([{ key: 1, seat: 2 }]);
  const [collected, setCollected] = useState<CollectedTrick | null>(null);
  const badge = (seat: number) => document.querySelector(`[data-testid="badge-${seat}"]`);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        {[0, 1, 2].map((s) => (
          <div key={s} data-testid={`badge-${s}`} style={{ width: 80, height: 40, border: '1px solid' }}>
            Seat {s}
          </div>
        ))}
      </div>
      <button
        type="button"
        data-testid="other-plays"
        onClick={() => setPot((p) => [...p, { key: 2, seat: 1 }])}
      >
        other
      </button>
      <button
        type="button"
        data-testid="take"
        onClick={() => {
          setCollected({ key: 'k1', plays: [...pot, { key: 3, seat: 1 }], by: 1 });
          setPot([]);
        }}
      >
        take
      </button>
      {long && <style>{'.trick-card { width: 36px } .trick-card .face { width: 36px }'}</style>}
      <div style={{ margin: '120px auto', width: 300, minHeight: 120 }} data-testid="area">
        <TrickArea
          plays={pot}
          renderFace={(k) => face(Number(k))}
          label={(k) => `Card ${k}`}
          seatName={(s) => (long ? (LONG_NAMES[s] ?? '') : `Seat ${s}`)}
          origin={badge}
          you={0}
          layoutPrefix="demo"
          collected={collected}
          empty={<p data-testid="empty">empty</p>}
          testId="trick"
        />
      </div>
      <Hand
        cards={hand}
        keyOf={(c) => c}
        isLegal={() => true}
        renderFace={face}
        label={(c) => `Card ${c}`}
        active
        onPlay={(c) => {
          setHand((h) => h.filter((x) => x !== c));
          setPot((p) => [...p, { key: c, seat: 0 }]);
        }}
        layoutPrefix="demo"
        cardTestId={(c) => `card-${c}`}
      />
    </div>
  );
}

const params = new URLSearchParams(location.search);
const which = params.get('w');
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  <TableMotion>
    {which === 'hand' ? (
      <HandDemo replay={params.has('replay')} busy={params.has('busy')} />
    ) : which === 'secret' ? (
      <SecretDemo />
    ) : which === 'score' ? (
      <ScoreDemo />
    ) : (
      <TrickDemo long={params.has('long')} />
    )}
  </TableMotion>,
);
