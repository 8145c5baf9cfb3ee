import { useTranslation } from 'react-i18next';

/**
 * Where a game's screen would be when its chunk could not be downloaded (a network error): says so, in the table's
 * room (nothing below moves), with a button that tries again. The match table, the replay, the puzzle and the
 * tutorial pages show it (`useGameUiLoad`); `title` names what could not be loaded (the table by default).
 */
export function TableLoadFailed({
  retrying,
  onRetry,
  title,
}: {
  retrying: boolean;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-load-failed" data-testid="table-load-failed">
      <div className="error-box" role="alert">
        <div>
          <strong>{title ?? t('table.loadFailedTitle')}</strong>
          {t('table.loadFailed')}
        </div>
        <button
          type="button"
          className="btn primary table-load-retry"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
          data-testid="table-load-retry"
        >
          {retrying ? t('app.loading') : t('table.loadRetry')}
        </button>
      </div>
    </div>
  );
}
