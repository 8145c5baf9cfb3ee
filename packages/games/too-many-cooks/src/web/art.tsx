import type { Recipe, Suit } from '../index.ts';

/** Colours per suit: the card body, a dark shade for outlines, a light shade for icons, and the ink on the body. */
export const PALETTE: Readonly<Record<Suit, { base: string; dark: string; light: string; ink: string }>> = {
  mushroom: { base: '#8b5a2b', dark: '#4e2f12', light: '#f0dcc4', ink: '#ffffff' },
  pea: { base: '#3f8a22', dark: '#1f4d0f', light: '#d8f0c8', ink: '#ffffff' },
  onion: { base: '#e3b505', dark: '#6b5000', light: '#fff4c7', ink: '#2b2100' },
  chili: { base: '#c62828', dark: '#6e1010', light: '#ffd9d2', ink: '#ffffff' },
};

/** An ingredient icon drawn in a 40×40 box. */
export function SuitIcon({ suit, size = 40, mono }: { suit: Suit; size?: number; mono?: boolean }) {
  const p = PALETTE[suit];
  const fill = mono ? 'currentColor' : p.light;
  const line = mono ? 'currentColor' : p.dark;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {suit === 'mushroom' && (
        <g stroke={line} strokeWidth="2" strokeLinejoin="round">
          <path d="M5 21 C5 9 35 9 35 21 Z" fill={fill} />
          <path d="M15 21 h10 v11 a3 3 0 0 1 -3 3 h-4 a3 3 0 0 1 -3 -3 z" fill={mono ? 'none' : '#fffaf0'} />
          {!mono && (
            <g fill={p.base} stroke="none">
              <circle cx="14" cy="15" r="2.4" />
              <circle cx="22" cy="12.5" r="2" />
              <circle cx="28" cy="17" r="2.2" />
            </g>
          )}
        </g>
      )}
      {suit === 'pea' && (
        <g stroke={line} strokeWidth="2">
          <path d="M4 26 C10 10 30 6 36 12 C32 26 14 32 4 26 Z" fill={fill} strokeLinejoin="round" />
          <g fill={mono ? 'none' : p.base}>
            <circle cx="13" cy="22" r="3.4" />
            <circle cx="20.5" cy="18.5" r="3.4" />
            <circle cx="28" cy="15" r="3.4" />
          </g>
        </g>
      )}
      {suit === 'onion' && (
        <g stroke={line} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
          <path d="M20 4 C21 10 33 15 33 25 A13 11 0 0 1 7 25 C7 15 19 10 20 4 Z" fill={fill} />
          <path d="M20 10 C16 16 14 24 17 35 M20 10 C24 16 26 24 23 35" fill="none" />
          <path d="M16 36 l-2 3 M20 36 v3 M24 36 l2 3" fill="none" />
        </g>
      )}
      {suit === 'chili' && (
        <g stroke={line} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
          <path
            d="M26 11 C34 14 34 24 26 31 C20 36 10 38 5 36 C14 32 20 26 21 16 C22 12 24 11 26 11 Z"
            fill={fill}
          />
          <path d="M26 11 C26 7 28 5 32 4" fill="none" />
          <path d="M23 12 C25 9 29 9 31 12" fill={mono ? 'none' : '#4c9a2a'} />
        </g>
      )}
    </svg>
  );
}

/** Recipe icons: the four soups reuse the suit icons; "no soup today" is an empty crossed bowl. */
export function RecipeIcon({ recipe, size = 40 }: { recipe: Recipe; size?: number }) {
  if (recipe !== 'none') return <SuitIcon suit={recipe} size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <g stroke="#3b2a1e" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        <path d="M5 18 h30 a15 13 0 0 1 -30 0 z" fill="#f6efe3" />
        <path d="M14 34 h12" fill="none" />
        <path d="M8 6 L32 32" stroke="#c62828" strokeWidth="3" />
      </g>
    </svg>
  );
}

/** A soup pot outline used behind the pot's cards. */
export function PotArt() {
  return (
    <svg
      className="pot-art"
      viewBox="0 0 200 120"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <defs>
        <linearGradient id="potBody" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#5b6770" />
          <stop offset="1" stopColor="#2e363c" />
        </linearGradient>
      </defs>
      <rect x="4" y="26" width="18" height="10" rx="5" fill="#2e363c" />
      <rect x="178" y="26" width="18" height="10" rx="5" fill="#2e363c" />
      <path d="M14 24 h172 v70 a20 20 0 0 1 -20 20 h-132 a20 20 0 0 1 -20 -20 z" fill="url(#potBody)" />
      <rect x="8" y="18" width="184" height="12" rx="6" fill="#6f7c85" />
    </svg>
  );
}
