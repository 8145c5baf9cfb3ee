/**
 * The replay's Analysis tab (issue 17 item 2): asks the server to analyse the finished match, shows its place in
 * the queue and its progress, then each seat's winning chance over the match (SVG with a title, a description and
 * a text summary), every decision marked good / inaccuracy / mistake / blunder (colour and word, the game's
 * thresholds), and at the chosen step what the search thought of that move and, when another was better, that
 * move in the game's own words (its log describer, on the events the move would have made).
 */
import { useTexts } from '@potluck/web-kit';
import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { ErrorBox } from '../app/ErrorBox.tsx';
import { ApiError, apiBase } from '../net/api.ts';
import { ANALYSIS_TEXTS } from './analysis-texts.ts';

type Verdict = 'forced' | 'only' | 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export interface AnalysedDecision {
  index: number;
  seat: number;
  verdict: Verdict;
  best: unknown;
  played: unknown;
  bestWinChance: number | null;
  playedWinChance: number | null;
  loss: number;
}

export interface MatchAnalysis {
  thresholds: { inaccuracy: number; mistake: number; blunder: number };
  decisions: AnalysedDecision[];
  seats: {
    seat: number;
    accuracy: number | null;
    counts: Record<Verdict, number>;
    curve: { index: number; winChance: number }[];
  }[];
  bestEvents: Record<string, unknown[]>;
}

export type AnalysisState =
  | { status: 'none' }
  | { status: 'queued'; position: number }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; analysis: MatchAnalysis }
  | { status: 'failed' };

const MARKED: readonly Verdict[] = ['inaccuracy', 'mistake', 'blunder'];
/** Line colours per seat (the marks carry their verdict's colour and word). */
const SEAT_COLOURS = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed'];

async function call(method: 'GET' | 'POST', matchId: string): Promise<AnalysisState> {
  let res: Response;
  try {
    res = await fetch(`${apiBase()}/api/matches/${encodeURIComponent(matchId)}/analysis`, { method });
  } catch (e) {
    throw new ApiError(null, e instanceof Error ? e.message : String(e));
  }
  const data = (await res.json().catch(() => null)) as AnalysisState | null;
  if (!res.ok) {
    const body = data as unknown as { code?: string; message?: string; text?: unknown } | null;
    if (body && typeof body.code === 'string' && body.text)
      throw new ApiError(body as never, body.message ?? body.code);
    throw new ApiError(null, `HTTP ${res.status}`);
  }
  return data as AnalysisState;
}

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);

export function AnalysisPanel(props: {
  matchId: string;
  steps: number;
  step: number;
  go: (step: number) => void;
  names: string[];
  /** The game's words for an event, as `seat` saw it. */
  describe: (event: unknown, seat: number) => string[];
}) {
  const { matchId, steps, step, go, names, describe } = props;
  const { tx } = useTexts(ANALYSIS_TEXTS);
  const [state, setState] = useState<AnalysisState | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    call('GET', matchId)
      .then((s) => live && setState(s))
      .catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [matchId]);

  // while queued or running, ask again every second
  const waiting = state?.status === 'queued' || state?.status === 'running';
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const timer = setTimeout(() => {
      call('GET', matchId)
        .then((s) => live && setState(s))
        .catch((e) => live && setError(e));
    }, 1000);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  });

  const request = useCallback(() => {
    setError(null);
    call('POST', matchId).then(setState, setError);
  }, [matchId]);

  return (
    <section className="panel analysis" data-testid="analysis" data-status={state?.status ?? 'loading'}>
      <p className="muted">{tx('intro')}</p>
      <ErrorBox error={error} />
      {(state?.status === 'none' || state?.status === 'failed') && (
        <>
          {state.status === 'failed' && <p role="alert">{tx('failed')}</p>}
          <button type="button" className="btn primary" onClick={request} data-testid="analysis-request">
            {state.status === 'failed' ? tx('retry') : tx('request')}
          </button>
        </>
      )}
      {state?.status === 'queued' && (
        <p role="status" data-testid="analysis-progress">
          {tx('queued', { position: state.position })}
        </p>
      )}
      {state?.status === 'running' && (
        <div role="status" data-testid="analysis-progress">
          <p>{tx('running', { done: state.done, total: state.total })}</p>
          <progress value={state.done} max={Math.max(1, state.total)} />
        </div>
      )}
      {state?.status === 'done' && (
        <Result
          analysis={state.analysis}
          steps={steps}
          step={step}
          go={go}
          names={names}
          describe={describe}
        />
      )}
    </section>
  );
}

