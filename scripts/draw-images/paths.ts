import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the illustrations are committed; the catalogue's `image.src` is relative to it. */
export const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '../../catalogue/images');
