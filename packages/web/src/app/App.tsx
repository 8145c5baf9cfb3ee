import { useTranslation } from 'react-i18next';
import { MatchPage } from '../match/MatchPage.tsx';
import { sharedSeatsFor } from '../net/session.ts';
import { ReplayPage } from '../replay/ReplayPage.tsx';
import { RulesPage } from '../rules/RulesPage.tsx';
import { CreateShared } from '../shared/CreateShared.tsx';
import { SharedMatchPage } from '../shared/SharedMatchPage.tsx';
import { CreateMatch } from './CreateMatch.tsx';
import { Header } from './Header.tsx';
import { Home } from './Home.tsx';
import { useRoute } from './useRoute.ts';

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  const skip = () => document.getElementById('main')?.focus();
  return (
    <>
      <button type="button" className="skip" onClick={skip}>
        {t('app.skip')}
      </button>
      <Header />
      <main id="main" tabIndex={-1}>
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
        {route.name === 'replay' && <ReplayPage key={route.matchId} matchId={route.matchId} />}
        {route.name === 'notFound' && (
          <div className="panel">
            <p>{t('match.notFound')}</p>
            <a className="btn" href="#/">
              {t('match.toHome')}
            </a>
          </div>
        )}
      </main>
      <footer className="site-footer">{t('app.footer')}</footer>
    </>
  );
}