function Result(props: {
  analysis: MatchAnalysis;
  steps: number;
  step: number;
  go: (step: number) => void;
  names: string[];
  /** The game's words for an event, as `seat` saw it. */
  describe: (event: unknown, seat: number) => string[];
}) {
  const { analysis: a, steps, step, go, names, describe } = props;
  const { tx } = useTexts(ANALYSIS_TEXTS);
  const verdict = (v: Verdict) => tx(`verdict_${v}`);
  const nameOf = (seat: number) => names[seat] ?? String(seat + 1);
  const W = 320;
  const H = 140;
  const P = 6;
  const xOf = (index: number) => P + ((W - 2 * P) * (index + 1)) / Math.max(1, steps);
  const yOf = (c: number) => P + (H - 2 * P) * (1 - c);
  const byIndex = new Map(a.decisions.map((d) => [d.index, d]));
  const marked = a.decisions.filter((d) => MARKED.includes(d.verdict));
  const here = step > 0 ? byIndex.get(step - 1) : undefined;
  const points = (n: number) => Math.round(n * 100);
  // the move itself: the first event the game's describer puts in words (later ones are what followed it, such
  // as a reveal of others' hidden choices, which the seat did not know when deciding)
  const betterLines: string[] = [];
  for (const e of here ? (a.bestEvents[String(here.index)] ?? []) : []) {
    betterLines.push(...describe(e, here?.seat ?? -1));
    if (betterLines.length > 0) break;
  }
  const summary = a.seats.map((s) =>
    tx('seatLine', {
      name: nameOf(s.seat),
      accuracy: s.accuracy === null ? tx('noAccuracy') : `${Math.round(s.accuracy)}%`,
      first: pct(s.curve[0]?.winChance ?? null),
      last: pct(s.curve[s.curve.length - 1]?.winChance ?? null),
      inaccuracy: s.counts.inaccuracy ?? 0,
      mistake: s.counts.mistake ?? 0,
      blunder: s.counts.blunder ?? 0,
    }),
  );
  /** A click on the graph goes to the step under the pointer (the curve's x is the step). */
  const jump = (e: MouseEvent<SVGSVGElement>) => {
    const toGraph = e.currentTarget.getScreenCTM()?.inverse();
    if (!toGraph) return;
    const { x } = new DOMPoint(e.clientX, e.clientY).matrixTransform(toGraph);
    const target = Math.round(((x - P) * Math.max(1, steps)) / (W - 2 * P));
    go(Math.max(0, Math.min(steps, target)));
  };
  return (
    <div data-testid="analysis-result">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the keyboard steps with the replay's arrow keys and the list of marked decisions below */}
      <svg
        className="analysis-graph"
        viewBox={`0 0 ${W} ${H}`}
        onClick={jump}
        role="img"
        aria-labelledby="analysis-graph-title analysis-graph-desc"
        data-testid="analysis-graph"
      >
        <title id="analysis-graph-title">{tx('graphTitle')}</title>
        <desc id="analysis-graph-desc">{`${tx('graphDesc')} ${summary.join(' ')}`}</desc>
        <rect x={0} y={0} width={W} height={H} className="analysis-bg" />
        <line x1={P} x2={W - P} y1={yOf(0.5)} y2={yOf(0.5)} className="analysis-mid" />
        {step > 0 && <line x1={xOf(step - 1)} x2={xOf(step - 1)} y1={0} y2={H} className="analysis-now" />}
        {a.seats.map((s) => (
          <polyline
            key={s.seat}
            fill="none"
            stroke={SEAT_COLOURS[s.seat % SEAT_COLOURS.length]}
            strokeWidth={2}
            points={s.curve.map((p) => `${xOf(p.index)},${yOf(p.winChance)}`).join(' ')}
            data-testid="analysis-curve"
          />
        ))}
        {marked.map((d) => (
          <circle
            key={d.index}
            cx={xOf(d.index)}
            cy={yOf(d.playedWinChance ?? 0.5)}
            r={4}
            className={`analysis-mark verdict-${d.verdict}`}
          />
        ))}
      </svg>
      <ul className="analysis-legend">
        {a.seats.map((s, i) => (
          <li key={s.seat}>
            <span
              className="analysis-swatch"
              style={{ background: SEAT_COLOURS[s.seat % SEAT_COLOURS.length] }}
              aria-hidden="true"
            />
            {summary[i]}
          </li>
        ))}
      </ul>
      <p className="muted">
        {tx('thresholds', {
          inaccuracy: points(a.thresholds.inaccuracy),
          mistake: points(a.thresholds.mistake),
          blunder: points(a.thresholds.blunder),
        })}
      </p>
      <div className="analysis-here" aria-live="polite" data-testid="analysis-here">
        {here ? (
          <>
            <strong>
              {tx('atStep', { name: nameOf(here.seat) })}:{' '}
              <span className={`verdict verdict-${here.verdict}`} data-testid="analysis-here-verdict">
                {verdict(here.verdict)}
              </span>
            </strong>
            {here.playedWinChance !== null && (
              <p>{tx('chances', { played: pct(here.playedWinChance), best: pct(here.bestWinChance) })}</p>
            )}
            {here.index in a.bestEvents && (
              <div data-testid="analysis-better">
                {tx('betterWas', { name: nameOf(here.seat) })}
                <ul>
                  {betterLines.length > 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional lines
                    betterLines.map((l, j) => <li key={j}>{l}</li>)
                  ) : (
                    <li className="muted">{tx('noText')}</li>
                  )}
                </ul>
              </div>
            )}
          </>
        ) : (
          <p className="muted">{tx('noDecision')}</p>
        )}
      </div>
      <h3>{tx('marked')}</h3>
      {marked.length === 0 ? (
        <p className="muted">{tx('noneMarked')}</p>
      ) : (
        <ol className="analysis-list">
          {marked.map((d) => (
            <li key={d.index}>
              <button
                type="button"
                className={`btn small verdict verdict-${d.verdict}`}
                aria-current={step === d.index + 1 ? 'step' : undefined}
                onClick={() => go(d.index + 1)}
                data-testid="analysis-decision"
                data-verdict={d.verdict}
              >
                {tx('decisionItem', {
                  i: d.index + 1,
                  name: nameOf(d.seat),
                  verdict: verdict(d.verdict),
                  loss: points(d.loss),
                })}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
