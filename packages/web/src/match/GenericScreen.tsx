import type { GameScreenProps } from '@potluck/web-kit';
import { useTranslation } from 'react-i18next';

/**
 * The screen of a game without a web slice (issue 20: announced as such, never passed off as the game's own): a note
 * saying so, the legal moves as buttons (described as JSON) and the raw view.
 */
export function GenericScreen({ frame, onMove, pending, you }: GameScreenProps) {
  const { t } = useTranslation();
  const legal = frame.legal ?? [];
  return (
    <div className="panel" style={{ display: 'grid', gap: 12 }} data-testid="generic-screen">
      <p className="muted" role="note" data-testid="generic-note">
        {t('match.genericNote')}
      </p>
      {you >= 0 && (
        <section aria-labelledby="legal-title">
          <h2 id="legal-title">{t('match.legalActions')}</h2>
          {legal.length === 0 ? (
            <p className="muted">{t('match.noActions')}</p>
          ) : (
            <ul className="actions-list">
              {legal.map((a) => {
                const text = JSON.stringify(a);
                return (
                  <li key={text}>
                    <button
                      type="button"
                      className="btn small"
                      disabled={pending}
                      onClick={() => onMove(a)}
                      data-testid="legal-action"
                    >
                      <code>{text}</code>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      <details>
        <summary>{t('match.rawView')}</summary>
        <pre className="raw">{JSON.stringify(frame.view, null, 2)}</pre>
      </details>
    </div>
  );
}
