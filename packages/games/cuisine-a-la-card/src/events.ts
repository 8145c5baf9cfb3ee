/**
 * Events: what happened, for logs and animations. Private parts (cards drawn, warmed or taken back) are
 * present only in the event as the acting player sees it (viewEvent strips them for everyone else).
 */
import type { GameResult } from '@potluck/engine';
import type { Food } from './data/vocab.ts';
import type { MedalPart } from './dish.ts';

export interface DishEventCard {
  card: string;
  from: 'hand' | 'plate';
  food: Food | null;
  meal: number;
}

export type CuisineEvent =
  | { type: 'turn'; player: number; round: number }
  | { type: 'warm'; player: number; card?: string }
  | { type: 'play'; player: number; card: string }
  | { type: 'resolve'; player: number; effect: number }
  | {
      type: 'acquire';
      player: number;
      card: string;
      from: 'market' | 'fridge' | 'forks';
      bought: boolean;
      slot: number;
    }
  | { type: 'draw'; player: number; count: number; cards?: string[] }
  | { type: 'shuffle'; player: number }
  | { type: 'trash'; player: number; card: string; from: 'hand' | 'discard' | 'market' | 'fridge' }
  | { type: 'discard'; player: number; card: string }
  | { type: 'takeBack'; player: number; card?: string }
  | { type: 'reveal'; player: number; cards: string[] }
  /** A revealed pantry card taken into the hand (look). */
  | { type: 'take'; player: number; card: string }
  | { type: 'toFridge'; cards: string[] }
  | { type: 'swap'; player: number; slot: number; card: string; fridgeCard: string }
  | { type: 'plate'; player: number; plates: number }
  | {
      type: 'dish';
      player: number;
      judge: string;
      cards: DishEventCard[];
      meal: number;
      judgeMeal: number;
      medals: number;
      parts: MedalPart[];
      name?: string;
      /** The judge that replaced the scored one, if any. */
      next: string | null;
    }
  | { type: 'bonus'; player: number; reason: 'sweep' | 'description'; medals: number }
  | { type: 'vote'; player: number; approve: boolean }
  | { type: 'cleanup'; toFridge: string | null; market: (string | null)[] }
  | { type: 'end'; result: GameResult };
