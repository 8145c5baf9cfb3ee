import type { Locale } from '@potluck/engine';
import { Market as KitMarket, type MarketOffer, type MarketRow, type Tx } from '@potluck/web-kit';
import type { CuisineAction, CuisineView } from '../index.ts';
import { CardNameChip, MiniCard } from './Card.tsx';
import { type CuisineLegal, cardDef, marketPrice } from './display.ts';
import type { BtnType } from './Prompt.tsx';

/**
 * The market's four slots, the fridge's top card and the fork pile, on the kit's Market: what this seat may buy
 * now is lit; on its turn the other cards keep a Buy that says why not (`refuse`, nothing is sent). Test ids:
 * `cui-market`, `cui-market-slot-<n>`, `cui-market-fridge`, `cui-market-forks` (the flights start there).
 * While this seat cooks (`cooking`) nothing can be bought: the fridge and the fork pile give their row to the dish
 * being built (issue 16 item 1), unless a choice asks for the fridge's top card; the market folds to a line of names.
 */
export function Market(props: {
  view: CuisineView;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
  myPend: boolean;
  pending: boolean;
  hinted: (key: string) => boolean;
  send: (a: CuisineAction | undefined) => void;
  /** On our turn, a market card we may not buy keeps a Buy button that says why (nothing is sent). */
  refuse?: (a: CuisineAction) => void;
  /** This seat is building a dish: the supply row (fridge, fork pile) is left out. */
  cooking?: boolean;
}) {
  const { view, L, tx, lang, Btn, onZoom, pickLabel, myPend, pending, hinted, send, refuse, cooking } = props;
  const top = view.fridge.length > 0 ? view.fridge[view.fridge.length - 1] : null;
  const buyName = (card: string) => tx('actionOn', { action: tx('buy'), card: cardDef(card).name[lang] });
  const offer = (id: string, card: string | null, action: string): MarketOffer<string> => ({
    id,
    card,
    action,
    buyable: L.has(action),
    buyName: card ? buyName(card) : undefined,
    hinted: hinted(action),
  });

  const slots = view.market.map((c, slot): MarketOffer<string> => {
    const price = c === null ? 0 : marketPrice(view, view.cur, c);
    return {
      ...offer(`slot-${slot}`, c, `buy:${slot}`),
      target: L.has(`pickSlot:${slot}`),
      price: c !== null && price !== cardDef(c).cost ? tx('costYou', { c: price }) : undefined,
      extra: c !== null && myPend ? Btn(`pickSlot:${slot}`, pickLabel, c, true) : undefined,
      empty: `${tx('slot', { n: slot + 1 })}: ${tx('emptySlot')}`,
    };
  });
  const fridge: MarketOffer<string> = {
    ...offer('fridge', top, 'buyFridge'),
    target: top !== null && L.has(`pick:${top}`),
    title: tx('fridgeTitle'),
    left: { n: view.fridge.length, text: tx('cardsLeft', { n: view.fridge.length }) },
    price: tx('fridgePrice', { c: view.fridgePrice }),
    extra: top !== null && myPend ? Btn(`pick:${top}`, pickLabel, top, true) : undefined,
    empty: tx('fridgeEmpty'),
  };
  const forks: MarketOffer<string> = {
    ...offer('forks', view.forkPile > 0 ? 'fork' : null, 'buyFork'),
    title: tx('forkTitle'),
    left: { n: view.forkPile, text: tx('cardsLeft', { n: view.forkPile }) },
    empty: tx('forksEmpty'),
  };
  // nothing can be bought while this seat cooks: the market folds to its cards' names (each opens its zoom), so
  // the dish, the judges it can go to and the hand share one screen (issue 16 item 1)
  if (cooking && !myPend && !fridge.target)
    return <FoldedMarket view={view} tx={tx} lang={lang} onZoom={onZoom} />;
  const rows: MarketRow<string>[] = [{ id: 'market', offers: slots, columns: 4 }];
  if (!cooking || fridge.target) rows.push({ id: 'supply', offers: [fridge, forks], columns: 2 });

  return (
    <KitMarket<string>
      title={
        <>
          {tx('market')}{' '}
          <span className="cui-pantry">
            {tx('pantry', { n: view.pantryCount })} · {tx('lastToFridge')}
          </span>
        </>
      }
      rows={rows}
      className="panel cui-market"
      testId="cui-market"
      buyLabel={tx('buy')}
      busy={pending}
      onBuy={(o) => send(o.action ? L.get(o.action) : undefined)}
      onRefused={
        refuse &&
        ((o) => {
          if (o.id === 'fridge') refuse({ type: 'buyFridge' });
          else if (o.id === 'forks') refuse({ type: 'buyFork' });
          else refuse({ type: 'buy', slot: Number(o.id.slice('slot-'.length)) });
        })
      }
      renderCard={(card, o) => {
        const slot = o.id.startsWith('slot-') ? Number(o.id.slice('slot-'.length)) : -1;
        return (
          <MiniCard
            card={card}
            lang={lang}
            tx={tx}
            onZoom={onZoom}
            compact={slot < 0}
            // the slot whose card goes to the fridge at the end of the turn is marked (the title says why)
            className={`${o.buyable || o.target ? 'target' : ''}${slot === view.market.length - 1 ? ' by-fridge' : ''}`}
          />
        );
      }}
    />
  );
}

/** The market while this seat cooks: its title and its cards' names, on one line. */
function FoldedMarket({
  view,
  tx,
  lang,
  onZoom,
}: {
  view: CuisineView;
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  return (
    <section className="panel cui-market folded" aria-labelledby="cui-market-title" data-testid="cui-market">
      <h2 id="cui-market-title">{tx('market')}</h2>
      {view.market.map((card, slot) =>
        card === null ? null : (
          <CardNameChip
            // biome-ignore lint/suspicious/noArrayIndexKey: market slots are positional
            key={slot}
            card={card}
            tx={tx}
            lang={lang}
            onZoom={onZoom}
            testId={`cui-market-slot-${slot}`}
          />
        ),
      )}
    </section>
  );
}
