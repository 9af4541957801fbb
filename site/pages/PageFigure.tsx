import type { ResolvedImage } from '../page-types.ts';
import { Picture } from '../components/Picture/Picture.tsx';
import * as styles from './Page.css.ts';

/** The large picture beside a listing's or a detail page's title: part of the first view, so fetched first. */
export function PageFigure({ image }: { image: ResolvedImage }) {
  return (
    <figure className={styles.figure}>
      <Picture image={image} slot="figure" priority className={styles.figureImage} />
    </figure>
  );
}
