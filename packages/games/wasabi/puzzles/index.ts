// Written by `potluck puzzles bank` (and after `potluck puzzles mine`) from the <n>.json beside it:
// do not edit by hand. The game's slice (src/slice.ts) loads it; @potluck/ai checks each file where it loads it.
import p1 from './1.json' with { type: 'json' };
import p2 from './2.json' with { type: 'json' };
import p3 from './3.json' with { type: 'json' };
import p4 from './4.json' with { type: 'json' };
import p5 from './5.json' with { type: 'json' };
import p6 from './6.json' with { type: 'json' };
import p7 from './7.json' with { type: 'json' };
import p8 from './8.json' with { type: 'json' };

/** This game's stored puzzles, by id (the file name without .json), in id order. */
export const puzzles: readonly { id: string; file: unknown }[] = [
  { id: '1', file: p1 },
  { id: '2', file: p2 },
  { id: '3', file: p3 },
  { id: '4', file: p4 },
  { id: '5', file: p5 },
  { id: '6', file: p6 },
  { id: '7', file: p7 },
  { id: '8', file: p8 },
];
