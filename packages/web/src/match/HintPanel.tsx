import type { DescribeEvent } from '@potluck/web-kit';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import './hint.css';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { type HintSnapshot, type HintStore, hintFor, litMoves } from '../net/hints.ts';
import type { Frame, MatchInfo } from '../net/types.ts';
import { useGameUiLoad } from './registry.ts';

/** What the hint panel needs of the connection (MatchConnection has them all). */
export interface HintControls {
  hints: HintStore;
  askHint(): void;
  /** Proposes hints for everyone at a table with other people (all must agree). */
  proposeHints?(): void;
  /** Our answer to the open hints proposal. */
  voteHints?(yes: boolean): void;
}

/** The table's agreement to hints (MatchInfo `hints`, docs/protocol.md "Hints"). */
export interface HintsAgreement {
  on: boolean;
  proposal: { by: number; voters: number[]; yes: number[] } | null;
}

/** The agreement a match shows (servers before it: none). */
export function agreementOf(match: MatchInfo): HintsAgreement {
  return (match as MatchInfo & { hints?: HintsAgreement }).hints ?? { on: false, proposal: null };
}

/** A casual match being played, and I hold a seat: hints are possible (with others, once all agree). */
function casualSeat(match: MatchInfo, you: number): boolean {
  return you >= 0 && match.status === 'playing' && !match.settings?.rated;
}

/** Whether another seat is a person's (then everyone must agree to hints). */
function withPeople(match: MatchInfo, you: number): boolean {
  return match.seats.some((s, i) => i !== you && s.kind !== 'bot');
}

/**
 * Hints are offered in casual matches where every other seat is a bot, or where everyone at the table agreed (the
 * server refuses any other ask).
 */
export function hintsAllowed(match: MatchInfo, you: number): boolean {
  return casualSeat(match, you) && (!withPeople(match, you) || agreementOf(match).on);
}

/**
 * The move the game screen lights up for the hint shown now (none while there is none): only the best one. With
 * all three lit alike a newcomer cannot tell which to tap; in 卡片厨房 tapping any lit one (a warm, a buy) instead of
 * the best (cook) left both cooks without a dish at round 15 (README "A newcomer's walkthrough"). The panel still
 * lists the other two.
 */
