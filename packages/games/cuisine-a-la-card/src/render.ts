/**
 * Card and judge text, generated from the data in every language, so a card's text can never disagree
 * with what the resolver does. `cardText(card, locale)` gives one line per ability.
 */
import type { Locale } from '@potluck/engine';
import { type CardDef, type JudgeDef, NUMBERS } from './data/cardset.ts';
import type { Ability, Cond, Effect, JudgeAbility, MedalRule, Tag } from './data/effects.ts';
import {
  CUISINE_NAMES,
  type Cuisine,
  FLAVOR_NAMES,
  type Flavor,
  FOOD_NAMES,
  type Food,
  TERMS,
} from './data/vocab.ts';

type L = Locale;
const zh = (l: L) => l !== 'en';
/** Picks the text for the locale. */
const pick = (l: L, en: string, hans: string, hantText: string) =>
  l === 'en' ? en : l === 'zh-Hans' ? hans : hantText;
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "Sweet ingredient(s)", "甜味材料" … */
export function tagText(tag: Tag, l: L, n = 1): string {
  if (tag === 'seasoning') return zh(l) ? TERMS.seasoning[l] : plural(n, 'Seasoning');
  if (tag === 'ingredient') return zh(l) ? TERMS.ingredient[l] : plural(n, 'ingredient');
  const [cat, v] = tag.split(':') as [string, string];
  const name =
    cat === 'flavor'
      ? FLAVOR_NAMES[v as Flavor][l] + (zh(l) ? '味' : '')
      : cat === 'food'
        ? FOOD_NAMES[v as Food][l]
        : CUISINE_NAMES[v as Cuisine][l];
  return zh(l) ? `${name}${TERMS.ingredient[l]}` : `${name} ${plural(n, 'ingredient')}`;
}

const DISTINCT: Record<string, Record<L, string>> = {
  cuisine: { en: 'cuisines', 'zh-Hans': '美食种类', 'zh-Hant': '美食種類' },
  food: { en: 'food types', 'zh-Hans': '食物种类', 'zh-Hant': '食物種類' },
  flavor: { en: 'flavors', 'zh-Hans': '风味', 'zh-Hant': '風味' },
};

/** A condition as a noun phrase: "at least 2 Dairy ingredients", "no Protein ingredients". */
export function condText(c: Cond, l: L): string {
  if (c.kind === 'distinct') {
    return pick(
      l,
      `at least ${c.min} different ${DISTINCT[c.of].en}`,
      `至少 ${c.min} 种不同的${DISTINCT[c.of][l]}`,
      `至少 ${c.min} 種不同的${DISTINCT[c.of][l]}`,
    );
  }
  const min = c.min ?? 0;
  if (c.max === 0)
    return pick(l, `no ${tagText(c.tag, l, 2)}`, `没有${tagText(c.tag, l)}`, `沒有${tagText(c.tag, l)}`);
  const base = pick(
    l,
    `at least ${min} ${tagText(c.tag, l, min)}`,
    `至少 ${min} 张${tagText(c.tag, l)}`,
    `至少 ${min} 張${tagText(c.tag, l)}`,
  );
  if (c.max === undefined) return base;
  return base + pick(l, ` and at most ${c.max}`, `且至多 ${c.max} 张`, `且至多 ${c.max} 張`);
}

