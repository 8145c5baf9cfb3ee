import { navigate } from '../app/route.ts';
import { api } from '../net/api.ts';
import { type LocalSeat, saveSharedSeats, sharedSeatsFor } from '../net/session.ts';
import type { MatchInfo } from '../net/types.ts';
import type { SharedPlan } from './setup.ts';

/**
 * Creates a shared-screen match with every local seat taken at creation (the first as the creator's `seat`, the
 * others as `local`), in one request: no one else can join a local seat first, and no half-claimed match is left
 * behind. All the tokens are remembered, then the shared-screen page opens.
 */
export async function createShared(
  game: string,
  players: number,
  options: Record<string, unknown>,
  plan: SharedPlan,
): Promise<void> {
  const [first, ...others] = plan.locals;
  if (!first) throw new Error('no local seat');
  const created = await api.create({
    game,
    players,
    options,
    seats: plan.seats,
    seat: first.seat,
    name: first.name,
    local: others.map((l) => ({ seat: l.seat, name: l.name })),
  });
  const id = created.match.id;
  const tokens = new Map((created.local ?? []).map((l) => [l.seat, l.token]));
  const held: LocalSeat[] = [
    { seat: first.seat, token: created.token ?? '', name: first.name },
    ...others.map((l) => ({ seat: l.seat, token: tokens.get(l.seat) ?? '', name: l.name })),
  ];
  saveSharedSeats(id, held, created.hostToken);
  navigate({ name: 'shared', matchId: id });
}

/**
 * Rematch at the same screen: every local seat goes through the server's hand-off with its own token (the first
 * call creates the rematch, the others claim their kept seats), then the new match opens at this screen.
 */
export async function sharedRematch(m: MatchInfo, locals: readonly LocalSeat[]): Promise<void> {
  if (m.rematch && sharedSeatsFor(m.rematch).length > 0) {
    navigate({ name: 'shared', matchId: m.rematch });
    return;
  }
  const held: LocalSeat[] = [];
  let newId: string | null = null;
  let hostToken: string | undefined;
  for (const l of locals) {
    const r = await api.rematch(m.id, l.token, l.name);
    newId = r.match.id;
    hostToken = r.hostToken ?? hostToken;
    held.push({ seat: r.seat, token: r.token, name: l.name });
    saveSharedSeats(newId, held, hostToken);
  }
  if (newId) navigate({ name: 'shared', matchId: newId });
}
