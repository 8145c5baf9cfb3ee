import type { Localized } from '@potluck/engine';
import type { Frame } from '../net/types.ts';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Texts of the undo button (three languages by type). */
export const UNDO_TEXTS: Readonly<Record<string, Localized>> = {
  undo: t('Undo', '撤销', '撤銷'),
  undoLabel: t('Undo your last move (Ctrl+Z)', '撤销你的上一步（Ctrl+Z）', '撤銷你的上一步（Ctrl+Z）'),
  undoHint: t(
    'You can take back moves of this turn until something hidden is revealed.',
    '在揭示隐藏信息之前，可以撤回本回合的行动。',
    '在揭示隱藏資訊之前，可以撤回本回合的行動。',
  ),
};

/**
 * Whether the match screen offers Undo: only when the server says this seat's undo would be accepted now
 * (`frame.canUndo`, docs/protocol.md), for a seat, while the game is on and no move is on its way. A frame
 * without `canUndo` (an older server, a spectator, a replay) offers nothing: the client never guesses.
 */
export function showUndo(frame: Frame | null, you: number, pending: boolean): boolean {
  return frame !== null && you >= 0 && frame.canUndo === true && frame.result === null && !pending;
}

/** Ctrl+Z / ⌘+Z (without Shift or Alt), outside text fields. */
export function isUndoKey(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return false;
  const el = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable === true);
}
