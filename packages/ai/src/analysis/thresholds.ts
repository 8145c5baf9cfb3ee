/**
 * How a decision is judged: by the winning chance it gave up (the best move's estimated chance minus the played
 * move's, both from the seat's own view at that moment). Thresholds per game, from the game's heuristics
 * (docs/games/<id>.md, "Analysis"):
 * below `inaccuracy` a move is good; from `blunder` on it is a blunder. They sit above the search's noise at the
 * default budget (docs/ai.md, "Post-game analysis"), so a good move is never flagged for a wobble of the estimate.
 */
import type { AnalysisThresholds, Localized } from '@potluck/engine';
import { optionalHeuristics } from '../games/index.ts';

export type Thresholds = AnalysisThresholds;

/**
 * For a game whose heuristics give no `analysis.thresholds` (or that has no heuristics): 5, 10 and 20 points, above
 * the search's noise at the default budget for 料理厨王 and Wasabi! (docs/ai.md, "Post-game analysis").
 */
export const DEFAULT_THRESHOLDS: Thresholds = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

/** The game's thresholds: its heuristics' `analysis.thresholds` (its `/ai` entry), else DEFAULT_THRESHOLDS. */
export function thresholdsFor(gameId: string): Thresholds {
  return optionalHeuristics(gameId)?.analysis?.thresholds ?? DEFAULT_THRESHOLDS;
}

/**
 * `forced`: one legal move; `only`: the game's candidates leave the played move as the only sensible one (no
 * search); the others grade a searched decision by its loss.
 */
export const VERDICTS = ['forced', 'only', 'best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Verdict = (typeof VERDICTS)[number];

export function verdictOf(loss: number, t: Thresholds, isBest: boolean): Verdict {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  if (loss >= t.inaccuracy) return 'inaccuracy';
  return isBest ? 'best' : 'good';
}

export const VERDICT_NAMES: Readonly<Record<Verdict, Localized>> = {
  forced: { en: 'forced', 'zh-Hans': '唯一着法', 'zh-Hant': '唯一著法' },
  only: { en: 'only sensible move', 'zh-Hans': '唯一合理着法', 'zh-Hant': '唯一合理著法' },
  best: { en: 'best', 'zh-Hans': '最佳', 'zh-Hant': '最佳' },
  good: { en: 'good', 'zh-Hans': '好棋', 'zh-Hant': '好棋' },
  inaccuracy: { en: 'inaccuracy', 'zh-Hans': '不精确', 'zh-Hant': '不精確' },
  mistake: { en: 'mistake', 'zh-Hans': '失误', 'zh-Hant': '失誤' },
  blunder: { en: 'blunder', 'zh-Hans': '严重失误', 'zh-Hant': '嚴重失誤' },
};

/**
 * Accuracy of one decision in percent from the winning chance it lost, with lichess's curve
 * (103.1668·e^(−0.04354·loss in points) − 3.1669, clamped to 0–100): 100 for no loss, about 83 for 5 points,
 * 62 for 10, 39 for 20, 14 for 40.
 */
export function moveAccuracy(loss: number): number {
  const a = 103.1668 * Math.exp(-0.04354 * Math.max(0, loss) * 100) - 3.1669;
  return Math.min(100, Math.max(0, a));
}
