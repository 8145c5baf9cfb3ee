import { LOCALES } from '@potluck/engine';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES } from '../i18n/detect.ts';
import { setLocale, useLocale } from '../i18n/index.ts';
import { SettingsButton } from '../match/SettingsButton.tsx';
import { ProfileMenu } from '../people/ProfileMenu.tsx';
import { Logo } from './Logo.tsx';

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
