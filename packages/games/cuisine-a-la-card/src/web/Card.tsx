/** 卡片厨房 cards and judges: cuisine colour band, cost, meal score, an SVG illustration (art.tsx), typed icons, text. */

import type { Locale } from '@potluck/engine';
import { type Tx, useModalFocus } from '@potluck/web-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  CUISINE_NAMES,
  type Cuisine,
  cardText,
  costText,
  FLAVOR_NAMES,
  FOOD_NAMES,
  judgeText,
} from '../index.ts';
import { Art, CARD_ART, FLAVOR_ICON, FOOD_ICON, Icon, JUDGE_ART } from './art.tsx';
import { cardDef, judgeDef } from './display.ts';

/** Darker cuisine colours than the game's, so white text on them keeps a 4.5:1 contrast. */
export const CUISINE_BG: Readonly<Record<Cuisine, string>> = {
  western: '#8a4a12',
  italian: '#1f6b41',
  french: '#2f4bb8',
  panasian: '#a61e1e',
};

function band(cuisines: readonly Cuisine[]): string {
  if (cuisines.length === 0) return '#5f5a54';
  if (cuisines.length === 1) return CUISINE_BG[cuisines[0]];
  return `linear-gradient(90deg, ${CUISINE_BG[cuisines[0]]} 50%, ${CUISINE_BG[cuisines[1]]} 50%)`;
}

/** A chef's hat with the meal score, named "Meal score n" (the visible number is inside that name). */
function Hat({ n, tx }: { n: number; tx: Tx }) {
  return (
    <span className="cui-hat" role="img" aria-label={tx('meal', { n })}>
      <svg viewBox="0 0 20 20" width="16" height="16" focusable="false" aria-hidden="true">
        <path
          d="M5 16h10v2H5zM4 9a4 4 0 0 1 3-6a4 4 0 0 1 6 0a4 4 0 0 1 3 6v6H4z"
          fill="#fff"
          stroke="#2b1d14"
        />
      </svg>
      {n}
    </span>
  );
}

/**
 * A cost on one line: "5 + 1" and a fork (an image named by the word, so the name still reads "5 + 1 fork").
 */
