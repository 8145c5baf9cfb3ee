import { randInt } from '@potluck/engine';
import { type Bot, legalFromView } from './bot.ts';

/** Picks uniformly among its legal actions. */
export const randomBot: Bot = {
  name: 'random',
  choose(ctx) {
    const { legal } = legalFromView(ctx);
    return legal[randInt(ctx.rng, legal.length)];
  },
};
