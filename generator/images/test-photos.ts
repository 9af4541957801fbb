/** Photos made at test time, as a phone would save them: noisy pixels, EXIF, sometimes turned. */
import sharp from 'sharp';

export const CAMERA_SERIAL = 'KD-SERIAL-20931';
export const CAMERA_MODEL = 'Yardphone 12 Pro';

interface PhotoOptions {
  width: number;
  height: number;
  /** EXIF orientation: 6 is a phone held upright, stored on its side. */
  orientation?: number;
  /** Where the photo was taken, as a phone records it (Cullompton). */
  gps?: boolean;
  format?: 'jpeg' | 'png' | 'webp';
  quality?: number;
  /** Turns the ground colour round the colour wheel, so photos made in a row differ. */
  hue?: number;
}

export async function makePhoto({ width, height, orientation, gps, format = 'jpeg', quality = 92, hue = 0 }: PhotoOptions): Promise<Buffer> {
  let image = sharp({
    create: { width, height, channels: 3, background: '#8a6a45', noise: { type: 'gaussian', mean: 120, sigma: 18 } },
  });
  if (hue) image = sharp(await image.raw().toBuffer(), { raw: { width, height, channels: 3 } }).modulate({ hue });
  if (orientation) image = image.withMetadata({ orientation });
  image = image.withExif({
    IFD0: { Make: 'Yardphone', Model: CAMERA_MODEL, Software: 'Camera 4.2' },
    IFD1: {},
    IFD2: { BodySerialNumber: CAMERA_SERIAL, DateTimeOriginal: '2026:11:20 09:41:00' },
    ...(gps
      ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 51/1 24/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 23/1 36/1' } }
      : {}),
  });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  return image.jpeg({ quality }).toBuffer();
}
