import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import { INGREDIENTS, UTENSILS, type WasabiView } from '../index.ts';
import { TileArt, UtensilIcon } from './art.tsx';
import { utensilName } from './display.ts';

/** The kitchen (utensils not yet taken) and the open pantry (tiles left of each ingredient). */
export function TablePanel({ view, tx, lang }: { view: WasabiView; tx: Tx; lang: Locale }) {
  return (
    <section className="panel wsb-table" aria-label={`${tx('kitchen')} · ${tx('pantry')}`}>
      <div>
        <h2>{tx('kitchen')}</h2>
        {view.kitchen.every((n) => n === 0) ? (
          <p className="muted">{tx('kitchenEmpty')}</p>
        ) : (
          <ul className="wsb-kitchen" data-testid="wsb-kitchen">
            {UTENSILS.map((u, k) =>
              view.kitchen[k] > 0 ? (
                <li key={u}>
                  <UtensilIcon utensil={u} size={24} />
                  <span>
                    {utensilName(u, lang)} ×{view.kitchen[k]}
                  </span>
                  {view.usedInKitchen && view.used === k && (
                    <span className="wsb-chip">{tx('usedThisTurn')}</span>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>
      <div>
        <h2>{tx('pantry')}</h2>
        <ul className="wsb-pantry">
          {INGREDIENTS.map((ing, i) => (
            <li key={ing.key} className={view.pantry[i] === 0 ? 'out' : ''} title={ing.names[lang]}>
              <TileArt ingredient={i} lang={lang} />
              <span>
                <span className="visually-hidden">{ing.names[lang]} </span>×{view.pantry[i]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2>{tx('piles')}</h2>
        <p className="wsb-piles">
          {view.piles.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one per length
            <span key={i} className="wsb-chip">
              {tx('drawLength', { n: i + 2 })}: {p.length}
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