export function useHinted(
  controls: HintControls | undefined,
  version: number | undefined,
): readonly unknown[] | undefined {
  const store = controls?.hints;
  const hint = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSnapshot ?? idleSnapshot);
  return useMemo(() => litMoves(hint, version), [hint, version]);
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
  version,
  you,
  names,
  controls,
  describe,
}: {
  match: MatchInfo;
  frame: Frame;
  /** The match version of the frame shown: a hint is shown only for it. */
  version: number | undefined;
  you: number;
  names: string[];
  controls: HintControls | undefined;
  describe: DescribeEvent | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const store = controls?.hints;
  const hint = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSnapshot ?? idleSnapshot);
  // the game's slice is loaded by then (the table shows it): a cache hit
  const advise = useGameUiLoad(match.game).ui?.advise;
  // shown and lit only for the version on screen (hintFor); one searched for a version the table has passed is
  // forgotten, so the button asks afresh (a table shown behind the server, at a simultaneous step, waits for it)
  const current = hintFor(hint, version);
  const passed = hint.status === 'shown' && version !== undefined && hint.version < version;
  useEffect(() => {
    if (passed) store?.clear();
  }, [passed, store]);
  // a refusal, or an ask not answered yet, was about the table before: a new version ends it (an answer searched
  // for the table before would light nothing; the button is free to ask again)
  const open = hint.status === 'refused' || hint.status === 'asking';
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new version only, not when the ask is made
  useEffect(() => {
    if (open) store?.clear();
  }, [version, store]);
  // asked too often (the server allows a hint about every 3 s: each costs a search): asked again once allowed, so
  // a newcomer asking on every move of a 卡片厨房 turn waits a moment instead of meeting "try again later"
  const limited = hint.status === 'refused' && hint.error?.code === 'RATE_LIMITED';
  useEffect(() => {
    if (!limited || !controls) return;
    const timer = setTimeout(() => controls.askHint(), HINT_RETRY_MS);
    return () => clearTimeout(timer);
  }, [limited, controls]);
  if (!controls || !casualSeat(match, you)) return null;
  if (!hintsAllowed(match, you))
    return <HintAgreement match={match} you={you} names={names} controls={controls} />;
  const myTurn = frame.active.includes(you) && !frame.result;
  // a hint for another version is not this table's: the panel is as if none had been asked
  const shown = current ? hint : hint.status === 'shown' ? IDLE : hint;
  if (!myTurn && shown.status === 'idle') return null;
  const say = (events: unknown[], action: unknown): string => {
    // advice ("Play Onion 1") where the game has words for the move, else its first event as the log says it
    const advice = advise?.(action as never, { match, you, names, frame });
    if (advice) return advice;
    for (const e of events) {
      const lines = describe?.(e, { match, you, names, frame }) ?? [];
      if (lines.length > 0) return lines.join(' ');
    }
    return plainAction(action);
  };
  return (
    <section
      className={`hint-panel${shown.status === 'idle' ? '' : ' hint-open'}`}
      aria-label={t('hint.title')}
      data-testid="hint-panel"
    >
      {withPeople(match, you) && <p className="hint-note">{t('hint.allowOn')}</p>}
      {myTurn && (
        <button
          type="button"
          className="btn small"
          disabled={shown.status === 'asking' || limited}
          onClick={() => controls.askHint()}
          data-testid="hint-button"
        >
          {shown.status === 'asking' || limited ? t('hint.thinking') : t('hint.ask')}
        </button>
      )}
      {limited && (
        <p className="hint-note" role="status">
          {t('hint.soon')}
        </p>
      )}
      {shown.status === 'refused' && shown.error && !limited && (
        <p className="hint-refused" role="status">
          {shown.error.text[lang]}
        </p>
      )}
      {shown.status === 'shown' && (
        <div role="status">
          <p className="hint-note">{t('hint.note')}</p>
          <ol className="hint-moves" data-testid="hint-moves">
            {shown.moves.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the moves of one answer, in their order
              <li key={i} data-testid="hint-move" className={i === 0 ? 'hint-best' : undefined}>
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

/**
 * At a table with other people, before everyone agreed: "Ask to allow hints", or the open proposal — accept or
 * decline if I was asked and have not said yes, else how many agreed so far.
 */
function HintAgreement({
  match,
  you,
  names,
  controls,
}: {
  match: MatchInfo;
  you: number;
  names: string[];
  controls: HintControls;
}) {
  const { t } = useTranslation();
  const { proposal } = agreementOf(match);
  if (!controls.proposeHints || !controls.voteHints) return null;
  const asked = proposal?.voters.includes(you) === true && !proposal.yes.includes(you);
  return (
    <section className="hint-panel hint-agreement" aria-label={t('hint.title')} data-testid="hint-agreement">
      {proposal === null && (
        <>
          <p className="hint-note">{t('hint.allowExplain')}</p>
          <button
            type="button"
            className="btn small"
            onClick={() => controls.proposeHints?.()}
            data-testid="hints-propose"
          >
            {t('hint.allowAsk')}
          </button>
        </>
      )}
      {asked && (
        <div role="alert" className="hint-ask" data-testid="hints-asked">
          <p className="hint-ask-text">
            {t('hint.allowAsked', { name: names[proposal.by] ?? `#${proposal.by + 1}` })}
          </p>
          <button
            type="button"
            className="btn small primary"
            onClick={() => controls.voteHints?.(true)}
            data-testid="hints-accept"
          >
            {t('hint.allowAccept')}
          </button>{' '}
          <button
            type="button"
            className="btn small"
            onClick={() => controls.voteHints?.(false)}
            data-testid="hints-decline"
          >
            {t('hint.allowDecline')}
          </button>
        </div>
      )}
      {proposal !== null && !asked && (
        <p className="hint-note" role="status" data-testid="hints-waiting">
          {t('hint.allowWaiting', { yes: proposal.yes.length, n: proposal.voters.length })}
        </p>
      )}
    </section>
  );
}

/** After RATE_LIMITED: the server's allowance grows by one hint in 3.3 s (server/src/ws.ts `hintRate`). */
const HINT_RETRY_MS = 3500;

const noSubscribe = () => () => {};
const IDLE: HintSnapshot = { status: 'idle', version: -1, moves: [], error: null };
const idleSnapshot = () => IDLE;
