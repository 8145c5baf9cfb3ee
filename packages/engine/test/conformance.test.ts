import { runConformance } from '../src/conformance/index.ts';
import { miniGame } from './mini-game.ts';

runConformance(miniGame, { optionSets: [{}, { handSize: 1 }, { handSize: 5 }], runs: 4 });
