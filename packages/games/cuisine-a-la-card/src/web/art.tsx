/**
 * 卡片厨房 art drawn as inline SVG (no assets fetched), in the style of the 料理厨王 cards and the Wasabi! tiles:
 * a 40×40 box, flat fills, one dark brown outline (2 px, round joins). One picture per card id and per judge id,
 * and small icons for the food types and flavours. Loaded with the game's chunk only (imported by Card.tsx).
 */

import type { ReactNode } from 'react';
import type { Flavor, Food } from '../index.ts';

const INK = '#3b2a1e';

/** The outline every picture shares. */
function O({ children }: { children: ReactNode }) {
  return (
    <g stroke={INK} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      {children}
    </g>
  );
}

/* ---------------------------------------------------------------- reusable shapes */

const bottle = (body: string, cap: string, label = '#fffaf0') => (
  <O>
    <path d="M17 4h6v7c4 2 6 5 6 9v13a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3V20c0-4 2-7 6-9z" fill={body} />
    <rect x="16" y="3" width="8" height="4" rx="1" fill={cap} />
    <rect x="13" y="21" width="14" height="9" rx="1.5" fill={label} />
  </O>
);
const jar = (body: string, lid: string, label = '#fffaf0') => (
  <O>
    <rect x="9" y="13" width="22" height="23" rx="4" fill={body} />
    <rect x="11" y="7" width="18" height="6" rx="1.5" fill={lid} />
    <rect x="13" y="20" width="14" height="9" rx="1.5" fill={label} />
  </O>
);
/** A bowl (its own colour) heaped with food; `bits` of size `r` on top (grains, beans, lentils). */
const bowl = (food: string, china: string, grains?: string, r = 1.6) => (
  <O>
    <path d="M7 21c0-7 26-7 26 0z" fill={food} />
    <path d="M5 21h30a15 12 0 0 1-30 0z" fill={china} />
    <path d="M9 26h22" stroke="#fffaf0" fill="none" />
    <path d="M14 33h12" fill="none" />
    {grains && (
      <g fill={grains} stroke="none">
        <ellipse cx="13" cy="18.5" rx={r} ry={r * 0.65} />
        <ellipse cx="20" cy="16.5" rx={r} ry={r * 0.65} />
        <ellipse cx="27" cy="18.5" rx={r} ry={r * 0.65} />
        <ellipse cx="16.5" cy="20" rx={r} ry={r * 0.65} />
        <ellipse cx="23.5" cy="20" rx={r} ry={r * 0.65} />
      </g>
    )}
  </O>
);
const sack = (fill: string, mark: string) => (
  <O>
    <path d="M12 10c-4 8-5 16-3 24a3 3 0 0 0 3 2h16a3 3 0 0 0 3-2c2-8 1-16-3-24z" fill={fill} />
    <path d="M12 10c3-3 13-3 16 0M15 6l2 4M25 6l-2 4" fill="none" />
    <circle cx="20" cy="24" r="5" fill={mark} />
  </O>
);
const shaker = (body: string, top: string) => (
  <O>
    <path d="M12 14h16v19a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z" fill={body} />
    <path d="M13 14c0-7 14-7 14 0z" fill={top} />
    <g fill={INK} stroke="none">
      <circle cx="17" cy="10" r="1" />
      <circle cx="20" cy="9" r="1" />
      <circle cx="23" cy="10" r="1" />
    </g>
  </O>
);
const wedge = (fill: string, holes: boolean) => (
  <O>
    <path d="M5 26L33 12v16H5z" fill={fill} />
    <path d="M5 26L33 12" fill="none" />
    <path d="M5 26h28v6H5z" fill={fill} />
    {holes && (
      <g fill="#fff6cc">
        <circle cx="24" cy="22" r="2" />
        <circle cx="14" cy="29" r="1.5" />
        <circle cx="28" cy="29" r="1.5" />
      </g>
    )}
  </O>
);
const fruit = (fill: string, leaf = '#4c9a2a') => (
  <O>
    <path d="M20 12c-6-4-14 0-14 9c0 9 7 15 14 13c7 2 14-4 14-13c0-9-8-13-14-9z" fill={fill} />
    <path d="M20 12c0-3 1-6 3-8" fill="none" />
    <path d="M21 9c3-4 8-4 10-2c-3 3-7 3-10 2z" fill={leaf} />
  </O>
);
const leafy = (fill: string, vein: string) => (
  <O>
    <path d="M20 36C8 30 6 16 20 4c14 12 12 26 0 32z" fill={fill} />
    <path d="M20 36V10M20 18l-6-4M20 24l7-5M20 30l-7-5" stroke={vein} fill="none" />
  </O>
);
const block = (fill: string, top: string) => (
  <O>
    <path d="M6 18l8-6h20l-8 6z" fill={top} />
    <path d="M26 18l8-6v14l-8 6z" fill={fill} />
    <rect x="6" y="18" width="20" height="14" fill={fill} />
  </O>
);

