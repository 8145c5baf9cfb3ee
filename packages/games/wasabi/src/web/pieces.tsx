/**
 * The moving pieces of the Wasabi! table (issue 16 item 2): tiles that share a `layoutId` with wherever they were
 * before (my hand, a seat's face-down tiles, another square, the air above a Chop!ped square), so each travels to
 * where the new frame puts it; the Wasabi! card dropping onto its block; the utensil's stamp on the squares it
 * changed. Timing comes from the kit's `useMoveTransition`: with reduced motion everything is in place at once.
 */
import type { Locale } from '@potluck/engine';
import { motion, type Transition, useMotionPrefs } from '@potluck/web-kit';
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { TileArt, UtensilIcon, WasabiCover } from './art.tsx';

/**
 * Whether a tile that appears now lands (drops and fades in): not the tiles of the screen's first render, which
 * are simply there. Before, every tile of a table opened mid-game landed at once, and was drawn invisible (its
 * `initial` opacity 0) until the motion engine, loaded after the table's first paint, played the landing: an empty
 * board for 0.5–2 s at a phone's speed. A ref, read when a tile mounts (all `initial` is used for), so the screen's
 * first commit does not render every tile a second time.
 */
const TilesLand = createContext<{ readonly current: boolean }>({ current: true });

/** Around the screen: tiles land from its second render on. */
export function TileLanding({ children }: { children: ReactNode }) {
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  return <TilesLand.Provider value={drawn}>{children}</TilesLand.Provider>;
}

/**
 * How a tile that left a place is still drawn there for one frame (see tile-ids.ts): `hide` (it travels on as its
 * twin elsewhere) or `lift` (it left the table, back to the pantry: lifted off and faded).
 */
export type Departed = 'hide' | 'lift';

/**
 * One physical tile (−1: face down). `place` names where it lies (`hand`, `seat`, `sq12`, `air`…): the tile
 * travels when it appears in a new place with the id of one that left another, and stays put when the page merely
 * reflows around it (motion's layout dependency changes only with the place).
 */
export function MovingTile({
  id,
  place,
  ingredient,
  lang,
  transition,
  className,
  departed,
}: {
  id: string;
  place: string;
  ingredient: number;
  lang: Locale;
  transition: Transition;
  className?: string;
  departed?: Departed;
}) {
  const cls = ['wsb-tile', className, departed ? `departed ${departed}` : ''].filter(Boolean).join(' ');
  // with reduced motion no shared layout at all: motion would draw the tile where it was for one frame
  const { reduced } = useMotionPrefs();
  const lands = useContext(TilesLand).current;
  return (
    <motion.span
      className={cls}
      layoutId={reduced ? undefined : `wsb-tile-${id}`}
      layoutDependency={departed ? 'departed' : place}
      // the tile it takes over from is hidden at once (drawn hidden), so no crossfade: a half-faded twin could stay
      layoutCrossfade={false}
      initial={reduced || !lands ? false : { opacity: 0, scale: 1.3 }}
      animate={departed === 'lift' ? { opacity: 0, y: -28, scale: 1.15 } : { opacity: 1, scale: 1, y: 0 }}
      transition={transition}
      aria-hidden={departed ? 'true' : undefined}
      data-tile={id}
      data-departed={departed}
    >
      <TileArt ingredient={ingredient} lang={lang} />
    </motion.span>
  );
}

/**
 * What a square shows: its top tile, the tile under it peeking out (a stack), the Chop!ped tile lifted above the
 * square it came from, and for one frame the tiles that just left it.
 */
export function SquareTiles({
  sq,
  ids,
  stack,
  air,
  left,
  ings,
  gone,
  lang,
  transition,
  children,
}: {
  sq: number;
  /** This square's tile ids, bottom first. */
  ids: readonly string[];
  /** Its tiles (ingredient indices), bottom first. */
  stack: readonly number[];
  /** The Chop!ped tile in the air above this square. */
  air: { id: string; ingredient: number } | null;
  /** The ids that just left this square or the air above it. */
  left: readonly string[];
  ings: ReadonlyMap<string, number>;
  gone: ReadonlySet<string>;
  lang: Locale;
  transition: Transition;
  children?: ReactNode;
}) {
  const n = stack.length;
  return (
    <>
      {left.map((id) => (
        <MovingTile
          key={id}
          id={id}
          place="departed"
          ingredient={ings.get(id) ?? -1}
          lang={lang}
          transition={transition}
          departed={gone.has(id) ? 'lift' : 'hide'}
        />
      ))}
      {n > 1 && (
        <MovingTile
          key={ids[n - 2]}
          id={ids[n - 2]}
          place={`sq${sq}`}
          ingredient={stack[n - 2]}
          lang={lang}
          transition={transition}
          className="under"
        />
      )}
      {n > 0 && (
        <MovingTile
          key={ids[n - 1]}
          id={ids[n - 1]}
          place={`sq${sq}`}
          ingredient={stack[n - 1]}
          lang={lang}
          transition={transition}
        />
      )}
      {air && (
        <MovingTile
          key={air.id}
          id={air.id}
          place="air"
          ingredient={air.ingredient}
          lang={lang}
          transition={transition}
          className="air"
        />
      )}
      {children}
    </>
  );
}

/**
 * The utensil just used, stamped on a square it changed: it appears, holds, and fades. Not shown with reduced
 * motion (the squares' own "changed this turn" marks stay).
 */
export function Stamp({ utensil }: { utensil: string }) {
  const { reduced, durationScale } = useMotionPrefs();
  if (reduced) return null;
  return (
    <motion.span
      className="wsb-stamp"
      aria-hidden="true"
      initial={{ opacity: 0, scale: 0.5 }}
      animate={{ opacity: [0, 1, 1, 0], scale: [0.5, 1.15, 1, 1] }}
      transition={{ duration: 1.6 * durationScale, times: [0, 0.2, 0.75, 1] }}
      data-stamp={utensil}
    >
      <UtensilIcon utensil={utensil} size={28} />
    </motion.span>
  );
}

/** A Wasabi! card over its 2×2 block: it drops onto the board, and lifts off when someone takes it. */
export function Cover({ style, transition }: { style: CSSProperties; transition: Transition }) {
  const { reduced } = useMotionPrefs();
  return (
    <motion.div
      className="wsb-cover"
      style={style}
      aria-hidden="true"
      initial={reduced ? false : { opacity: 0, scale: 1.35, y: -24 }}
      animate={{ opacity: 1, scale: 1, y: 0 }}
      exit={{ opacity: 0, scale: 1.2, y: -24 }}
      transition={transition}
      data-testid="wsb-cover"
    >
      <WasabiCover />
    </motion.div>
  );
}