export function effectText(e: Effect, l: L): string {
  switch (e.kind) {
    case 'spoons':
      return `+${e.n} ${zh(l) ? TERMS.spoon[l] : plural(e.n, 'spoon')}`;
    case 'forks':
      return `+${e.n} ${zh(l) ? TERMS.fork[l] : plural(e.n, 'fork')}`;
    case 'buys':
      return `+${e.n} ${zh(l) ? TERMS.buy[l] : plural(e.n, 'buy')}`;
    case 'draw':
      return pick(l, `Draw ${e.n} ${plural(e.n, 'card')}`, `抽 ${e.n} 张卡片`, `抽 ${e.n} 張卡片`);
    case 'trash': {
      const en = {
        hand: 'your hand',
        discard: 'your discard pile',
        market: 'the market',
        fridge: 'the top of the fridge',
      }[e.from];
      const hans = { hand: '手牌', discard: '弃牌堆', market: '市场', fridge: '冰箱最上面' }[e.from];
      const hantZone = { hand: '手牌', discard: '棄牌堆', market: '市場', fridge: '冰箱最上面' }[e.from];
      return pick(
        l,
        `Trash up to ${e.n} ${plural(e.n, 'card')} from ${en}`,
        `从${hans}丢弃至多 ${e.n} 张卡片（移出游戏）`,
        `從${hantZone}丟棄至多 ${e.n} 張卡片（移出遊戲）`,
      );
    }
    case 'gain':
      return pick(
        l,
        `Gain a market card costing up to ${e.max}`,
        `从市场获取 1 张费用不超过 ${e.max} 的卡片`,
        `從市場獲取 1 張費用不超過 ${e.max} 的卡片`,
      );
    case 'takeBack':
      return pick(
        l,
        `Take up to ${e.n} ${plural(e.n, 'card')} back from your warming plates into your hand`,
        `从暖盘拿回至多 ${e.n} 张卡片到手中`,
        `從暖盤拿回至多 ${e.n} 張卡片到手中`,
      );
    case 'plate':
      return pick(
        l,
        `+1 warming plate (for the rest of the game, up to ${NUMBERS.maxPlates})`,
        `+1 暖盘（本局持续，至多 ${NUMBERS.maxPlates} 个）`,
        `+1 暖盤（本局持續，至多 ${NUMBERS.maxPlates} 個）`,
      );
    case 'look':
      return pick(
        l,
        `Reveal the top ${e.n} pantry cards: take 1 into your hand, the rest go on top of the fridge`,
        `翻开食品室最上面 ${e.n} 张卡片：1 张放入手中，其余放到冰箱上`,
        `翻開食品室最上面 ${e.n} 張卡片：1 張放入手中，其餘放到冰箱上`,
      );
    case 'swap':
      return pick(
        l,
        'Swap a market card with the top card of the fridge',
        '将市场的 1 张卡片与冰箱最上面的卡片交换',
        '將市場的 1 張卡片與冰箱最上面的卡片交換',
      );
    case 'oppDiscard':
      return pick(l, 'Each opponent discards a card', '每位对手弃掉 1 张手牌', '每位對手棄掉 1 張手牌');
    case 'choice': {
      const opts = e.options.map((o) => o.map((x) => effectText(x, l)).join(zh(l) ? '，' : ', '));
      return pick(
        l,
        `Choose one: ${opts.join('; or ')}`,
        `选择一项：${opts.join('；或 ')}`,
        `選擇一項：${opts.join('；或 ')}`,
      );
    }
    case 'meal':
      return `${TERMS.meal[l]} ${e.n >= 0 ? '+' : ''}${e.n}`;
    case 'mealPer':
      return pick(
        l,
        `Meal score +${e.n} for each other ${tagText(e.tag, l)} in the dish`,
        `菜肴中每有 1 张其他${tagText(e.tag, l)}，餐点分数 +${e.n}`,
        `菜餚中每有 1 張其他${tagText(e.tag, l)}，餐點分數 +${e.n}`,
      );
    case 'wild':
      return pick(l, 'Counts as any food type', '视为任意食物种类', '視為任意食物種類');
    case 'medal':
      return `+${e.n} ${zh(l) ? TERMS.medal[l] : plural(e.n, 'medal')}`;
  }
}

function triggerPrefix(a: Ability, card: CardDef, l: L): string {
  switch (a.trigger) {
    case 'base':
      return '';
    case 'cuisine': {
      const names = card.cuisines.map((c) => CUISINE_NAMES[c][l]).join(zh(l) ? '/' : '/');
      return pick(l, `${names} pairing: `, `${names}搭配：`, `${names}搭配：`);
    }
    case 'submit':
      return pick(l, 'On Submit: ', '当呈递菜肴时：', '當呈遞菜餚時：');
    case 'purchase':
      return pick(l, 'On Purchase: ', '当购买时：', '當購買時：');
  }
}

