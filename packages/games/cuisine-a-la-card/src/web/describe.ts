import type { Locale } from '@potluck/engine';
import type { Tx } from '@potluck/web-kit';
import { type CuisineEvent, JUDGES } from '../index.ts';
import { cardDef } from './display.ts';

export interface DescribeContext {
  lang: Locale;
  tx: Tx;
  name: (seat: number) => string;
}

/** A 卡片厨房 event as log lines in the chosen language (cards others may not see arrive without their ids). */
export function describeCuisine(ev: CuisineEvent, { lang, tx, name }: DescribeContext): string[] {
  const card = (id: string) => cardDef(id).name[lang];
  const list = (ids: readonly string[]) => ids.map(card).join(lang === 'en' ? ', ' : '、');
  const judge = (id: string) => JUDGES.find((j) => j.id === id)?.name[lang] ?? id;
  switch (ev.type) {
    case 'turn':
      return [tx('evTurn', { round: ev.round, name: name(ev.player) })];
    case 'warm':
      return [
        ev.card
          ? tx('evWarm', { name: name(ev.player), card: card(ev.card) })
          : tx('evWarmHidden', { name: name(ev.player) }),
      ];
    case 'play':
      return [tx('evPlay', { name: name(ev.player), card: card(ev.card) })];
    case 'resolve':
      return [];
    case 'acquire':
      return [tx(ev.bought ? 'evBuy' : 'evGain', { name: name(ev.player), card: card(ev.card) })];
    case 'draw':
      return [
        ev.cards
          ? tx('evDraw', { name: name(ev.player), list: list(ev.cards) })
          : tx('evDrawHidden', { name: name(ev.player), n: ev.count }),
      ];
    case 'shuffle':
      return [tx('evShuffle', { name: name(ev.player) })];
    case 'trash':
      return [tx('evTrash', { name: name(ev.player), card: card(ev.card) })];
    case 'discard':
      return [tx('evDiscard', { name: name(ev.player), card: card(ev.card) })];
    case 'takeBack':
      return [
        ev.card
          ? tx('evTakeBack', { name: name(ev.player), card: card(ev.card) })
          : tx('evTakeBackHidden', { name: name(ev.player) }),
      ];
    case 'reveal':
      return [tx('evReveal', { name: name(ev.player), list: list(ev.cards) })];
    case 'take':
      return [tx('evTake', { name: name(ev.player), card: card(ev.card) })];
    case 'toFridge':
      return ev.cards.length > 0 ? [tx('evToFridge', { list: list(ev.cards) })] : [];
    case 'swap':
      return [tx('evSwap', { name: name(ev.player), card: card(ev.card), other: card(ev.fridgeCard) })];
    case 'plate':
      return [tx('evPlate', { name: name(ev.player), n: ev.plates })];
    case 'dish': {
      const dish = ev.name ? `“${ev.name}”` : tx('evDishCards', { list: list(ev.cards.map((c) => c.card)) });
      const lines = [
        tx('evDish', {
          name: name(ev.player),
          dish,
          judge: judge(ev.judge),
          meal: ev.meal,
          medals: ev.medals,
        }),
      ];
      if (ev.next) lines.push(tx('evNextJudge', { judge: judge(ev.next) }));
      return lines;
    }
    case 'bonus':
      return [
        tx(ev.reason === 'sweep' ? 'evBonusSweep' : 'evBonusVote', { name: name(ev.player), n: ev.medals }),
      ];
    case 'vote':
      return [tx('evVote', { name: name(ev.player), v: ev.approve ? tx('yes') : tx('no') })];
    case 'cleanup':
      return [ev.toFridge ? tx('evCleanup', { card: card(ev.toFridge) }) : tx('evCleanupNone')];
    case 'end':
      return [tx('evEnd')];
    default: {
      const e = ev as { type: string; player?: number };
      if (e.type === 'undo' && typeof e.player === 'number') return [tx('evUndo', { name: name(e.player) })];
      return [];
    }
  }
}