/* ---------------------------------------------------------------- cards */

/** One picture per card id of the card set (spoon, salt, fork and every ingredient). */
export const CARD_ART: Readonly<Record<string, ReactNode>> = {
  spoon: (
    <O>
      <ellipse cx="20" cy="11" rx="7" ry="8" fill="#d9dde3" />
      <path d="M18.5 18h3l1 18h-5z" fill="#d9dde3" />
    </O>
  ),
  fork: (
    <O>
      <path d="M12 4v10c0 4 3 6 6 6h4c3 0 6-2 6-6V4" fill="none" />
      <path d="M17 4v9M23 4v9" fill="none" />
      <path d="M18.5 20h3l1 16h-5z" fill="#d9dde3" />
    </O>
  ),
  salt: shaker('#ffffff', '#b0b8c4'),
  steak: (
    <O>
      <path d="M6 20c0-9 10-13 19-11c8 2 11 9 8 16c-3 7-12 9-19 7c-5-1-8-6-8-12z" fill="#a33b2b" />
      <path d="M12 18c3-3 9-4 14-2M11 25c5 1 12 0 17-4" stroke="#f2c7b5" fill="none" />
      <circle cx="27" cy="13" r="3" fill="#fff6ea" />
    </O>
  ),
  bacon: (
    <O>
      <path d="M5 14c6-4 10 4 15 0s10-4 15 0v8c-5-4-10-4-15 0s-9-4-15 0z" fill="#c94a3c" />
      <path d="M5 22c6-4 10 4 15 0s10-4 15 0v6c-5-4-10-4-15 0s-9-4-15 0z" fill="#f4c7b0" />
    </O>
  ),
  potatoes: (
    <O>
      <ellipse cx="15" cy="23" rx="10" ry="8" fill="#c8a060" />
      <ellipse cx="26" cy="18" rx="9" ry="7" fill="#d6b16e" />
      <g fill={INK} stroke="none">
        <circle cx="12" cy="22" r="0.9" />
        <circle cx="17" cy="26" r="0.9" />
        <circle cx="27" cy="16" r="0.9" />
        <circle cx="24" cy="20" r="0.9" />
      </g>
    </O>
  ),
  corn: (
    <O>
      <ellipse cx="20" cy="18" rx="7" ry="14" fill="#f5c518" />
      <path d="M14 22l-6 14c6-2 10-6 12-12M26 22l6 14c-6-2-10-6-12-12" fill="#4c9a2a" />
      <path d="M15 12h10M14 18h12M15 24h10M20 6v20" stroke="#c99700" fill="none" />
    </O>
  ),
  cheddar: wedge('#f0a020', false),
  apple: fruit('#d93a2b'),
  bbq: bottle('#6b2a1a', '#c94a3c'),
  sourdough: (
    <O>
      <path d="M5 28c0-10 7-17 15-17s15 7 15 17c0 3-2 4-4 4H9c-2 0-4-1-4-4z" fill="#c98a45" />
      <path d="M12 22l4-4M18 21l4-4M24 22l4-4" stroke="#f3dfbf" fill="none" />
    </O>
  ),
  turkey: (
    <O>
      <path d="M6 24c0-8 7-13 15-13s14 5 14 13c0 5-5 8-14 8S6 29 6 24z" fill="#b86a2a" />
      <path d="M9 14l-3-4M31 14l3-4" fill="none" />
      <circle cx="5" cy="9" r="2" fill="#fff" />
      <circle cx="35" cy="9" r="2" fill="#fff" />
      <path d="M4 33h32" fill="none" />
    </O>
  ),
  maple: bottle('#a8561a', '#6b3a12', '#f7d7a8'),
  beans: bowl('#c0502e', '#e8d8b8', '#7a2418', 2.6),
  tomatoes: (
    <O>
      <ellipse cx="20" cy="23" rx="14" ry="11" fill="#e0412f" />
      <path d="M20 14l-5-3 3 4-6 1 6 1M20 14l5-3-3 4 6 1-6 1M20 14v-5" fill="#2e7d32" />
      <path d="M11 21c1-3 3-4 5-4" stroke="#f7a08f" fill="none" />
    </O>
  ),
  pasta: (
    <O>
      <path d="M8 14l10 6-10 6zM32 14l-10 6 10 6z" fill="#f3cf6b" />
      <circle cx="20" cy="20" r="3.5" fill="#e3b445" />
    </O>
  ),
  mozzarella: (
    <O>
      <ellipse cx="20" cy="33" rx="16" ry="4" fill="#5b8fd6" />
      <circle cx="20" cy="21" r="11" fill="#fbfbf5" />
      <path d="M13 17c2-3 5-4 8-4" stroke="#cfcfc0" fill="none" />
      <path d="M24 12c2-5 8-6 11-4c-2 4-7 6-11 4z" fill="#3c9a3c" />
    </O>
  ),
  parmesan: wedge('#f2dc8f', true),
  basil: leafy('#3c9a3c', '#1f5e1f'),
  oliveoil: bottle('#b7b52a', '#2e5e1f'),
  prosciutto: (
    <O>
      <path d="M6 12c8-4 20-4 28 0c-2 8-2 14 0 20c-8 4-20 4-28 0c2-6 2-12 0-20z" fill="#e58a8a" />
      <path d="M9 16c6 3 16 3 22 0M9 28c6-3 16-3 22 0" stroke="#fbe0e0" fill="none" />
    </O>
  ),
  arborio: sack('#efe6d2', '#fff'),
  truffle: (
    <O>
      <path d="M8 22c-2-8 5-14 12-13c8-1 14 5 12 13c-1 7-7 11-12 10c-6 1-11-3-12-10z" fill="#4a3426" />
      <g fill="#8a6a52" stroke="none">
        <circle cx="15" cy="18" r="1.3" />
        <circle cx="22" cy="15" r="1.3" />
        <circle cx="25" cy="24" r="1.3" />
        <circle cx="17" cy="27" r="1.3" />
      </g>
    </O>
  ),
  lemon: (
    <O>
      <ellipse cx="20" cy="21" rx="14" ry="10" fill="#f7d633" />
      <path d="M6 21l-2 0M34 21l2 0" fill="none" />
      <path d="M19 11c2-4 6-5 9-4c-2 3-5 4-9 4z" fill="#4c9a2a" />
    </O>
  ),
  brie: (
    <O>
      <path d="M6 18a14 6 0 0 1 28 0v8a14 6 0 0 1-28 0z" fill="#fff7e6" />
      <ellipse cx="20" cy="18" rx="14" ry="6" fill="#fffdf5" />
      <path d="M20 18l14 0a14 6 0 0 1-6 5z" fill="#f6e3a9" />
    </O>
  ),
  butter: block('#f8e27a', '#fcefb0'),
  baguette: (
    <O>
      <path d="M5 31c-2-2-1-5 2-7L28 7c3-2 6-2 7 0c1 2 0 5-2 7L12 32c-2 2-5 1-7-1z" fill="#d39a4d" />
      <path d="M12 24l3 2M18 19l3 2M24 14l3 2" stroke="#f3dfbf" fill="none" />
    </O>
  ),
  duck: (
    <O>
      <path d="M8 24c0-7 6-11 13-11c6 0 10 4 10 9c0 6-5 10-12 10c-6 0-11-3-11-8z" fill="#a85a24" />
      <path d="M29 18l6-8" fill="none" />
      <circle cx="35.5" cy="9" r="2" fill="#fff" />
      <path d="M12 22c3-3 8-4 12-3" stroke="#e0a060" fill="none" />
    </O>
  ),
  escargots: (
    <O>
      <path d="M4 32h26c3 0 5-2 5-4v-2H8z" fill="#8a6a3a" />
      <circle cx="20" cy="19" r="10" fill="#c59a62" />
      <path d="M20 19m-5 0a5 5 0 1 0 5-5" fill="none" />
      <path d="M33 26V14M36 26V16" fill="none" />
    </O>
  ),
  shallots: (
    <O>
      <path d="M20 8c-8 6-12 12-10 19c1 5 5 8 10 8s9-3 10-8c2-7-2-13-10-19z" fill="#b5607a" />
      <path d="M20 8v-4M16 35l-2 2M24 35l2 2M20 12c-3 6-3 14 0 22" fill="none" />
    </O>
  ),
  herbes: (
    <O>
      <path d="M20 36V8M20 14l-7-5M20 20l8-6M20 26l-8-5M20 32l7-5" fill="none" />
      <g fill="#7f9c4a">
        <ellipse cx="12" cy="8" rx="3" ry="2" />
        <ellipse cx="29" cy="13" rx="3" ry="2" />
        <ellipse cx="11" cy="20" rx="3" ry="2" />
        <ellipse cx="28" cy="26" rx="3" ry="2" />
        <ellipse cx="20" cy="6" rx="2" ry="3" />
      </g>
      <g fill="#9b7bc9">
        <circle cx="15" cy="12" r="1.6" />
        <circle cx="25" cy="19" r="1.6" />
        <circle cx="15" cy="25" r="1.6" />
      </g>
    </O>
  ),
  cremefraiche: jar('#fffdf5', '#3b5bdb'),
  wine: (
    <O>
      <path d="M12 5h16c0 10-3 16-8 16s-8-6-8-16z" fill="#fffaf0" />
      <path d="M13 11h14c-1 6-3 10-7 10s-6-4-7-10z" fill="#8e1b2e" />
      <path d="M20 21v11M13 35h14" fill="none" />
    </O>
  ),
  mushrooms: (
    <O>
      <path d="M5 20c0-8 7-13 15-13s15 5 15 13z" fill="#b07a4a" />
      <path d="M15 20h10l1 12a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z" fill="#f3e3c6" />
      <g fill="#f3e3c6" stroke="none">
        <circle cx="13" cy="14" r="1.8" />
        <circle cx="24" cy="12" r="1.8" />
      </g>
    </O>
  ),
  eggs: (
    <O>
      <ellipse cx="14" cy="22" rx="8" ry="10" fill="#fff7ea" />
      <ellipse cx="27" cy="24" rx="7" ry="9" fill="#f1dcc0" />
    </O>
  ),
  bokchoy: (
    <O>
      <path d="M16 36c-4-6-4-14 0-20h8c4 6 4 14 0 20z" fill="#e8f2d8" />
      <path d="M12 18C8 10 12 4 20 3c8 1 12 7 8 15z" fill="#3f8f3a" />
      <path d="M20 6v30" stroke="#cfe3b8" fill="none" />
    </O>
  ),
  rice: bowl('#ffffff', '#5b8fd6', '#d8ccb2'),
  tofu: (
    <O>
      <ellipse cx="20" cy="31" rx="16" ry="5" fill="#a61e1e" />
      <path d="M8 20l7-5h17l-7 5z" fill="#ffffff" />
      <path d="M25 20l7-5v10l-7 5z" fill="#ece6d2" />
      <rect x="8" y="20" width="17" height="10" fill="#fbf7ea" />
    </O>
  ),
  soy: bottle('#2b1a12', '#c62828'),
  ginger: (
    <O>
      <path
        d="M6 24c0-5 4-7 8-6c1-5 6-7 10-4c3-4 10-2 10 4c0 5-4 7-8 6c-1 6-6 8-10 6c-4 3-10 1-10-6z"
        fill="#e0b56a"
      />
      <path d="M14 18v4M24 14v5" fill="none" />
    </O>
  ),
  chili: (
    <O>
      <path d="M10 10c6 0 8 4 10 10s6 10 14 12c-10 4-20 0-24-10c-2-5-2-9 0-12z" fill="#d62b1f" />
      <path d="M10 10c-1-3 0-5 3-6M8 11c2-2 5-2 6 0" fill="#2e7d32" />
    </O>
  ),
  shrimp: (
    <O>
      <path d="M30 10c-9-4-22 2-22 13c0 6 5 10 10 9c-3-3-3-8 1-10c4-2 9 0 11-4c1-3 1-6 0-8z" fill="#f28a5a" />
      <path d="M14 20c2 1 3 3 3 5M19 15c2 1 3 3 3 5" stroke="#fbd0b8" fill="none" />
      <path d="M30 10l6-4M30 12l6 0" fill="none" />
    </O>
  ),
  noodles: (
    <O>
      <path d="M5 21h30a15 12 0 0 1-30 0z" fill="#f6efe3" />
      <path d="M10 21c2-6 4-6 5 0s3 6 5 0s4-6 5 0s3 6 5 0" stroke="#d9a441" fill="none" />
      <path d="M24 4l-4 17M30 4l-6 17" fill="none" />
      <path d="M14 33h12" fill="none" />
    </O>
  ),
  miso: (
    <O>
      <path d="M5 19h30a15 13 0 0 1-30 0z" fill="#a61e1e" />
      <ellipse cx="20" cy="19" rx="15" ry="4" fill="#c99a55" />
      <rect x="12" y="16.5" width="4" height="3" fill="#fffaf0" strokeWidth="1.2" />
      <rect x="23" y="17" width="4" height="3" fill="#fffaf0" strokeWidth="1.2" />
      <g fill="#4c9a2a" stroke="none">
        <circle cx="19" cy="18" r="1.1" />
        <circle cx="30" cy="19" r="1.1" />
      </g>
      <path d="M14 33h12M16 12c-1-2 1-3 0-5M24 12c-1-2 1-3 0-5" fill="none" />
    </O>
  ),
  saffron: (
    <O>
      <path d="M20 34V18" fill="none" />
      <path d="M20 18C12 16 8 10 10 4c6 0 10 6 10 14c0-8 4-14 10-14c2 6-2 12-10 14z" fill="#9b6bd1" />
      <path d="M20 18l-4-8M20 18l4-8" stroke="#d63a1f" fill="none" />
    </O>
  ),
  curry: jar('#e0a21a', '#8a4a12'),
  chorizo: (
    <O>
      <path d="M8 10c8-2 22 6 24 16c1 5-4 8-8 6C18 28 10 20 8 10z" fill="#b3331f" />
      <g fill="#f4c7b0" stroke="none">
        <circle cx="16" cy="16" r="1.4" />
        <circle cx="22" cy="21" r="1.4" />
        <circle cx="27" cy="27" r="1.4" />
      </g>
      <path d="M8 10l-3-3" fill="none" />
    </O>
  ),
  coconut: (
    <O>
      <circle cx="20" cy="21" r="13" fill="#6b4a2e" />
      <path d="M9 18a11 9 0 0 0 22 0z" fill="#ffffff" />
      <g fill={INK} stroke="none">
        <circle cx="16" cy="28" r="1.2" />
        <circle cx="24" cy="28" r="1.2" />
      </g>
    </O>
  ),
  salmon: (
    <O>
      <path d="M6 26L30 10c4 6 4 14 0 20z" fill="#f08a4b" />
      <path d="M12 24l14-8M16 27l12-6" stroke="#ffd2b5" fill="none" />
      <path d="M30 10v20" stroke="#b8b8b8" fill="none" />
    </O>
  ),
  yogurt: (
    <O>
      <path d="M9 12h22l-3 22a3 3 0 0 1-3 2H15a3 3 0 0 1-3-2z" fill="#ffffff" />
      <path d="M8 9h24v4H8z" fill="#8fb4e3" />
      <circle cx="20" cy="23" r="4" fill="#e46f86" />
    </O>
  ),
  lentils: bowl('#e08a3a', '#7f9c4a', '#a0501a', 1.1),
  garlic: (
    <O>
      <path d="M20 6c-2 6-14 10-12 20c1 6 6 9 12 9s11-3 12-9c2-10-10-14-12-20z" fill="#f7f3ea" />
      <path d="M20 12c-4 6-5 14-3 22M20 12c4 6 5 14 3 22" fill="none" />
      <path d="M20 6V3" fill="none" />
    </O>
  ),
  pepper: shaker('#3b3b3b', '#b0b8c4'),
  sugar: (
    <O>
      <path d="M6 18l9-6 9 6-9 6z" fill="#ffffff" />
      <path d="M6 18v10l9 6V24z" fill="#eef0f3" />
      <path d="M24 18v10l-9 6V24z" fill="#dfe3e8" />
      <path d="M22 26l7-5 7 5-7 5z" fill="#ffffff" />
      <path d="M22 26v6l7 4v-5z" fill="#eef0f3" />
      <path d="M36 26v6l-7 4v-5z" fill="#dfe3e8" />
    </O>
  ),
  honey: jar('#f2a81d', '#8a5a12'),
  flour: sack('#f6efe3', '#e3c27a'),
};