export function abilityText(a: Ability, card: CardDef, l: L): string {
  const cond = a.if
    ? pick(
        l,
        `If the dish has ${condText(a.if, l)}: `,
        `若菜肴中有${condText(a.if, l)}：`,
        `若菜餚中有${condText(a.if, l)}：`,
      )
    : '';
  const body = a.effects.map((e) => effectText(e, l)).join(zh(l) ? '，' : ', ');
  return triggerPrefix(a, card, l) + cond + body;
}

/** The card's ability lines. */
export function cardText(card: CardDef, l: L): string[] {
  return card.abilities.map((a) => abilityText(a, card, l));
}

/** The card's cost, e.g. "3", "5 + 1 fork". */
export function costText(card: CardDef, l: L): string {
  if (card.forkCost === 0) return String(card.cost);
  return pick(
    l,
    `${card.cost} + ${card.forkCost} ${plural(card.forkCost, 'fork')}`,
    `${card.cost} + ${card.forkCost} 叉子`,
    `${card.cost} + ${card.forkCost} 叉子`,
  );
}

export function judgeAbilityText(a: JudgeAbility, l: L): string {
  switch (a.kind) {
    case 'eachTurn':
      return (
        pick(l, 'At the start of each of your turns: ', '你的每个回合开始时：', '你的每個回合開始時：') +
        a.effects.map((e) => effectText(e, l)).join(zh(l) ? '，' : ', ')
      );
    case 'handSize':
      return pick(
        l,
        `Draw ${a.n} more ${plural(a.n, 'card')} at the end of each turn`,
        `每回合结束时多抽 ${a.n} 张卡片`,
        `每回合結束時多抽 ${a.n} 張卡片`,
      );
    case 'plates':
      return pick(l, `+${a.n} warming ${plural(a.n, 'plate')}`, `+${a.n} 暖盘`, `+${a.n} 暖盤`);
    case 'fridgeCost':
      return pick(
        l,
        `Fridge cards cost you ${a.cost}`,
        `你从冰箱购买的费用为 ${a.cost}`,
        `你從冰箱購買的費用為 ${a.cost}`,
      );
    case 'dishMeal':
      return pick(
        l,
        `Your dishes: meal score +${a.n}`,
        `你的菜肴：餐点分数 +${a.n}`,
        `你的菜餚：餐點分數 +${a.n}`,
      );
    case 'discount':
      return pick(
        l,
        `Market cards cost you ${a.n} less`,
        `市场卡片对你费用 -${a.n}`,
        `市場卡片對你費用 -${a.n}`,
      );
  }
}

export function medalRuleText(r: MedalRule, l: L): string {
  const m = `${r.medals > 0 ? '+' : '−'}${Math.abs(r.medals)}`;
  if (r.per) {
    return pick(
      l,
      `${m} ${plural(Math.abs(r.medals), 'medal')} per ${tagText(r.per, l)}`,
      `每张${tagText(r.per, l)} ${m} 奖牌`,
      `每張${tagText(r.per, l)} ${m} 獎牌`,
    );
  }
  const cond = r.if ? condText(r.if, l) : '';
  return pick(
    l,
    `${m} ${plural(Math.abs(r.medals), 'medal')} if the dish has ${cond}`,
    `菜肴中有${cond}：${m} 奖牌`,
    `菜餚中有${cond}：${m} 獎牌`,
  );
}

/** A judge's text lines: requirement, preferences, medals, bonuses, ability. */
export function judgeText(j: JudgeDef, l: L): string[] {
  const lines = [
    pick(
      l,
      `Meal score ${j.tier}+ · ${j.medals} medals`,
      `餐点分数 ${j.tier}+ · ${j.medals} 奖牌`,
      `餐點分數 ${j.tier}+ · ${j.medals} 獎牌`,
    ),
  ];
  for (const c of j.requires)
    lines.push(pick(l, `Needs ${condText(c, l)}`, `需要${condText(c, l)}`, `需要${condText(c, l)}`));
  for (const b of j.bonuses) lines.push(medalRuleText(b, l));
  lines.push(pick(l, 'Ability: ', '能力：', '能力：') + judgeAbilityText(j.ability, l));
  return lines;
}
