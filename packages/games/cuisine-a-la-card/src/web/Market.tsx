import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { CuisineView } from '../index.ts';
import { MiniCard } from './Card.tsx';
import { type CuisineLegal, cardDef, marketPrice } from './display.ts';
import type { BtnType } from './Prompt.tsx';

/** The market's cards with their prices, the fridge and the fork pile. */
export function Market(props: {
  view: CuisineView;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
  myPend: boolean;
  /** On our turn, a market card we may not buy keeps a Buy button that says why (nothing is sent). */
  refuseBuy?: (slot: number) => void;
}) {
  const { view, L, tx, lang, Btn, onZoom, pickLabel, myPend, refuseBuy } = props;
  const top = view.fridge.length > 0 ? view.fridge[view.fridge.length - 1] : null;
  return (
    <section className="panel cui-market" aria-labelledby="cui-market-title" data-testid="cui-market">
      <h2 id="cui-market-title">{tx('market')}</h2>
      <div className="cui-cards market">
        {view.market.map((c, slot) => {
          if (c === null)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: market slots are positional
              <div key={slot} className="cui-card empty">
                {tx('slot', { n: slot + 1 })}: {tx('emptySlot')}
              </div>
            );
          const price = marketPrice(view, view.cur, c);
          const d = cardDef(c);
          return (
            <MiniCard
              // biome-ignore lint/suspicious/noArrayIndexKey: market slots are positional
              key={slot}
              card={c}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              className={L.has(`pickSlot:${slot}`) || L.has(`buy:${slot}`) ? 'target' : ''}
              note={
                <>
                  {tx('slot', { n: slot + 1 })}
                  {slot === view.market.length - 1 ? ` · ${tx('nextToFridge')}` : ''}
                  {price !== d.cost ? ` · ${tx('costYou', { c: price })}` : ''}
                </>
              }
            >
              {Btn(`buy:${slot}`, tx('buy'), c, true) ??
                (refuseBuy && (
                  <button
                    type="button"
                    className="btn small refused"
                    aria-disabled="true"
                    onClick={() => refuseBuy(slot)}
                    data-refused={`buy:${slot}`}
                  >
                    {tx('buy')}
                  </button>
                ))}
              {myPend && Btn(`pickSlot:${slot}`, pickLabel, c, true)}
            </MiniCard>
          );
        })}
      </div>
      <div className="cui-supply">
        <div>
          <h3>{tx('fridge', { n: view.fridge.length })}</h3>
          {top ? (
            <MiniCard
              card={top}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              note={tx('fridgePrice', { c: view.fridgePrice })}
            >
              {Btn('buyFridge', tx('buy'), top, true)}
              {myPend && Btn(`pick:${top}`, pickLabel, top, true)}
            </MiniCard>
          ) : (
            <p className="muted">{tx('fridgeEmpty')}</p>
          )}
        </div>
        <div>
          <h3>{tx('forkPile', { n: view.forkPile })}</h3>
          <MiniCard card="fork" lang={lang} tx={tx} onZoom={onZoom}>
            {Btn('buyFork', tx('buy'), 'fork', true)}
          </MiniCard>
          <p className="muted cui-small">{tx('pantry', { n: view.pantryCount })}</p>
        </div>
      </div>
    </section>
  );
}
