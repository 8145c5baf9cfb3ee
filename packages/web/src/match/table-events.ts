import { currentLang, levelName } from '@potluck/web-kit';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * The server's own `seat` events (docs/protocol.md, "Seat control"), the same in every game's log:
 * `{"type":"seat","player":s,"what":"timeout"|"vote"|"takeBack"|"resign"|"forfeit","level"?}`.
 * Null for any other event (the game's describer reads it); an ill-formed or unknown seat event reads as nothing.
 */
export function describeTableEvent(event: unknown, names: readonly string[], t: T): string[] | null {
  if (typeof event !== 'object' || event === null) return null;
  const ev = event as { type?: unknown; player?: unknown; what?: unknown; level?: unknown };
  if (ev.type !== 'seat') return null;
  if (typeof ev.player !== 'number') return [];
  const name = names[ev.player] ?? `#${ev.player + 1}`;
  const level = levelName(typeof ev.level === 'string' ? ev.level : 'medium', currentLang());
  switch (ev.what) {
    case 'timeout':
      return [t('table.ev.timeout', { name, level })];
    case 'vote':
      return [t('table.ev.vote', { name, level })];
    case 'takeBack':
      return [t('table.ev.takeBack', { name })];
    case 'resign':
      return [t('table.ev.resign', { name })];
    case 'forfeit':
      return [t('table.ev.forfeit', { name })];
    case 'hints': {
      // the table's agreement to hints: a proposal, a yes, a no (docs/protocol.md "Hints")
      const vote = (event as { vote?: unknown }).vote;
      if (vote === 'propose') return [t('table.ev.hintsPropose', { name })];
      if (vote === 'yes') return [t('table.ev.hintsYes', { name })];
      if (vote === 'no') return [t('table.ev.hintsNo', { name })];
      return [];
    }
    default:
      return [];
  }
}
