/**
 * The page's shell (issue 16 item 9, Lighthouse's FCP and LCP): what index.html shows before the app's script has
 * been fetched and run, written into `<div id="root">` by the build (shell-prerender.mjs). The header's pot and
 * name, and on the home page the hero in each language; the boot script (boot-preload.mjs, loaded before the body)
 * puts the page and the language on `<html>` (`data-shell`, `lang`), and styles.css shows only the matching parts.
 * The app's first render replaces it with the same boxes in the same places, so nothing moves.
 * Build time only: it is not part of the app's bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { en } from '../i18n/en.ts';
import { zhHans } from '../i18n/zh-Hans.ts';
import { zhHant } from '../i18n/zh-Hant.ts';
import { HeroView } from './HeroView.tsx';
import { Logo } from './Logo.tsx';

const TEXTS = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const;
const LANGS = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

function Shell() {
  return (
    <div className="shell">
      <header className="site-header">
        <div className="inner">
          <span className="brand">
            <Logo />
            {LANGS.map((l) => (
              <span key={l} lang={l} className="shell-lang">
                {TEXTS[l].app.name}
              </span>
            ))}
          </span>
        </div>
      </header>
      <main>
        <div className="shell-home">
          {LANGS.map((l) => (
            <div key={l} lang={l} className="shell-lang">
              <HeroView
                texts={{
                  title: TEXTS[l].home.heroTitle,
                  text: TEXTS[l].home.heroText,
                  play: TEXTS[l].home.playBots,
                  hint: TEXTS[l].home.playBotsHint,
                }}
                titleId={`shell-hero-${l}`}
                disabled
              />
            </div>
          ))}
        </div>
      </main>
      {/* the shell's last element: styles.css shows the hero only once this has been parsed (.shell:has(> .shell-end)) */}
      <i className="shell-end" hidden />
    </div>
  );
}

/** The shell's markup, for index.html. */
export function renderShell(): string {
  return renderToStaticMarkup(<Shell />);
}
