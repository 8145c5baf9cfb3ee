import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { parseRoute } from './app/route.ts';
import { warmRoute } from './app/warm-route.ts';
import { initI18n } from './i18n/index.ts';
import { MotionSettings } from './match/MotionSettings.tsx';
import './styles.css';

initI18n();
void warmRoute(parseRoute(window.location.hash));
// and a page opened from inside the app (a lobby's Watch link, a replay from the recent list)
window.addEventListener('hashchange', () => void warmRoute(parseRoute(window.location.hash)));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* the player's motion settings around every page, so every table (live, shared, replay, tutorial, puzzle) */}
      <MotionSettings>
        <App />
      </MotionSettings>
    </StrictMode>,
  );
}
