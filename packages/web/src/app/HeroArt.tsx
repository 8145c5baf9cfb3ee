/** The home page illustration: a steaming pot with the four ingredient cards fanned in front. */
// 料理厨王's card art only (SVG, no rules code): its own entry point, so the lobby loads none of the game's screen.
import { PALETTE, SuitIcon } from '@potluck/too-many-cooks/web/art';

const FAN = [
  { suit: 'mushroom', value: '3', rot: -18, x: 40 },
  { suit: 'pea', value: '5', rot: -6, x: 95 },
  { suit: 'onion', value: '10', rot: 6, x: 150 },
  { suit: 'chili', value: '2', rot: 18, x: 205 },
] as const;

export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g stroke="#c9a57a" strokeWidth="5" fill="none" strokeLinecap="round" opacity="0.8">
        <path d="M120 50 c-12 -16 12 -22 0 -40" />
        <path d="M160 46 c-12 -16 12 -22 0 -40" />
        <path d="M200 50 c-12 -16 12 -22 0 -40" />
      </g>
      <rect x="40" y="70" width="30" height="14" rx="7" fill="#2e363c" />
      <rect x="250" y="70" width="30" height="14" rx="7" fill="#2e363c" />
      <path d="M56 74 h208 v84 a24 24 0 0 1 -24 24 h-160 a24 24 0 0 1 -24 -24 z" fill="#3f4a52" />
      <rect x="48" y="62" width="224" height="16" rx="8" fill="#c62828" />
      {FAN.map((c) => {
        const p = PALETTE[c.suit];
        return (
          <g key={c.suit} transform={`translate(${c.x} 120) rotate(${c.rot} 30 100)`}>
            <rect width="70" height="98" rx="8" fill="#fffaf2" stroke={p.dark} strokeWidth="2" />
            <rect x="4" y="4" width="62" height="90" rx="6" fill={p.base} />
            <text x="10" y="28" fontSize="20" fontWeight="700" fill={p.ink} fontFamily="Georgia, serif">
              {c.value}
            </text>
            <g transform="translate(15 36)">
              <SuitIcon suit={c.suit} size={40} />
            </g>
          </g>
        );
      })}
    </svg>
  );
}
