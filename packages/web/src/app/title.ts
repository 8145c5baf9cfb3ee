import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/index.ts';
import { useGames } from './useGames.ts';

/**
 * The page's title ("<what> · Potluck", or the site's name and tagline on the lobby) and the meta description in
 * the chosen language. Every page calls it, so a page change is named (screen readers read the new title) and
 * history entries are told apart. `null` while the page does not know its subject yet (the title stays as it was).
 */
export function useTitle(what: string | null | undefined): void {
  const { t } = useTranslation();
  const site = t('app.name');
  const title =
    what === undefined ? `${site} — ${t('app.titleHome')}` : what === null ? null : `${what} · ${site}`;
  const description = t('app.description');
  useEffect(() => {
    if (title !== null) document.title = title;
    document.querySelector('meta[name=description]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A game's name in the chosen language, once the server's game list is here (else null). */
export function useGameName(gameId: string | null | undefined): string | null {
  const { games } = useGames();
  const { loc } = useLocale();
  const game = gameId ? games?.find((g) => g.id === gameId) : undefined;
  return game ? loc(game.names) : null;
}
