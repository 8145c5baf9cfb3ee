/**
 * THE card set of our Cuisine à la Card: every number of the game lives in this one module (table sizes,
 * costs, meal scores, copies, abilities, judges, targets), so that balance can be tuned by simulation
 * without touching the rules engine. The published card list is not public; this set is our design
 * (see docs/games/cuisine-a-la-card.md). Card text is never written here: it is rendered from the data.
 */
import type { Localized } from '@potluck/engine';
import type { Ability, Cond, Effect, JudgeAbility, MedalRule, Tag, TrashZone } from './effects.ts';
import type { Cuisine, Flavor, Food } from './vocab.ts';

/* ---------------------------------------------------------------- table numbers */

export const NUMBERS = {
  /** Cards drawn at the end of each turn. */
  handSize: 5,
  /** Warming plates every player has; abilities can add more, up to maxPlates. */
  plates: 3,
  maxPlates: 5,
  /** Market slots (slot 3 is next to the fridge). */
  marketSize: 4,
  /** The Fork pile: how many, and what a Fork costs (in spoons or forks). */
  forkPile: 18,
  forkCost: 2,
  /** Buying the fridge's top card costs this, whatever its printed cost. */
  fridgeCost: 1,
  /** Starting deck per player. */
  startingSpoons: 8,
  startingSalt: 2,
  /** Medals that end the game (finish the round): 2 players, 3–4 players; More Medals adds moreMedalsExtra. */
  target2p: 15,
  target34p: 10,
  moreMedalsExtra: 3,
  /** More Medals: bonus medals for taking every market card in one turn / a dish with all four cuisines. */
  marketSweepBonus: 1,
  marketSweepCards: 4,
  allCuisinesBonus: 1,
  dishDescriptionBonus: 1,
  /** Judge stacks by meal-score requirement, and how many stacks open one judge at the start. */
  judgeTiers: [15, 18, 21] as readonly number[],
  /** Safety cap: the kitchen closes after this many rounds (a real game lasts about 12–25). */
  maxRounds: 60,
  /** Longest dish name (characters). */
  dishNameMax: 60,
} as const;

/* ---------------------------------------------------------------- card definitions */

export type CardKind = 'spoon' | 'fork' | 'ingredient';

export interface CardDef {
  readonly id: string;
  readonly name: Localized;
  readonly kind: CardKind;
  /** A starting card (keyword "Starting Hand"). */
  readonly starting: boolean;
  /** Cost in spoons (forks may pay it too). */
  readonly cost: number;
  /** Extra cost that only forks can pay (premium ingredients). */
  readonly forkCost: number;
  /** Base meal score (black chef hats). */
  readonly meal: number;
  readonly cuisines: readonly Cuisine[];
  /** Food types; two means "X or Y", chosen at submission. */
  readonly foods: readonly Food[];
  readonly flavors: readonly Flavor[];
  readonly seasoning: boolean;
  /** A Classic Kitchens card (option classicKitchens). */
  readonly classic: boolean;
  /** Copies in the pantry (ingredients) or per player (starting cards) or in the pile (Fork). */
  readonly copies: number;
  readonly abilities: readonly Ability[];
}

const T = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/* effect shorthands */
const spoons = (n: number): Effect => ({ kind: 'spoons', n });
const forks = (n: number): Effect => ({ kind: 'forks', n });
const buys = (n: number): Effect => ({ kind: 'buys', n });
const draw = (n: number): Effect => ({ kind: 'draw', n });
const trash = (from: TrashZone, n = 1): Effect => ({ kind: 'trash', from, n });
const gain = (max: number): Effect => ({ kind: 'gain', max });
const takeBack = (n = 1): Effect => ({ kind: 'takeBack', n });
const plate = (): Effect => ({ kind: 'plate' });
const look = (n: number): Effect => ({ kind: 'look', n });
const swap = (): Effect => ({ kind: 'swap' });
const oppDiscard = (): Effect => ({ kind: 'oppDiscard' });
const meal = (n: number): Effect => ({ kind: 'meal', n });
const per = (n: number, tag: Tag): Effect => ({ kind: 'mealPer', n, tag });
const wild = (): Effect => ({ kind: 'wild' });
const medal = (n: number): Effect => ({ kind: 'medal', n });
/* ability shorthands */
const base = (...effects: Effect[]): Ability => ({ trigger: 'base', effects });
const cuisine = (...effects: Effect[]): Ability => ({ trigger: 'cuisine', effects });
const submit = (cond: Cond | undefined, ...effects: Effect[]): Ability =>
  cond ? { trigger: 'submit', if: cond, effects } : { trigger: 'submit', effects };
