// Worker thread for the game server's bots (see packages/server/src/bot-pool.ts).
import { runBotWorker } from '../../server/src/bot-worker.ts';

runBotWorker();
