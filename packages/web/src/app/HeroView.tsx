import type { ReactNode } from 'react';
import { HeroArt } from './HeroArt.tsx';

/** The texts of the home page's hero, in one language. */
export interface HeroTexts {
  title: string;
  text: string;
  play: string;
  hint: string;
}

/**
 * The home page's hero as markup only: the lobby draws it (`Home`), and the build writes it into index.html for
 * each language (`shell.tsx`), so the page shows it before its script has run and the app's first render puts the
 * same boxes in the same places (no layout shift).
 */
export function HeroView({
  texts,
  titleId,
  onPlay,
  disabled,
  children,
}: {
  texts: HeroTexts;
  titleId: string;
  onPlay?: () => void;
  disabled: boolean;
  /** Under the hint: the error of a failed quick play. */
  children?: ReactNode;
}) {
  return (
    <section className="hero" aria-labelledby={titleId}>
      <div>
        <h1 id={titleId}>{texts.title}</h1>
        <p>{texts.text}</p>
        <button
          type="button"
          className="btn primary big"
          onClick={onPlay}
          disabled={disabled}
          data-testid={onPlay ? 'play-bots' : undefined}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4 L20 12 L7 20 Z" fill="currentColor" />
          </svg>
          {texts.play}
        </button>
        <p className="hint muted">{texts.hint}</p>
        {children}
      </div>
      <HeroArt />
    </section>
  );
}
