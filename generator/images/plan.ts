/**
 * Which sizes of a photo to publish. From the slots it is shown in: widths up to twice the widest
 * (sharp on high-resolution screens), never wider than the original (enlarging adds bytes, not
 * detail). AVIF and WebP at every width for the browser to choose from; one JPEG at the widest
 * drawn size for the rare browser that reads neither.
 */
import { largestCssWidth, type SlotName } from '../../contract/image-slots.ts';

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

/** Steps between the narrowest phone card and a desktop figure on a high-resolution screen. */
export const WIDTH_STEPS: readonly number[] = [320, 480, 640, 800, 1024, 1280, 1600, 1920];

/** A step this close below the cap adds a file the browser would hardly ever pick. */
const NEAR_CAP = 0.9;

export interface VariantPlan {
  /** Widths for AVIF and WebP, ascending. */
  widths: number[];
  /** The width of the single JPEG fallback. */
  fallbackWidth: number;
}

export interface SourceSize {
  width: number;
  height: number;
}

export function planVariants(source: SourceSize, slots: Iterable<SlotName>): VariantPlan {
  const widest = largestCssWidth(slots);
  const cap = Math.min(source.width, Math.ceil(widest * 2));
  const widths = WIDTH_STEPS.filter((width) => width < cap * NEAR_CAP);
  widths.push(cap);
  return { widths, fallbackWidth: Math.min(source.width, Math.ceil(widest)) };
}

/** The height a width gives with the source's aspect ratio kept. */
export function scaledHeight(source: SourceSize, width: number): number {
  return Math.max(1, Math.round((source.height * width) / source.width));
}

