import {
  botLevelText,
  currentLang,
  type DescribeEvent,
  kitTx,
  SeatStatus,
  useModalFocus,
} from '@potluck/web-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl, href } from '../app/route.ts';
import type { LoggedEvent } from '../net/connection.ts';
import type { Frame, MatchInfo, MatchResult } from '../net/types.ts';
import { describeTableEvent } from './table-events.ts';
import { useScrollToEnd } from './use-scroll-to-end.ts';

/**
 * Whose turn it is, always visible (sticky at the top of the match screen). `extra` (the running clocks) sits
 * outside its live region, so a ticking clock is not read out every second.
 */
export function TurnBanner({
  frame,
  you,
  names,
  extra,
}: {
  frame: Frame;
  you: number;
  names: string[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const over = frame.result !== null;
  const mine = !over && you >= 0 && frame.active.includes(you);
  const others = frame.active.filter((s) => s !== you).map((s) => names[s] ?? `#${s + 1}`);
  let text: string;
  if (over) text = t('match.gameOver');
  else if (mine) text = t('match.yourTurn');
  else text = t('match.waitingFor', { names: others.join(', ') });
  if (mine && others.length > 0) text = `${text} · ${t('match.waitingFor', { names: others.join(', ') })}`;
  const title = mine ? `● ${t('match.yourTurn')} — ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = 'Potluck';
    };
  }, [title]);
  return (
    <div
      className={`turn-banner${mine ? ' mine' : ''}${over ? ' over' : ''}`}
      data-testid="turn-banner"
      data-mine={mine ? 'true' : 'false'}
    >
      <span className="turn-dot" aria-hidden="true" />
      <span className="turn-text" role="status" aria-live="polite">
        <span>{text}</span>
        {you < 0 && <span className="badge">{t('match.watching')}</span>}
      </span>
      {extra}
    </div>
  );
}

/** An event's lines as last described, with what they were described from. */
interface Described {
  previous: unknown;
  texts: string[];
}

/**
 * The readable event log, newest at the bottom, in the chosen language. Each event is described once and kept
 * (by its log entry) while the describer, the names, the seat, the language and the match stay the same: the log
 * re-described every event of the match on every move (a describer's lines for an event depend on those and on
 * the event before it, never on the frame now on the table).
 */
export function EventLog({
  log,
  describe,
  ctx,
}: {
  log: readonly LoggedEvent[];
  describe: DescribeEvent | undefined;
  ctx: Parameters<DescribeEvent>[1];
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLOListElement>(null);
  const cache = useRef<{ deps: unknown[]; lines: WeakMap<LoggedEvent, Described> } | null>(null);
  const deps = [describe, ctx.names, ctx.you, ctx.match, t];
  if (!cache.current || cache.current.deps.some((d, i) => d !== deps[i])) {
    cache.current = { deps, lines: new WeakMap() };
  }
  const known = cache.current.lines;
  const lines: { key: string; text: string }[] = [];
  let previous: unknown;
  for (const e of log) {
    const kept = known.get(e);
    let texts: string[] | null = kept && kept.previous === previous ? kept.texts : null;
    if (texts === null) {
      texts = describeOne(e, previous, describe, ctx, t);
      known.set(e, { previous, texts });
    }
    previous = e.event;
    texts.forEach((text, i) => {
      lines.push({ key: `${e.key}-${i}`, text });
    });
  }
  useScrollToEnd(ref, lines.length);
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('match.log')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('match.noEvents')}</p>
      ) : (
        <ol
          className="log"
          ref={ref}
          data-testid="log"
          aria-live="polite"
          aria-relevant="additions"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
          tabIndex={0}
          aria-label={t('match.log')}
        >
          {lines.map((l) => (
            <li key={l.key}>{l.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One event's lines: the server's own events read the same in every game, the rest are the game's describer's. */
function describeOne(
  e: LoggedEvent,
  previous: unknown,
  describe: DescribeEvent | undefined,
  ctx: Parameters<DescribeEvent>[1],
  t: ReturnType<typeof useTranslation>['t'],
): string[] {
  // The server's own events (seat control) read the same in every game; a describer that fails on an event it
  // does not know must not take the screen down.
  let texts = describeTableEvent(e.event, ctx.names, t);
  if (texts === null) {
    try {
      texts = describe ? describe(e.event, { ...ctx, previous }) : [JSON.stringify(e.event)];
    } catch {
      texts = [];
    }
  }
  const ev = e.event as { type?: unknown; player?: unknown; count?: unknown };
  if (texts.length === 0 && ev.type === 'undo' && typeof ev.player === 'number') {
    // The server's own event (docs/protocol.md, undo policy), the same for every game.
    texts = [t('match.undo', { name: ctx.names[ev.player] ?? `#${ev.player + 1}`, count: ev.count ?? 1 })];
  }
  return texts;
}

export { TablePlaceholder } from './TablePlaceholder.tsx';

/** The end screen of a finished match, and once closed a button bringing it back. */
export function EndOfMatch({
  closed,
  onClosedChange,
  ...dialog
}: Omit<Parameters<typeof EndDialog>[0], 'onClose'> & {
  closed: boolean;
  onClosedChange: (closed: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!closed) return <EndDialog {...dialog} onClose={() => onClosedChange(true)} />;
  return (
    <p style={{ marginTop: 12 }}>
      <button
        type="button"
        className="btn primary"
        onClick={() => onClosedChange(false)}
        data-testid="show-results"
      >
        {t('end.title')}
      </button>
    </p>
  );
}

export function EndDialog({
  result,
  names,
  you,
  onRematch,
  onClose,
  busy,
  matchId,
  rematchId,
  breakdown,
}: {
  matchId?: string;
  /** How each score was made (the game's end breakdown, issue 16 item 6), under the totals. */
  breakdown?: ReactNode;
  /** The rematch another player (or we) started, from MatchInfo.rematch. */
  rematchId?: string | null;
  result: MatchResult;
  names: string[];
  you: number;
  onRematch: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // keeps the focus inside while open; gives it back on close (to the button that reopens it when the control
  // that had it is gone)
  useModalFocus(ref, () => document.querySelector<HTMLElement>('[data-testid=show-results]'));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const scores = Array.isArray(result.scores) ? result.scores : null;
  const order = result.ranks.map((_, i) => i).sort((a, b) => result.ranks[a] - result.ranks[b] || a - b);
  const winners = result.winners.map((w) => names[w]).join(', ');
  const out = new Map((result.out ?? []).map((o) => [o.seat, o.reason]));
  const outNames = (result.out ?? []).map((o) => names[o.seat] ?? `#${o.seat + 1}`).join(', ');
  return (
    // held at the top: its breakdown arrives with the game's end chunk and a centred dialog moved as it grew
    <div className="dialog-backdrop top">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="end-title"
        ref={ref}
        data-testid="end-dialog"
      >
        <h2 id="end-title">{result.ended ? t('table.endTitle') : t('end.title')}</h2>
        <p style={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {result.winners.length > 1
            ? t('end.winners', { names: winners })
            : t('end.winner', { names: winners })}
        </p>
        {result.ended && (
          <p data-testid="end-reason" data-ended={result.ended}>
            {result.ended === 'forfeit'
              ? t('table.endedForfeit', { names: outNames })
              : t('table.endedResign', { names: outNames })}
          </p>
        )}
        {rematchId && you >= 0 && (
          <p className="muted" role="status" data-testid="rematch-started">
            {t('end.rematchStarted')}
          </p>
        )}
        <table className="scores-table" data-testid="end-scores">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('end.player')}</th>
              {scores && (
                <th scope="col" className="num">
                  {t('end.score')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.map((seat) => (
              <tr key={seat} className={result.ranks[seat] === 1 ? 'win' : ''}>
                <td>{t('end.place', { n: result.ranks[seat] })}</td>
                <td>
                  {names[seat]}
                  {seat === you ? ' ★' : ''}
                  {out.has(seat) && (
                    <>
                      {' '}
                      <span className="badge seat-out" data-testid={`end-out-${seat}`}>
                        {kitTx(currentLang())(out.get(seat) === 'forfeited' ? 'forfeited' : 'resigned')}
                      </span>
                    </>
                  )}
                </td>
                {scores && <td className="num">{scores[seat]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {/* a match ended by resignation has no scores to explain */}
        {scores && breakdown}
        <div className="row">
          <button
            type="button"
            className="btn primary"
            onClick={onRematch}
            disabled={busy}
            data-testid="rematch"
          >
            {rematchId ? (you >= 0 ? t('end.joinRematch') : t('end.watchRematch')) : t('end.rematch')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('end.close')}
          </button>
          {matchId && (
            <a className="btn" href={href({ name: 'replay', matchId })}>
              {t('end.replay')}
            </a>
          )}
          <a className="btn" href="#/">
            {t('match.toHome')}
          </a>
        </div>
      </div>
    </div>
  );
}

/** The invite link with a copy button. */
export function InviteLink({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const url = absoluteUrl({ name: 'match', matchId, invite: null });
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <label className="field" htmlFor="invite-url">
        {t('match.invite')}
      </label>
      <div className="invite">
        <input
          id="invite-url"
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invite-url"
        />
        <button type="button" className="btn" onClick={copy}>
          {state === 'copied' ? t('match.copied') : t('match.copy')}
        </button>
      </div>
      {state === 'failed' && <p className="muted">{t('errors.copyFailed')}</p>}
      <span className="visually-hidden" role="status">
        {state === 'copied' ? t('match.copied') : ''}
      </span>
    </div>
  );
}

export function SeatList({
  match,
  you,
  names,
  onSeatBot,
  onlyLeft = false,
}: {
  match: MatchInfo;
  you: number;
  names: string[];
  /** Offered to the host and seated people for human seats nobody holds or is connected to. */
  onSeatBot?: (seat: number) => void;
  /** Offer it only for seats nobody holds (during play: a person only away goes to a bot by clock or vote). */
  onlyLeft?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="seat-list" data-testid="seat-list">
      {match.seats.map((s) => (
        <li key={s.seat}>
          <span>
            <strong>{t('create.seat', { n: s.seat + 1 })}</strong> ·{' '}
            {s.kind === 'human' && !s.occupied ? (
              <em className="muted">{t('match.seatOpen')}</em>
            ) : (
              names[s.seat]
            )}
            {s.seat === you && <span className="badge"> {kitTx(currentLang())('you')}</span>}
            {s.kind === 'human' &&
              s.occupied &&
              !s.connected &&
              s.seat !== you &&
              s.offlineSince === undefined && (
                <span className="badge"> {kitTx(currentLang())('offline')}</span>
              )}
            <SeatStatus seat={s.seat} />
          </span>
          {s.kind === 'bot' && (
            <span className="badge bot">{botLevelText(s.botLevel ?? 'medium', currentLang())}</span>
          )}
          {onSeatBot &&
            s.kind === 'human' &&
            s.seat !== you &&
            (!s.occupied || (!onlyLeft && !s.connected)) && (
              <button
                type="button"
                className="btn small"
                onClick={() => onSeatBot(s.seat)}
                data-testid={`seat-bot-${s.seat}`}
              >
                {t('match.seatBot')}
              </button>
            )}
        </li>
      ))}
    </ul>
  );
}
