/**
 * The Wasabi! heuristics' working memory (src/ai/scratch.ts) belongs to each use: two bots, or one bot in two
 * matches, called in turn give the answers each gives alone.
 */
import { runHeuristicsMemory } from '@potluck/engine/conformance';
import { heuristics } from '../src/ai/index.ts';
import { game } from '../src/index.ts';

runHeuristicsMemory(game, heuristics);
