import { Command } from 'commander';
import { registerAnalyze } from './commands/analyze.ts';
import { registerBench } from './commands/bench.ts';
import { registerBenchAnalysis } from './commands/bench-analysis.ts';
import { registerBenchServer } from './commands/bench-server.ts';
import { registerCards } from './commands/cards.ts';
import { registerGames } from './commands/games.ts';
import { registerPuzzles } from './commands/puzzles.ts';
import { registerScript } from './commands/script.ts';
import { registerServe } from './commands/serve.ts';
import { registerSimulate } from './commands/simulate.ts';
import { registerStart } from './commands/start.ts';

const program = new Command('potluck')
  .description('Potluck: play, script, simulate and benchmark cooking board games')
  .version('0.1.0');
registerGames(program);
registerCards(program);
registerScript(program);
registerAnalyze(program);
registerPuzzles(program);
registerSimulate(program);
registerBench(program);
registerBenchAnalysis(program);
registerStart(program);
registerServe(program);
registerBenchServer(program);
await program.parseAsync(process.argv);