function Cost({ card, lang, tx }: { card: string; lang: Locale; tx: Tx }) {
  const d = cardDef(card);
  const text = costText(d, lang);
  if (d.forkCost === 0)
    return (
      <span className="cui-cost" title={tx('cost', { c: text })}>
        {text}
      </span>
    );
  const prefix = `${d.cost} + ${d.forkCost}`;
  return (
    <span className="cui-cost" title={tx('cost', { c: text })}>
      {prefix}
      <svg
        className="cui-cost-fork"
        viewBox="0 0 12 16"
        width="10"
        height="14"
        role="img"
        aria-label={text.slice(prefix.length).trim()}
      >
        <path
          d="M2 1v4c0 2 2 3 4 3s4-1 4-3V1M6 1v5M6 8v7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/**
 * A card's picture and name as a small button that opens its zoom: the cards shown only by name (the market while
 * this seat cooks, the hand's cards that cannot go into the dish). `children` adds to the name (a count, where).
 */
export function CardNameChip({
  card,
  tx,
  lang,
  onZoom,
  testId,
  children,
}: {
  card: string;
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
  testId?: string;
  children?: ReactNode;
}) {
  const name = cardDef(card).name[lang];
  return (
    <button
      type="button"
      className="cui-idle-card"
      onClick={() => onZoom(card)}
      aria-haspopup="dialog"
      title={tx('zoom', { card: name })}
      data-card={card}
      data-testid={testId}
    >
      <Art art={CARD_ART[card]} size={20} />
      {name}
      {children}
    </button>
  );
}

/** A card as a small tile (name, cost, meal, types); `children` go under it (its action buttons). */
export function MiniCard({
  card,
  lang,
  tx,
  onZoom,
  children,
  className = '',
  note,
  count = 1,
  compact = false,
}: {
  card: string;
  lang: Locale;
  tx: Tx;
  onZoom: (card: string) => void;
  children?: ReactNode;
  className?: string;
  note?: ReactNode;
  /** Copies shown as one card (×n). */
  count?: number;
  /** Name and picture only (a stack's top card): the zoom still shows everything. */
  compact?: boolean;
}) {
  const d = cardDef(card);
  const foods = d.foods.map((f) => FOOD_NAMES[f][lang]).join(tx('or'));
  return (
    <div className={`cui-card ${d.kind}${compact ? ' compact' : ''} ${className}`} data-card={card}>
      <button
        type="button"
        className="cui-card-face"
        onClick={() => onZoom(card)}
        aria-haspopup="dialog"
        title={tx('zoom', { card: d.name[lang] })}
      >
        {/* named by what it shows: cost, "Meal score n" (the hat), name, food types, flavour icons' labels, note */}
        <span className="cui-band" style={{ background: band(d.cuisines) }}>
          <Cost card={card} lang={lang} tx={tx} />
          {d.kind === 'ingredient' && <Hat n={d.meal} tx={tx} />}
        </span>
        <span className="cui-face-main">
          <Art art={CARD_ART[card]} size={36} />
          <span className="cui-name">
            {d.name[lang]}
            {count > 1 && <span className="cui-count"> ×{count}</span>}
          </span>
        </span>
        {!compact && (
          <span className="cui-types">
            {d.foods.map((f) => (
              <Icon key={f} icon={FOOD_ICON[f]} />
            ))}
            {d.seasoning ? tx('seasoning') : foods}
            {d.flavors.length > 0 && (
              <span className="cui-flavors">
                {d.flavors.map((f) => (
                  <Icon key={f} icon={FLAVOR_ICON[f]} label={FLAVOR_NAMES[f][lang]} />
                ))}
              </span>
            )}
            {d.cuisines.length > 0 && (
              <span className="cui-cuisine">{d.cuisines.map((c) => CUISINE_NAMES[c][lang]).join(' / ')}</span>
            )}
          </span>
        )}
        {note && <span className="cui-note">{note}</span>}
      </button>
      {children && <div className="cui-card-actions">{children}</div>}
    </div>
  );
}

/** The full card: everything printed on it, the ability text rendered by the game's renderer. */
export function CardDetails({ card, lang, tx }: { card: string; lang: Locale; tx: Tx }) {
  const d = cardDef(card);
  return (
    <div className={`cui-big ${d.kind}`}>
      <div className="cui-band big" style={{ background: band(d.cuisines) }}>
        <span className="cui-cost">{costText(d, lang)}</span>
        {d.kind === 'ingredient' && <Hat n={d.meal} tx={tx} />}
      </div>
      <div className="cui-big-art">
        <Art art={CARD_ART[card]} size={96} />
      </div>
      <h3>{d.name[lang]}</h3>
      <dl className="cui-facts">
        {d.kind !== 'ingredient' && (
          <>
            <dt>{d.kind === 'fork' ? tx('kindFork') : tx('kindSpoon')}</dt>
            <dd />
          </>
        )}
        <dt>{tx('cost', { c: '' }).trim()}</dt>
        <dd>{costText(d, lang)}</dd>
        {d.kind === 'ingredient' && (
          <>
            <dt>{tx('meal', { n: '' }).trim()}</dt>
            <dd>{d.meal}</dd>
          </>
        )}
        {d.cuisines.length > 0 && (
          <>
            <dt>{tx('cuisine')}</dt>
            <dd>{d.cuisines.map((c) => CUISINE_NAMES[c][lang]).join(' + ')}</dd>
          </>
        )}
        {(d.foods.length > 0 || d.seasoning) && (
          <>
            <dt>{tx('food')}</dt>
            <dd>
              {d.foods.map((f) => (
                <Icon key={f} icon={FOOD_ICON[f]} />
              ))}{' '}
              {d.seasoning ? tx('seasoning') : d.foods.map((f) => FOOD_NAMES[f][lang]).join(tx('or'))}
            </dd>
          </>
        )}
        {d.flavors.length > 0 && (
          <>
            <dt>{tx('flavors')}</dt>
            <dd>
              {d.flavors.map((f) => (
                <Icon key={f} icon={FLAVOR_ICON[f]} />
              ))}{' '}
              {d.flavors.map((f) => FLAVOR_NAMES[f][lang]).join(lang === 'en' ? ', ' : '、')}
            </dd>
          </>
        )}
      </dl>
      <ul className="cui-text">
        {cardText(d, lang).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** A judge's portrait (decorative: the judge's name is next to it). */
export function JudgePortrait({ judge, size = 40 }: { judge: string; size?: number }) {
  return <Art art={JUDGE_ART[judge]} size={size} />;
}

/** A judge's lines (requirement, preferences, medals, ability) from the game's renderer. */
export function JudgeText({ judge, lang }: { judge: string; lang: Locale }) {
  const lines = judgeText(judgeDef(judge), lang);
  return (
    <ul className="cui-judge-text">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/** A modal dialog (focus moves in, Escape closes, focus returns). */
export function Zoom({
  title,
  onClose,
  tx,
  children,
}: {
  title: string;
  onClose: () => void;
  tx: Tx;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // focus moves in, stays in (Tab cycles, focus wandering out comes back) and returns to the card on close
  useModalFocus(ref);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the backdrop closes, Escape does too
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the window
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="dialog cui-zoom"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        ref={ref}
        data-testid="cui-zoom"
      >
        <button type="button" className="btn small cui-zoom-close" onClick={onClose}>
          {tx('close')}
        </button>
        {children}
      </div>
    </div>
  );
}