const purchase = (...effects: Effect[]): Ability => ({ trigger: 'purchase', effects });
const atLeast = (min: number, tag: Tag): Cond => ({ kind: 'count', tag, min });
const atMost = (max: number, tag: Tag): Cond => ({ kind: 'count', tag, max });
const distinct = (of: 'cuisine' | 'food' | 'flavor', min: number): Cond => ({ kind: 'distinct', of, min });

interface IngredientSpec {
  cost: number;
  forkCost?: number;
  meal: number;
  cuisines?: Cuisine[];
  foods?: Food[];
  flavors?: Flavor[];
  seasoning?: boolean;
  classic?: boolean;
  copies: number;
  abilities?: Ability[];
}
function ing(id: string, name: Localized, s: IngredientSpec): CardDef {
  return {
    id,
    name,
    kind: 'ingredient',
    starting: false,
    cost: s.cost,
    forkCost: s.forkCost ?? 0,
    meal: s.meal,
    cuisines: s.cuisines ?? [],
    foods: s.foods ?? [],
    flavors: s.flavors ?? [],
    seasoning: s.seasoning ?? false,
    classic: s.classic ?? false,
    copies: s.copies,
    abilities: s.abilities ?? [],
  };
}

/** The starting cards and the Fork. */
export const SPOON: CardDef = {
  id: 'spoon',
  name: T('Tasting Spoon', '品尝匙', '品嚐匙'),
  kind: 'spoon',
  starting: true,
  cost: 0,
  forkCost: 0,
  meal: 0,
  cuisines: [],
  foods: [],
  flavors: [],
  seasoning: false,
  classic: false,
  copies: NUMBERS.startingSpoons,
  abilities: [base(spoons(1))],
};
export const SALT: CardDef = {
  ...ing('salt', T('Finishing Salt', '调味盐', '調味鹽'), {
    cost: 0,
    meal: 0,
    flavors: ['savory'],
    seasoning: true,
    copies: NUMBERS.startingSalt,
    abilities: [base(per(1, 'flavor:savory'))],
  }),
  starting: true,
};
export const FORK: CardDef = {
  id: 'fork',
  name: T('Fork', '叉子', '叉子'),
  kind: 'fork',
  starting: false,
  cost: NUMBERS.forkCost,
  forkCost: 0,
  meal: 0,
  cuisines: [],
  foods: [],
  flavors: [],
  seasoning: false,
  classic: false,
  copies: NUMBERS.forkPile,
  abilities: [base({ kind: 'choice', options: [[forks(1)], [buys(1)]] })],
};

const W: Cuisine[] = ['western'];
const I: Cuisine[] = ['italian'];
const F: Cuisine[] = ['french'];
const A: Cuisine[] = ['panasian'];

