/**
 * Wasabi! tiles and utensils drawn as inline SVG (no assets fetched): each ingredient has a colour, a simple glyph
 * and a one-character label, so tiles stay distinguishable without colour too.
 */
import type { Locale } from '@potluck/engine';
import type { ReactNode } from 'react';
import { INGREDIENTS } from '../index.ts';

interface Art {
  bg: string;
  glyph: ReactNode;
  /** Short label per language (one character in Chinese, two letters in English). */
  short: Record<Locale, string>;
  /** Label colour on the background (contrast ≥ 4.5:1). */
  ink: string;
}

const s = (en: string, hans: string, hant: string): Record<Locale, string> => ({
  en,
  'zh-Hans': hans,
  'zh-Hant': hant,
});

const DARK = '#1f1a14';
const LIGHT = '#ffffff';

export const ART: Readonly<Record<string, Art>> = {
  rice: {
    bg: '#efe6d2',
    ink: DARK,
    short: s('Ri', '饭', '飯'),
    glyph: (
      <g>
        <ellipse cx="20" cy="19" rx="11" ry="7" fill="#fff" stroke="#b9a887" strokeWidth="1.2" />
        <ellipse cx="16" cy="18" rx="1.6" ry="1" fill="#d8ccb2" />
        <ellipse cx="22" cy="17" rx="1.6" ry="1" fill="#d8ccb2" />
        <ellipse cx="20" cy="21" rx="1.6" ry="1" fill="#d8ccb2" />
      </g>
    ),
  },
  maki: {
    bg: '#2f4a32',
    ink: LIGHT,
    short: s('Mk', '卷', '捲'),
    glyph: (
      <g>
        <circle cx="20" cy="18" r="10" fill="#1c2b1d" />
        <circle cx="20" cy="18" r="7.5" fill="#fff" />
        <circle cx="20" cy="18" r="3.2" fill="#e0673a" />
      </g>
    ),
  },
  salmon: {
    bg: '#f08a4b',
    ink: DARK,
    short: s('Sa', '鲑', '鮭'),
    glyph: (
      <g>
        <rect x="9" y="12" width="22" height="12" rx="5" fill="#ffb38a" />
        <path d="M12 14l6 8M18 13l6 9M24 13l5 7" stroke="#fff" strokeWidth="1.6" />
      </g>
    ),
  },
  tuna: {
    bg: '#b3243a',
    ink: LIGHT,
    short: s('Tu', '金', '鮪'),
    glyph: (
      <rect x="10" y="12" width="20" height="12" rx="3" fill="#e0485f" stroke="#7d1426" strokeWidth="1.2" />
    ),
  },
  snapper: {
    bg: '#f3b6c0',
    ink: DARK,
    short: s('Sn', '鲷', '鯛'),
    glyph: (
      <g>
        <path d="M8 18c5-7 15-7 20 0c-5 7-15 7-20 0z" fill="#e46f86" />
        <path d="M28 18l6-5v10z" fill="#e46f86" />
        <circle cx="13" cy="17" r="1.3" fill="#3b1f25" />
      </g>
    ),
  },
  eel: {
    bg: '#6b4226',
    ink: LIGHT,
    short: s('Ee', '鳗', '鰻'),
    glyph: (
      <path
        d="M7 20c4-6 7 6 11 0s7 6 11 0s4 3 5 2"
        fill="none"
        stroke="#e8b36a"
        strokeWidth="3"
        strokeLinecap="round"
      />
    ),
  },
  squid: {
    bg: '#e9e4f2',
    ink: DARK,
    short: s('Sq', '鱿', '魷'),
    glyph: (
      <g>
        <path d="M14 21V11c0-4 12-4 12 0v10z" fill="#fff" stroke="#9e8fb8" strokeWidth="1.2" />
        <path d="M15 21v6M18 21v7M22 21v7M25 21v6" stroke="#9e8fb8" strokeWidth="1.6" strokeLinecap="round" />
      </g>
    ),
  },
  shrimp: {
    bg: '#ff9d7a',
    ink: DARK,
    short: s('Sh', '虾', '蝦'),
    glyph: (
      <path d="M28 12a9 9 0 1 0 -3 14" fill="none" stroke="#d9412b" strokeWidth="4.5" strokeLinecap="round" />
    ),
  },
  crab: {
    bg: '#d2352c',
    ink: LIGHT,
    short: s('Cr', '蟹', '蟹'),
    glyph: (
      <g>
        <ellipse cx="20" cy="20" rx="8" ry="5.5" fill="#ff7a6b" />
        <path
          d="M11 17l-3-5 4 1M29 17l3-5-4 1"
          stroke="#ff7a6b"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    ),
  },
  roe: {
    bg: '#ffcf6b',
    ink: DARK,
    short: s('Ro', '籽', '卵'),
    glyph: (
      <g fill="#f2711c" stroke="#b44a0a" strokeWidth="0.8">
        <circle cx="15" cy="15" r="3" />
        <circle cx="21" cy="14" r="3" />
        <circle cx="26" cy="17" r="3" />
        <circle cx="17" cy="21" r="3" />
        <circle cx="23" cy="21" r="3" />
      </g>
    ),
  },
  avocado: {
    bg: '#9ccc65',
    ink: DARK,
    short: s('Av', '果', '酪'),
    glyph: (
      <g>
        <path
          d="M20 7c7 6 10 10 10 15a10 9 0 0 1-20 0c0-5 3-9 10-15z"
          fill="#d7eeb0"
          stroke="#3d6b1a"
          strokeWidth="1.6"
        />
        <circle cx="20" cy="22" r="4.3" fill="#7a4a22" />
      </g>
    ),
  },
  cucumber: {
    bg: '#2e7d32',
    ink: LIGHT,
    short: s('Cu', '瓜', '瓜'),
    glyph: (
      <g>
        <circle cx="20" cy="18" r="10" fill="#1b5e20" />
        <circle cx="20" cy="18" r="8" fill="#c5e8a4" />
        <g fill="#5a8f3a">
          <circle cx="17" cy="16" r="1.1" />
          <circle cx="23" cy="16" r="1.1" />
          <circle cx="20" cy="21" r="1.1" />
        </g>
      </g>
    ),
  },
  egg: {
    bg: '#ffe066',
    ink: DARK,
    short: s('Eg', '玉', '玉'),
    glyph: (
      <g>
        <rect x="9" y="12" width="22" height="12" rx="2" fill="#ffd02b" stroke="#b38600" strokeWidth="1.2" />
        <path d="M9 16h22M9 20h22" stroke="#e6b400" strokeWidth="1" />
        <rect x="17" y="11" width="6" height="14" fill="#1c2b1d" />
      </g>
    ),
  },
  tempura: {
    bg: '#d89b3a',
    ink: DARK,
    short: s('Te', '天', '天'),
    glyph: (
      <path
        d="M9 20l3-5 2 3 3-6 2 4 3-5 2 5 3-3 3 7-6 4H13z"
        fill="#f7d27a"
        stroke="#8a5a12"
        strokeWidth="1.2"
      />
    ),
  },
  fugu: {
    bg: '#8fc9e8',
    ink: DARK,
    short: s('Fu', '豚', '豚'),
    glyph: (
      <g>
        <circle cx="20" cy="18" r="7.5" fill="#f4f1d0" stroke="#3d6f8c" strokeWidth="1.2" />
        <path
          d="M20 7v3M20 26v3M9 18h3M28 18h3M12 10l2 2M28 10l-2 2M12 26l2-2M28 26l-2-2"
          stroke="#3d6f8c"
          strokeWidth="1.6"
        />
      </g>
    ),
  },
  uni: {
    bg: '#f4a300',
    ink: DARK,
    short: s('Un', '胆', '膽'),
    glyph: (
      <g fill="#ffd36b" stroke="#9a5b00" strokeWidth="1">
        <ellipse cx="14" cy="18" rx="4" ry="6" />
        <ellipse cx="20" cy="17" rx="4" ry="7" />
        <ellipse cx="26" cy="18" rx="4" ry="6" />
      </g>
    ),
  },
  toro: {
    bg: '#f7c6cf',
    ink: DARK,
    short: s('To', '腩', '腹'),
    glyph: (
      <g>
        <rect x="9" y="12" width="22" height="12" rx="4" fill="#ee8ea0" />
        <path d="M11 15c6 2 12-2 18 1M11 20c6 2 12-2 18 1" stroke="#fff" strokeWidth="1.4" fill="none" />
      </g>
    ),
  },
  abalone: {
    bg: '#4f6876',
    ink: LIGHT,
    short: s('Ab', '鲍', '鮑'),
    glyph: (
      <g>
        <ellipse cx="20" cy="18" rx="10" ry="8" fill="#b9c9d3" />
        <path
          d="M20 18m-2 0a2 2 0 1 1 4 0a4 4 0 1 1-8 0a6 6 0 1 1 12 0"
          fill="none"
          stroke="#3b5261"
          strokeWidth="1.4"
        />
      </g>
    ),
  },
};

