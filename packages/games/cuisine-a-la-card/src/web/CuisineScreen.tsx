import type { Locale } from '@potluck/engine';
import { botLevelLabel, type GameScreenProps, SeatStatus, type Tx, useTexts } from '@potluck/web-kit';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARDS,
  type CuisineAction,
  type CuisineEvent,
  type CuisineView,
  condText,
  effectText,
  FOOD_NAMES,
  type Food,
  type game,
  medalRuleText,
} from '../index.ts';
import { CardDetails, JudgePortrait, JudgeText, MiniCard, Zoom } from './Card.tsx';
import {
  addPreview,
  CuisineLegal,
  cardDef,
  type DishBreakdown,
  dishBreakdown,
  EFFECTS,
  grouped,
  judgeDef,
  marketPrice,
} from './display.ts';
import { CUISINE_TEXTS } from './texts.ts';
import './cuisine.css';

/** An action as text with its keys sorted (the same action from the frame and from a hint compare equal). */
const actionKey = (a: unknown): string =>
  a !== null && typeof a === 'object' ? JSON.stringify(a, Object.keys(a).sort()) : JSON.stringify(a ?? null);

type ZoomTarget = { kind: 'card'; id: string } | { kind: 'judge'; id: string } | null;

export function CuisineScreen({
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
  const { tx, lang } = useTexts(CUISINE_TEXTS);
  // the moves of a hint (issue 17) light up their buttons
  const hintedKeys = new Set((hinted ?? []).map(actionKey));
  const view = frame.view;
  const L = useMemo(() => new CuisineLegal(frame.legal), [frame.legal]);
  const [zoom, setZoom] = useState<ZoomTarget>(null);
  const [dishName, setDishName] = useState('');
  const myTurn = you >= 0 && frame.active.includes(you) && L.size > 0;
  const building = view.building && view.cur === you && view.dish !== null;
  useEffect(() => {
    if (!view.building) setDishName('');
  }, [view.building]);

  const send = (a: CuisineAction | undefined) => {
    if (a && !pending) onMove(a);
  };
  const act = (key: string) => () => send(L.get(key));
  const zoomCard = (id: string) => setZoom({ kind: 'card', id });
  const me = you >= 0 ? view.seats[you] : null;
  const pend = view.pending;
  const myPend = pend !== null && pend.player === you;
  const breakdown = building && view.dish ? dishBreakdown(view, you, view.dish.cards) : null;
  const lastDish = [...log].reverse().find((l) => (l.event as CuisineEvent).type === 'dish')?.event as
    | Extract<CuisineEvent, { type: 'dish' }>
    | undefined;

  /** A small action button for a legal action key (nothing if that action is not legal now). */
  const Btn: BtnType = (k, label, card, primary) =>
    L.has(k) ? (
      <button
        type="button"
        className={`btn small${primary ? ' primary' : ''}${hintedKeys.has(actionKey(L.get(k))) ? ' hinted' : ''}`}
        disabled={pending}
        onClick={act(k)}
        aria-label={card ? tx('actionOn', { action: label, card: cardDef(card).name[lang] }) : undefined}
        data-action={k}
        key={k}
      >
        {label}
      </button>
    ) : null;

  const pickLabel = () => {
    switch (pend?.kind) {
      case 'trashHand':
      case 'trashDiscard':
      case 'trashFridge':
      case 'trashMarket':
        return tx('trash');
      case 'takeBack':
        return tx('takeBack');
      case 'discard':
        return tx('discard');
      case 'look':
        return tx('take');
      case 'gain':
        return tx('gain');
      case 'swap':
        return tx('swap');
      default:
        return tx('pick');
    }
  };

  return (
    <div className="cui" data-testid="cuisine">
      <div className="cui-head">
        <span className="cui-chip dark">{tx('round', { n: view.round })}</span>
        <span className="cui-chip">{tx('target', { n: view.target })}</span>
        <a className="cui-link" href="#/rules/cuisine-a-la-card" data-testid="rules-link">
          {tx('rules')}
        </a>
        {frame.result && (
          <a className="cui-link" href={`#/replay/${encodeURIComponent(match.id)}`} data-testid="replay-link">
            {tx('replay')}
          </a>
        )}
      </div>

      <Prompt
        view={view}
        you={you}
        names={names}
        myTurn={myTurn}
        building={building}
        L={L}
        tx={tx}
        lang={lang}
        lastDish={lastDish}
        Btn={Btn}
        onZoom={zoomCard}
        pickLabel={pickLabel()}
      />

      <Resources view={view} names={names} tx={tx} />

      {me && you >= 0 && (
        <section
          className={`panel cui-hand${myTurn ? ' my-turn' : ''}`}
          aria-labelledby="cui-hand-title"
          data-testid="cui-hand"
        >
          <h2 id="cui-hand-title">{tx('yourHand')}</h2>
          {(me.hand ?? []).length === 0 ? (
            <p className="muted">{tx('handEmpty')}</p>
          ) : (
            <div className="cui-cards">
              {grouped(me.hand ?? []).map(({ card: c, n }) => {
                const preview = building ? addPreview(view, you, c, 'hand') : null;
                return (
                  <MiniCard
                    key={c}
                    card={c}
                    lang={lang}
                    tx={tx}
                    onZoom={zoomCard}
                    count={n}
                    note={
                      preview !== null && L.has(`add:${c}:hand`) && cardDef(c).kind === 'ingredient'
                        ? tx('addPreview', { n: preview })
                        : undefined
                    }
                  >
                    {Btn(`play:${c}`, tx('play'), c, true)}
                    {Btn(`warm:${c}`, tx('warm'), c, false)}
                    {Btn(`add:${c}:hand`, tx('add'), c, true)}
                    {myPend &&
                      (pend?.kind === 'trashHand' || pend?.kind === 'discard') &&
                      Btn(`pick:${c}`, pickLabel(), c, true)}
                  </MiniCard>
                );
              })}
            </div>
          )}
          <h3>{tx('yourPlates', { n: me.plateCount, cap: me.platesUsable })}</h3>
          {(me.plates ?? []).length === 0 ? (
            <p className="muted">{tx('platesEmpty')}</p>
          ) : (
            <div className="cui-cards">
              {grouped(me.plates ?? []).map(({ card: c, n }) => (
                <MiniCard key={c} card={c} lang={lang} tx={tx} onZoom={zoomCard} className="plate" count={n}>
                  {Btn(`add:${c}:plate`, tx('add'), c, true)}
                  {myPend && pend?.kind === 'takeBack' && Btn(`pick:${c}`, pickLabel(), c, true)}
                </MiniCard>
              ))}
            </div>
          )}
          {myPend && pend?.kind === 'trashDiscard' && (
            <>
              <h3>{tx('discardPile')}</h3>
              <div className="cui-cards">
                {grouped(me.discard).map(({ card, n }) => (
                  <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={zoomCard} count={n}>
                    {Btn(`pick:${card}`, pickLabel(), card, true)}
                  </MiniCard>
                ))}
              </div>
            </>
          )}
        </section>
      )}

      <div className="cui-main">
        <div className="cui-col">
          {building && breakdown && view.dish && (
            <DishBuilder
              view={view}
              breakdown={breakdown}
              L={L}
              tx={tx}
              lang={lang}
              pending={pending}
              name={dishName}
              setName={setDishName}
              send={send}
              Btn={Btn}
              onZoom={zoomCard}
            />
          )}
          <Judges
            view={view}
            breakdown={breakdown}
            tx={tx}
            lang={lang}
            onZoom={(id) => setZoom({ kind: 'judge', id })}
          />
        </div>
        <div className="cui-col">
          <Market
            view={view}
            L={L}
            tx={tx}
            lang={lang}
            Btn={Btn}
            onZoom={zoomCard}
            pickLabel={pickLabel()}
            myPend={myPend}
            refuseBuy={
              onRefused && myTurn && !myPend && !pending && !view.building
                ? (slot) => onRefused({ type: 'buy', slot })
                : undefined
            }
          />
        </div>
      </div>

      <PlayArea view={view} names={names} tx={tx} lang={lang} onZoom={zoomCard} />
      <Seats
        view={view}
        frame={frame}
        you={you}
        names={names}
        match={match}
        tx={tx}
        lang={lang}
        onZoom={zoomCard}
      />

      {zoom && (
        <Zoom
          title={zoom.kind === 'card' ? cardDef(zoom.id).name[lang] : judgeDef(zoom.id).name[lang]}
          onClose={() => setZoom(null)}
          tx={tx}
        >
          {zoom.kind === 'card' ? (
            <CardDetails card={zoom.id} lang={lang} tx={tx} />
          ) : (
            <div className="cui-big judge">
              <div className="cui-big-art">
                <JudgePortrait judge={zoom.id} size={96} />
              </div>
              <h3>{judgeDef(zoom.id).name[lang]}</h3>
              <JudgeText judge={zoom.id} lang={lang} />
            </div>
          )}
        </Zoom>
      )}
    </div>
  );
}

type BtnType = (k: string, label: string, card?: string, primary?: boolean) => ReactNode;

/* ------------------------------------------------------------------ prompt */

function Prompt(props: {
  view: CuisineView;
  you: number;
  names: string[];
  myTurn: boolean;
  building: boolean;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  lastDish: Extract<CuisineEvent, { type: 'dish' }> | undefined;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
}) {
  const { view, names, myTurn, building, L, tx, lang, lastDish, Btn, onZoom, pickLabel } = props;
  const pend = view.pending;
  const actor = pend ? pend.player : view.cur;
  const who = names[actor] ?? `#${actor + 1}`;
  const effect = pend && pend.effect >= 0 ? EFFECTS[pend.effect] : undefined;
  const what = effect ? effectText(effect, lang) : '';
  let text: string;
  if (view.over) text = tx('over');
  else if (!myTurn) {
    if (pend)
      text = tx('waitingChoice', {
        name: who,
        what:
          pend.kind === 'vote'
            ? tx('pendVote', { dish: lastDish?.name ?? '', name: names[lastDish?.player ?? 0] ?? '' })
            : what,
      });
    else text = view.building ? tx('waitingDish', { name: who }) : tx('waitingPlay', { name: who });
  } else if (pend) {
    const n = { n: pend.left };
    text = {
      choice: tx('pendChoice'),
      draw: tx('pendDraw', n),
      trashHand: tx('pendTrashHand', n),
      trashDiscard: tx('pendTrashDiscard', n),
      trashMarket: tx('pendTrashMarket'),
      trashFridge: tx('pendTrashFridge'),
      gain: tx('pendGain'),
      takeBack: tx('pendTakeBack', n),
      look: tx('pendLook'),
      swap: tx('pendSwap'),
      discard: tx('pendDiscard'),
      vote: tx('pendVote', { dish: lastDish?.name ?? '', name: names[lastDish?.player ?? 0] ?? '' }),
    }[pend.kind];
  } else if (building) text = tx('promptDish');
  else if (L.ofType('warm').length > 0) text = tx('promptWarm');
  else if (L.has('startDish') || !view.dishDone)
    text = view.acquired || view.dishDone ? tx('promptPlayNoDish') : tx('promptPlay');
  else text = tx('promptPlayNoDish');

  const choiceOptions = pend?.kind === 'choice' && effect?.kind === 'choice' ? effect.options : [];
  return (
    <div
      className={`cui-prompt${myTurn ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="cui-prompt"
    >
      <p>{text}</p>
      {myTurn && pend && what && pend.kind !== 'choice' && pend.kind !== 'vote' && (
        <p className="muted cui-small">{what}</p>
      )}
      {myTurn && pend?.kind === 'look' && (
        <div className="cui-cards">
          {pend.cards.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: revealed copies are interchangeable
            <MiniCard key={`${c}-${i}`} card={c} lang={lang} tx={tx} onZoom={onZoom}>
              {Btn(`pick:${c}`, pickLabel, c, true)}
            </MiniCard>
          ))}
        </div>
      )}
      {myTurn && (
        <div className="cui-prompt-actions">
          {choiceOptions.map((opt, i) =>
            Btn(`choose:${i}`, opt.map((e) => effectText(e, lang)).join(', '), undefined, true),
          )}
          {Btn('use', tx('use'), undefined, true)}
          {Btn('vote:true', tx('yes'), undefined, true)}
          {Btn('vote:false', tx('no'), undefined, false)}
          {Btn('startDish', tx('startDish'), undefined, false)}
          {Btn('cancelDish', tx('cancelDish'), undefined, false)}
          {Btn('decline', tx('stop'), undefined, false)}
          {Btn('endTurn', tx('endTurn'), undefined, !building)}
        </div>
      )}
    </div>
  );
}

function Resources({ view, names, tx }: { view: CuisineView; names: string[]; tx: Tx }) {
  if (view.over) return null;
  return (
    <div className="cui-resources">
      <span className="muted">{tx('resourcesOf', { name: names[view.cur] ?? '' })}</span>
      <span className="cui-res spoon">
        {tx('spoons')} <strong>{view.spoons}</strong>
      </span>
      <span className="cui-res fork">
        {tx('forks')} <strong>{view.forks}</strong>
      </span>
      <span className="cui-res buy">
        {tx('buys')} <strong>{view.buys}</strong>
      </span>
    </div>
  );
}

/* ------------------------------------------------------------------ dish builder */

function DishBuilder(props: {
  view: CuisineView;
  breakdown: DishBreakdown;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  pending: boolean;
  name: string;
  setName: (s: string) => void;
  send: (a: CuisineAction | undefined) => void;
  Btn: BtnType;
  onZoom: (c: string) => void;
}) {
  const { view, breakdown, L, tx, lang, pending, name, setName, send, Btn, onZoom } = props;
  const dish = view.dish;
  if (!dish) return null;
  return (
    <section className="panel cui-dish" aria-labelledby="cui-dish-title" data-testid="cui-dish">
      <div className="cui-row-between">
        <h2 id="cui-dish-title">{tx('dish')}</h2>
        <strong className="cui-meal" data-testid="cui-meal">
          {tx('mealTotal', { n: breakdown.meal })}
        </strong>
      </div>
      {breakdown.judgeMeal > 0 && (
        <p className="muted cui-small">{tx('judgeMeal', { n: breakdown.judgeMeal })}</p>
      )}
      {dish.cards.length === 0 ? (
        <p className="muted">{tx('dishEmpty')}</p>
      ) : (
        <ol className="cui-dish-lines">
          {dish.cards.map((c, k) => {
            const types = L.ofType('chooseType').filter((a) => a.index === k);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: dish slots are positional (actions name the index)
              <li key={k}>
                <button
                  type="button"
                  className="cui-linkish"
                  onClick={() => onZoom(c.card)}
                  aria-haspopup="dialog"
                >
                  {cardDef(c.card).name[lang]}
                </button>
                <span className="muted cui-small">
                  {c.from === 'hand' ? tx('fromHand') : tx('fromPlate')}
                </span>
                <span className="cui-chip">{tx('mealOf', { n: breakdown.lines[k]?.meal ?? c.meal })}</span>
                {breakdown.lines[k]?.paired && <span className="cui-chip green">{tx('paired')}</span>}
                <span className="cui-small">
                  {tx('foodType')}: <strong>{c.food ? FOOD_NAMES[c.food][lang] : tx('noFood')}</strong>
                </span>
                {types.map((a) => (
                  <button
                    key={a.food}
                    type="button"
                    className="btn small"
                    disabled={pending}
                    onClick={() => send(a)}
                    data-action={`type:${k}:${a.food}`}
                  >
                    {FOOD_NAMES[a.food as Food][lang]}
                  </button>
                ))}
                {Btn(`remove:${k}`, tx('remove'), c.card, false)}
              </li>
            );
          })}
        </ol>
      )}
      <label className="field cui-name-field">
        {tx('dishName')}
        <input
          type="text"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          data-testid="cui-dish-name"
        />
      </label>
      <div className="cui-prompt-actions">
        {L.ofType('submitDish').map((a) => (
          <button
            key={a.judge}
            type="button"
            className="btn small primary"
            disabled={pending}
            onClick={() => send(name.trim() ? { ...a, name: name.trim() } : a)}
            data-action={`submit:${a.judge}`}
          >
            {tx('submitTo', { judge: judgeDef(a.judge).name[lang] })}
          </button>
        ))}
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------ judges */

function Judges(props: {
  view: CuisineView;
  breakdown: DishBreakdown | null;
  tx: Tx;
  lang: Locale;
  onZoom: (id: string) => void;
}) {
  const { view, breakdown, tx, lang, onZoom } = props;
  return (
    <section className="panel" aria-labelledby="cui-judges-title" data-testid="cui-judges">
      <h2 id="cui-judges-title">{tx('judges')}</h2>
      <ul className="cui-judges">
        {view.open.map((j) => {
          const d = judgeDef(j);
          const check = breakdown?.judges.find((x) => x.judge === j);
          return (
            <li key={j} className={`cui-judge${check ? (check.ok ? ' ok' : ' no') : ''}`} data-judge={j}>
              <div className="cui-row-between">
                <button
                  type="button"
                  className="cui-linkish"
                  onClick={() => onZoom(j)}
                  aria-haspopup="dialog"
                >
                  <JudgePortrait judge={j} size={36} />
                  <strong>{d.name[lang]}</strong>
                </button>
                <span className="cui-chip dark">{tx('medalsN', { n: d.medals })}</span>
              </div>
              <JudgeText judge={j} lang={lang} />
              {check && (
                <div
                  className="cui-verdict"
                  data-testid={`cui-verdict-${j}`}
                  data-ok={check.ok ? 'true' : 'false'}
                >
                  <strong>{check.ok ? `✓ ${tx('verdictOk')}` : `✗ ${tx('verdictNo')}`}</strong>
                  <span>{tx('mealShort', { have: breakdown?.meal ?? 0, need: d.tier })}</span>
                  {check.unmet.length > 0 && (
                    <span>
                      {tx('unmet', {
                        what: check.unmet
                          .map((i) => condText(d.requires[i], lang))
                          .join(lang === 'en' ? '; ' : '；'),
                      })}
                    </span>
                  )}
                  <span>
                    {tx('medalsWorth', { n: check.medals })}
                    {' ('}
                    {check.parts
                      .map((p) => {
                        const n = `${p.medals > 0 ? '+' : ''}${p.medals}`;
                        if (p.source === 'judge') return tx('partJudge', { n });
                        if (p.source === 'bonus') return `${medalRuleText(d.bonuses[p.ref], lang)}`;
                        if (p.source === 'card')
                          return tx('partCard', { card: cardDefByIndexName(p.ref, lang), n });
                        return tx('partAll', { n });
                      })
                      .join(lang === 'en' ? '; ' : '；')}
                    {')'}
                  </span>
                  {check.medals < 1 && <span>{tx('tooFew')}</span>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const cardDefByIndexName = (i: number, lang: Locale) => CARDS[i]?.name[lang] ?? '?';

/* ------------------------------------------------------------------ market, fridge, forks */

function Market(props: {
  view: CuisineView;
  L: CuisineLegal;
  tx: Tx;
  lang: Locale;
  Btn: BtnType;
  onZoom: (c: string) => void;
  pickLabel: string;
  myPend: boolean;
  /** On our turn, a market card we may not buy keeps a Buy button that says why (nothing is sent). */
  refuseBuy?: (slot: number) => void;
}) {
  const { view, L, tx, lang, Btn, onZoom, pickLabel, myPend, refuseBuy } = props;
  const top = view.fridge.length > 0 ? view.fridge[view.fridge.length - 1] : null;
  return (
    <section className="panel cui-market" aria-labelledby="cui-market-title" data-testid="cui-market">
      <h2 id="cui-market-title">{tx('market')}</h2>
      <div className="cui-cards market">
        {view.market.map((c, slot) => {
          if (c === null)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: market slots are positional
              <div key={slot} className="cui-card empty">
                {tx('slot', { n: slot + 1 })}: {tx('emptySlot')}
              </div>
            );
          const price = marketPrice(view, view.cur, c);
          const d = cardDef(c);
          return (
            <MiniCard
              // biome-ignore lint/suspicious/noArrayIndexKey: market slots are positional
              key={slot}
              card={c}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              className={L.has(`pickSlot:${slot}`) || L.has(`buy:${slot}`) ? 'target' : ''}
              note={
                <>
                  {tx('slot', { n: slot + 1 })}
                  {slot === view.market.length - 1 ? ` · ${tx('nextToFridge')}` : ''}
                  {price !== d.cost ? ` · ${tx('costYou', { c: price })}` : ''}
                </>
              }
            >
              {Btn(`buy:${slot}`, tx('buy'), c, true) ??
                (refuseBuy && (
                  <button
                    type="button"
                    className="btn small refused"
                    aria-disabled="true"
                    onClick={() => refuseBuy(slot)}
                    data-refused={`buy:${slot}`}
                  >
                    {tx('buy')}
                  </button>
                ))}
              {myPend && Btn(`pickSlot:${slot}`, pickLabel, c, true)}
            </MiniCard>
          );
        })}
      </div>
      <div className="cui-supply">
        <div>
          <h3>{tx('fridge', { n: view.fridge.length })}</h3>
          {top ? (
            <MiniCard
              card={top}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              note={tx('fridgePrice', { c: view.fridgePrice })}
            >
              {Btn('buyFridge', tx('buy'), top, true)}
              {myPend && Btn(`pick:${top}`, pickLabel, top, true)}
            </MiniCard>
          ) : (
            <p className="muted">{tx('fridgeEmpty')}</p>
          )}
        </div>
        <div>
          <h3>{tx('forkPile', { n: view.forkPile })}</h3>
          <MiniCard card="fork" lang={lang} tx={tx} onZoom={onZoom}>
            {Btn('buyFork', tx('buy'), 'fork', true)}
          </MiniCard>
          <p className="muted cui-small">{tx('pantry', { n: view.pantryCount })}</p>
        </div>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------ play area and players */

function PlayArea(props: {
  view: CuisineView;
  names: string[];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { view, names, tx, lang, onZoom } = props;
  if (view.over) return null;
  const seat = view.seats[view.cur];
  return (
    <section className="panel" aria-labelledby="cui-play-title" data-testid="cui-play">
      <h2 id="cui-play-title">{tx('playArea', { name: names[view.cur] ?? '' })}</h2>
      {seat.play.length === 0 ? (
        <p className="muted">{tx('playEmpty')}</p>
      ) : (
        <div className="cui-cards">
          {seat.play.map((c, i) => (
            <MiniCard
              // biome-ignore lint/suspicious/noArrayIndexKey: played cards are positional
              key={`${c}-${i}`}
              card={c}
              lang={lang}
              tx={tx}
              onZoom={onZoom}
              note={seat.paired[i] && cardDef(c).cuisines.length > 0 ? tx('paired') : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Seats(props: {
  view: CuisineView;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { view, frame, you, names, match, tx, lang, onZoom } = props;
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="cui-seats-title">
      <h2 id="cui-seats-title">{tx('players')}</h2>
      <ul className="cui-seats">
        {view.seats.map((s, p) => {
          const active = frame.active.includes(p);
          const bot = botLevelLabel(match, p, t);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              key={p}
              className={`cui-seat${active ? ' active' : ''}${p === you ? ' me' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`cui-seat-${p}`}
            >
              <div className="cui-row-between">
                <strong>
                  {names[p]}
                  {p === view.first && <span className="cui-chip">{tx('firstPlayer')}</span>}
                  {bot && <span className="badge bot">{bot}</span>}
                </strong>
                <span className="cui-medals" title={tx('medals')}>
                  <span className="cui-medal" aria-hidden="true" />
                  <span className="visually-hidden">{tx('medals')}: </span>
                  {s.medals}
                </span>
              </div>
              <SeatStatus seat={p} />
              <div className="cui-seat-line">
                <span>{tx('eaten', { n: s.eaten })}</span>
                <span>{tx('handN', { n: s.handCount })}</span>
                <span>{tx('deckN', { n: s.deckCount })}</span>
                <span>{tx('discardN', { n: s.discard.length })}</span>
                <span>{tx('platesN', { n: s.plateCount, cap: s.platesUsable })}</span>
              </div>
              {s.judges.length > 0 && (
                <div className="cui-seat-line">
                  <span className="muted">{tx('scoredJudges')}:</span>
                  {s.judges.map((j, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className={`cui-chip${j.active ? ' green' : ''}`}>
                      {judgeDef(j.judge).name[lang]} · {j.active ? tx('active') : tx('fromNextRound')}
                    </span>
                  ))}
                </div>
              )}
              {s.discard.length > 0 && (
                <details>
                  <summary>
                    {tx('discardPile')} ({s.discard.length})
                  </summary>
                  <div className="cui-cards small">
                    {grouped(s.discard).map(({ card, n }) => (
                      <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={onZoom} count={n} />
                    ))}
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
