import { useTableStatus } from '@potluck/web-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeClock, proposableSeats } from './table.ts';

/** What a seat can ask about its table (MatchConnection does all four; docs/protocol.md). */
export interface SeatControls {
  takeBack(): void;
  resign(): void;
  proposeBot(seat: number, level?: string): void;
  vote(seat: number, yes: boolean): void;
}

/**
 * The notices of an absent-player situation, above the game: "a bot plays for you — take my seat back", the open
 * vote with its tally and yes/no buttons, and "let a bot play for X" once a seat has been away on its turn for a
 * minute (no clock). Every seated person sees them; spectators see the vote's tally.
 */
export function AbsentNotices({
  you,
  active,
  controls,
}: {
  you: number;
  active: readonly number[];
  controls: SeatControls | undefined;
}) {
  const { t } = useTranslation();
  const status = useTableStatus();
  if (status?.match.status !== 'playing') return null;
  const { match, names } = status;
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const mine = you >= 0 ? match.seats[you] : undefined;
  const notices: ReactNode[] = [];

  if (mine?.control && !mine.out) {
    notices.push(
      <div key="back" className="absent-notice mine" role="status" data-testid="taken-over">
        <span>{mine.control.reason === 'vote' ? t('table.youBotVote') : t('table.youBotTimeout')}</span>
        {controls && (
          <button
            type="button"
            className="btn primary small"
            onClick={() => controls.takeBack()}
            data-testid="take-back"
          >
            {t('table.takeBack')}
          </button>
        )}
      </div>,
    );
  }

  const vote = match.vote;
  if (vote) {
    const voter = you >= 0 && vote.voters.includes(you);
    const voted = vote.yes.includes(you) ? 'yes' : vote.no.includes(you) ? 'no' : null;
    notices.push(
      <div key="vote" className="absent-notice vote" role="status" data-testid="bot-vote">
        <span>
          {t('table.voteQuestion', { name: name(vote.seat) })}{' '}
          <span className="muted" data-testid="vote-tally">
            {t('table.voteTally', { yes: vote.yes.length, no: vote.no.length, n: vote.voters.length })}
          </span>
        </span>
        {voter && controls && voted === null && (
          <span className="row">
            <button
              type="button"
              className="btn primary small"
              onClick={() => controls.vote(vote.seat, true)}
              data-testid="vote-yes"
            >
              {t('table.voteYes')}
            </button>
            <button
              type="button"
              className="btn small"
              onClick={() => controls.vote(vote.seat, false)}
              data-testid="vote-no"
            >
              {t('table.voteNo')}
            </button>
          </span>
        )}
        {voted && <span className="badge">{voted === 'yes' ? t('table.votedYes') : t('table.votedNo')}</span>}
      </div>,
    );
  }

  if (controls) {
    for (const seat of proposableSeats(match, you, active, status.offlineAt, status.now)) {
      notices.push(
        <div key={`p${seat}`} className="absent-notice" data-testid={`absent-${seat}`}>
          <span>{t('table.absentFor', { name: name(seat) })}</span>
          <button
            type="button"
            className="btn small"
            onClick={() => controls.proposeBot(seat)}
            data-testid={`propose-bot-${seat}`}
          >
            {t('table.proposeBot', { name: name(seat) })}
          </button>
        </div>,
      );
    }
  }

  if (notices.length === 0) return null;
  return <div className="absent-notices">{notices}</div>;
}

/**
 * The match menu (⋯): the clock in use and "Resign", confirmed in a dialog. Offered to a seated person in a match
 * being played who has not resigned yet.
 */
export function MatchMenu({ you, controls }: { you: number; controls: SeatControls | undefined }) {
  const { t } = useTranslation();
  const status = useTableStatus();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const onDown = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && e.target !== button.current) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  if (!status) return null;
  const { match } = status;
  const seat = you >= 0 ? match.seats[you] : undefined;
  const canResign = controls !== undefined && match.status === 'playing' && seat !== undefined && !seat.out;
  const spec = match.settings?.clock;
  if (!canResign && (!spec || spec.kind === 'none')) return null;
  return (
    <div className="match-menu">
      <button
        ref={button}
        type="button"
        className="btn small"
        aria-haspopup="menu"
        aria-label={t('table.menuLabel')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="match-menu"
      >
        <span aria-hidden="true">⋯</span>
        <span className="bar-label"> {t('table.menu')}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          className="match-menu-list"
          role="menu"
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {spec && spec.kind !== 'none' && (
            <p className="muted match-menu-note" data-testid="clock-setting">
              {t('table.clockSetting', { clock: describeClock(spec, t) })}
            </p>
          )}
          {canResign && (
            <button
              type="button"
              role="menuitem"
              className="btn small danger"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
              data-testid="resign"
            >
              {t('table.resign')}
            </button>
          )}
        </div>
      )}
      {confirming && controls && (
        <ConfirmDialog
          title={t('table.resignTitle')}
          text={match.players === 2 ? t('table.resignText2') : t('table.resignTextMore')}
          confirm={t('table.resignConfirm')}
          cancel={t('table.cancel')}
          onConfirm={() => {
            setConfirming(false);
            controls.resign();
            button.current?.focus();
          }}
          onCancel={() => {
            setConfirming(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** A modal question: focus starts on "cancel", stays inside (Tab wraps), Escape cancels. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  /** Set once an answer is given: the focus may then go back where it came from. */
  const closing = useRef(false);
  const answer = (fn: () => void) => () => {
    closing.current = true;
    fn();
  };
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    // Focus that leaves the dialog (a click on the backdrop, a screen reader's jump) comes back to it.
    const onFocus = (e: FocusEvent) => {
      if (!closing.current && ref.current && !ref.current.contains(e.target as Node)) {
        ref.current.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      answer(onCancel)();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    // A click beside the dialog keeps the focus where it is (inside); not a control of its own.
    // biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus loss of a pointer press
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}>
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        data-testid="confirm-dialog"
      >
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        <div className="row">
          <button type="button" className="btn danger" onClick={answer(onConfirm)} data-testid="confirm-yes">
            {confirm}
          </button>
          <button
            type="button"
            className="btn"
            onClick={answer(onCancel)}
            data-autofocus
            data-testid="confirm-no"
          >
            {cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
