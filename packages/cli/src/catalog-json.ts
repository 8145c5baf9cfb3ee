import { GAMES, HIDDEN_GAMES } from '@potluck/catalog';
import { parseOptions } from '@potluck/engine';
import { z } from 'zod';

/**
 * What `potluck games --json` prints: each game with its player counts, its options and its scenario `fixed` as
 * JSON Schema (each field described, with its order: top first or bottom first). Every game of the catalog,
 * hidden ones included (`hidden: true`: a server serves it only with --enable-game).
 */
export function describeGames() {
  return GAMES.map((g) => ({
    id: g.id,
    hidden: HIDDEN_GAMES.has(g.id),
    names: g.names,
    minPlayers: g.minPlayers,
    maxPlayers: g.maxPlayers,
    options: z.toJSONSchema(g.optionsSchema, { io: 'input', unrepresentable: 'any' }),
    optionDefaults: parseOptions(g, {}),
    optionsMeta: g.optionsMeta,
    fixed: z.toJSONSchema(g.fixedSchema, { io: 'input', unrepresentable: 'any' }),
  }));
}
