import { GAMES } from '@potluck/catalog';
import { parseOptions } from '@potluck/engine';
import { z } from 'zod';

/** What `potluck games --json` prints: each game with its player counts and options as JSON Schema. */
export function describeGames() {
  return GAMES.map((g) => ({
    id: g.id,
    names: g.names,
    minPlayers: g.minPlayers,
    maxPlayers: g.maxPlayers,
    options: z.toJSONSchema(g.optionsSchema, { io: 'input', unrepresentable: 'any' }),
    optionDefaults: parseOptions(g, {}),
    optionsMeta: g.optionsMeta,
  }));
}