/* ---------------------------------------------------------------- judges */

const SKIN = ['#f2c7a5', '#d9a179', '#a86b45', '#7a4a2e'] as const;

/** A judge: a round face (eyes, smile) under a hat or hair, with one prop beside it. */
function face(skin: string, top: ReactNode, prop?: ReactNode, extra?: ReactNode) {
  return (
    <O>
      <path d="M9 38c0-7 5-11 11-11s11 4 11 11z" fill="#e8dccb" />
      <circle cx="20" cy="19" r="9" fill={skin} />
      <g fill={INK} stroke="none">
        <circle cx="17" cy="18" r="1.1" />
        <circle cx="23" cy="18" r="1.1" />
      </g>
      <path d="M17 22.5c2 1.5 4 1.5 6 0" fill="none" />
      {extra}
      {top}
      {prop}
    </O>
  );
}

/** One picture per judge id. */
export const JUDGE_ART: Readonly<Record<string, ReactNode>> = {
  caveman: face(
    SKIN[1],
    <path d="M11 17c-2-7 3-11 9-11s11 4 9 11l-3-4-3 3-3-4-3 4-3-3z" fill="#5a3a1e" />,
    <path d="M31 36l4-20c1-3 4-2 4 1l-5 19z" fill="#8a5a2e" />,
    <path d="M9 38c1-5 5-9 11-9s10 4 11 9z" fill="#c98a45" />,
  ),
  homecook: face(
    SKIN[0],
    <path d="M11 15c0-6 4-9 9-9s9 3 9 9c-3-2-6-3-9-3s-6 1-9 3z" fill="#d93a2b" />,
    undefined,
    <path d="M14 38v-8h12v8z" fill="#ffffff" />,
  ),
  blogger: face(
    SKIN[0],
    <path d="M11 18c-1-7 3-11 9-11s10 4 9 11c-2-4-6-5-9-5s-7 1-9 5z" fill="#2b2b2b" />,
    <g>
      <rect x="29" y="22" width="9" height="14" rx="1.5" fill="#3b5bdb" />
      <circle cx="33.5" cy="26" r="1.5" fill="#ffffff" />
    </g>,
  ),
  sweettooth: face(
    SKIN[0],
    <path d="M11 17c0-7 4-10 9-10s9 3 9 10c-2-3-3-4-4-4c-2 2-8 2-10 0c-1 0-2 1-4 4z" fill="#e0a060" />,
    <g>
      <path d="M34 26v12" fill="none" />
      <circle cx="34" cy="22" r="5" fill="#f48fb1" />
      <path d="M34 22m-2 0a2 2 0 1 0 2-2" fill="none" />
    </g>,
  ),
  vegetarian: face(
    SKIN[1],
    <path d="M11 17c0-7 4-10 9-10s9 3 9 10c-3-3-6-4-9-4s-6 1-9 4z" fill="#7a4a2e" />,
    <path d="M30 36c-3-6 0-12 7-14c1 7-2 12-7 14zM30 36l4-8" fill="#4c9a2a" />,
  ),
  critic: face(
    SKIN[0],
    <path d="M11 16c0-6 4-9 9-9s9 3 9 9c-3-2-6-3-9-3s-6 1-9 3z" fill="#6b6b6b" />,
    <g>
      <rect x="29" y="24" width="9" height="12" fill="#fffaf0" />
      <path d="M31 28h5M31 31h5" fill="none" />
    </g>,
    <circle cx="23" cy="18" r="3" fill="none" />,
  ),
  nonna: face(
    SKIN[0],
    <g>
      <circle cx="20" cy="7" r="3.5" fill="#cfcfcf" />
      <path d="M11 18c-1-6 3-10 9-10s10 4 9 10c-2-3-5-5-9-5s-7 2-9 5z" fill="#cfcfcf" />
    </g>,
    <path d="M30 26c1-3 6-3 7 0c0 4-3 8-3.5 10c-.5-2-3.5-6-3.5-10z" fill="#d62b1f" />,
    <g fill="none">
      <circle cx="17" cy="18" r="2.5" />
      <circle cx="23" cy="18" r="2.5" />
    </g>,
  ),
  bistro: face(
    SKIN[0],
    <path d="M12 12c-4 0-5-6 0-7c1-3 6-4 8-2c2-2 7-1 8 2c5 1 4 7 0 7z" fill="#ffffff" />,
    undefined,
    <path d="M15 21c2-1 4-1 5 0c1-1 3-1 5 0c-2 2-4 1-5 0c-1 1-3 2-5 0z" fill={INK} />,
  ),
  hawker: face(
    SKIN[1],
    <g>
      <path d="M11 16c0-6 4-9 9-9s9 3 9 9c-3-2-6-3-9-3s-6 1-9 3z" fill="#2b2b2b" />
      <path d="M11 14h18v3H11z" fill="#ffffff" />
    </g>,
    <g>
      <path d="M34 18v3" fill="none" />
      <ellipse cx="34" cy="27" rx="4" ry="6" fill="#e0412f" />
    </g>,
  ),
  pitmaster: face(
    SKIN[2],
    <g>
      <path d="M5 14c5 2 25 2 30 0c-2 3-6 4-15 4S7 17 5 14z" fill="#8a5a2e" />
      <path d="M12 14c0-6 3-9 8-9s8 3 8 9z" fill="#8a5a2e" />
    </g>,
    <path d="M31 36l4-14M33 22l-1-4M35 22l1-4" fill="none" />,
  ),
  scientist: face(
    SKIN[0],
    <path d="M11 16c0-6 4-9 9-9s9 3 9 9c-3-2-6-3-9-3s-6 1-9 3z" fill="#e0a060" />,
    <path d="M31 22h5M32 22v5l-3 8a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1l-3-8v-5" fill="#8fd3b5" />,
    <g>
      <rect x="13" y="15.5" width="14" height="5" rx="2.5" fill="#bfe3f5" />
      <path d="M9 38v-8h22v8z" fill="#ffffff" />
    </g>,
  ),
  royal: face(
    SKIN[0],
    <path d="M11 14l1-9 4 4 4-6 4 6 4-4 1 9z" fill="#f2c230" />,
    <circle cx="34" cy="28" r="4" fill="#f2c230" />,
    <path d="M9 38c1-5 5-9 11-9s10 4 11 9z" fill="#7b3fa0" />,
  ),
  spicemerchant: face(
    SKIN[2],
    <path d="M10 15c-1-6 4-10 10-10s11 4 10 10c-3-2-7-2-10-2s-7 0-10 2z" fill="#e0a21a" />,
    <path d="M29 30c0-4 9-4 9 0v4a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1z" fill="#c0392b" />,
    <path d="M17 26c1 4 5 4 6 0" fill={INK} />,
  ),
  traveler: face(
    SKIN[1],
    <g>
      <path d="M5 13c6 2 24 2 30 0c-3 3-7 4-15 4S8 16 5 13z" fill="#e8d39a" />
      <path d="M12 13c0-5 3-8 8-8s8 3 8 8z" fill="#e8d39a" />
    </g>,
    <g>
      <circle cx="33" cy="29" r="5" fill="#5aa9e6" />
      <path d="M28 29h10M33 24c-2 3-2 7 0 10c2-3 2-7 0-10" fill="none" />
    </g>,
  ),
  gourmand: face(
    SKIN[3],
    <path d="M11 16c0-6 4-9 9-9s9 3 9 9c-3-2-6-3-9-3s-6 1-9 3z" fill="#2b2b2b" />,
    <path d="M31 24v12M29 24v4a2 2 0 0 0 4 0v-4" fill="none" />,
    <path d="M14 38l6-10 6 10z" fill="#ffffff" />,
  ),
};

