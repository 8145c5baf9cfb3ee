import { runConformance } from '@potluck/engine/conformance';
import { game } from '../src/index.ts';

runConformance(game, {
  playerCounts: [2, 3, 4],
  optionSets: [
    {},
    { advancedJudges: true, moreMedals: true, dishDescriptionBonus: true, classicKitchens: false },
  ],
});
