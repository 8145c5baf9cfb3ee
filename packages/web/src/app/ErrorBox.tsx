import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { ApiError } from '../net/api.ts';
import type { ErrorBody } from '../net/types.ts';

/** The text of any error in the chosen language: server errors carry all three languages. */
export function useErrorText(): (e: unknown) => string {
  const { t } = useTranslation();
  const { loc } = useLocale();
  return (e: unknown) => {
    if (e instanceof ApiError) return e.body ? loc(e.body.text) : t('errors.network');
    if (typeof e === 'object' && e !== null && 'text' in e) return loc((e as ErrorBody).text);
    return t('errors.unknown', { message: e instanceof Error ? e.message : String(e) });
  };
}

export function ErrorBox({ error, onDismiss }: { error: unknown; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (!error) return null;
  return (
    <div className="error-box" role="alert">
      <div>
        <strong>{t('match.error')}</strong>
        {text(error)}
      </div>
      {onDismiss && (
        <button type="button" className="btn small" onClick={onDismiss}>
          {t('match.dismiss')}
        </button>
      )}
    </div>
  );
}
