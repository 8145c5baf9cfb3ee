import i18next from 'i18next';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePlaceholder } from '../match/TablePlaceholder.tsx';
import { sharedSeatsFor } from '../net/session.ts';
import { Header } from './Header.tsx';
import { Home } from './Home.tsx';
import { lazyPage } from './lazy-page.ts';
import type { Route } from './route.ts';
import { useRoute } from './useRoute.ts';

// Pages other than the lobby are chunks of their own (issue 16 item 9: the first page's script stays small), the
// create form too (its options form, clocks and schema reading); each game's screen is a further chunk
// (match/registry.ts).
const CreateMatch = lazyPage(() => import('./CreateMatch.tsx').then((m) => m.CreateMatch));
const MatchPage = lazyPage(() => import('../match/MatchPage.tsx').then((m) => m.MatchPage));
const SharedMatchPage = lazyPage(() =>
  import('../shared/SharedMatchPage.tsx').then((m) => m.SharedMatchPage),
);
const CreateShared = lazyPage(() => import('../shared/CreateShared.tsx').then((m) => m.CreateShared));
const RulesPage = lazyPage(() => import('../rules/RulesPage.tsx').then((m) => m.RulesPage));
const TutorialPage = lazyPage(() => import('../tutorial/TutorialPage.tsx').then((m) => m.TutorialPage));
const ReplayPage = lazyPage(() => import('../replay/ReplayPage.tsx').then((m) => m.ReplayPage));
const ProfilePage = lazyPage(() => import('../people/ProfilePage.tsx').then((m) => m.ProfilePage));
const LeaderboardPage = lazyPage(() =>
  import('../people/LeaderboardPage.tsx').then((m) => m.LeaderboardPage),
);
const PuzzlePage = lazyPage(() => import('../puzzles/PuzzlePage.tsx').then((m) => m.PuzzlePage));

/** The page a route draws, when it is one of the lazy ones (null: the lobby, or a page not found). */
function lazyPageOf(route: Route): { preload(): Promise<void> } | null {
  switch (route.name) {
    case 'new':
      return CreateMatch;
    case 'match':
      return sharedSeatsFor(route.matchId).length > 1 ? SharedMatchPage : MatchPage;
    case 'shared':
      return SharedMatchPage;
    case 'newShared':
      return CreateShared;
    case 'rules':
      return RulesPage;
    case 'tutorial':
      return TutorialPage;
    case 'replay':
      return ReplayPage;
    case 'player':
      return ProfilePage;
    case 'leaderboard':
      return LeaderboardPage;
    case 'puzzles':
      return PuzzlePage;
    default:
      return null;
  }
}

/**
 * Fetches the chunk of the page a route draws, if it has one of its own. The first render waits for it
 * (main.tsx), so a deep link draws its page without a fallback first (see lazy-page.ts).
 */
export function preloadPage(route: Route): Promise<void> {
  return lazyPageOf(route)?.preload() ?? Promise.resolve();
}

/**
 * After a route change (not the first load): the focus moves to the page's content (`main`), and the page's title
 * is put in a status region so screen readers say where the person now is — each time the page sets it (a page
 * may say "Loading…" first and name itself once its data or its chunk is here), watched on the <title> element.
 */
function usePageAnnouncer(route: unknown): string {
  const [text, setText] = useState('');
  const first = useRef(true);
  /** The title as last seen: a new page has named itself when the title differs from it. */
  const seen = useRef(document.title);
  const key = JSON.stringify(route);
  useEffect(() => {
    void key;
    if (first.current) {
      first.current = false;
      seen.current = document.title;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    const loading = i18next.t('app.loading');
    let watch: MutationObserver | null = null;
    /** True once the page has named itself (a title that is not "Loading…"): then nothing more is watched. */
    const announce = (): boolean => {
      if (document.title === seen.current) return false;
      seen.current = document.title;
      setText(document.title);
      return !document.title.includes(loading);
    };
    // a page rendered in the same commit has set its title already; a lazy one sets it later. Only until the page
    // has named itself: a table's title then changes with every turn ("● Your turn"), which its banner says
    // already — announcing each one re-rendered the app per move, and a fast game overflowed React's update depth
    if (announce()) return;
    const title = document.querySelector('title');
    if (!title) return;
    watch = new MutationObserver(() => {
      if (announce()) watch?.disconnect();
    });
    watch.observe(title, { childList: true, characterData: true, subtree: true });
    return () => watch?.disconnect();
  }, [key]);
  return text;
}

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  const skip = () => document.getElementById('main')?.focus();
  const announced = usePageAnnouncer(route);
  return (
    <>
      {/* a page change is told (its title) to screen readers, and the focus starts at the new page's content */}
      <p className="visually-hidden" role="status" data-testid="page-announcer">
        {announced}
      </p>
      <button type="button" className="skip" onClick={skip}>
        {t('app.skip')}
      </button>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<TablePlaceholder />}>
          {route.name === 'home' && <Home />}
          {route.name === 'new' && <CreateMatch gameId={route.gameId} />}
          {/* A match played at one screen from this browser opens as such from its plain link too. */}
          {route.name === 'match' &&
            (sharedSeatsFor(route.matchId).length > 1 ? (
              <SharedMatchPage key={route.matchId} matchId={route.matchId} />
            ) : (
              <MatchPage key={route.matchId} matchId={route.matchId} />
            ))}
          {route.name === 'shared' && <SharedMatchPage key={route.matchId} matchId={route.matchId} />}
          {route.name === 'newShared' && <CreateShared gameId={route.gameId} />}
          {route.name === 'rules' && <RulesPage gameId={route.gameId} />}
          {route.name === 'tutorial' && <TutorialPage key={route.gameId} gameId={route.gameId} />}
          {route.name === 'replay' && <ReplayPage key={route.matchId} matchId={route.matchId} />}
          {route.name === 'player' && <ProfilePage key={route.playerId} playerId={route.playerId} />}
          {route.name === 'leaderboard' && <LeaderboardPage gameId={route.gameId} page={route.page} />}
          {route.name === 'puzzles' && <PuzzlePage gameId={route.gameId} puzzleId={route.puzzleId} />}
          {route.name === 'notFound' && (
            <div className="panel">
              <p>{t('match.notFound')}</p>
              <a className="btn" href="#/">
                {t('match.toHome')}
              </a>
            </div>
          )}
        </Suspense>
      </main>
      <footer className="site-footer">{t('app.footer')}</footer>
    </>
  );
}
