import './app/zod-jitless.ts';
import { holdUntilTableDrawn, stopHoldingForTable } from '@potluck/web-kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/App.tsx';
import { isTableRoute, parseRoute } from './app/route.ts';
import { warmRoute } from './app/warm-route.ts';
import { initI18n } from './i18n/index.ts';
import { MotionSettings } from './match/MotionSettings.tsx';
import './styles.css';

const route = parseRoute(window.location.hash);
void warmRoute(route);
// a page opened on a table: the profile and a replay's chat wait until the table is drawn (at most
// 4 s), so the table's own requests go first (@potluck/web-kit content-gate.ts)
if (isTableRoute(route)) holdUntilTableDrawn(4000);
// and a page opened from inside the app (a lobby's Watch link, a replay from the recent list)
window.addEventListener('hashchange', () => {
  const next = parseRoute(window.location.hash);
  void warmRoute(next);
  // left for a page that is not a table before the table was drawn: it asks for what it needs at once
  if (!isTableRoute(next)) stopHoldingForTable();
});
// The start-up in tasks of their own (issue 16 item 9, total blocking time on load): evaluating this script (React,
// i18next and the app's modules), setting up the texts, then the root. One task, it took 42–48 ms on a table page
// (190 ms at Lighthouse's 4× CPU slowdown, 140 of them counted as blocking); the requests above are already out.
// Timers, not a top-level await: with one, Rolldown moves its runtime into a file of its own, one more request
// before this script can run.
setTimeout(() => {
  initI18n();
  setTimeout(start, 0);
}, 0);

function start(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // The first render as a transition (issue 16 item 9, total blocking time on load): React renders it in slices of
  // ~5 ms and gives the main thread back between them, where a plain render is one task of 35–50 ms (140–200 ms at
  // Lighthouse's 4× CPU slowdown). It waits for the page's own chunk (fetched alongside this one, see boot-preload):
  // drawn with it, a deep link's page shows no fallback first, whose reveal React would hold back (lazy-page.ts).
  // Meanwhile the prerendered shell stays on screen; a chunk that fails to load is the page's error to show.
  const render = () =>
    startTransition(() =>
      app.render(
        <StrictMode>
          {/* the player's motion settings around every page, so every table (live, shared, replay, tutorial, puzzle) */}
          <MotionSettings>
            <App />
          </MotionSettings>
        </StrictMode>,
      ),
    );
  preloadPage(route).then(render, render);
}
