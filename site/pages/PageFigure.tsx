import type { ResolvedImage } from '../page-types.ts';
import * as styles from './Page.css.ts';

/** The large picture beside a listing's or a detail page's title: part of the first view, so fetched first. */
export function PageFigure({ image }: { image: ResolvedImage }) {
  return (
    <figure className={styles.figure}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className={styles.figureImage}
      />
    </figure>
  );
}
