import { type GameRules, useTexts } from '@potluck/web-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import { loadUi } from '../match/registry.ts';
import { RulesFigure } from './RulesFigure.tsx';
import { RULES_TEXTS } from './ui-texts.ts';
import './rules.css';

/**
 * A game's rules page, from its web slice (`ui.rulesPage`, a chunk of its own): undefined while it loads, null for a
 * game without one.
 */
function useRules(gameId: string): GameRules | null | undefined {
  const [got, setGot] = useState<{ id: string; rules: GameRules | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadUi(gameId)
      .then((ui) => (ui.rulesPage ? ui.rulesPage() : null))
      .then(
        (rules) => live && setGot({ id: gameId, rules }),
        () => live && setGot({ id: gameId, rules: null }),
      );
    return () => {
      live = false;
    };
  }, [gameId]);
  return got?.id === gameId ? got.rules : undefined;
}

/** A game's rules for players, in the chosen language (route #/rules/<game>). */
export function RulesPage({ gameId }: { gameId: string }) {
  const { lang, loc } = useLocale();
  const { tx } = useTexts(RULES_TEXTS);
  const { t } = useTranslation();
  const rules = useRules(gameId);
  useTitle(rules ? loc(rules.title) : rules === null ? tx('noRules') : t('app.loading'));
  if (rules === undefined) {
    return (
      <div className="panel" aria-busy="true">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }
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
          {s.figures?.map((f) => (
            <RulesFigure key={f.id} figure={f} lang={lang} />
          ))}
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
