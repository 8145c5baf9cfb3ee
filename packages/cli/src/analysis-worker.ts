// Worker thread for the game server's post-game analysis (see packages/server/src/service/analysis.ts).
import { runAnalysisWorker } from '../../server/src/analysis-worker.ts';

runAnalysisWorker();
