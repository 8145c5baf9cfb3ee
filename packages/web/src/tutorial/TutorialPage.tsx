import type { BaseEvent } from '@potluck/engine';
import { botName, TableMotion } from '@potluck/web-kit';
import { type ComponentProps, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAndOpen } from '../app/actions.ts';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { href } from '../app/route.ts';
import { useGameName, useTitle } from '../app/title.ts';
import { useLocale } from '../i18n/index.ts';
import { TablePlaceholder } from '../match/parts.tsx';
import { type loadUi, useGameUiLoad } from '../match/registry.ts';
import { TableLoadFailed } from '../match/TableLoadFailed.tsx';
import { PHONE_QUERY, useMediaQuery } from '../match/useMediaQuery.ts';
import { savedName } from '../net/session.ts';
import { useProfile } from '../people/profile.ts';
import { loadTutorial } from './data.ts';
import { frameOf, judgeMove, openLesson, play, type Tutorial } from './script.ts';
import { tutorialText } from './texts.ts';
import { useScrolls } from './use-scrolls.ts';
import './tutorial.css';

type GameUi = Awaited<ReturnType<typeof loadUi>>;
type ScreenProps = ComponentProps<GameUi['Screen']>;

const NONE: readonly unknown[] = [];

/** Where the lesson is: the game state, the step to do, what the learner's table has logged, the coach's note. */
interface Lesson {
  state: unknown;
  step: number;
  log: ScreenProps['log'][number][];
  version: number;
  note: { kind: 'offScript' | 'refused' | 'continue'; text: string; rule: string } | null;
}

/**
 * A guided first game (`#/tutorial/<game>`, issue 16 item 7): the game's own screen on a pinned scenario, played
 * in the browser with the game's rules (no server), a coach panel with the step's text, the step's move lit up on
 * the table, the other seats' scripted replies, and an explanation when the learner plays another move.
 */
