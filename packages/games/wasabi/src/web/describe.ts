import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import type { WasabiEvent } from '../index.ts';
import { INGREDIENT_INDEX, RECIPE_INDEX, RECIPE_LENGTH, styleCubesFor } from '../index.ts';
import { ingredientName, recipeName, squareName, utensilName } from './display.ts';

export interface DescribeContext {
  lang: Locale;
  tx: Tx;
  name: (seat: number) => string;
}

/** A Wasabi! event as log lines in the chosen language (hidden parts arrive as null and are told as such). */
export function describeWasabi(ev: WasabiEvent, { lang, tx, name }: DescribeContext): string[] {
  const tile = (key: string) => ingredientName(INGREDIENT_INDEX[key], lang);
  const recipe = (key: string) => recipeName(RECIPE_INDEX[key], lang);
  const sep = lang === 'en' ? ', ' : '、';
  switch (ev.type) {
    case 'give':
      return [
        ev.ingredient
          ? tx('evGive', { name: name(ev.player), to: name(ev.to), tile: tile(ev.ingredient) })
          : tx('evGiveHidden', { name: name(ev.player), to: name(ev.to) }),
      ];
    case 'draw':
      return [
        ev.recipe
          ? tx('evDraw', { name: name(ev.player), recipe: recipe(ev.recipe), n: ev.length })
          : tx('evDrawHidden', { name: name(ev.player), n: ev.length }),
      ];
    case 'place':
      return [tx('evPlace', { name: name(ev.player), tile: tile(ev.ingredient), sq: squareName(ev.square) })];
    case 'stack':
      return [tx('evStack', { name: name(ev.player), tile: tile(ev.ingredient), sq: squareName(ev.square) })];
    case 'spicy':
      return [tx('evSpicy', { name: name(ev.player) })];
    case 'switch':
      return [tx('evSwitch', { name: name(ev.player), a: squareName(ev.square), b: squareName(ev.other) })];
    case 'chop':
      return [tx('evChop', { name: name(ev.player), tile: tile(ev.ingredient), sq: squareName(ev.square) })];
    case 'chopTo':
      return [
        ev.square === null
          ? tx('evChopPantry', { name: name(ev.player), tile: tile(ev.ingredient) })
          : tx('evChopTo', { name: name(ev.player), tile: tile(ev.ingredient), sq: squareName(ev.square) }),
      ];
    case 'wasabi':
      return [tx('evWasabi', { name: name(ev.player), sq: squareName(ev.square) })];
    case 'complete': {
      const len = RECIPE_LENGTH[RECIPE_INDEX[ev.recipe]];
      const style = ev.styled && styleCubesFor(len) > 0 ? tx('styleCubes', { n: ev.cubes }) : '';
      return [tx('evComplete', { name: name(ev.player), recipe: recipe(ev.recipe), pts: ev.points, style })];
    }
    case 'discard':
      if (ev.recipes.every((r) => r !== null)) {
        return [
          tx('evDiscard', {
            name: name(ev.player),
            list: ev.recipes.map((r) => recipe(r as string)).join(sep),
          }),
        ];
      }
      return [
        tx('evDiscardHidden', { name: name(ev.player), n: ev.lengths.length, lengths: ev.lengths.join('/') }),
      ];
    case 'endTurn':
      return [tx('evEnd', { name: name(ev.player) })];
    case 'take':
      return [
        ev.square === null
          ? tx('evTake', { name: name(ev.player), u: utensilName(ev.utensil, lang) })
          : tx('evTakeWasabi', { name: name(ev.player), sq: squareName(ev.square) }),
      ];
    case 'decline':
      return [tx('evDecline', { name: name(ev.player) })];
    case 'return':
      return [tx('evReturn', { name: name(ev.player), u: utensilName(ev.utensil, lang) })];
    case 'refill':
      return [
        ev.ingredient
          ? tx('evRefill', { name: name(ev.player), tile: tile(ev.ingredient) })
          : tx('evRefillHidden', { name: name(ev.player) }),
      ];
    case 'gameOver':
      return [ev.reason === 'ten-challenges' ? tx('evOverTen', { name: name(ev.winner) }) : tx('evOverFull')];
    default: {
      const e = ev as { type: string; player?: number };
      if (e.type === 'undo' && typeof e.player === 'number') return [tx('evUndo', { name: name(e.player) })];
      return [];
    }
  }
}

const TURN_ACTS = new Set(['place', 'stack', 'switch', 'chop', 'wasabi', 'discard', 'spicy']);

/**
 * The completions of the latest turn that had any, as long as no other player has acted on the board since: what
 * the screen shows as "just completed" (and highlights on the board).
 */
export function recentCompletions(events: readonly unknown[]): Extract<WasabiEvent, { type: 'complete' }>[] {
  const actors = new Set<number>();
  let i = events.length - 1;
  for (; i >= 0; i--) {
    const e = events[i] as WasabiEvent;
    if (e.type === 'complete') break;
    if (TURN_ACTS.has(e.type) && 'player' in e) actors.add(e.player);
  }
  if (i < 0) return [];
  const by = (events[i] as { player: number }).player;
  for (const a of actors) if (a !== by) return [];
  const out: Extract<WasabiEvent, { type: 'complete' }>[] = [];
  for (let k = i; k >= 0; k--) {
    const e = events[k] as WasabiEvent;
    if (e.type === 'endTurn' || e.type === 'gameOver') break;
    if ('player' in e && e.player !== by) break;
    if (e.type === 'complete') out.unshift(e);
  }
  return out;
}

export { styleCubesFor };
