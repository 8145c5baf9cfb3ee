import { useEffect, useMemo, useSyncExternalStore } from 'react';
import './hint.css';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import type { HintSnapshot, HintStore } from '../net/hints.ts';
import type { Frame, MatchInfo } from '../net/types.ts';
import type { DescribeEvent } from './screen.ts';

/** What the hint panel needs of the connection (MatchConnection has both). */
export interface HintControls {
  hints: HintStore;
  askHint(): void;
}

/** Hints are offered in casual matches where every other seat is a bot (the server refuses any other ask). */
export function hintsAllowed(match: MatchInfo, you: number): boolean {
  return (
    you >= 0 &&
    match.status === 'playing' &&
    !match.settings?.rated &&
    match.seats.every((s, i) => i === you || s.kind === 'bot')
  );
}

/** The moves of the hint shown now (none while there is none), for the game screen to light them up. */
export function useHinted(controls: HintControls | undefined): readonly unknown[] | undefined {
  const store = controls?.hints;
  const hint = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSnapshot ?? idleSnapshot);
  return useMemo(() => (hint.status === 'shown' ? hint.moves.map((m) => m.action) : undefined), [hint]);
}

/** A move without words from its game: its fields, in a short line. */
function plainAction(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  return Object.entries(action)
    .map(([k, v]) => (k === 'type' ? String(v) : `${k} ${JSON.stringify(v)}`))
    .join(' · ');
}

/**
 * The "Hint" button on my turn in a casual match against bots (issue 17 item 3), and its answer: the three moves
 * the search likes best, each said in the game's own words (its log describer) with its estimated winning chance,
 * searched on the server from my view only (docs/protocol.md "Hints").
 */
export function HintPanel({
  match,
  frame,
  you,
  names,
  controls,
  describe,
}: {
  match: MatchInfo;
  frame: Frame;
  you: number;
  names: string[];
  controls: HintControls | undefined;
  describe: DescribeEvent | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const store = controls?.hints;
  const hint = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSnapshot ?? idleSnapshot);
  // a new frame (a move was made) makes the last hint stale
  useEffect(() => {
    if (frame) store?.clear();
  }, [frame, store]);
  if (!controls || !hintsAllowed(match, you)) return null;
  const myTurn = frame.active.includes(you) && !frame.result;
  if (!myTurn && hint.status === 'idle') return null;
  const say = (events: unknown[], action: unknown): string => {
    for (const e of events) {
      const lines = describe?.(e, { match, you, names, frame }) ?? [];
      if (lines.length > 0) return lines.join(' ');
    }
    return plainAction(action);
  };
  return (
    <section className="hint-panel" aria-label={t('hint.title')} data-testid="hint-panel">
      {myTurn && (
        <button
          type="button"
          className="btn small"
          disabled={hint.status === 'asking'}
          onClick={() => controls.askHint()}
          data-testid="hint-button"
        >
          {hint.status === 'asking' ? t('hint.thinking') : t('hint.ask')}
        </button>
      )}
      {hint.status === 'refused' && hint.error && (
        <p className="hint-refused" role="status">
          {hint.error.text[lang]}
        </p>
      )}
      {hint.status === 'shown' && (
        <div role="status">
          <p className="hint-note">{t('hint.note')}</p>
          <ol className="hint-moves" data-testid="hint-moves">
            {hint.moves.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the moves of one answer, in their order
              <li key={i} data-testid="hint-move">
                <span className="hint-move-text">{say(m.events, m.action)}</span>{' '}
                <span className="hint-chance">{t('hint.chance', { pct: Math.round(m.chance * 100) })}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

const noSubscribe = () => () => {};
const IDLE: HintSnapshot = { status: 'idle', version: -1, moves: [], error: null };
const idleSnapshot = () => IDLE;
