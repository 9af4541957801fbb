/**
 * A link preview (og:image) for every page, as the main social and messaging apps show it: a
 * 1200 x 630 raster file. A page shown by a photo previews that photo, cropped; a page shown by
 * an illustration gets a card with the illustration, its title and the merchant's name. The
 * contact page, which has no picture of its own, uses the home page's hero.
 */
import { sha256 } from '../images/cache.ts';
import { createQueue } from '../images/encode.ts';
import { LINK_PREVIEW } from '../../contract/image-slots.ts';
import type { PageInfo } from '../links/pages.ts';
import { isPhoto, type ImageRef, type ImageStore } from './images.ts';
import type { ResolvedImage } from '../../contract/page-data.ts';
import type { OutputFile } from './write.ts';

function pictureOf(page: PageInfo | undefined): ImageRef | undefined {
  const data = page?.file.data as { image?: ImageRef; hero?: { image?: ImageRef } } | undefined;
  return data?.image ?? data?.hero?.image;
}

/** '/timber/plywood' -> 'timber/plywood'; the home page is 'home'. */
function nameOf(address: string): string {
  return address === '/' ? 'home' : address.replace(/^\/|\/$/g, '');
}

export async function linkPreviews(
  pages: readonly PageInfo[],
  images: ImageStore,
  siteName: string,
): Promise<{ previews: Map<string, ResolvedImage>; files: OutputFile[] }> {
  const home = pages.find((page) => page.kind === 'home');
  const files = new Map<string, OutputFile>();
  const previews = new Map<string, ResolvedImage>();
  const previewOf = async (page: PageInfo): Promise<void> => {
    const picture = pictureOf(page) ?? pictureOf(home);
    const source = picture && (await images.source(picture.src));
    if (!picture || !source) return;
    const photo = isPhoto(picture.src);
    const bytes = photo
      ? await images.photos.linkPreview(source)
      : await images.photos.ogCard({ illustration: source, title: page.title, siteName });
    const stem = photo ? picture.src.slice(0, picture.src.lastIndexOf('.')) : `previews/${nameOf(page.address)}`;
    const url = `/images/${stem}.${sha256(bytes).slice(0, 8)}.preview.jpg`;
    files.set(url, { path: `public${url}`, content: bytes });
    const alt = photo ? picture.alt : `${page.title} at ${siteName}. ${picture.alt}`;
    previews.set(page.address, { src: url, alt, ...LINK_PREVIEW });
  };
  // A few pages at a time, so no more than a few originals are in memory at once.
  const queued = createQueue(4);
  await Promise.all(pages.map((page) => queued(() => previewOf(page))));
  return { previews, files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1)) };
}