/** The 118 ingredients of the pantry (Classic Kitchens cards marked `classic`). */
export const INGREDIENTS: readonly CardDef[] = [
  /* Western 西式 — 24 */
  ing('steak', T('Beef Steak', '牛排', '牛排'), {
    cost: 5,
    meal: 4,
    cuisines: W,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 2,
    abilities: [cuisine(meal(2))],
  }),
  ing('bacon', T('Bacon', '培根', '培根'), {
    cost: 3,
    meal: 2,
    cuisines: W,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 3,
    abilities: [base(spoons(1)), cuisine(meal(1))],
  }),
  ing('potatoes', T('Potatoes', '土豆', '馬鈴薯'), {
    cost: 2,
    meal: 2,
    cuisines: W,
    foods: ['produce'],
    flavors: ['savory'],
    copies: 3,
    abilities: [cuisine(draw(1))],
  }),
  ing('corn', T('Sweet Corn', '甜玉米', '甜玉米'), {
    cost: 2,
    meal: 2,
    cuisines: W,
    foods: ['produce', 'grain'],
    flavors: ['sweet'],
    copies: 3,
    abilities: [cuisine(spoons(1))],
  }),
  ing('cheddar', T('Cheddar', '切达干酪', '切達起司'), {
    cost: 3,
    meal: 3,
    cuisines: W,
    foods: ['dairy'],
    flavors: ['savory', 'tangy'],
    copies: 2,
    abilities: [cuisine(per(1, 'food:dairy'))],
  }),
  ing('apple', T('Apple', '苹果', '蘋果'), {
    cost: 2,
    meal: 2,
    cuisines: W,
    foods: ['produce'],
    flavors: ['sweet', 'tangy'],
    copies: 2,
    abilities: [purchase(draw(1))],
  }),
  ing('bbq', T('BBQ Sauce', '烧烤酱', '燒烤醬'), {
    cost: 3,
    meal: 1,
    cuisines: W,
    flavors: ['sweet', 'savory'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'food:protein'))],
  }),
  ing('sourdough', T('Sourdough', '酸种面包', '酸種麵包'), {
    cost: 2,
    meal: 3,
    cuisines: W,
    foods: ['grain'],
    flavors: ['tangy'],
    copies: 3,
    abilities: [base(spoons(1))],
  }),
  ing('turkey', T('Roast Turkey', '烤火鸡', '烤火雞'), {
    cost: 3,
    forkCost: 1,
    meal: 3,
    cuisines: W,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 1,
    abilities: [submit(atLeast(5, 'ingredient'), medal(1))],
  }),
  ing('maple', T('Maple Syrup', '枫糖浆', '楓糖漿'), {
    cost: 2,
    meal: 0,
    cuisines: W,
    flavors: ['sweet'],
    seasoning: true,
    copies: 1,
    abilities: [base(per(1, 'flavor:sweet')), cuisine(trash('hand'))],
  }),
  ing('beans', T('Baked Beans', '焗豆', '焗豆'), {
    cost: 2,
    meal: 2,
    cuisines: W,
    foods: ['protein', 'produce'],
    flavors: ['savory', 'sweet'],
    copies: 2,
    abilities: [cuisine(meal(1))],
  }),

  /* Italian 意式 — 24 */
  ing('tomatoes', T('Tomatoes', '番茄', '番茄'), {
    cost: 2,
    meal: 2,
    cuisines: I,
    foods: ['produce'],
    flavors: ['tangy', 'sweet'],
    copies: 4,
    abilities: [cuisine(meal(1))],
  }),
  ing('pasta', T('Pasta', '意大利面', '義大利麵'), {
    cost: 2,
    meal: 3,
    cuisines: I,
    foods: ['grain'],
    flavors: ['savory'],
    copies: 3,
    abilities: [base(spoons(1))],
  }),
  ing('mozzarella', T('Mozzarella', '马苏里拉奶酪', '莫札瑞拉起司'), {
    cost: 3,
    meal: 2,
    cuisines: I,
    foods: ['dairy'],
    flavors: ['savory'],
    copies: 2,
    abilities: [cuisine(meal(2))],
  }),
  ing('parmesan', T('Parmesan', '帕尔马干酪', '帕瑪森起司'), {
    cost: 3,
    forkCost: 1,
    meal: 3,
    cuisines: I,
    foods: ['dairy'],
    flavors: ['savory'],
    copies: 2,
    abilities: [base(per(1, 'cuisine:italian'))],
  }),
  ing('basil', T('Basil', '罗勒', '羅勒'), {
    cost: 2,
    meal: 0,
    cuisines: I,
    flavors: ['aromatic'],
    seasoning: true,
    copies: 3,
    abilities: [base(per(1, 'food:produce')), cuisine(draw(1))],
  }),
  ing('oliveoil', T('Olive Oil', '橄榄油', '橄欖油'), {
    cost: 2,
    meal: 0,
    cuisines: I,
    flavors: ['aromatic'],
    seasoning: true,
    copies: 3,
    abilities: [base(spoons(1)), cuisine(gain(2))],
  }),
  ing('prosciutto', T('Prosciutto', '帕尔马火腿', '帕瑪火腿'), {
    cost: 3,
    forkCost: 1,
    meal: 3,
    cuisines: I,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 2,
    abilities: [cuisine(trash('hand'))],
  }),
  ing('arborio', T('Arborio Rice', '意大利米', '義大利米'), {
    cost: 3,
    meal: 2,
    cuisines: I,
    foods: ['grain'],
    copies: 2,
    abilities: [cuisine(takeBack(1))],
  }),
  ing('truffle', T('Truffle', '松露', '松露'), {
    cost: 5,
    forkCost: 1,
    meal: 5,
    cuisines: I,
    foods: ['produce'],
    flavors: ['aromatic'],
    copies: 1,
    abilities: [cuisine(meal(2))],
  }),
  ing('lemon', T('Lemon', '柠檬', '檸檬'), {
    cost: 1,
    meal: 1,
    cuisines: I,
    foods: ['produce'],
    flavors: ['tangy'],
    copies: 2,
    abilities: [purchase(buys(1))],
  }),

  /* French 法式 — 24 */
  ing('brie', T('Brie', '布利干酪', '布利起司'), {
    cost: 3,
    meal: 2,
    cuisines: F,
    foods: ['dairy'],
    flavors: ['savory'],
    copies: 3,
    abilities: [base(spoons(1)), cuisine(meal(1))],
  }),
  ing('butter', T('Butter', '黄油', '奶油'), {
    cost: 2,
    meal: 1,
    cuisines: F,
    foods: ['dairy'],
    flavors: ['sweet', 'savory'],
    copies: 3,
    abilities: [base(per(1, 'food:grain')), cuisine(spoons(1))],
  }),
  ing('baguette', T('Baguette', '法棍', '法國長棍'), {
    cost: 2,
    meal: 3,
    cuisines: F,
    foods: ['grain'],
    flavors: ['savory'],
    copies: 3,
    abilities: [base(spoons(1))],
  }),
  ing('duck', T('Duck Confit', '油封鸭', '油封鴨'), {
    cost: 4,
    forkCost: 1,
    meal: 4,
    cuisines: F,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 2,
    abilities: [cuisine(meal(2))],
  }),
  ing('escargots', T('Escargots', '焗蜗牛', '焗蝸牛'), {
    cost: 4,
    meal: 3,
    cuisines: F,
    foods: ['protein'],
    flavors: ['savory', 'aromatic'],
    copies: 2,
    abilities: [base(oppDiscard())],
  }),
  ing('shallots', T('Shallots', '红葱头', '紅蔥頭'), {
    cost: 2,
    meal: 1,
    cuisines: F,
    foods: ['produce'],
    flavors: ['aromatic'],
    copies: 3,
    abilities: [cuisine(draw(1))],
  }),
  ing('herbes', T('Herbes de Provence', '普罗旺斯香草', '普羅旺斯香草'), {
    cost: 3,
    meal: 1,
    cuisines: F,
    flavors: ['aromatic'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'flavor:aromatic'))],
  }),
  ing('cremefraiche', T('Crème Fraîche', '法式酸奶油', '法式酸奶油'), {
    cost: 3,
    meal: 2,
    cuisines: F,
    foods: ['dairy'],
    flavors: ['tangy'],
    copies: 2,
    abilities: [submit(atLeast(2, 'food:dairy'), medal(1))],
  }),
  ing('wine', T('Red Wine', '红酒', '紅酒'), {
    cost: 4,
    meal: 1,
    cuisines: F,
    flavors: ['tangy', 'aromatic'],
    seasoning: true,
    copies: 2,
    abilities: [cuisine(gain(4))],
  }),
  ing('mushrooms', T('Mushrooms', '蘑菇', '蘑菇'), {
    cost: 2,
    meal: 2,
    cuisines: F,
    foods: ['produce'],
    flavors: ['savory'],
    copies: 2,
    abilities: [cuisine(look(3))],
  }),

  /* Pan-Asian 泛亚 — 24 */
  ing('eggs', T('Eggs', '鸡蛋', '雞蛋'), {
    cost: 2,
    meal: 2,
    cuisines: A,
    foods: ['protein'],
    flavors: ['savory'],
    copies: 4,
    abilities: [cuisine(meal(1))],
  }),
  ing('bokchoy', T('Bok Choy', '青江菜', '青江菜'), {
    cost: 4,
    meal: 2,
    cuisines: A,
    foods: ['produce'],
    copies: 3,
    abilities: [cuisine(meal(4))],
  }),
  ing('rice', T('Rice', '米饭', '米飯'), {
    cost: 2,
    meal: 3,
    cuisines: A,
    foods: ['grain'],
    copies: 3,
    abilities: [base(spoons(1))],
  }),
  ing('tofu', T('Tofu', '豆腐', '豆腐'), {
    cost: 2,
    meal: 2,
    cuisines: A,
    foods: ['protein', 'produce'],
    flavors: ['savory'],
    copies: 3,
    abilities: [cuisine(spoons(1))],
  }),
  ing('soy', T('Soy Sauce', '酱油', '醬油'), {
    cost: 2,
    meal: 0,
    cuisines: A,
    flavors: ['savory'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'cuisine:panasian'))],
  }),
  ing('ginger', T('Ginger', '姜', '薑'), {
    cost: 2,
    meal: 2,
    cuisines: A,
    flavors: ['spicy', 'aromatic'],
    seasoning: true,
    copies: 2,
    abilities: [cuisine(trash('discard'))],
  }),
  ing('chili', T('Chili', '辣椒', '辣椒'), {
    cost: 2,
    meal: 2,
    cuisines: A,
    flavors: ['spicy'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'flavor:spicy')), cuisine(oppDiscard())],
  }),
  ing('shrimp', T('Shrimp', '虾', '蝦'), {
    cost: 4,
    meal: 3,
    cuisines: A,
    foods: ['protein'],
    flavors: ['savory', 'sweet'],
    copies: 2,
    abilities: [cuisine(meal(2))],
  }),
  ing('noodles', T('Noodles', '面条', '麵條'), {
    cost: 3,
    meal: 2,
    cuisines: A,
    foods: ['grain'],
    flavors: ['savory'],
    copies: 2,
    abilities: [base(spoons(1)), cuisine(draw(1))],
  }),
  ing('miso', T('Miso', '味噌', '味噌'), {
    cost: 3,
    meal: 2,
    cuisines: A,
    flavors: ['savory', 'tangy'],
    seasoning: true,
    copies: 1,
    abilities: [submit(atLeast(3, 'cuisine:panasian'), medal(1))],
  }),

  /* Classic Kitchens 经典厨房 — 12, two cuisines each */
  ing('saffron', T('Saffron', '藏红花', '番紅花'), {
    cost: 4,
    forkCost: 1,
    meal: 1,
    cuisines: ['italian', 'french'],
    flavors: ['aromatic'],
    seasoning: true,
    classic: true,
    copies: 1,
    abilities: [base(per(1, 'food:grain')), cuisine(meal(2))],
  }),
  ing('curry', T('Curry Powder', '咖喱粉', '咖哩粉'), {
    cost: 3,
    meal: 1,
    cuisines: ['panasian', 'western'],
    flavors: ['spicy', 'aromatic'],
    seasoning: true,
    classic: true,
    copies: 2,
    abilities: [base(per(1, 'food:produce')), cuisine(spoons(1))],
  }),
  ing('chorizo', T('Chorizo', '西班牙辣肠', '西班牙辣腸'), {
    cost: 3,
    forkCost: 1,
    meal: 3,
    cuisines: ['western', 'italian'],
    foods: ['protein'],
    flavors: ['spicy', 'savory'],
    classic: true,
    copies: 2,
    abilities: [cuisine(meal(1), draw(1))],
  }),
  ing('coconut', T('Coconut', '椰子', '椰子'), {
    cost: 2,
    meal: 2,
    cuisines: ['panasian', 'french'],
    foods: ['produce'],
    flavors: ['sweet'],
    classic: true,
    copies: 2,
    abilities: [cuisine(wild())],
  }),
  ing('salmon', T('Salmon', '三文鱼', '鮭魚'), {
    cost: 4,
    forkCost: 1,
    meal: 4,
    cuisines: ['french', 'panasian'],
    foods: ['protein'],
    flavors: ['savory'],
    classic: true,
    copies: 2,
    abilities: [cuisine(meal(1), spoons(1))],
  }),
  ing('yogurt', T('Yogurt', '酸奶', '優格'), {
    cost: 1,
    meal: 2,
    cuisines: ['western', 'panasian'],
    foods: ['dairy'],
    flavors: ['tangy'],
    classic: true,
    copies: 1,
    abilities: [cuisine(swap())],
  }),
  ing('lentils', T('Lentils', '扁豆', '扁豆'), {
    cost: 3,
    meal: 2,
    cuisines: ['french', 'panasian'],
    foods: ['protein', 'produce'],
    flavors: ['savory'],
    classic: true,
    copies: 2,
    abilities: [purchase(plate())],
  }),

  /* Seasonings and staples without a cuisine — 10 */
  ing('garlic', T('Garlic', '大蒜', '大蒜'), {
    cost: 3,
    meal: 1,
    flavors: ['aromatic', 'savory'],
    seasoning: true,
    copies: 3,
    abilities: [base(per(1, 'flavor:savory'))],
  }),
  ing('pepper', T('Black Pepper', '黑胡椒', '黑胡椒'), {
    cost: 1,
    meal: 0,
    flavors: ['spicy'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'food:protein'))],
  }),
  ing('sugar', T('Sugar', '砂糖', '砂糖'), {
    cost: 1,
    meal: 1,
    flavors: ['sweet'],
    seasoning: true,
    copies: 2,
    abilities: [base(per(1, 'flavor:sweet')), purchase(trash('market'))],
  }),
  ing('honey', T('Honey', '蜂蜜', '蜂蜜'), {
    cost: 3,
    meal: 1,
    flavors: ['sweet'],
    seasoning: true,
    copies: 1,
    abilities: [base(spoons(1), per(1, 'food:dairy'))],
  }),
  ing('flour', T('Flour', '面粉', '麵粉'), {
    cost: 1,
    meal: 1,
    foods: ['grain'],
    copies: 2,
    abilities: [base(spoons(1)), purchase(trash('fridge'))],
  }),
];

