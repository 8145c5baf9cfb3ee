import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import { CARDS, type CuisineView, condText, medalRuleText } from '../index.ts';
import { JudgePortrait, JudgeText } from './Card.tsx';
import { type DishBreakdown, judgeDef } from './display.ts';

/** A card's name by its index in the card table. */
const cardDefByIndexName = (i: number, lang: Locale) => CARDS[i]?.name[lang] ?? '?';

/** The judges on the table: their tastes and, while a dish is cooked, what each would give it. */
export function Judges(props: {
  view: CuisineView;
  breakdown: DishBreakdown | null;
  tx: Tx;
  lang: Locale;
  onZoom: (id: string) => void;
}) {
  const { view, breakdown, tx, lang, onZoom } = props;
  return (
    <section className="panel" aria-labelledby="cui-judges-title" data-testid="cui-judges">
      <h2 id="cui-judges-title">{tx('judges')}</h2>
      <ul className="cui-judges">
        {view.open.map((j) => {
          const d = judgeDef(j);
          const check = breakdown?.judges.find((x) => x.judge === j);
          return (
            <li key={j} className={`cui-judge${check ? (check.ok ? ' ok' : ' no') : ''}`} data-judge={j}>
              <div className="cui-row-between">
                <button
                  type="button"
                  className="cui-linkish"
                  onClick={() => onZoom(j)}
                  aria-haspopup="dialog"
                >
                  <JudgePortrait judge={j} size={36} />
                  <strong>{d.name[lang]}</strong>
                </button>
                <span className="cui-chip dark">{tx('medalsN', { n: d.medals })}</span>
              </div>
              <JudgeText judge={j} lang={lang} />
              {check && (
                <div
                  className="cui-verdict"
                  data-testid={`cui-verdict-${j}`}
                  data-ok={check.ok ? 'true' : 'false'}
                >
                  <strong>{check.ok ? `✓ ${tx('verdictOk')}` : `✗ ${tx('verdictNo')}`}</strong>
                  <span>{tx('mealShort', { have: breakdown?.meal ?? 0, need: d.tier })}</span>
                  {check.unmet.length > 0 && (
                    <span>
                      {tx('unmet', {
                        what: check.unmet
                          .map((i) => condText(d.requires[i], lang))
                          .join(lang === 'en' ? '; ' : '；'),
                      })}
                    </span>
                  )}
                  <span>
                    {tx('medalsWorth', { n: check.medals })}
                    {' ('}
                    {check.parts
                      .map((p) => {
                        const n = `${p.medals > 0 ? '+' : ''}${p.medals}`;
                        if (p.source === 'judge') return tx('partJudge', { n });
                        if (p.source === 'bonus') return `${medalRuleText(d.bonuses[p.ref], lang)}`;
                        if (p.source === 'card')
                          return tx('partCard', { card: cardDefByIndexName(p.ref, lang), n });
                        return tx('partAll', { n });
                      })
                      .join(lang === 'en' ? '; ' : '；')}
                    {')'}
                  </span>
                  {check.medals < 1 && <span>{tx('tooFew')}</span>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
