/** Potluck's pot: the header's brand, and the page's shell before the script runs (shell.tsx). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M22 14 c-4 -6 4 -8 0 -12 M32 14 c-4 -6 4 -8 0 -12 M42 14 c-4 -6 4 -8 0 -12"
        stroke="#ffd9a8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 26 h48 l-4 26 a6 6 0 0 1 -6 5 H18 a6 6 0 0 1 -6 -5 z" fill="#2e363c" />
      <rect x="3" y="20" width="58" height="9" rx="4.5" fill="#c62828" />
      <circle cx="22" cy="40" r="4" fill="#e3b505" />
      <circle cx="33" cy="44" r="4" fill="#3f8a22" />
      <circle cx="43" cy="38" r="4" fill="#8b5a2b" />
    </svg>
  );
}
