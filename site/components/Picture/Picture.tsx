import type { ResolvedImage } from '../../page-types.ts';
import { DISPLAY_SLOTS, type SlotName } from '../../../contract/image-slots.ts';

interface PictureProps {
  image: ResolvedImage;
  /** Where the picture is shown: decides `sizes`, the width the browser picks a file for. */
  slot: SlotName;
  /** Only for the page's largest picture in the first view: fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture as plain HTML, no script: a photo offers AVIF, then WebP, at every published width
 * and falls back to its JPEG; a drawing (SVG) is a single <img>. Width and height are always
 * set, so the page does not shift as pictures arrive.
 */
export function Picture({ image, slot, priority = false, className }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
  const { variants } = image;
  if (!variants) return img;
  const srcSet = (extension: string) => variants.widths.map((width) => `${variants.stem}.${width}.${extension} ${width}w`).join(', ');
  const sizes = DISPLAY_SLOTS[slot].sizes;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
