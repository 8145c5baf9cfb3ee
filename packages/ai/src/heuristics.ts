/** What a game contributes to its bots: defined by the engine (each game's `/ai` entry point implements it). */
export type { GameHeuristics } from '@potluck/engine';
