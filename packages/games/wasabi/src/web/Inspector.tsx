import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { WasabiView } from '../index.ts';
import { TileArt } from './art.tsx';
import { colOf, ingredientName, squareName, stackAt } from './display.ts';

/** What is on the focused or hovered square (its stack from the bottom), for a closer look. */
export function Inspector({
  view,
  sq,
  tx,
  lang,
}: {
  view: WasabiView;
  sq: number | null;
  tx: Tx;
  lang: Locale;
}) {
  if (sq === null || colOf(sq) >= view.cols) {
    return <p className="muted wsb-inspect-help">{tx('inspectHelp')}</p>;
  }
  const stack = stackAt(view, sq);
  const covered = view.cover[sq] !== 0;
  return (
    <section
      className="wsb-inspect"
      aria-label={tx('inspect', { sq: squareName(sq) })}
      data-testid="wsb-inspect"
    >
      <strong>{tx('inspect', { sq: squareName(sq) })}</strong>
      {covered && <span className="wsb-chip green">{tx('coveredBy')}</span>}
      {stack.length === 0 ? (
        <span className="muted">{tx('empty')}</span>
      ) : (
        <ol className="wsb-stack-list">
          {[...stack].reverse().map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stack's layers are positional
            <li key={i} className={i === 0 ? 'top' : ''}>
              <TileArt ingredient={t} lang={lang} size={28} />
              <span>
                {ingredientName(t, lang)}
                {i === 0 ? ` · ${tx('stackTop')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/* ------------------------------------------------------------------ choices (give, draw, reward, refill) */
