import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The cover between two people at one screen. It replaces the table (the table is not rendered at all while it
 * is up, so no seat's hidden cards are in the page) and names who takes the device next. `name` null: nobody at
 * this screen must act yet (bots are playing), so there is nobody to show.
 */
export function PassCover({
  seat,
  name,
  onReveal,
}: {
  seat: number | null;
  name: string;
  onReveal: () => void;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (seat !== null) button.current?.focus();
  }, [seat]);
  return (
    <section
      className="pass-cover"
      aria-labelledby="pass-title"
      data-testid="pass-cover"
      data-seat={seat ?? ''}
    >
      <div className="pass-card">
        <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
          <rect x="14" y="8" width="34" height="50" rx="5" fill="#a4481d" transform="rotate(-10 31 33)" />
          <rect x="24" y="12" width="34" height="50" rx="5" fill="#f3e9da" stroke="#2b1d14" strokeWidth="2" />
          <path d="M33 30 h16 M33 38 h16 M33 46 h10" stroke="#2b1d14" strokeWidth="3" strokeLinecap="round" />
        </svg>
        {seat === null ? (
          <>
            <h1 id="pass-title">{t('shared.waitBots')}</h1>
            <p className="muted">{t('shared.waitBotsHint')}</p>
          </>
        ) : (
          <>
            <h1 id="pass-title">{t('shared.passTo', { name })}</h1>
            <p className="muted">{t('shared.passHint', { name })}</p>
            <button
              type="button"
              className="btn primary big"
              ref={button}
              onClick={onReveal}
              data-testid="reveal"
            >
              {t('shared.reveal', { name })}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
