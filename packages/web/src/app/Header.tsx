import { LOCALES } from '@potluck/engine';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES } from '../i18n/detect.ts';
import { setLocale, useLocale } from '../i18n/index.ts';
import { SettingsButton } from '../match/SettingsButton.tsx';
import { ProfileMenu } from '../people/ProfileMenu.tsx';

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M22 14 c-4 -6 4 -8 0 -12 M32 14 c-4 -6 4 -8 0 -12 M42 14 c-4 -6 4 -8 0 -12"
        stroke="#ffd9a8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 26 h48 l-4 26 a6 6 0 0 1 -6 5 H18 a6 6 0 0 1 -6 -5 z" fill="#2e363c" />
      <rect x="3" y="20" width="58" height="9" rx="4.5" fill="#c62828" />
      <circle cx="22" cy="40" r="4" fill="#e3b505" />
      <circle cx="33" cy="44" r="4" fill="#3f8a22" />
      <circle cx="43" cy="38" r="4" fill="#8b5a2b" />
    </svg>
  );
}

export function Header({ status }: { status?: string | null }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  return (
    <header className="site-header">
      <div className="inner">
        <a className="brand" href="#/" aria-label={`${t('app.name')} — ${t('app.home')}`}>
          <Logo />
          <span>{t('app.name')}</span>
        </a>
        <span className="spacer" />
        {status && (
          <span className="conn" role="status">
            {status}
          </span>
        )}
        <label className="lang-switch">
          <span className="visually-hidden">{t('app.language')}</span>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          <select
            value={lang}
            data-testid="lang"
            aria-label={t('app.language')}
            onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <SettingsButton />
        <ProfileMenu />
      </div>
    </header>
  );
}
