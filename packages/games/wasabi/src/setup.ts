import { GameError, type RngState, randInt, shuffle } from '@potluck/engine';
import { INGREDIENTS } from './data/ingredients.ts';
import { RECIPE_COUNT, RECIPE_INDEX, RECIPE_LENGTH, RECIPES_BY_LENGTH } from './data/recipes.ts';
import { ACTIVE_COLUMNS, SQUARES, TOKENS_PER_LENGTH, UTENSIL_SUPPLY } from './data/table.ts';
import type { WasabiFixed, WasabiOptions, WasabiState } from './types.ts';

/** A pinned pile top must hold distinct recipes of its length (each recipe exists once). */
function checkPileTop(length: number, keys: readonly string[]): void {
  const at = `fixed.piles.${length}`;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const len = RECIPE_LENGTH[RECIPE_INDEX[k]];
    if (len !== length) {
      throw new GameError('BAD_FIXED', {
        'zh-Hans': `${at}：“${k}”是长度 ${len} 的食谱，不是长度 ${length}。`,
        'zh-Hant': `${at}：「${k}」是長度 ${len} 的食譜，不是長度 ${length}。`,
        en: `${at}: "${k}" is a length-${len} recipe, not length ${length}.`,
      });
    }
    if (keys.indexOf(k) !== i) {
      throw new GameError('BAD_FIXED', {
        'zh-Hans': `${at}：“${k}”列出了两次（每张食谱只有一张）。`,
        'zh-Hant': `${at}：「${k}」列出了兩次（每張食譜只有一張）。`,
        en: `${at}: "${k}" is listed twice (there is one copy of each recipe).`,
      });
    }
  }
}

/** A new game: empty board, full pantry, shuffled recipe piles (or pinned by `fixed`), a first player. */
export function setup(
  players: number,
  rng: RngState,
  _options: WasabiOptions,
  fixed: WasabiFixed | undefined,
): WasabiState {
  const first = fixed?.firstPlayer;
  if (first !== undefined && first >= players) {
    throw new GameError('BAD_FIXED', {
      'zh-Hans': `fixed.firstPlayer：座位 ${first} 不是本局的座位（座位 0–${players - 1}）。`,
      'zh-Hant': `fixed.firstPlayer：座位 ${first} 不是本局的座位（座位 0–${players - 1}）。`,
      en: `fixed.firstPlayer: seat ${first} is not a seat of this game (seats 0–${players - 1}).`,
    });
  }
  const startPlayer = first ?? randInt(rng, players);
  const piles: number[][] = [];
  for (let l = 0; l < 4; l++) {
    const keys = fixed?.piles?.[String(l + 2) as '2'] ?? [];
    checkPileTop(l + 2, keys);
    const pinned = keys.map((k) => RECIPE_INDEX[k]);
    const rest = shuffle(
      rng,
      RECIPES_BY_LENGTH[l].filter((id) => !pinned.includes(id)),
    );
    // The top of a pile is its last element: pinned cards (top first) go on top in order.
    piles.push([...rest, ...pinned.slice().reverse()]);
  }
  const tokens: number[] = [];
  for (let p = 0; p < players; p++) tokens.push(...TOKENS_PER_LENGTH);
  const seats = () => Array.from({ length: players }, () => [] as number[]);
  return {
    rng,
    players,
    cols: ACTIVE_COLUMNS[players],
    startPlayer,
    phase: 'give',
    current: startPlayer,
    setup: true,
    given: 0,
    turn: 0,
    top: new Array(SQUARES).fill(-1),
    under: [],
    cover: new Array(SQUARES).fill(0),
    wasabiCards: [],
    changed: [],
    pantry: INGREDIENTS.map((i) => i.count),
    kitchen: [...UTENSIL_SUPPLY[players]],
    piles,
    recipeKnow: new Array(RECIPE_COUNT).fill(0),
    hands: seats(),
    known: seats(),
    recipes: seats(),
    utensils: seats(),
    tokens,
    completed: seats(),
    styled: seats(),
    cubes: new Array(players).fill(0),
    placed: 0,
    allowance: 1,
    used: -1,
    usedInKitchen: false,
    usedWasabi: -1,
    chopped: -1,
    chopFrom: -1,
    discardMask: 0,
    rewardsDue: 0,
    mustReturn: false,
    winner: -1,
  };
}
