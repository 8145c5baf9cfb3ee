/**
 * Seats whose scores are tied, in groups of two or more (highest score first, seats in order): where the
 * tie-break decided between them, the dialog says so.
 */
export function tiedGroups(scores: readonly number[]): { score: number; seats: number[] }[] {
  const by = new Map<number, number[]>();
  scores.forEach((s, seat) => {
    by.set(s, [...(by.get(s) ?? []), seat]);
  });
  return [...by.entries()]
    .filter(([, seats]) => seats.length > 1)
    .sort((a, b) => b[0] - a[0])
    .map(([score, seats]) => ({ score, seats }));
}

/**
 * The tied groups where the tie-break told the seats apart (e.g. Wasabi!'s cubes, 卡片厨房's cards eaten): the
 * ones the end dialog explains.
 */
export function brokenTies(
  scores: readonly number[],
  tieBreak: (seat: number) => number,
): { score: number; seats: number[] }[] {
  return tiedGroups(scores).filter((g) => new Set(g.seats.map(tieBreak)).size > 1);
}
