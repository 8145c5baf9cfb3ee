import { describe, expect, it } from 'vitest';
import { enabledGames } from '../src/commands/serve.ts';

describe('--enable-game and POTLUCK_ENABLE_GAMES', () => {
  it('takes repeated flags, comma-separated lists and the variable, each id once', () => {
    expect(enabledGames(undefined, undefined)).toEqual([]);
    expect(enabledGames(['a'], undefined)).toEqual(['a']);
    expect(enabledGames(['a', 'b, c'], ' c ,d,')).toEqual(['a', 'b', 'c', 'd']);
    expect(enabledGames(undefined, 'x')).toEqual(['x']);
  });
});
