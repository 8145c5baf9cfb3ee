import type { CardInfo } from '../index.ts';
import { PALETTE, SuitIcon } from './art.tsx';

/** The big corner text of a card: its face value; creams and resets show 0 (small and big). */
function faceText(c: CardInfo): string {
  return c.kind === 'ten' ? '10' : String(c.value);
}

/** One card face drawn in SVG (60×84 units). Purely visual: the caller wraps it in a button or list item. */
export function CardFace({ card, className }: { card: CardInfo; className?: string }) {
  const p = PALETTE[card.suit];
  const text = faceText(card);
  const cornerSize = card.kind === 'cream' ? 13 : 17;
  return (
    <svg
      className={`card-face ${className ?? ''}`}
      viewBox="0 0 60 84"
      aria-hidden="true"
      focusable="false"
      data-suit={card.suit}
      data-kind={card.kind}
    >
      <rect x="1" y="1" width="58" height="82" rx="7" fill="#fffaf2" stroke={p.dark} strokeWidth="1.5" />
      <rect x="4" y="4" width="52" height="76" rx="5" fill={p.base} />
      {card.kind === 'reset' && (
        <g fill="none" stroke={p.ink} strokeWidth="2.5" opacity="0.9">
          <circle cx="30" cy="44" r="21" strokeDasharray="100 32" />
          <path d="M45 27 l6 0 l-2 6" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
      {card.kind === 'cream' && (
        <path
          d="M30 24 C36 34 42 40 42 48 a12 12 0 0 1 -24 0 C18 40 24 34 30 24 Z"
          fill="#fffaf0"
          opacity="0.9"
        />
      )}
      <g transform={card.kind === 'cream' ? 'translate(19 38) scale(0.55)' : 'translate(13 27) scale(0.85)'}>
        <SuitIcon suit={card.suit} size={40} />
      </g>
      <g
        fill={p.ink}
        fontFamily="var(--font-card)"
        fontWeight="700"
        stroke={p.dark}
        strokeWidth={p.ink === '#ffffff' ? 0.6 : 0}
        paintOrder="stroke"
      >
        <text x="8" y={8 + cornerSize} fontSize={cornerSize}>
          {text}
        </text>
        <text x="8" y={8 + cornerSize} fontSize={cornerSize} transform="rotate(180 30 42)">
          {text}
        </text>
      </g>
    </svg>
  );
}

/** The back of a card (for hand sizes of others). */
export function CardBack({ className }: { className?: string }) {
  return (
    <svg className={`card-face ${className ?? ''}`} viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="82" rx="7" fill="#fffaf2" stroke="#5c2a12" strokeWidth="1.5" />
      <rect x="4" y="4" width="52" height="76" rx="5" fill="#7a3b1d" />
      <g stroke="#f3c98b" strokeWidth="1.2" fill="none" opacity="0.8">
        <rect x="9" y="9" width="42" height="66" rx="4" />
        <path d="M16 42 h28 M30 28 v28" />
        <circle cx="30" cy="42" r="9" />
      </g>
    </svg>
  );
}
