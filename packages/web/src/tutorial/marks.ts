/**
 * Where the lesson's move is on each game's table, as CSS selectors in the order a person taps them (a Wasabi!
 * placement: the tile in the hand, then the square). The page outlines them; the screens also light up the
 * `hinted` moves their own way. Only ids and data attributes the screens already carry are used.
 */
export function marksFor(gameId: string, action: unknown): string[] {
  const a = (action ?? {}) as Record<string, unknown>;
  const id = (s: string) => `[data-testid="${s}"]`;
  // a tile or utensil already chosen is not lit again (a second tap would put it back)
  const pick = (s: string) => `${id(s)}:not([aria-pressed="true"])`;
  const square = (sq: unknown) => `.wsb-board [data-square="${String(sq)}"]`;
  switch (gameId) {
    case 'too-many-cooks':
      if (a.type === 'choose') return [id(`recipe-${String(a.recipe)}`)];
      if (a.type === 'play') return [`.hand-card[data-card="${String(a.card)}"]`];
      return [];
    case 'wasabi':
      switch (a.type) {
        case 'give':
          return [id(`wsb-give-${String(a.ingredient)}`)];
        case 'refill':
          return [id(`wsb-refill-${String(a.ingredient)}`)];
        case 'draw':
          return [id(`wsb-draw-${String(a.length)}`)];
        case 'take':
          return [id(`wsb-take-${String(a.utensil)}`)];
        case 'place':
          return [pick(`wsb-hand-${String(a.ingredient)}`), square(a.square)];
        case 'stack':
          return [pick('wsb-use-stack'), pick(`wsb-hand-${String(a.ingredient)}`), square(a.square)];
        case 'wasabi':
        case 'chop':
          return [pick(`wsb-use-${a.type}`), square(a.square)];
        case 'end':
          return [id('wsb-end')];
        default:
          return [];
      }
    case 'cuisine-a-la-card':
      // every action button of the screen carries its action's key (the game's `actionKey`)
      return [`.cui button[data-action="${cuisineKey(a)}"]`];
    default:
      return [];
  }
}

/** 卡片厨房's action key, as its screen writes it in `data-action` (`actionKey` of @potluck/cuisine-a-la-card). */
function cuisineKey(a: Record<string, unknown>): string {
  const s = (v: unknown) => String(v);
  switch (a.type) {
    case 'warm':
    case 'play':
    case 'pick':
      return `${s(a.type)}:${s(a.card)}`;
    case 'addToDish':
      return `add:${s(a.card)}:${s(a.from)}`;
    case 'buy':
    case 'pickSlot':
      return `${s(a.type)}:${s(a.slot)}`;
    case 'removeFromDish':
      return `remove:${s(a.index)}`;
    case 'chooseType':
      return `type:${s(a.index)}:${s(a.food)}`;
    case 'submitDish':
      return `submit:${s(a.judge)}`;
    case 'choose':
      return `choose:${s(a.option)}`;
    case 'vote':
      return `vote:${s(a.approve)}`;
    default:
      return s(a.type);
  }
}
