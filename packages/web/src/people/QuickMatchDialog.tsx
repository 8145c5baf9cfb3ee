import { useModalFocus } from '@potluck/web-kit';
import { type FormEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { navigate } from '../app/route.ts';
import { useLocale } from '../i18n/index.ts';
import { ApiError } from '../net/api.ts';
import { saveClaim } from '../net/session.ts';
import type { GameInfo } from '../net/types.ts';
import { peopleApi, type QueueState } from './api.ts';
import { useProfile } from './profile.ts';
import './quick.css';

/** How long one may choose to wait for people before bots fill the empty seats (seconds; 0: bots at once). */
export const WAITS = [0, 15, 30, 60, 120] as const;
const DEFAULT_WAIT = 30;
/** GET /api/queue this often while waiting (docs/api.md: every 1–2 s). */
const POLL_MS = 1500;

type Phase = 'choose' | 'waiting' | 'matched';

/**
 * Quick match (issue 15 item 5, docs/api.md "Quick match"): a modal dialog on the page's body. Choose the player
 * count and the wait, join the queue (POST /api/queue), then wait: the time waited, the rating window, when bots
 * come; polling GET /api/queue until `matched`, whose seat token is stored like any other seat before the match
 * opens. Cancel (or Escape) leaves the queue (DELETE /api/queue). Focus stays inside and goes back to the button.
 */
export function QuickMatchDialog({
  game,
  button,
  onClose,
}: {
  game: GameInfo;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { loc } = useLocale();
  const { me, ready } = useProfile();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [players, setPlayers] = useState(Math.min(Math.max(2, game.minPlayers), game.maxPlayers));
  const [wait, setWait] = useState<number>(DEFAULT_WAIT);
  const [phase, setPhase] = useState<Phase>('choose');
  const [state, setState] = useState<QueueState | null>(null);
  /** When (performance.now()) `state` arrived: the time waited goes on from its `waitedMs` on this clock. */
  const [at, setAt] = useState(0);
  const [now, setNow] = useState(() => performance.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const closed = useRef(false);
  useModalFocus(ref, () => button.current);
  // the form gives way to the waiting panel: the focus moves to its first control (Cancel), not the page's body
  useEffect(() => {
    if (phase !== 'choose') ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [phase]);

  /** The queue seated me: keep the seat token like any other seat, forget the queue's copy, open the match. */
  const seated = useCallback(async (s: QueueState) => {
    if (!s.match || s.token === undefined || s.seat === undefined) return;
    setPhase('matched');
    saveClaim(s.match, { seat: s.seat, token: s.token });
    await peopleApi.queueLeave().catch(() => {}); // the seat stays mine; a later "Play now" may queue again
    if (!closed.current) navigate({ name: 'match', matchId: s.match, invite: null });
  }, []);

  const show = useCallback(
    (s: QueueState) => {
      if (closed.current) return;
      setState(s);
      setAt(performance.now());
      if (s.status === 'matched') void seated(s);
      else if (s.status === 'waiting') setPhase('waiting');
      else setPhase('choose');
    },
    [seated],
  );

  // a wait (or a seat) left from before, e.g. a reload while queued
  useEffect(() => {
    if (!me) return;
    peopleApi.queueState().then(
      (s) => s.status !== 'none' && (s.status === 'matched' || s.game === game.id) && show(s),
      () => {},
    );
  }, [me, game.id, show]);

  // while waiting: poll, and tick the clock shown
  useEffect(() => {
    if (phase !== 'waiting') return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const s = await peopleApi.queueState();
        if (stop) return;
        show(s);
        setError(null);
      } catch (e) {
        if (!stop) setError(e);
      }
      if (!stop) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    const tick = setInterval(() => setNow(performance.now()), 1000);
    return () => {
      stop = true;
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [phase, show]);

  useEffect(
    () => () => {
      closed.current = true;
    },
    [],
  );

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      show(await peopleApi.queueJoin({ game: game.id, players, waitSeconds: wait }));
    } catch (err) {
      // seated by an earlier wait: take that seat
      if (err instanceof ApiError && err.body?.code === 'QUEUE_MATCHED') show(await peopleApi.queueState());
      else setError(err);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (phase === 'waiting') {
      setBusy(true);
      try {
        await peopleApi.queueLeave();
      } catch (err) {
        setError(err);
        setBusy(false);
        return;
      }
      // matched at the very moment we left: the seat is mine all the same
      setBusy(false);
    }
    if (phase !== 'matched') onClose();
  };

  const count = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  const gameName = loc(game.names);
  const waited = state?.waitedMs !== undefined ? state.waitedMs + Math.max(0, now - at) : 0;
  const botsIn =
    state?.botsAt !== undefined && state.since !== undefined
      ? Math.ceil((state.botsAt - state.since - waited) / 1000)
      : null;
  const rating = state?.rating ?? 1000;
  const windowNow = state?.window ?? 0;

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog quick-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            void cancel();
          }
        }}
        data-testid="quick-dialog"
        data-phase={phase}
      >
        <h2 id={titleId}>{t('people.quickTitle', { game: gameName })}</h2>
        {ready && !me ? (
          <>
            <p>{t('people.quickNeedsProfile')}</p>
            <div className="row">
              <button type="button" className="btn" onClick={onClose} data-autofocus>
                {t('people.quickClose')}
              </button>
            </div>
          </>
        ) : phase === 'choose' ? (
          <form onSubmit={start}>
            <p className="muted">{t('people.quickExplain')}</p>
            <fieldset className="quick-choice">
              <legend>{t('people.quickPlayers')}</legend>
              {count.map((n) => (
                <label key={n} className={n === players ? 'chosen' : undefined}>
                  <input
                    type="radio"
                    name="quick-players"
                    value={n}
                    checked={n === players}
                    onChange={() => setPlayers(n)}
                    data-autofocus={n === players || undefined}
                    data-testid={`quick-players-${n}`}
                  />
                  {n}
                </label>
              ))}
            </fieldset>
            <label className="field">
              {t('people.quickWait')}
              <select value={wait} onChange={(e) => setWait(Number(e.target.value))} data-testid="quick-wait">
                {WAITS.map((w) => (
                  <option key={w} value={w}>
                    {w === 0
                      ? t('people.quickWaitNone')
                      : w < 60
                        ? t('people.quickWaitSec', { count: w })
                        : t('people.quickWaitMin', { count: w / 60 })}
                  </option>
                ))}
              </select>
            </label>
            <ErrorBox error={error} onDismiss={() => setError(null)} />
            <div className="row">
              <button type="submit" className="btn primary" disabled={busy || !me} data-testid="quick-start">
                {t('people.quickStart')}
              </button>
              <button type="button" className="btn" onClick={onClose}>
                {t('people.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="quick-waiting" data-testid="quick-waiting">
            <p className="quick-status" role="status">
              <span className="quick-spinner" aria-hidden="true" />
              {phase === 'matched' ? t('people.quickMatched') : t('people.quickWaiting')}
            </p>
            <dl className="quick-facts">
              <dt>{t('people.quickPlayers')}</dt>
              <dd>{state?.players ?? players}</dd>
              <dt>{t('people.quickWaitedLabel')}</dt>
              <dd data-testid="quick-waited">
                <time>{clockText(waited)}</time>
              </dd>
              <dt>{t('people.quickWindowLabel')}</dt>
              <dd data-testid="quick-window">
                {t('people.quickWindow', {
                  low: Math.max(0, rating - windowNow),
                  high: rating + windowNow,
                  rating,
                })}
              </dd>
              <dt>{t('people.quickBotsLabel')}</dt>
              <dd>
                {botsIn === null || botsIn <= 0
                  ? t('people.quickBotsNow')
                  : t('people.quickBotsIn', { count: botsIn })}
              </dd>
            </dl>
            <ErrorBox error={error} onDismiss={() => setError(null)} />
            <div className="row">
              <button
                type="button"
                className="btn"
                onClick={cancel}
                disabled={busy || phase === 'matched'}
                data-autofocus
                data-testid="quick-cancel"
              >
                {t('people.quickCancel')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** m:ss */
function clockText(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