export function TutorialPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { lang, loc } = useLocale();
  const tx = (key: Parameters<typeof tutorialText>[1], params?: Record<string, string | number>) =>
    tutorialText(lang, key, params);
  const { ui, failed: uiFailed, retrying, retry: retryUi } = useGameUiLoad(gameId);
  const [tut, setTut] = useState<Tutorial | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const gameName = useGameName(gameId);
  useTitle(`${tx('title')}${gameName ? ` · ${gameName}` : ''}`);

  useEffect(() => {
    let live = true;
    loadTutorial(gameId).then(
      (x) => live && setTut(x),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  const game = ui?.rules ?? null;
  const [lesson, setLesson] = useState<Lesson | null>(null);
  const begin = useCallback(() => {
    if (!game || !tut) return;
    try {
      const { state, events } = openLesson(game, tut);
      // the opening's moves are in the log, as the later steps' moves are
      const log = events.flatMap((evs: BaseEvent[], v: number) =>
        evs.map((event, i) => ({ key: `${v + 1}-${i}`, version: v + 1, event })),
      );
      setLesson({ state, step: 0, log: log.slice(-80), version: events.length, note: null });
    } catch (e) {
      setError(e);
    }
  }, [game, tut]);
  useEffect(() => {
    if (game && tut) begin();
  }, [game, tut, begin]);

  const step = lesson && tut ? tut.steps[lesson.step] : undefined;
  const done = lesson !== null && tut !== null && tut !== undefined && lesson.step >= tut.steps.length;
  const seat = tut?.seat ?? 0;

  /** Plays the learner's move (if any) then the step's scripted moves, and goes to the next step. */
  const advance = useCallback(
    (learner: unknown | undefined) => {
      if (!game || !tut || !lesson || !step) return;
      let { state, version } = lesson;
      const log = [...lesson.log];
      const moves = [
        ...(learner === undefined ? [] : [{ player: seat, action: learner }]),
        ...(step.replies ?? []),
      ];
      try {
        for (const m of moves) {
          const r = play(game, state, m, seat);
          state = r.state;
          version += 1;
          r.events.forEach((event: BaseEvent, i: number) => {
            log.push({ key: `${version}-${i}`, version, event });
          });
        }
      } catch (e) {
        setError(e);
        return;
      }
      setLesson({ state, step: lesson.step + 1, log: log.slice(-80), version, note: null });
    },
    [game, tut, lesson, step, seat],
  );

  const refusal = useCallback(
    (action: unknown): { text: string; rule: string } => {
      if (game && lesson && game.activePlayers(lesson.state).includes(seat)) {
        try {
          const v = game.validate(lesson.state, seat, action);
          if (v) return { text: v.message[lang], rule: v.rule };
        } catch {
          // a malformed tap: said generically below
        }
      }
      return { text: t('table.whyGeneric'), rule: '' };
    },
    [game, lesson, seat, lang, t],
  );

  const onMove = useCallback(
    (action: unknown) => {
      if (!game || !tut || !lesson) return;
      if (!step?.expect) {
        setLesson({
          ...lesson,
          note: { kind: 'continue', text: tutorialText(lang, 'pressContinue'), rule: '' },
        });
        return;
      }
      const verdict = judgeMove(game, lesson.state, tut, step, action);
      if (verdict === 'expected') advance(action);
      else if (verdict === 'offScript')
        setLesson({
          ...lesson,
          note: { kind: 'offScript', text: loc(step.offScript ?? tut.done), rule: '' },
        });
      else setLesson({ ...lesson, note: { kind: 'refused', ...refusal(action) } });
    },
    [game, tut, lesson, step, advance, refusal, loc, lang],
  );

  const onRefused = useCallback(
    (action: unknown) => {
      if (!lesson) return;
      // between moves (a Continue step) the table is only to be read
      const note = step?.expect
        ? ({ kind: 'refused', ...refusal(action) } as const)
        : ({ kind: 'continue', text: tutorialText(lang, 'pressContinue'), rule: '' } as const);
      setLesson({ ...lesson, note });
    },
    [lesson, step, refusal, lang],
  );

  const frame = useMemo(() => {
    if (!game || !lesson) return null;
    const f = frameOf(game, lesson.state, seat);
    // between moves (a Continue step, the end) the table offers nothing to play
    return step?.expect ? f : { ...f, legal: [] };
  }, [game, lesson, seat, step]);

  // the learner's seat carries their profile's name, as a real game's would; "You" only with no name at all
  // (signed out, nothing saved): the games' texts say "{name} is …", so the name should read as a third person
  const profileName = useProfile().me?.name;
  const names = useMemo(
    () =>
      Array.from({ length: tut?.players ?? 0 }, (_, i) =>
        i === seat ? profileName || savedName() || tutorialText(lang, 'you') : botName(i, lang),
      ),
    [tut, seat, lang, profileName],
  );

  const match = useMemo((): ScreenProps['match'] | null => {
    if (!tut) return null;
    const now = 0;
    return {
      id: `tutorial-${gameId}`,
      game: gameId,
      players: tut.players,
      options: tut.options ?? {},
      status: 'playing',
      version: lesson?.version ?? 0,
      seats: Array.from({ length: tut.players }, (_, i) =>
        i === seat
          ? { seat: i, kind: 'human', botLevel: null, name: names[i], occupied: true, connected: true }
          : { seat: i, kind: 'bot', botLevel: 'easy', name: null, occupied: true, connected: true },
      ),
      result: null,
      createdAt: now,
      updatedAt: now,
    };
  }, [tut, gameId, seat, names, lesson?.version]);

  const expected = step?.expect ?? NONE;
  const marks = useMemo(
    () => (expected[0] === undefined ? [] : (ui?.locate?.(expected[0]) ?? [])),
    [ui, expected],
  );

  const show = step?.show;
  const coachRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, bodyRef] = useScrolls();
  // On a phone the coach folds the step's text to one line when a note comes (why that tap was not the lesson),
  // so the note and the lit move both stay in view above the docked hand; a tap on that line unfolds it. A new
  // step is shown whole, to be read.
  const phone = useMediaQuery(PHONE_QUERY);
  const [folded, setFolded] = useState(false);
  const note = lesson?.note ?? null;
  const stepNo = lesson?.step ?? -1;
  useEffect(() => {
    if (stepNo >= 0) setFolded(false);
  }, [stepNo]);
  useEffect(() => {
    if (note) setFolded(true);
  }, [note]);
  const fold = phone && folded;
  const tableRef = useRef<HTMLDivElement>(null);
  // The lesson's move is outlined where the screen draws it (`data-tutorial-mark`, styled in tutorial.css; the
  // page's Content-Security-Policy allows no inline style sheet). The screen re-renders on its own (a tile
  // selected), so the marks follow its DOM; React leaves an attribute it does not manage alone.
  useEffect(() => {
    const root = tableRef.current;
    if (!root) return;
    // the first thing to tap is brought into view, again when it moves on (a tile chosen: now its square), since
    // on a phone the hand and the board are rarely on screen together
    let shown: Element | null = null;
    const apply = () => {
      const want = new Set<Element>();
      for (const m of marks) for (const el of root.querySelectorAll(m)) want.add(el);
      const targets = marks.length > 0 ? marks : show ? [show] : [];
      const first = targets.map((m) => root.querySelector(m)).find((el) => el !== null) ?? null;
      if (first && first !== shown) first.scrollIntoView?.({ block: 'center' });
      shown = first;
      for (const el of root.querySelectorAll('[data-tutorial-mark]'))
        if (!want.has(el)) el.removeAttribute('data-tutorial-mark');
      for (const el of want)
        if (!el.hasAttribute('data-tutorial-mark')) el.setAttribute('data-tutorial-mark', '');
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-pressed', 'class', 'disabled', 'data-target'],
    });
    return () => observer.disconnect();
  }, [marks, show]);
  if (error) {
    return (
      <div className="panel">
        <ErrorBox error={error} />
      </div>
    );
  }
  if (tut === null) {
    return (
      <div className="panel">
        <p>{tx('noTutorial')}</p>
        <a className="btn" href="#/">
          {tx('home')}
        </a>
      </div>
    );
  }
  // the game's screen (and rules) did not download: said, with a retry, not a placeholder that never ends
  if (uiFailed)
    return <TableLoadFailed title={t('table.loadFailedTutorial')} retrying={retrying} onRetry={retryUi} />;
  if (!tut || !ui || !lesson || !frame || !match) return <TablePlaceholder />;

  return (
    <div className="tutorial" data-testid="tutorial" data-game={gameId}>
      <h1 className="visually-hidden">{loc(tut.title)}</h1>
      <section
        className={`panel tutorial-coach${fold ? ' folded' : ''}`}
        aria-labelledby="tutorial-coach-title"
        data-testid="tutorial-coach"
        data-step={done ? 'done' : (step?.id ?? '')}
        data-marks={JSON.stringify(marks)}
        data-folded={fold}
        ref={coachRef}
      >
        <div className="tutorial-head">
          <h2 id="tutorial-coach-title">{loc(tut.title)}</h2>
          <span className="muted" data-testid="tutorial-progress">
            {tx('step', { n: Math.min(lesson.step + 1, tut.steps.length), total: tut.steps.length })}
          </span>
          {phone && !done && !fold && (
            <button
              type="button"
              className="btn small tutorial-fold-button"
              aria-expanded="true"
              aria-controls="tutorial-text"
              onClick={() => setFolded(true)}
              data-testid="tutorial-fold"
            >
              {tx('fold')}
            </button>
          )}
        </div>
        {/* the step's words scroll inside the coach, so its buttons (Continue) stay in view below them */}
        <div
          className="tutorial-body"
          aria-live="polite"
          ref={bodyRef}
          tabIndex={bodyScrolls ? 0 : undefined}
        >
          {done ? (
            <div data-testid="tutorial-done">
              <p className="tutorial-text">
                <strong>{loc(tut.done)}</strong>
              </p>
              <PlayEasy gameId={gameId} />
            </div>
          ) : (
            <>
              {fold && (
                // the step's text on one line (its whole text is the button's name): a tap shows all of it
                <button
                  type="button"
                  className="tutorial-unfold"
                  aria-expanded="false"
                  aria-controls="tutorial-text"
                  onClick={() => setFolded(false)}
                  data-testid="tutorial-unfold"
                >
                  <span className="tutorial-unfold-text">{step ? loc(step.text) : ''}</span>
                  <span aria-hidden="true">▾</span>
                </button>
              )}
              <p className="tutorial-text" id="tutorial-text" data-testid="tutorial-text" hidden={fold}>
                {step ? loc(step.text) : ''}
              </p>
            </>
          )}
          {lesson.note && (
            <p
              className={`tutorial-note ${lesson.note.kind}`}
              data-testid="tutorial-note"
              data-kind={lesson.note.kind}
              data-rule={lesson.note.rule}
            >
              <strong>
                {lesson.note.kind === 'refused'
                  ? tx('refused')
                  : lesson.note.kind === 'offScript'
                    ? tx('notTheLesson')
                    : ''}
              </strong>{' '}
              {lesson.note.text}
            </p>
          )}
        </div>
        <div className="row tutorial-buttons">
          {!done && step && !step.expect && (
            <button
              type="button"
              className="btn primary"
              onClick={() => advance(undefined)}
              data-testid="tutorial-continue"
            >
              {tx('continue')}
            </button>
          )}
          {!done && step?.expect && <span className="muted tutorial-lit">{tx('lit')}</span>}
          <button type="button" className="btn small" onClick={begin} data-testid="tutorial-restart">
            {tx('restart')}
          </button>
          <a className="btn small" href={href({ name: 'rules', gameId })}>
            {tx('rules')}
          </a>
        </div>
      </section>
      <div className="match-main tutorial-table" ref={tableRef}>
        <TableMotion>
          <ui.Screen
            match={match}
            frame={frame}
            you={seat}
            names={names}
            log={lesson.log}
            pending={false}
            onMove={onMove}
            onRefused={onRefused}
            hinted={expected}
          />
        </TableMotion>
      </div>
    </div>
  );
}

/** The end of the lesson: a real two-player game against the easy bot, made as the lobby makes one. */
function PlayEasy({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { lang } = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await createAndOpen({
        game: gameId,
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
        seat: 0,
        name: savedName() || t('create.you'),
      });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <>
      <div className="row">
        <button
          type="button"
          className="btn primary"
          onClick={start}
          disabled={busy}
          data-testid="tutorial-play-easy"
        >
          {busy ? tutorialText(lang, 'creating') : tutorialText(lang, 'playEasy')}
        </button>
        <a className="btn" href="#/">
          {tutorialText(lang, 'home')}
        </a>
      </div>
      <ErrorBox error={error} onDismiss={() => setError(null)} />
    </>
  );
}