/** Every card definition: index = the int a card is in every zone of the state. */
export const CARDS: readonly CardDef[] = [SPOON, SALT, FORK, ...INGREDIENTS];

/* ---------------------------------------------------------------- judges */

export interface JudgeDef {
  readonly id: string;
  readonly name: Localized;
  /** Meal score the dish needs (15, 18 or 21); also the judge's stack. */
  readonly tier: number;
  readonly medals: number;
  /** Every one must hold for the judge to accept the dish (taste preferences). */
  readonly requires: readonly Cond[];
  /** Medal bonuses (positive) and penalties (negative). */
  readonly bonuses: readonly MedalRule[];
  readonly ability: JudgeAbility;
}

const judge = (
  id: string,
  name: Localized,
  tier: number,
  medals: number,
  requires: Cond[],
  bonuses: MedalRule[],
  ability: JudgeAbility,
): JudgeDef => ({ id, name, tier, medals, requires, bonuses, ability });

export const JUDGES: readonly JudgeDef[] = [
  /* 15 */
  judge(
    'caveman',
    T('The Caveman', '穴居人', '穴居人'),
    15,
    3,
    [atLeast(2, 'food:protein')],
    [
      { medals: 1, if: atLeast(4, 'food:protein') },
      { medals: -1, per: 'seasoning' },
    ],
    { kind: 'eachTurn', effects: [spoons(1)] },
  ),
  judge(
    'homecook',
    T('The Home Cook', '家常厨师', '家常廚師'),
    15,
    3,
    [distinct('food', 2)],
    [{ medals: 1, if: distinct('food', 4) }],
    { kind: 'plates', n: 1 },
  ),
  judge(
    'blogger',
    T('The Food Blogger', '美食博主', '美食部落客'),
    15,
    3,
    [atLeast(4, 'ingredient')],
    [{ medals: 1, if: distinct('cuisine', 3) }],
    { kind: 'handSize', n: 1 },
  ),
  judge(
    'sweettooth',
    T('The Sweet Tooth', '甜食控', '甜食控'),
    15,
    3,
    [atLeast(1, 'flavor:sweet')],
    [{ medals: -1, per: 'flavor:spicy' }],
    { kind: 'discount', n: 1 },
  ),
  judge(
    'vegetarian',
    T('The Vegetarian', '素食主义者', '素食主義者'),
    15,
    3,
    [atMost(0, 'food:protein')],
    [{ medals: 1, if: atLeast(3, 'food:produce') }],
    { kind: 'fridgeCost', cost: 0 },
  ),
  /* 18 */
  judge(
    'critic',
    T('The Critic', '美食评论家', '美食評論家'),
    18,
    4,
    [distinct('food', 3)],
    [{ medals: 1, if: distinct('flavor', 4) }],
    { kind: 'dishMeal', n: 2 },
  ),
  judge(
    'nonna',
    T('Nonna', '意大利奶奶', '義大利奶奶'),
    18,
    4,
    [atLeast(2, 'cuisine:italian')],
    [{ medals: 1, if: atLeast(4, 'cuisine:italian') }],
    { kind: 'eachTurn', effects: [forks(1)] },
  ),
  judge(
    'bistro',
    T('The Bistro Chef', '小酒馆主厨', '小酒館主廚'),
    18,
    4,
    [atLeast(2, 'cuisine:french')],
    [{ medals: 1, if: atLeast(2, 'food:dairy') }],
    { kind: 'eachTurn', effects: [buys(1)] },
  ),
  judge(
    'hawker',
    T('The Night-Market Hawker', '夜市摊主', '夜市攤主'),
    18,
    4,
    [atLeast(2, 'cuisine:panasian')],
    [{ medals: 1, if: atLeast(1, 'flavor:spicy') }],
    { kind: 'handSize', n: 1 },
  ),
  judge(
    'pitmaster',
    T('The Pitmaster', '烧烤大师', '燒烤大師'),
    18,
    4,
    [atLeast(2, 'cuisine:western'), atLeast(1, 'food:protein')],
    [{ medals: -1, per: 'food:dairy' }],
    { kind: 'eachTurn', effects: [spoons(1)] },
  ),
  /* 21 */
  judge(
    'scientist',
    T('The Food Scientist', '分子料理大师', '分子料理大師'),
    21,
    5,
    [distinct('food', 3)],
    [{ medals: 1, if: distinct('food', 4) }],
    { kind: 'discount', n: 1 },
  ),
  judge(
    'royal',
    T('The Royal Taster', '御膳总管', '御膳總管'),
    21,
    5,
    [atLeast(6, 'ingredient')],
    [{ medals: -1, per: 'flavor:spicy' }],
    { kind: 'plates', n: 1 },
  ),
  judge(
    'spicemerchant',
    T('The Spice Merchant', '香料商人', '香料商人'),
    21,
    5,
    [atLeast(1, 'flavor:spicy')],
    [{ medals: 1, if: atLeast(2, 'flavor:spicy') }],
    { kind: 'eachTurn', effects: [forks(1)] },
  ),
  judge(
    'traveler',
    T('The World Traveler', '环球旅行家', '環球旅行家'),
    21,
    5,
    [distinct('cuisine', 3)],
    [{ medals: 1, if: distinct('cuisine', 4) }],
    { kind: 'dishMeal', n: 2 },
  ),
  judge(
    'gourmand',
    T('The Gourmand', '老饕', '老饕'),
    21,
    5,
    [atLeast(2, 'food:protein'), atLeast(1, 'food:grain')],
    [{ medals: 1, if: atLeast(4, 'flavor:savory') }],
    { kind: 'handSize', n: 1 },
  ),
];
