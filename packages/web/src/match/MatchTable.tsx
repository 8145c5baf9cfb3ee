import {
  BannerClocks,
  type GameScreenProps,
  ScoresDrawerProvider,
  TableMotion,
  TableStatusProvider,
  useKeepTableFocus,
  useTexts,
} from '@potluck/web-kit';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { useGameName, useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import type { ReceivedClock } from '../net/connection.ts';
import { type ClaimCount, createClaimCount } from './claim-count.ts';
import { DRAWER_TEXTS } from './drawer-texts.ts';
import { type HintControls, HintPanel, useHinted } from './HintPanel.tsx';
import { EndOfMatch, EventLog, TablePlaceholder, TurnBanner } from './parts.tsx';
import { useGameUiLoad } from './registry.ts';
import { AbsentNotices, MatchMenu, type SeatControls } from './TableActions.tsx';
import { DrawerButton, TableDrawer } from './TableDrawer.tsx';
import { TableLoadFailed } from './TableLoadFailed.tsx';
import { UndoButton } from './UndoButton.tsx';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery.ts';
import { whyRefused } from './why.ts';

/**
 * One seat's table of a started match, the same on the match page and the shared screen: turn banner, undo, the
 * match menu (resign), absent-player notices, the game's screen (its seats show presence and clocks through
 * TableStatus), the event log (with `side` below it) and, once finished, the end dialog. On a phone the log and
 * the game's score section (what its screen puts `InScoresDrawer`) are drawers opened from the bar above the table.
 */
export function MatchTable({
  match,
  frame,
  you,
  names,
  log,
  pending,
  onMove,
  onUndo,
  side,
  end,
  clock = null,
  controls,
  hints,
  version,
}: GameScreenProps & {
  onUndo: () => void;
  side?: ReactNode;
  end: { busy: boolean; onRematch: () => void; closed: boolean; onClosedChange: (closed: boolean) => void };
  /** The last clocks received (docs/protocol.md): shown ticking on the seats. */
  clock?: ReceivedClock | null;
  /** Take back, resign, propose a bot, vote (absent for a spectator). */
  controls?: SeatControls;
  /** Hints on my turn in a casual match against bots (absent for a spectator and on a shared screen). */
  hints?: HintControls;
  /** The match version of `frame`: a hint is shown and lit only for the version it was searched for. */
  version?: number;
}) {
  const { ui, failed: uiFailed, retrying, retry: retryUi } = useGameUiLoad(match.game);
  const hinted = useHinted(hints, version);
  const mainRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const { lang } = useLocale();
  // Why the last tap on a control that is not legal was refused (issue 16 item 3); cleared by the next move (a new
  // version). A frame sent again for the same version (a re-sync, after a reconnection) keeps it: it used to clear
  // the note as it appeared, so the tap seemed to do nothing (seen once in CI, why.e2e under load).
  const [why, setWhy] = useState<{ text: string; rule: string; at: number } | null>(null);
  const moveKey = version ?? frame;
  useEffect(() => {
    if (moveKey !== undefined) setWhy(null);
  }, [moveKey]);
  const closeWhy = useCallback(() => setWhy(null), []);
  const onRefused = useCallback(
    (action: unknown) => {
      const mine = you >= 0 && frame.active.includes(you) && !frame.result;
      const found = mine ? whyRefused(ui?.rules, frame.view, you, action, lang) : null;
      setWhy({
        text: found?.text ?? t(mine ? 'table.whyGeneric' : 'table.whyNotYourTurn'),
        rule: found?.rule ?? (mine ? '' : 'not-active'),
        at: Date.now(),
      });
    },
    [ui, frame, you, lang, t],
  );
  useKeepTableFocus(mainRef);
  const gameName = useGameName(match.game) ?? match.game;
  const title = t('app.titleMatch', { game: gameName });
  useTitle(title);
  // A match ended by resignation or forfeit has a result the game state does not (MatchInfo.result): the table
  // shows it as over either way.
  const matchResult = match.status === 'finished' ? match.result : null;
  const shown = useMemo(
    () =>
      matchResult && !frame.result
        ? { ...frame, result: matchResult, active: [], legal: frame.legal === null ? null : [] }
        : frame,
    [frame, matchResult],
  );
  const result = matchResult ?? frame.result;
  const drawers = useTableDrawers();
  // the end dialog takes the focus: no drawer stays open under it
  const endOpen = result !== null && !end.closed;
  // The log and the game's screen are the same elements while what they show is the same, so a render of the
  // table for anything else (the clocks, a drawer's state, the scores drawer's element arriving after the first
  // commit) does not draw them again: React skips an element it was given last time (issue 16 item 9).
  const logEl = useMemo(
    () => (
      <EventLog
        key={you}
        log={log}
        describe={ui ? ui.describe : describeNothing}
        ctx={{ match, you, names, frame: shown }}
      />
    ),
    [you, log, ui, match, names, shown],
  );
  const onRefusedMine = you >= 0 ? onRefused : undefined;
  const screen = useMemo(
    () =>
      ui ? (
        <TableMotion>
          <ui.Screen
            key={you}
            match={match}
            frame={shown}
            you={you}
            names={names}
            log={log}
            pending={pending}
            onMove={onMove}
            onRefused={onRefusedMine}
            hinted={hinted}
          />
        </TableMotion>
      ) : null,
    [ui, you, match, shown, names, log, pending, onMove, onRefusedMine, hinted],
  );
  return (
    <TableStatusProvider match={match} names={names} clock={clock}>
      <ScoresDrawerProvider value={drawers.slot}>
        <h1 className="visually-hidden">{title}</h1>
        <TurnBanner frame={shown} you={you} names={names} extra={<BannerClocks you={you} />} />
        {/* one row above the table (undo, hints, the match menu), so the table starts high (issue 16 item 1) */}
        <div className="table-bar">
          <UndoButton frame={shown} you={you} pending={pending} onUndo={onUndo} />
          <HintPanel
            match={match}
            frame={shown}
            version={version}
            you={you}
            names={names}
            controls={hints}
            describe={ui?.describe}
          />
          {drawers.phone && (
            <div className="drawer-buttons">
              <DrawerButton
                id="log-drawer"
                label={drawers.tx('log')}
                short={drawers.tx('logShort')}
                open={drawers.open === 'log'}
                onOpen={() => drawers.setOpen('log')}
              />
              <ScoresButton
                claims={drawers.scoreClaims}
                label={drawers.tx('scores')}
                open={drawers.open === 'scores'}
                onOpen={drawers.openScores}
                keepRoom={!screen && !uiFailed}
              />
            </div>
          )}
          <MatchMenu you={you} controls={controls} />
        </div>
        <AbsentNotices you={you} active={shown.result ? [] : shown.active} controls={controls} />
        <WhyNotice why={why} onClose={closeWhy} />
        <div className="match-layout">
          <div className="match-main" ref={mainRef} tabIndex={-1}>
            {/* keyed by seat: no state of one person's screen (a selected card…) carries over to the next */}
            {screen ? (
              screen
            ) : uiFailed ? (
              <TableLoadFailed retrying={retrying} onRetry={retryUi} />
            ) : (
              <TablePlaceholder />
            )}
          </div>
          <aside className="match-side">
            {!drawers.phone && logEl}
            {side}
          </aside>
        </div>
        {drawers.phone && (
          <>
            <TableDrawer
              id="log-drawer"
              labelledBy="log-title"
              open={drawers.open === 'log' && !endOpen}
              onClose={drawers.close}
              opener={() => document.getElementById('log-drawer-button')}
            >
              {logEl}
            </TableDrawer>
            <TableDrawer
              id="scores-drawer"
              title={drawers.tx('scores')}
              open={drawers.open === 'scores' && !endOpen}
              onClose={drawers.close}
              opener={() => document.getElementById('scores-drawer-button')}
            >
              <div style={{ display: 'contents' }} ref={drawers.mountScoresHost} />
            </TableDrawer>
          </>
        )}
        {/* once the game's screen is here (its own or the generic one): the dialog opens with its breakdown, which
            would otherwise arrive later and push the buttons under it down (a layout shift on every finished table).
            If the screen's download failed, it opens with what it can show without it (ranks, totals) */}
        {result && (ui || uiFailed) && (
          <EndOfMatch
            matchId={match.id}
            result={result}
            names={names}
            you={you}
            rematchId={match.rematch}
            breakdown={
              ui?.End ? <ui.End view={shown.view} result={result} names={names} you={you} /> : undefined
            }
            {...end}
          />
        )}
      </ScoresDrawerProvider>
    </TableStatusProvider>
  );
}

/**
 * The table's drawers on a phone: which one is open, the element the game's score section is drawn into, and how
 * many score sections the screen has (the Scores button shows only when there is one).
 */
function useTableDrawers() {
  const phone = useMediaQuery(PHONE_QUERY);
  const { tx } = useTexts(DRAWER_TEXTS);
  const [open, setOpen] = useState<'log' | 'scores' | null>(null);
  // The element the screen's score section is drawn into, there from the table's first render: made in the commit
  // instead, it reached the screen one render later, whose score section was then drawn a second time (moved into
  // the drawer) in a synchronous render inside the table's first commit (docs/benchmarks.md)
  const [scoresHost] = useState(() => {
    const el = typeof document === 'undefined' ? null : document.createElement('div');
    if (el) el.className = 'table-drawer-body';
    return el;
  });
  const mountScoresHost = useCallback(
    (parent: HTMLElement | null) => {
      if (parent && scoresHost) parent.appendChild(scoresHost);
    },
    [scoresHost],
  );
  const [scoreClaims] = useState(createClaimCount);
  const slot = useMemo(
    () => ({ host: phone ? scoresHost : null, claim: scoreClaims.claim }),
    [phone, scoresHost, scoreClaims],
  );
  const close = useCallback(() => setOpen(null), []);
  const openScores = useCallback(() => setOpen('scores'), []);
  return {
    phone,
    tx,
    open: phone ? open : null,
    setOpen,
    close,
    openScores,
    slot,
    mountScoresHost,
    scoreClaims,
  };
}

/**
 * The Scores drawer's button once the screen has claimed the drawer; before the screen is there (`keepRoom`), a
 * stand-in of its size, so the bar never grows when the table arrives (no layout shift). A screen claims before its
 * first paint (InScoresDrawer's layout effect), so once it is drawn without a claim there is nothing to keep.
 */
function ScoresButton(props: {
  claims: ClaimCount;
  label: string;
  open: boolean;
  onOpen: () => void;
  keepRoom: boolean;
}) {
  const { claims, label, open, onOpen, keepRoom } = props;
  const claimed = useSyncExternalStore(claims.subscribe, claims.count, claims.count) > 0;
  if (claimed) return <DrawerButton id="scores-drawer" label={label} open={open} onOpen={onOpen} />;
  if (!keepRoom) return null;
  return (
    <span className="btn small drawer-button drawer-room" aria-hidden="true">
      {label}
    </span>
  );
}

/**
 * The reason a tap was refused, as a note pinned at the bottom of the screen (it moves nothing on the page) and
 * read out politely; it goes with the next frame, its close button or after 8 s.
 */
function WhyNotice({
  why,
  onClose,
}: {
  why: { text: string; rule: string; at: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!why) return;
    const timer = setTimeout(onClose, 8000);
    return () => clearTimeout(timer);
  }, [why, onClose]);
  return (
    <div className="why-note" role="status" aria-live="polite" data-testid="why" data-rule={why?.rule ?? ''}>
      {why && (
        <p key={why.at}>
          <span>{why.text}</span>
          <button type="button" className="btn small" onClick={onClose} aria-label={t('match.dismiss')}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}

/** While the game's chunk loads the log waits for its describer (never raw JSON). */
const describeNothing = () => [];

/** Whether the end dialog is closed; it comes back up when someone starts a rematch (to offer joining it). */
export function useEndClosed(rematchId: string | null): [boolean, (closed: boolean) => void] {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (rematchId) setClosed(false);
  }, [rematchId]);
  return [closed, setClosed];
}

/** The page of a match that cannot be shown (unknown, refused): the error and the way home. */
export function FatalPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="panel" style={{ maxWidth: 640, margin: '0 auto' }}>
      <ErrorBox error={error} />
      <p>
        <a className="btn" href="#/">
          {t('match.toHome')}
        </a>
      </p>
    </div>
  );
}

/** Shown while the connection has been lost for more than a moment. */
export function ReconnectNotice({ on }: { on: boolean }) {
  const { t } = useTranslation();
  if (!on) return null;
  return (
    <p className="conn" role="status" style={{ display: 'inline-block' }}>
      {t('match.reconnecting')}
    </p>
  );
}
