import { type GameScreenProps, HandDock, useTexts } from '@potluck/web-kit';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { COLUMNS, type game, INGREDIENTS, RECIPES, type WasabiAction } from '../index.ts';
import { Board } from './Board.tsx';
import { useBoardTop } from './board-top.ts';
import { ChoicePanel } from './ChoicePanel.tsx';
import { recentCompletions } from './describe.ts';
import { coverAnchor, indexLegal, pairKey, recipeName, squareName, switchSquares } from './display.ts';
import { HandPanel } from './HandPanel.tsx';
import { Inspector } from './Inspector.tsx';
import { Prompt } from './Prompt.tsx';
import { TileLanding } from './pieces.tsx';
import { RecipePanel } from './RecipePanel.tsx';
import { Seats } from './Seats.tsx';
import { TablePanel } from './TablePanel.tsx';
import { WASABI_TEXTS } from './texts.ts';
import { useTileIds } from './tile-ids.ts';
import { type SquareAct, type Tool, tileName } from './tools.ts';
import './wasabi.css';

/** The phases whose step is a choice in ChoicePanel rather than a move on the board. */
const CHOICE_PHASES = new Set(['give', 'draw', 'refill', 'reward']);

export function WasabiScreen({
  match,
  frame,
  you,
  names,
  log,
  pending,
  onMove,
  onRefused,
  hinted,
}: GameScreenProps<typeof game>) {
  const { tx, lang } = useTexts(WASABI_TEXTS);
  const view = frame.view;
  // each tile followed from hand to square and between squares, so moves are seen as they happen (issue 16 item 2)
  const ids = useTileIds(view, log);
  const L = useMemo(() => indexLegal(frame.legal), [frame.legal]);
  const myTurn = you >= 0 && frame.active.includes(you) && L.count > 0;
  // a choice outside the board (ChoicePanel): it takes the hand's place at the top of the side column, the hand
  // (nothing to do with it now) drawn shorter under it, so every button of it is in view (issue 16 item 1)
  const choosing = myTurn && CHOICE_PHASES.has(view.phase);
  const [tool, setTool] = useState<Tool>(null);
  const [tile, setTile] = useState<string | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  // the squares a recipe's placement names, while it is pointed at or focused in the recipe panel
  const [spots, setSpots] = useState<number[] | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [inspect, setInspect] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useBoardTop(root);

  // A new frame (a move was applied): start the next step from scratch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new frame
  useEffect(() => {
    setTool(view.discardMask !== 0 ? 'discard' : null);
    setTile(null);
    setFrom(null);
    // a recipe row that had the focus may be gone with its blur never fired: its squares would stay lit for good
    setSpots(null);
  }, [frame]);

  const send = (a: WasabiAction) => {
    if (!pending) onMove(a);
  };
  const me = you >= 0 ? view.seats[you] : null;
  const handKeys = me ? [...new Set(me.hand.filter((i) => i >= 0).map((i) => INGREDIENTS[i].key))] : [];
  // With a single kind of tile that can be placed, it is selected already.
  const placeKinds = handKeys.filter((k) => (tool === 'stack' ? L.stack : L.place).has(k));
  const chosenTile =
    tile ?? (placeKinds.length === 1 && (tool === null || tool === 'stack') ? placeKinds[0] : null);
  const completions = useMemo(() => recentCompletions(log.map((l) => l.event)), [log]);
  const flash = new Set(completions.flatMap((c) => c.squares));
  // the moves of a hint (issue 17) light up their squares and tiles
  const hintedMoves = hinted ?? [];
  const hintedSquares = hintedMoves.flatMap((a) => {
    if (a.type !== 'switch') return 'square' in a ? [a.square] : [];
    // a swap is two taps: its first square, then (once picked) the other one, never the picked one (a cancel)
    const other = a.direction === 'right' ? a.square + 1 : a.square + COLUMNS;
    return from === a.square ? [other] : from === other ? [a.square] : [a.square];
  });

  /** What a tap on a square that offers nothing would ask for (the table then says why it is refused). */
  const squareRefused = (sq: number): WasabiAction | null => {
    if (!myTurn || view.phase !== 'turn' || pending) return null;
    if (tool === 'stack' && chosenTile) return { type: 'stack', ingredient: chosenTile, square: sq };
    if (tool === 'chop') return { type: 'chop', square: sq };
    if (tool === 'wasabi') return { type: 'wasabi', square: sq };
    if (tool === null && chosenTile) return { type: 'place', ingredient: chosenTile, square: sq };
    return null;
  };

  const squareAct = (sq: number): SquareAct | null => {
    if (!myTurn) return null;
    const name = squareName(sq);
    if (view.phase === 'chop' && L.chopTo.has(sq))
      return { label: tx('chopToSq', { sq: name }), run: () => send({ type: 'chopTo', square: sq }) };
    if (view.phase === 'reward') {
      const a = coverAnchor(view, sq);
      if (a >= 0 && L.takeWasabi.has(a))
        return {
          label: tx('takeWasabiAt', { sq: squareName(a) }),
          run: () => send({ type: 'takeWasabi', square: a }),
        };
      return null;
    }
    if (view.phase !== 'turn') return null;
    // a hinted placement's square does it at once ("Place Salmon on A3" lights A3): no tile to pick first
    if (tool === null && !chosenTile) {
      const h = hintedMoves.find((a) => a.type === 'place' && a.square === sq);
      if (h?.type === 'place' && L.place.get(h.ingredient)?.has(sq))
        return { label: tx('placeOn', { tile: tileName(h.ingredient, lang), sq: name }), run: () => send(h) };
    }
    switch (tool) {
      case 'stack':
        if (chosenTile && L.stack.get(chosenTile)?.has(sq)) {
          const t = chosenTile;
          return {
            label: tx('stackOn', { tile: tileName(t, lang), sq: name }),
            run: () => send({ type: 'stack', ingredient: t, square: sq }),
          };
        }
        return null;
      case 'switch': {
        if (from === null)
          return switchSquares(L).has(sq)
            ? { label: tx('switchFrom', { sq: name }), run: () => setFrom(sq) }
            : null;
        if (sq === from) return { label: tx('cancel'), run: () => setFrom(null) };
        const a = L.switch.get(pairKey(from, sq));
        return a ? { label: tx('switchWith', { a: squareName(from), b: name }), run: () => send(a) } : null;
      }
      case 'chop':
        return L.chop.has(sq)
          ? { label: tx('chopAt', { sq: name }), run: () => send({ type: 'chop', square: sq }) }
          : null;
      case 'wasabi':
        return L.wasabi.has(sq)
          ? { label: tx('wasabiAt', { sq: name }), run: () => send({ type: 'wasabi', square: sq }) }
          : null;
      case 'discard':
        return null;
      default:
        if (chosenTile && L.place.get(chosenTile)?.has(sq)) {
          const t = chosenTile;
          return {
            label: tx('placeOn', { tile: tileName(t, lang), sq: name }),
            run: () => send({ type: 'place', ingredient: t, square: sq }),
          };
        }
        return null;
    }
  };

  const wasabiPreview =
    tool === 'wasabi' && hover !== null && L.wasabi.has(hover)
      ? new Set([hover, hover + 1, hover + 7, hover + 8])
      : null;

  // the turn and the links sit beside the board's title: the table starts higher (issue 16 item 1)
  const head = (
    <div className="wsb-head">
      <span className="wsb-chip dark" data-testid="wsb-turn">
        {view.setup || view.turn === 0 ? tx('setup') : tx('turnNo', { n: view.turn })}
      </span>
      <a className="wsb-link" href={`#/rules/wasabi`} data-testid="rules-link">
        {tx('rules')}
      </a>
      {frame.result && (
        <a className="wsb-link" href={`#/replay/${encodeURIComponent(match.id)}`} data-testid="replay-link">
          {tx('replay')}
        </a>
      )}
    </div>
  );

  return (
    <TileLanding>
      <div
        ref={root}
        className="wsb"
        data-phase={view.phase}
        data-testid="wasabi"
        style={{ '--wsb-cols': view.cols } as CSSProperties}
      >
        <Prompt
          view={view}
          L={L}
          you={you}
          myTurn={myTurn}
          names={names}
          tool={tool}
          tile={chosenTile}
          from={from}
          pending={pending}
          tx={tx}
          lang={lang}
          send={send}
          hinted={hintedMoves}
          cancel={() => {
            setTool(null);
            setTile(null);
            setFrom(null);
          }}
        />

        <div className="wsb-main">
          <div className="wsb-board-col">
            <Board
              view={view}
              ids={ids}
              head={head}
              tx={tx}
              lang={lang}
              act={squareAct}
              refused={onRefused ? squareRefused : undefined}
              onRefused={onRefused}
              hint={hintedSquares}
              spots={spots}
              flash={flash}
              preview={wasabiPreview}
              switchFrom={from}
              focusSq={inspect}
              onFocusSq={setInspect}
              onHover={setHover}
              disabled={pending}
            />
            {/* under the board, where the squares flash: the board never moves down for it */}
            {completions.length > 0 && (
              <section className="wsb-flash" aria-live="polite" data-testid="wsb-completed">
                <strong>{tx('justCompleted')}</strong>
                <ul>
                  {completions.map((c) => (
                    <li key={`${c.player}-${c.recipe}`}>
                      {tx('completedBy', {
                        name: names[c.player] ?? `#${c.player + 1}`,
                        recipe: recipeName(
                          RECIPES.findIndex((r) => r.key === c.recipe),
                          lang,
                        ),
                        pts: c.points,
                        style: c.styled && c.cubes > 0 ? tx('styleCubes', { n: c.cubes }) : '',
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Inspector view={view} sq={inspect ?? hover} tx={tx} lang={lang} />
          </div>
          <div className={`wsb-side-col${choosing ? ' choosing' : ''}`}>
            {myTurn && (
              <ChoicePanel
                view={view}
                L={L}
                you={you}
                names={names}
                tx={tx}
                lang={lang}
                send={send}
                hinted={hintedMoves}
              />
            )}
            {me && view.phase !== 'over' && (
              // pinned at the bottom of a phone's screen (issue 16 item 1), but for a choice: the hand has nothing to
              // do then, and the choice's buttons get the screen
              <HandDock pinned={!choosing}>
                <HandPanel
                  view={view}
                  you={you}
                  ids={ids}
                  L={L}
                  myTurn={myTurn}
                  tool={tool}
                  tile={chosenTile}
                  setTile={setTile}
                  setTool={(t) => {
                    setTool(t);
                    setTile(null);
                    setFrom(null);
                  }}
                  send={send}
                  tx={tx}
                  lang={lang}
                  hinted={hintedMoves}
                />
              </HandDock>
            )}
            {me && (
              <RecipePanel
                view={view}
                you={you}
                L={L}
                myTurn={myTurn}
                tool={tool}
                setTool={setTool}
                setTile={setTile}
                setHint={setSpots}
                send={send}
                tx={tx}
                lang={lang}
                hinted={hintedMoves}
              />
            )}
          </div>
        </div>

        <Seats
          view={view}
          ids={ids}
          frame={frame}
          you={you}
          names={names}
          match={match}
          tx={tx}
          lang={lang}
        />
        <TablePanel view={view} tx={tx} lang={lang} />
      </div>
    </TileLanding>
  );
}
