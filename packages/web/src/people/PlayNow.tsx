import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo } from '../net/types.ts';

/** The quick-match dialog loads when first opened (the lobby's script stays small). */
const QuickMatchDialog = lazy(() =>
  import('./QuickMatchDialog.tsx').then((m) => ({ default: m.QuickMatchDialog })),
);

/**
 * "Play now" on a game's card in the lobby (issue 15 item 5): choose a player count and how long to wait for
 * people, then wait in the quick-match queue until a seat is ready (QuickMatchDialog).
 */
export function PlayNow({ game }: { game: GameInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn primary"
        onClick={() => setOpen(true)}
        title={t('people.playNowHint')}
        data-testid={`play-now-${game.id}`}
      >
        {t('people.playNow')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickMatchDialog game={game} button={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
