import { useTranslation } from 'react-i18next';

/**
 * Where a table (or a page's main content) will be while its code or data loads: it takes the room of what comes,
 * so nothing below it moves when it arrives (no layout shift), and says it is loading. A file of its own: the app
 * shell shows it while any page loads, and importing it from parts.tsx put all of the table's parts (and the kit's
 * seat badges) in the first page's script.
 */
export function TablePlaceholder({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-placeholder" role="status" data-testid="table-placeholder">
      <span className="muted">{label ?? t('app.loading')}</span>
    </div>
  );
}
