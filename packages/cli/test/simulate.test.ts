import { describe, expect, it } from 'vitest';
import { type GameRecord, makeJobs } from '../src/simulate/play.ts';
import { runJobs } from '../src/simulate/pool.ts';
import { htmlReport } from '../src/simulate/report-html.ts';
import { formatReport, meanSd, summarize, wilson } from '../src/simulate/stats.ts';

const record = (index: number, seating: number[], scores: number[], winners: number[]): GameRecord => ({
  index,
  seating,
  scores,
  ranks: scores.map((s) => 1 + scores.filter((t) => t > s).length),
  winners,
  finished: true,
  actions: 10,
  turns: 4,
  thinkMs: seating.map(() => 1),
  maxThinkMs: seating.map((_, seat) => 0.5 + index + seat),
});

describe('simulate', () => {
  it('rotates seats so every bot sits in every seat equally often', () => {
    const jobs = makeJobs({ game: 'g', players: 3, bots: ['a', 'b', 'c'], games: 6, seed: 's', options: {} });
    for (let seat = 0; seat < 3; seat++) {
      const counts = [0, 0, 0];
      for (const j of jobs) counts[j.seating[seat]]++;
      expect(counts).toEqual([2, 2, 2]);
    }
    expect(jobs[1].bots).toEqual(['b', 'c', 'a']);
    expect(new Set(jobs.map((j) => j.seed)).size).toBe(6);
  });

  it('Wilson intervals contain the estimate and shrink with more games', () => {
    const small = wilson(0.6, 20);
    const large = wilson(0.6, 2000);
    expect(small.low).toBeLessThan(0.6);
    expect(small.high).toBeGreaterThan(0.6);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilson(0.5, 400).low).toBeCloseTo(0.451, 2);
    expect(meanSd([1, 2, 3, 4])).toMatchObject({ mean: 2.5, min: 1, max: 4 });
  });

  it('credits wins to bots by seating, splitting shared wins, and measures seat effects', () => {
    const records = [
      record(0, [0, 1], [10, 5], [0]),
      record(1, [1, 0], [7, 7], [0, 1]),
      record(2, [0, 1], [3, 9], [1]),
    ];
    const r = summarize('g', 2, ['x', 'y'], records);
    expect(r.bots[0].wins).toBeCloseTo(1.5);
    expect(r.bots[1].wins).toBeCloseTo(1.5);
    expect(r.bots[0].score.mean).toBeCloseTo((10 + 7 + 3) / 3);
    expect(r.seats[0].winRate.value).toBeCloseTo(1.5 / 3);
    // The slowest decision of a bot is the maximum over every seat it played (x: 0.5, 2.5, 2.5; y: 1.5, 1.5, 3.5).
    expect(r.bots.map((b) => b.slowestDecisionMs)).toEqual([2.5, 3.5]);
    expect(formatReport(r)).toMatch(/seat 1/);
    const html = htmlReport(r, 'potluck simulate …');
    expect(html).toMatch(/<svg/);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('plays real games in this thread and records every one', async () => {
    const jobs = makeJobs({
      game: 'too-many-cooks',
      players: 3,
      bots: ['random'],
      games: 4,
      seed: 'sim',
      options: {},
    });
    const seen: number[] = [];
    const records = await runJobs(jobs, { workers: 0, onRecord: (r) => seen.push(r.index) });
    expect(records).toHaveLength(4);
    expect(seen.sort()).toEqual([0, 1, 2, 3]);
    for (const r of records) {
      expect(r.finished).toBe(true);
      expect(r.winners.length).toBeGreaterThan(0);
    }
  });
});
