import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import { type CuisineAction, type CuisineView, FOOD_NAMES, type Food } from '../index.ts';
import { type CuisineLegal, cardDef, type DishBreakdown, judgeDef } from './display.ts';
import type { BtnType } from './Prompt.tsx';

/** The dish being cooked: its cards, the meal so far, each judge's verdict, and its name. */
export function DishBuilder(props: {
  view: CuisineView;
  breakdown: DishBreakdown;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  pending: boolean;
  name: string;
  setName: (s: string) => void;
  send: (a: CuisineAction | undefined) => void;
  Btn: BtnType;
  onZoom: (c: string) => void;
  /** Whether a hint lights this move (its Serve button). */
  lit?: (a: CuisineAction) => boolean;
}) {
  const { view, breakdown, L, tx, lang, pending, name, setName, send, Btn, onZoom } = props;
  const dish = view.dish;
  if (!dish) return null;
  const servable = new Set(L.ofType('submitDish').map((a) => a.judge as string));
  const unsatisfied = view.open.filter((j) => !servable.has(j));
  return (
    <section className="panel cui-dish" aria-labelledby="cui-dish-title" data-testid="cui-dish">
      <div className="cui-row-between">
        <h2 id="cui-dish-title">{tx('dish')}</h2>
        <strong className="cui-meal" data-testid="cui-meal">
          {tx('mealTotal', { n: breakdown.meal })}
        </strong>
      </div>
      {breakdown.judgeMeal > 0 && (
        <p className="muted cui-small">{tx('judgeMeal', { n: breakdown.judgeMeal })}</p>
      )}
      {dish.cards.length === 0 ? (
        <p className="muted">{tx('dishEmpty')}</p>
      ) : (
        <ol className="cui-dish-lines">
          {dish.cards.map((c, k) => {
            const types = L.ofType('chooseType').filter((a) => a.index === k);
            const food = c.food ? FOOD_NAMES[c.food][lang] : tx('noFood');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: dish slots are positional (actions name the index)
              <li key={k}>
                <span className="cui-dish-info">
                  <button
                    type="button"
                    className="cui-linkish"
                    onClick={() => onZoom(c.card)}
                    aria-haspopup="dialog"
                    title={tx('zoom', { card: cardDef(c.card).name[lang] })}
                  >
                    {cardDef(c.card).name[lang]}
                  </button>
                  <span className="muted cui-small">
                    {c.from === 'hand' ? tx('fromHand') : tx('fromPlate')}
                  </span>
                  <span className="cui-chip">{tx('mealOf', { n: breakdown.lines[k]?.meal ?? c.meal })}</span>
                  {breakdown.lines[k]?.paired && <span className="cui-chip green">{tx('paired')}</span>}
                  {/* on a desktop the line is one row: in English "Counts as" is read, not seen (cuisine.css) */}
                  <span className="cui-small cui-dish-type" title={`${tx('foodType')}: ${food}`}>
                    <span className="cui-dish-type-label">{tx('foodType')}:</span> <strong>{food}</strong>
                  </span>
                </span>
                {types.map((a) => (
                  <button
                    key={a.food}
                    type="button"
                    className="btn small"
                    disabled={pending}
                    onClick={() => send(a)}
                    data-action={`type:${k}:${a.food}`}
                  >
                    {FOOD_NAMES[a.food as Food][lang]}
                  </button>
                ))}
                {Btn(`remove:${k}`, tx('remove'), c.card, false)}
              </li>
            );
          })}
        </ol>
      )}
      <label className="field cui-name-field">
        {tx('dishName')}
        <input
          type="text"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          data-testid="cui-dish-name"
        />
      </label>
      {/* the judges it can be served to, each with what it would earn there, beside its Serve button: in view with
          the dish and the hand while cooking (the Judges panel, under the table, has their whole text) */}
      <ul className="cui-serve" data-testid="cui-serve">
        {L.ofType('submitDish').map((a) => {
          const check = breakdown.judges.find((j) => j.judge === a.judge);
          const d = judgeDef(a.judge);
          return (
            <li key={a.judge} data-judge={a.judge}>
              <span className="cui-serve-verdict cui-small" data-ok="true">
                ✓ {tx('medalsWorth', { n: check?.medals ?? 0 })} ·{' '}
                {tx('mealShort', { have: breakdown.meal, need: d.tier })}
              </span>
              <button
                type="button"
                className={`btn small primary${props.lit?.(a) ? ' hinted' : ''}`}
                disabled={pending}
                onClick={() => send(name.trim() ? { ...a, name: name.trim() } : a)}
                data-action={`submit:${a.judge}`}
              >
                {tx('submitTo', { judge: d.name[lang] })}
              </button>
            </li>
          );
        })}
      </ul>
      {unsatisfied.length > 0 && (
        <p className="muted cui-small" data-testid="cui-unsatisfied">
          {tx('notSatisfiedBy', {
            judges: unsatisfied.map((j) => judgeDef(j).name[lang]).join(lang === 'en' ? ', ' : '、'),
          })}
        </p>
      )}
    </section>
  );
}
