/**
 * The 卡片厨房 heuristics' working memory (the dish planner's scratch arrays and cache, src/ai/dish-planner.ts)
 * belongs to each use: two bots, or one bot in two matches, called in turn give the answers each gives alone.
 */
import { runHeuristicsMemory } from '@potluck/engine/conformance';
import { heuristics } from '../src/ai/index.ts';
import { game } from '../src/index.ts';

runHeuristicsMemory(game, heuristics);
