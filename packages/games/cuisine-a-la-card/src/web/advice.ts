import type { Locale } from '@potluck/engine';
import { l10n as t, translator } from '@potluck/web-kit';
import { type CuisineAction, type CuisineView, FOOD_NAMES, JUDGES } from '../index.ts';
import { cardDef } from './display.ts';

/** A hint's move as advice to the seat about to make it (the log says what was done; this, what to do). */
const ADVICE = {
  warm: t('Put {card} on a warming plate', '把{card}放到暖盘', '把{card}放到暖盤'),
  play: t('Play {card}', '打出{card}', '打出{card}'),
  buy: t('Buy {card}', '购买{card}', '購買{card}'),
  buyFridge: t("Buy the fridge's top card", '购买冰箱最上面的卡片', '購買冰箱最上面的卡片'),
  buyFork: t('Buy a Fork', '购买一把叉子', '購買一把叉子'),
  startDish: t('Cook a dish', '开始做菜', '開始做菜'),
  addHand: t('Add {card} to the dish', '把{card}加入菜肴', '把{card}加入菜餚'),
  addPlate: t(
    'Add {card} from your warming plate to the dish',
    '把暖盘上的{card}加入菜肴',
    '把暖盤上的{card}加入菜餚',
  ),
  remove: t('Take card {n} out of the dish', '把第 {n} 张卡片从菜肴中拿出', '把第 {n} 張卡片從菜餚中拿出'),
  chooseType: t(
    'Count card {n} of the dish as {food}',
    '把菜肴第 {n} 张卡片算作{food}',
    '把菜餚第 {n} 張卡片算作{food}',
  ),
  submit: t('Serve the dish to {judge}', '把菜端给{judge}', '把菜端給{judge}'),
  cancelDish: t('Stop cooking this dish', '取消做这道菜', '取消做這道菜'),
  endTurn: t('End your turn', '结束回合', '結束回合'),
  choose: t('Choose option {n}', '选择第 {n} 项', '選擇第 {n} 項'),
  pick: t('Choose {card}', '选择{card}', '選擇{card}'),
  pickSlot: t('Choose {card} in the market', '选择市场中的{card}', '選擇市場中的{card}'),
  use: t('Use the ability', '使用这个能力', '使用這個能力'),
  decline: t('Skip the ability', '跳过这个能力', '跳過這個能力'),
  voteYes: t('Vote yes', '投赞成票', '投贊成票'),
  voteNo: t('Vote no', '投反对票', '投反對票'),
};

/** 卡片厨房's moves as advice ("Play Onion 1", "Cook a dish") in the chosen language. */
export function adviseCuisine(a: CuisineAction, view: CuisineView | undefined, lang: Locale): string {
  const tx = translator(ADVICE, lang);
  const card = (id: string) => cardDef(id).name[lang];
  const slotCard = (slot: number) => {
    const id = view?.market[slot];
    return id ? card(id) : '?';
  };
  switch (a.type) {
    case 'warm':
    case 'play':
    case 'pick':
      return tx(a.type, { card: card(a.card) });
    case 'buy':
    case 'pickSlot':
      return tx(a.type, { card: slotCard(a.slot) });
    case 'addToDish':
      return tx(a.from === 'plate' ? 'addPlate' : 'addHand', { card: card(a.card) });
    case 'removeFromDish':
      return tx('remove', { n: a.index + 1 });
    case 'chooseType':
      return tx('chooseType', { n: a.index + 1, food: FOOD_NAMES[a.food][lang] });
    case 'submitDish':
      return tx('submit', { judge: JUDGES.find((j) => j.id === a.judge)?.name[lang] ?? a.judge });
    case 'choose':
      return tx('choose', { n: a.option + 1 });
    case 'vote':
      return tx(a.approve ? 'voteYes' : 'voteNo');
    default:
      return tx(a.type);
  }
}
