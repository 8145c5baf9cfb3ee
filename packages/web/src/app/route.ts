/** Hash routes (the server only serves static files, so deep links must not need server routing). */
export type Route =
  | { name: 'home' }
  | { name: 'new'; gameId: string }
  | { name: 'match'; matchId: string; invite: string | null }
  /** A match played at one shared screen (pass-and-play), and its create form. */
  | { name: 'shared'; matchId: string }
  | { name: 'newShared'; gameId: string }
  | { name: 'rules'; gameId: string }
  /** A game's guided first game (issue 16 item 7), played in the browser. */
  | { name: 'tutorial'; gameId: string }
  | { name: 'replay'; matchId: string }
  /** People (issue 15): a public profile, and a game's leaderboard (1-based page). */
  | { name: 'player'; playerId: string }
  | { name: 'leaderboard'; gameId: string; page: number }
  /** A game's puzzles (issue 17 item 4): today's daily puzzle, or puzzle `puzzleId`. */
  | { name: 'puzzles'; gameId: string; puzzleId: string | null }
  | { name: 'notFound' };

export function parseRoute(hash: string): Route {
  const h = hash.replace(/^#/, '');
  const [path, query = ''] = h.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  if (parts.length === 0) return { name: 'home' };
  if (parts[0] === 'new' && parts.length === 2) return { name: 'new', gameId: parts[1] };
  if (parts[0] === 'm' && parts.length === 2) {
    return { name: 'match', matchId: parts[1], invite: params.get('invite') };
  }
  if (parts[0] === 'shared' && parts.length === 3 && parts[1] === 'new') {
    return { name: 'newShared', gameId: parts[2] };
  }
  if (parts[0] === 'shared' && parts.length === 2) return { name: 'shared', matchId: parts[1] };
  if (parts[0] === 'rules' && parts.length === 2) return { name: 'rules', gameId: parts[1] };
  if (parts[0] === 'tutorial' && parts.length === 2) return { name: 'tutorial', gameId: parts[1] };
  if (parts[0] === 'replay' && parts.length === 2) return { name: 'replay', matchId: parts[1] };
  if (parts[0] === 'p' && parts.length === 2) return { name: 'player', playerId: parts[1] };
  if (parts[0] === 'leaderboard' && parts.length === 2) {
    const page = Number(params.get('page') ?? '1');
    return { name: 'leaderboard', gameId: parts[1], page: Number.isInteger(page) && page >= 1 ? page : 1 };
  }
  if (parts[0] === 'puzzles' && (parts.length === 2 || parts.length === 3)) {
    return { name: 'puzzles', gameId: parts[1], puzzleId: parts[2] ?? null };
  }
  return { name: 'notFound' };
}

/** Whether the route's page is a game table (live, shared screen, replay, tutorial or one puzzle). */
export function isTableRoute(route: Route): boolean {
  switch (route.name) {
    case 'match':
    case 'shared':
    case 'replay':
    case 'tutorial':
      return true;
    case 'puzzles':
      return route.puzzleId !== null;
    default:
      return false;
  }
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return `#/new/${encodeURIComponent(route.gameId)}`;
    case 'match':
      return `#/m/${encodeURIComponent(route.matchId)}${route.invite ? `?invite=${encodeURIComponent(route.invite)}` : ''}`;
    case 'shared':
      return `#/shared/${encodeURIComponent(route.matchId)}`;
    case 'newShared':
      return `#/shared/new/${encodeURIComponent(route.gameId)}`;
    case 'rules':
      return `#/rules/${encodeURIComponent(route.gameId)}`;
    case 'tutorial':
      return `#/tutorial/${encodeURIComponent(route.gameId)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(route.matchId)}`;
    case 'player':
      return `#/p/${encodeURIComponent(route.playerId)}`;
    case 'leaderboard':
      return `#/leaderboard/${encodeURIComponent(route.gameId)}${route.page > 1 ? `?page=${route.page}` : ''}`;
    case 'puzzles':
      return `#/puzzles/${encodeURIComponent(route.gameId)}${route.puzzleId === null ? '' : `/${encodeURIComponent(route.puzzleId)}`}`;
    case 'notFound':
      return '#/404';
  }
}

export function navigate(route: Route): void {
  window.location.hash = href(route);
}

/** The absolute URL of a route (for invite links). */
export function absoluteUrl(route: Route): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}${href(route)}`;
}