/** An illustration in a 40×40 box; decorative (the card's name says what it is). */
export function Art({ art, size = 40 }: { art: ReactNode; size?: number }) {
  return (
    <svg
      className="cui-art"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      focusable="false"
      aria-hidden="true"
    >
      {art}
    </svg>
  );
}

/* ---------------------------------------------------------------- food-type and flavour icons */

export const FOOD_ICON: Readonly<Record<Food, ReactNode>> = {
  // a drumstick
  protein: (
    <g>
      <path d="M4 11c-2-4 1-8 5-8s6 4 4 7l-3 2z" fill="#b86a2a" />
      <path d="M10 12l2 2" fill="none" />
      <circle cx="13" cy="14" r="1.3" fill="#fff" />
    </g>
  ),
  // a carrot
  produce: (
    <g>
      <path d="M9 5l3 3-8 7c-1 0-1 0-1-1z" fill="#f08a2b" />
      <path d="M10 5c0-2 2-3 4-3M11 6c2-1 3 0 3 0" fill="#4c9a2a" />
    </g>
  ),
  // an ear of wheat
  grain: (
    <g>
      <path d="M8 15V3" fill="none" />
      <g fill="#e3b445">
        <ellipse cx="6" cy="6" rx="1.6" ry="2.4" />
        <ellipse cx="10" cy="6" rx="1.6" ry="2.4" />
        <ellipse cx="6" cy="10" rx="1.6" ry="2.4" />
        <ellipse cx="10" cy="10" rx="1.6" ry="2.4" />
      </g>
    </g>
  ),
  // a milk carton
  dairy: (
    <g>
      <path d="M4 6l2-4h4l2 4v8H4z" fill="#ffffff" />
      <path d="M4 9h8" stroke="#3b5bdb" fill="none" />
    </g>
  ),
};

