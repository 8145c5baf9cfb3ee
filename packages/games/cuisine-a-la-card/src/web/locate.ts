import { actionKey, type CuisineAction } from '../index.ts';

/** Where a move is on the 卡片厨房 table: every action button of the screen carries its action's key. */
export function locate(a: CuisineAction): string[] {
  return [`.cui button[data-action="${actionKey(a)}"]`];
}
