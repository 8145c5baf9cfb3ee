import { runConformance } from '@potluck/engine/conformance';
import { game } from '../src/index.ts';

runConformance(game, { playerCounts: [2, 3, 4], optionSets: [{}, { rounds: 3 }, { rounds: 10 }] });
