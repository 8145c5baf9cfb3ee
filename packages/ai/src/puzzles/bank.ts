// Written by `potluck puzzles bank` (and after `potluck puzzles mine`) from packages/games/<id>/puzzles/*.json:
// do not edit by hand.
import cuisineALaCard1 from '../../../games/cuisine-a-la-card/puzzles/1.json' with { type: 'json' };
import cuisineALaCard2 from '../../../games/cuisine-a-la-card/puzzles/2.json' with { type: 'json' };
import cuisineALaCard3 from '../../../games/cuisine-a-la-card/puzzles/3.json' with { type: 'json' };
import cuisineALaCard4 from '../../../games/cuisine-a-la-card/puzzles/4.json' with { type: 'json' };
import cuisineALaCard5 from '../../../games/cuisine-a-la-card/puzzles/5.json' with { type: 'json' };
import cuisineALaCard6 from '../../../games/cuisine-a-la-card/puzzles/6.json' with { type: 'json' };
import cuisineALaCard7 from '../../../games/cuisine-a-la-card/puzzles/7.json' with { type: 'json' };
import cuisineALaCard8 from '../../../games/cuisine-a-la-card/puzzles/8.json' with { type: 'json' };
import tooManyCooks1 from '../../../games/too-many-cooks/puzzles/1.json' with { type: 'json' };
import tooManyCooks2 from '../../../games/too-many-cooks/puzzles/2.json' with { type: 'json' };
import tooManyCooks3 from '../../../games/too-many-cooks/puzzles/3.json' with { type: 'json' };
import tooManyCooks4 from '../../../games/too-many-cooks/puzzles/4.json' with { type: 'json' };
import tooManyCooks5 from '../../../games/too-many-cooks/puzzles/5.json' with { type: 'json' };
import tooManyCooks6 from '../../../games/too-many-cooks/puzzles/6.json' with { type: 'json' };
import tooManyCooks7 from '../../../games/too-many-cooks/puzzles/7.json' with { type: 'json' };
import tooManyCooks8 from '../../../games/too-many-cooks/puzzles/8.json' with { type: 'json' };
import wasabi1 from '../../../games/wasabi/puzzles/1.json' with { type: 'json' };
import wasabi2 from '../../../games/wasabi/puzzles/2.json' with { type: 'json' };
import wasabi3 from '../../../games/wasabi/puzzles/3.json' with { type: 'json' };
import wasabi4 from '../../../games/wasabi/puzzles/4.json' with { type: 'json' };
import wasabi5 from '../../../games/wasabi/puzzles/5.json' with { type: 'json' };
import wasabi6 from '../../../games/wasabi/puzzles/6.json' with { type: 'json' };
import wasabi7 from '../../../games/wasabi/puzzles/7.json' with { type: 'json' };
import wasabi8 from '../../../games/wasabi/puzzles/8.json' with { type: 'json' };
import type { PuzzleFile } from './puzzle.ts';

/** Every stored puzzle per game, by id (its file name without .json), in id order. */
export const PUZZLE_BANK: Readonly<Record<string, readonly { id: string; file: PuzzleFile }[]>> = {
  'cuisine-a-la-card': [
    { id: '1', file: cuisineALaCard1 as unknown as PuzzleFile },
    { id: '2', file: cuisineALaCard2 as unknown as PuzzleFile },
    { id: '3', file: cuisineALaCard3 as unknown as PuzzleFile },
    { id: '4', file: cuisineALaCard4 as unknown as PuzzleFile },
    { id: '5', file: cuisineALaCard5 as unknown as PuzzleFile },
    { id: '6', file: cuisineALaCard6 as unknown as PuzzleFile },
    { id: '7', file: cuisineALaCard7 as unknown as PuzzleFile },
    { id: '8', file: cuisineALaCard8 as unknown as PuzzleFile },
  ],
  'too-many-cooks': [
    { id: '1', file: tooManyCooks1 as unknown as PuzzleFile },
    { id: '2', file: tooManyCooks2 as unknown as PuzzleFile },
    { id: '3', file: tooManyCooks3 as unknown as PuzzleFile },
    { id: '4', file: tooManyCooks4 as unknown as PuzzleFile },
    { id: '5', file: tooManyCooks5 as unknown as PuzzleFile },
    { id: '6', file: tooManyCooks6 as unknown as PuzzleFile },
    { id: '7', file: tooManyCooks7 as unknown as PuzzleFile },
    { id: '8', file: tooManyCooks8 as unknown as PuzzleFile },
  ],
  wasabi: [
    { id: '1', file: wasabi1 as unknown as PuzzleFile },
    { id: '2', file: wasabi2 as unknown as PuzzleFile },
    { id: '3', file: wasabi3 as unknown as PuzzleFile },
    { id: '4', file: wasabi4 as unknown as PuzzleFile },
    { id: '5', file: wasabi5 as unknown as PuzzleFile },
    { id: '6', file: wasabi6 as unknown as PuzzleFile },
    { id: '7', file: wasabi7 as unknown as PuzzleFile },
    { id: '8', file: wasabi8 as unknown as PuzzleFile },
  ],
};