/** An ingredient tile (index into INGREDIENTS; −1 draws a face-down tile). */
export function TileArt({ ingredient, lang, size }: { ingredient: number; lang: Locale; size?: number }) {
  const key = INGREDIENTS[ingredient]?.key;
  const art = key ? ART[key] : undefined;
  return (
    <svg
      className="wsb-tile-art"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {art ? (
        <>
          <rect
            x="1"
            y="1"
            width="38"
            height="38"
            rx="7"
            fill={art.bg}
            stroke="rgba(0,0,0,.35)"
            strokeWidth="1"
          />
          {art.glyph}
          <text
            x="20"
            y="36.5"
            textAnchor="middle"
            fontSize={lang === 'en' ? 8.5 : 8}
            fontWeight="700"
            fill={art.ink}
            fontFamily="system-ui, sans-serif"
          >
            {art.short[lang]}
          </text>
        </>
      ) : (
        <>
          <rect x="1" y="1" width="38" height="38" rx="7" fill="#3b2a1e" stroke="#1f140c" />
          <circle cx="20" cy="20" r="8" fill="none" stroke="#a88d6a" strokeWidth="2" />
        </>
      )}
    </svg>
  );
}

const UTENSIL_GLYPHS: Readonly<Record<string, ReactNode>> = {
  stack: (
    <g>
      <ellipse cx="15" cy="14" rx="7" ry="9" fill="#f3e7cf" stroke="#7a5b2e" strokeWidth="1.6" />
      <path d="M19 21l11 12" stroke="#7a5b2e" strokeWidth="3.2" strokeLinecap="round" />
    </g>
  ),
  spicy: (
    <g>
      <path d="M10 28c10-2 18-10 19-19c2 3 2 8-2 13c-4 5-11 8-17 6z" fill="#d32f2f" />
      <path d="M29 9c1-3 3-4 5-4" stroke="#2e7d32" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </g>
  ),
  switch: (
    <g stroke="#8d6e4c" strokeWidth="2.6" strokeLinecap="round">
      <path d="M8 32L30 6" />
      <path d="M14 34L34 12" />
    </g>
  ),
  chop: (
    <g>
      <path d="M8 24L26 6c4 3 5 8 2 12L14 30z" fill="#cfd8dc" stroke="#455a64" strokeWidth="1.4" />
      <path d="M14 30l-5 5" stroke="#5d4037" strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  wasabi: (
    <g>
      <path
        d="M10 26c0-8 5-14 10-16c5 2 10 8 10 16c0 4-20 4-20 0z"
        fill="#8bc34a"
        stroke="#33691e"
        strokeWidth="1.6"
      />
      <path d="M16 22c2-3 6-3 8 0" stroke="#33691e" strokeWidth="1.4" fill="none" />
    </g>
  ),
};

/** A utensil card's icon. */
export function UtensilIcon({ utensil, size = 28 }: { utensil: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="wsb-utensil-icon"
    >
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#fffaf0" stroke="#c9b08f" />
      {UTENSIL_GLYPHS[utensil]}
    </svg>
  );
}

/** The Wasabi! card lying over a 2×2 block (drawn over the board). */
export function WasabiCover() {
  return (
    <svg viewBox="0 0 80 80" className="wsb-cover-art" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="2"
        width="76"
        height="76"
        rx="10"
        fill="rgba(104,159,56,.88)"
        stroke="#33691e"
        strokeWidth="3"
      />
      <path
        d="M22 50c0-14 9-24 18-28c9 4 18 14 18 28c0 7-36 7-36 0z"
        fill="#c5e1a5"
        stroke="#33691e"
        strokeWidth="2"
      />
      <text
        x="40"
        y="72"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#1b3a0b"
        fontFamily="system-ui, sans-serif"
      >
        Wasabi!
      </text>
    </svg>
  );
}
