import type { Locale } from '@potluck/engine';
import type { RulesFigure as Figure } from '@potluck/web-kit';

/**
 * One picture of a rules page: the game's own art, read by assistive technology as a single image named by its
 * alt text (the cards' and tiles' words inside are hidden: the alt says them), with a visible caption.
 */
export function RulesFigure({ figure, lang }: { figure: Figure; lang: Locale }) {
  const { Art } = figure;
  return (
    <figure className="rules-figure" data-testid={`rules-figure-${figure.id}`}>
      <div className="rules-figure-art" role="img" aria-label={figure.alt[lang]}>
        <Art lang={lang} />
      </div>
      <figcaption>{figure.caption[lang]}</figcaption>
    </figure>
  );
}
