/**
 * The page of the Market widget's browser test (market.e2e.test.ts bundles it): three markets with made-up cards —
 * `a` on our turn (refusals explained), `b` while a move is on its way, `c` with nothing to explain (not our turn).
 * Every onBuy / onRefused call is recorded in `window.calls`.
 */
import { createRoot } from 'react-dom/client';
import { Market, type MarketOffer, type MarketRow } from '../src/widgets/Market.tsx';

declare global {
  interface Window {
    calls: string[];
  }
}
window.calls = [];

const rows: MarketRow<string>[] = [
  {
    id: 'shop',
    columns: 4,
    offers: [
      { id: 'slot-0', card: 'Apple', buyable: true, action: 'buy:0', buyName: 'Buy Apple', price: '3 coins' },
      { id: 'slot-1', card: 'Pear', buyable: false, action: 'buy:1', buyName: 'Buy Pear', price: '9 coins' },
      { id: 'slot-2', card: null, buyable: false, action: 'buy:2', empty: 'Empty slot' },
      { id: 'slot-3', card: 'Plum', buyable: true, action: 'buy:3', buyName: 'Buy Plum', hinted: true },
    ],
  },
  {
    id: 'stacks',
    columns: 2,
    note: 'Supply',
    offers: [
      {
        id: 'pile',
        card: 'Fig',
        buyable: false,
        target: true,
        action: 'pile',
        title: 'Fig pile',
        left: { n: 7, text: '7 left' },
        extra: (
          <button type="button" data-extra="pick">
            Pick
          </button>
        ),
      },
      {
        id: 'gone',
        card: null,
        buyable: false,
        action: 'gone',
        title: 'Kiwis',
        left: { n: 0, text: '0 left' },
        empty: 'None left',
      },
    ],
  },
];

const face = (card: string, o: MarketOffer<string>) => (
  <button type="button" className="face" data-face={card} data-lit-face={o.buyable ? 'yes' : 'no'}>
    {card}
  </button>
);

function App() {
  return (
    <>
      <Market
        title="Shop A"
        testId="a"
        rows={rows}
        renderCard={face}
        buyLabel="Buy"
        onBuy={(o) => window.calls.push(`buy ${o.id}`)}
        onRefused={(o) => window.calls.push(`refused ${o.id}`)}
      />
      <Market
        title="Shop B"
        testId="b"
        rows={rows}
        renderCard={face}
        buyLabel="Buy"
        busy
        onBuy={() => {}}
        onRefused={() => {}}
      />
      <Market title="Shop C" testId="c" rows={rows} renderCard={face} buyLabel="Buy" onBuy={() => {}} />
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
