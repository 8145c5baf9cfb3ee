/**
 * The page of the HandDock and InScoresDrawer browser test (hand-dock.e2e.test.ts bundles it). `window.dock`
 * drives it: `show(cards, pinned)` draws a hand of that many cards in a dock, `hide()` takes the dock away,
 * `drawer(on)` gives the score section a drawer element to be drawn into (or none). `window.claims` counts the
 * score sections that claimed the drawer.
 */
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HandDock } from '../src/widgets/HandDock.tsx';
import { InScoresDrawer, ScoresDrawerProvider } from '../src/widgets/ScoresDrawer.tsx';

declare global {
  interface Window {
    dock: { show(cards: number, pinned: boolean): void; hide(): void; drawer(on: boolean): void };
    claims: number;
  }
}
window.claims = 0;

function Page() {
  const [hand, setHand] = useState<{ cards: number; pinned: boolean } | null>({ cards: 5, pinned: true });
  const [withDrawer, setWithDrawer] = useState(false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  window.dock = {
    show: (cards, pinned) => setHand({ cards, pinned }),
    hide: () => setHand(null),
    drawer: (on) => setWithDrawer(on),
  };
  const claim = useCallback(() => {
    window.claims += 1;
    return () => {
      window.claims -= 1;
    };
  }, []);
  const slot = useMemo(() => ({ host: withDrawer ? host : null, claim }), [withDrawer, host, claim]);
  return (
    <ScoresDrawerProvider value={slot}>
      <main id="table">
        <p style={{ height: 1200 }}>The table</p>
        {hand && (
          <HandDock pinned={hand.pinned}>
            <section data-testid="hand">
              {Array.from({ length: hand.cards }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: made-up cards
                <button key={i} type="button" style={{ display: 'block', height: 60 }}>
                  Card {i + 1}
                </button>
              ))}
            </section>
          </HandDock>
        )}
        <InScoresDrawer>
          <table data-testid="scores">
            <tbody>
              <tr>
                <td>12</td>
              </tr>
            </tbody>
          </table>
        </InScoresDrawer>
      </main>
      <div id="drawer" ref={setHost} />
    </ScoresDrawerProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