export const FLAVOR_ICON: Readonly<Record<Flavor, ReactNode>> = {
  // a wrapped sweet
  sweet: (
    <g>
      <circle cx="8" cy="8" r="3.5" fill="#f48fb1" />
      <path d="M4.5 8L1.5 5.5v5zM11.5 8l3-2.5v5z" fill="#f48fb1" />
    </g>
  ),
  // a steaming bowl
  savory: (
    <g>
      <path d="M2 9h12a6 5 0 0 1-12 0z" fill="#b8873a" />
      <path d="M6 6c-1-1 1-2 0-4M10 6c-1-1 1-2 0-4" fill="none" />
    </g>
  ),
  // a flame
  spicy: (
    <path
      d="M8 15c-4 0-5-3-4-6c1-2 2-3 2-6c3 2 4 4 4 6c1-1 1-2 1-3c2 2 2 4 2 5c0 2-2 4-5 4z"
      fill="#e0412f"
    />
  ),
  // a lemon slice
  tangy: (
    <g>
      <circle cx="8" cy="8" r="6" fill="#f7d633" />
      <path d="M8 2v12M2 8h12M4 4l8 8M12 4l-8 8" stroke="#fff6cc" strokeWidth="1" fill="none" />
    </g>
  ),
  // a sprig
  aromatic: (
    <g>
      <path d="M8 15V3" fill="none" />
      <path d="M8 7C5 7 3 5 3 3c3 0 5 2 5 4zM8 10c3 0 5-2 5-4c-3 0-5 2-5 4z" fill="#4c9a2a" />
    </g>
  ),
};

/**
 * A small icon (16×16). With a label it is `role="img"` named by it, so a card face's name reads "… Savory,
 * Aromatic …" (the title shows the label on hover); without one it is decorative (its word is written next to it).
 */
export function Icon({ icon, label }: { icon: ReactNode; label?: string }) {
  if (!label)
    return (
      <svg
        className="cui-icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <g stroke={INK} strokeWidth="1.2" strokeLinejoin="round" strokeLinecap="round">
          {icon}
        </g>
      </svg>
    );
  return (
    <svg className="cui-icon" viewBox="0 0 16 16" width="16" height="16" role="img" aria-label={label}>
      <title>{label}</title>
      <g stroke={INK} strokeWidth="1.2" strokeLinejoin="round" strokeLinecap="round">
        {icon}
      </g>
    </svg>
  );
}
