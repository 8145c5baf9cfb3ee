import { cpus, loadavg } from 'node:os';
import { GAMES, servedGames } from '@potluck/catalog';
import type { Command } from 'commander';
import type { LoadResult } from '../../../server/bench/load.ts';
import { writeSection } from '../bench/markdown.ts';

interface Flags {
  game: string;
  players?: string;
  matches: string;
  seconds: string;
  rate: string;
  inProcess?: boolean;
  url?: string;
  json?: boolean;
  write?: string;
  nodes?: string;
  databaseUrl?: string;
  redisUrl?: string;
  cpuProf?: string;
  placement?: string;
}

export function registerBenchServer(program: Command): void {
  program
    .command('bench-server')
    .description('Load-test the game server: N concurrent matches of random bots over WebSockets on loopback')
    .option('--game <id>', 'game to play, or "all"', 'too-many-cooks')
    .option('--players <n>', 'seats per match (default: the game minimum)')
    .option('--matches <n>', 'concurrent matches', '500')
    .option('--seconds <s>', 'measured seconds per game', '10')
    .option('--rate <n>', 'offered moves/s across all matches (0 = as fast as possible)', '2000')
    .option('--in-process', 'run the server in this process (default: a child `potluck serve`)')
    .option('--url <url>', 'bench a server already running at this URL (e.g. http://127.0.0.1:3000)')
    .option('--json', 'print JSON')
    .option('--write <file>', 'write the figures into a Markdown file (between server-bench markers)')
    .option(
      '--nodes <list>',
      'scale-out: run once per node count, e.g. 1,2 (PostgreSQL; Redis for more than one node; cluster-bench markers)',
    )
    .option(
      '--database-url <url>',
      'PostgreSQL for --nodes (default $DATABASE_URL; a throw-away schema is used)',
    )
    .option('--redis-url <url>', 'Redis for --nodes above 1 (default $REDIS_URL)')
    .option(
      '--placement <how>',
      'with --nodes: spread (each seat of a match on another node, the default) or together (a match on one node)',
      'spread',
    )
    .option(
      '--cpu-prof <dir>',
      'profile the server child (node --cpu-prof into <dir>) and print where its CPU went while measuring',
    )
    .action(async (flags: Flags) => {
      const { formatCluster, formatLoad, runLoad, SPLIT_NOTE } = await import(
        '../../../server/bench/load.ts'
      );
      const { formatBreakdown } = await import('../../../server/bench/profile.ts');
      const nodeCounts = flags.nodes ? flags.nodes.split(',').map((n) => Number(n)) : [1];
      const databaseUrl = flags.nodes ? (flags.databaseUrl ?? process.env.DATABASE_URL) : flags.databaseUrl;
      const redisUrl = flags.redisUrl ?? process.env.REDIS_URL;
      if (flags.nodes && !databaseUrl)
        throw new Error('--nodes needs PostgreSQL: --database-url or $DATABASE_URL');
      // the games a default server serves (a hidden one, such as the example game, is not load-tested)
      const served = servedGames(GAMES);
      const ids = flags.game === 'all' ? served.map((g) => g.id) : [flags.game];
      const script = process.argv[1];
      const serverCommand = flags.inProcess || !script ? undefined : [process.execPath, script, 'serve'];
      const rows: LoadResult[] = [];
      const load = loadavg()[0];
      for (const id of ids) {
        const game = served.find((g) => g.id === id);
        if (!game)
          throw new Error(`unknown or hidden game ${id} (served: ${served.map((g) => g.id).join(', ')})`);
        for (const nodes of nodeCounts)
          rows.push(
            await runLoad({
              nodes,
              databaseUrl,
              redisUrl,
              games: GAMES,
              game: id,
              players: flags.players ? Number(flags.players) : game.minPlayers,
              matches: Number(flags.matches),
              seconds: Number(flags.seconds),
              rate: Number(flags.rate),
              serverCommand,
              url: flags.url,
              cpuProfDir: flags.cpuProf,
              placement: flags.placement === 'together' ? 'together' : 'spread',
              log: (l) => process.stderr.write(`${l}\n`),
            }),
          );
      }
      const format = flags.nodes ? formatCluster : formatLoad;
      process.stdout.write(flags.json ? `${JSON.stringify(rows, null, 2)}\n` : `${format(rows)}\n`);
      for (const r of rows)
        if (r.profile && !flags.json)
          process.stdout.write(`\n${r.game}, ${r.nodes} node(s): ${formatBreakdown(r.profile, r.moves)}\n`);
      if (flags.write && flags.nodes) {
        const command = `npx potluck bench-server ${process.argv.slice(3).join(' ')}`.trim();
        const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
        writeSection(
          flags.write,
          'cluster-bench',
          [
            `Scale-out, measured ${new Date().toISOString().slice(0, 10)} on ${machine}: each node a child \`potluck serve\` on one PostgreSQL (a throw-away schema); with two nodes also Redis, and the seats of every match connected to different nodes (so every move is stored by one node and fanned out by the other through a Redis notice that carries the log entry). Clients in another process on loopback; 1-minute load average ${load.toFixed(1)} when it started${load > cpus().length ? ' (the machine was busy with other work: the figures are pessimistic)' : ''}. All nodes, PostgreSQL, Redis and the clients share this one machine, so two nodes here show the cost of coordination, not the gain of a second machine (see [deploy.md](deploy.md)):`,
            '',
            '```sh',
            command,
            '```',
            '',
            formatCluster(rows),
            '',
            `Moves/s: acknowledged moves per second across all matches. Latency: a client sending a move until its \`ack\` (validated, stored in PostgreSQL, updates sent to that node's connections). Stale retries: moves refused with \`STALE_VERSION\` during the measured window (the client had not yet seen the previous move; it moves again on the new version): in 料理厨王 every seat chooses its recipe at the start of each round, on the same version, so in a closed loop one of the two choices arrives second and is refused. Server CPU/move: CPU time of all nodes together per acknowledged move. ${SPLIT_NOTE}`,
          ].join('\n'),
        );
      } else if (flags.write) {
        const command = `npx potluck bench-server ${process.argv.slice(3).join(' ')}`.trim();
        const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
        writeSection(
          flags.write,
          'server-bench',
          [
            `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; server (SQLite, WAL) in ${rows[0]?.serverMode ?? 'a child process'}, clients in another process on loopback; 1-minute load average ${load.toFixed(1)} when it started${load > cpus().length ? ' (the machine was busy with other work: latencies and moves/s are pessimistic; server CPU per move is the load-independent figure)' : ''}:`,
            '',
            '```sh',
            command,
            '```',
            '',
            formatLoad(rows),
            '',
            `Moves/s: acknowledged moves per second across all matches. Latency: a client sending a move until its \`ack\` (the move was validated, stored and every viewer's update sent). Update: bytes of one \`update\` message as received by one connection (events + frame patch). Server CPU/move: the server process's CPU time (user + system) per acknowledged move, everything included (validation, storage, one update per viewer, socket writes); one core sustains about 1,000,000 / that many moves/s. Memory: server heap growth per match while all matches are live (approximate). ${SPLIT_NOTE}`,
          ].join('\n'),
        );
      }
      process.exit(0);
    });
}
