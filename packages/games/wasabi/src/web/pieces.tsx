/**
 * The moving pieces of the Wasabi! table (issue 16 item 2): tiles that share a `layoutId` with wherever they were
 * before (my hand, a seat's face-down tiles, another square, the air above a Chop!ped square), so each travels to
 * where the new frame puts it; the Wasabi! card dropping onto its block; the utensil's stamp on the squares it
 * changed. Timing comes from the kit's `useMoveTransition`: with reduced motion everything is in place at once.
 */
import type { Locale } from '@potluck/engine';
import { AnimatePresence, motion, type Transition, useMotionPrefs } from '@potluck/web-kit';
import type { CSSProperties, ReactNode } from 'react';
import { TileArt, UtensilIcon, WasabiCover } from './art.tsx';

/** Exit of a tile: one that left the table (Chop! to the pantry) is lifted off; one that moved just hands over. */
const tileVariants = (id: string) => ({
  leave: (gone: ReadonlySet<string> | undefined) =>
    gone?.has(id) ? { opacity: 0, y: -28, scale: 1.15 } : { opacity: 0 },
});

/**
 * One physical tile (−1: face down). Mount it inside an `AnimatePresence` whose `custom` is the gone ids. `place`
 * names where it lies (`hand`, `seat`, `sq12`, `air`…): the tile travels when it mounts in a new place with the id
 * of one that left another, and stays put when the page merely reflows around it (motion's layout dependency).
 */
export function MovingTile({
  id,
  place,
  ingredient,
  lang,
  transition,
  className,
}: {
  id: string;
  place: string;
  ingredient: number;
  lang: Locale;
  transition: Transition;
  className?: string;
}) {
  return (
    <motion.span
      className={`wsb-tile${className ? ` ${className}` : ''}`}
      layoutId={`wsb-tile-${id}`}
      layoutDependency={place}
      initial={{ opacity: 0, scale: 1.3 }}
      animate={{ opacity: 1, scale: 1 }}
      exit="leave"
      variants={tileVariants(id)}
      transition={transition}
      data-tile={id}
    >
      <TileArt ingredient={ingredient} lang={lang} />
    </motion.span>
  );
}

/**
 * What a square shows: its top tile, the tile under it peeking out (a stack), and the Chop!ped tile lifted above
 * the square it came from.
 */
export function SquareTiles({
  sq,
  ids,
  stack,
  air,
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
  gone: ReadonlySet<string>;
  lang: Locale;
  transition: Transition;
  children?: ReactNode;
}) {
  const n = stack.length;
  return (
    <>
      <AnimatePresence initial={false} custom={gone}>
        {n > 1 && (
          <MovingTile
            key={ids[n - 2]}
            id={ids[n - 2]}
            place={`sq${sq}-under`}
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
      </AnimatePresence>
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
  return (
    <motion.div
      className="wsb-cover"
      style={style}
      aria-hidden="true"
      initial={{ opacity: 0, scale: 1.35, y: -24 }}
      animate={{ opacity: 1, scale: 1, y: 0 }}
      exit={{ opacity: 0, scale: 1.2, y: -24 }}
      transition={transition}
      data-testid="wsb-cover"
    >
      <WasabiCover />
    </motion.div>
  );
}
