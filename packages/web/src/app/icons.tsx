/**
 * Small line icons drawn like the header's (24×24, currentColor). Controls use these rather than emoji or
 * media-control characters (💬, ⏮, ⏭): those are drawn from the colour-emoji font, which clashes with the
 * app's flat icons and costs the page a font load (tens of ms of layout) on its first view.
 */
import type { ReactNode } from 'react';

type IconProps = { size?: number };

function Svg({ size = 18, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A speech bubble: the chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** Replay controls: to the start, one step back, one step on, to the end. */
export function StepIcon({ to, ...props }: IconProps & { to: 'start' | 'prev' | 'next' | 'end' }) {
  const back = to === 'start' || to === 'prev';
  const bar = to === 'start' || to === 'end';
  return (
    <Svg {...props}>
      <g transform={back ? 'matrix(-1 0 0 1 24 0)' : undefined} fill="currentColor">
        <path d={bar ? 'M5 5l11 7-11 7z' : 'M7 5l12 7-12 7z'} />
        {bar && <rect x="17" y="5" width="2.4" height="14" rx="0.6" />}
      </g>
    </Svg>
  );
}
