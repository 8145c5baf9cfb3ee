import { useTexts } from '@potluck/web-kit';
import { useEffect } from 'react';
import type { Frame } from '../net/types.ts';
import { isUndoKey, showUndo, UNDO_TEXTS } from './undo.ts';

/**
 * The Undo button of the match screen, for every game: shown only while the server would accept an undo of this
 * seat's last move (`frame.canUndo`). Also on Ctrl+Z / ⌘+Z.
 */
export function UndoButton({
  frame,
  you,
  pending,
  onUndo,
}: {
  frame: Frame | null;
  you: number;
  pending: boolean;
  onUndo: () => void;
}) {
  const { tx } = useTexts(UNDO_TEXTS);
  const shown = showUndo(frame, you, pending);
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isUndoKey(e)) return;
      e.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, onUndo]);
  if (!shown) return null;
  return (
    <div className="undo-bar">
      <button
        type="button"
        className="btn small"
        onClick={onUndo}
        aria-label={tx('undoLabel')}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={tx('undoHint')}
        data-testid="undo"
      >
        <span aria-hidden="true">↶</span>
        <span className="bar-label"> {tx('undo')}</span>
      </button>
    </div>
  );
}
