import { useTranslation } from 'react-i18next';
import { useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import { RULES } from './content.ts';
import { useTexts } from './texts.ts';
import { RULES_TEXTS } from './ui-texts.ts';
import './rules.css';

/** A game's rules for players, in the chosen language (route #/rules/<game>). */
export function RulesPage({ gameId }: { gameId: string }) {
  const { loc } = useLocale();
  const { tx } = useTexts(RULES_TEXTS);
  const { t } = useTranslation();
  const rules = RULES[gameId];
  useTitle(rules ? loc(rules.title) : tx('noRules'));
  if (!rules) {
    return (
      <div className="panel">
        <p>{tx('noRules')}</p>
        <a className="btn" href="#/">
          {t('match.toHome')}
        </a>
      </div>
    );
  }
  return (
    <article className="panel rules-page" data-testid="rules-page" aria-labelledby="rules-title">
      <p>
        <button type="button" className="btn small" onClick={() => window.history.back()}>
          {tx('back')}
        </button>
      </p>
      <h1 id="rules-title">{loc(rules.title)}</h1>
      <p className="rules-intro">{loc(rules.intro)}</p>
      {rules.sections.map((s) => (
        <section key={s.title.en}>
          <h2>{loc(s.title)}</h2>
          <ul>
            {s.items.map((item) => (
              <li key={item.en}>{loc(item)}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <a href={`#/new/${encodeURIComponent(gameId)}`} className="btn primary">
          {tx('play')}
        </a>
      </p>
    </article>
  );
}
