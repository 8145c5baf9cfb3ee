import type { ReactNode } from 'react';
import type { AvatarId } from './api.ts';

/** The built-in avatars (issue 15), drawn here: one small dish each on a round plate. */
const ART: Record<AvatarId, { bg: string; art: ReactNode }> = {
  dumpling: {
    bg: '#f6e3c6',
    art: (
      <>
        <path d="M5 21 Q16 3 27 21 Q16 25 5 21 Z" fill="#fffaf0" stroke="#c9a77a" strokeWidth="1.5" />
        <path
          d="M12 11 l1 5 M16 9 v6 M20 11 l-1 5"
          stroke="#c9a77a"
          strokeWidth="1.3"
          strokeLinecap="round"
        />
      </>
    ),
  },
  sushi: {
    bg: '#e3eef3',
    art: (
      <>
        <rect x="6" y="15" width="20" height="8" rx="4" fill="#fffdf8" stroke="#b9c6cc" />
        <path d="M5 15 Q16 7 27 15 Q16 18 5 15 Z" fill="#f08a5d" />
        <path d="M11 12 l2 3 M16 11 l1.5 3.5 M21 12 l1 3" stroke="#ffe2d1" strokeWidth="1.2" />
      </>
    ),
  },
  noodles: {
    bg: '#fde9d9',
    art: (
      <>
        <path d="M22 3 L14 16 M26 4 L17 16" stroke="#8b5a2b" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M9 16 q2 -4 4 0 t4 0 t4 0 t4 0" fill="none" stroke="#e9b949" strokeWidth="1.8" />
        <path d="M5 16 H27 Q26 27 16 27 Q6 27 5 16 Z" fill="#c62828" />
      </>
    ),
  },
  tea: {
    bg: '#e2eedb',
    art: (
      <>
        <path d="M12 9 q-2 -3 0 -5 M17 9 q-2 -3 0 -5" stroke="#8aa37b" strokeWidth="1.4" fill="none" />
        <path d="M7 12 H23 V19 Q23 26 15 26 Q7 26 7 19 Z" fill="#fffdf8" stroke="#6f8f5e" strokeWidth="1.4" />
        <path d="M23 14 q5 0 4 4 t-4 3" fill="none" stroke="#6f8f5e" strokeWidth="1.6" />
        <rect x="9" y="14" width="12" height="3" rx="1.5" fill="#9cc27a" />
      </>
    ),
  },
  chili: {
    bg: '#fde2e0',
    art: (
      <>
        <path d="M21 8 Q27 14 20 22 Q13 29 6 25 Q14 23 16 16 Q17 10 21 8 Z" fill="#c62828" />
        <path d="M21 8 q1 -3 4 -4" stroke="#3f8a22" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M17 12 q-1 4 -4 7" stroke="#ef7b73" strokeWidth="1.2" fill="none" />
      </>
    ),
  },
  rice: {
    bg: '#eceff4',
    art: (
      <>
        <path d="M8 16 Q8 8 16 8 Q24 8 24 16 Z" fill="#fffefa" stroke="#cfd4dc" />
        <path d="M5 16 H27 Q26 26 16 26 Q6 26 5 16 Z" fill="#3b6ea5" />
        <path d="M9 20 h14" stroke="#9dc0e6" strokeWidth="1.4" />
      </>
    ),
  },
  tofu: {
    bg: '#efece0',
    art: (
      <>
        <path d="M7 12 L16 7 L25 12 L16 17 Z" fill="#fffef6" stroke="#c8bfa3" />
        <path d="M7 12 V21 L16 26 V17 Z" fill="#f3ecd6" stroke="#c8bfa3" />
        <path d="M25 12 V21 L16 26 V17 Z" fill="#e6dcc0" stroke="#c8bfa3" />
      </>
    ),
  },
  mooncake: {
    bg: '#fbe9c8',
    art: (
      <>
        <circle cx="16" cy="16" r="10" fill="#d99a3e" stroke="#a8691d" strokeWidth="1.4" />
        <circle cx="16" cy="16" r="5.5" fill="none" stroke="#a8691d" strokeWidth="1.2" />
        <path d="M16 10.5 v11 M10.5 16 h11" stroke="#a8691d" strokeWidth="1" />
      </>
    ),
  },
};

/** An avatar, decorative: the person's name is always written beside it. */
export function Avatar({ id, size = 32 }: { id: string | null | undefined; size?: number }) {
  const a = ART[(id ?? '') as AvatarId] ?? ART.dumpling;
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill={a.bg} />
      {a.art}
    </svg>
  );
}
