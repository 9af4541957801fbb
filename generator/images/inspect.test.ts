import { describe, expect, it } from 'vitest';
import { checkCameraName, checkPictureFile, checkPixelCount, checkResolution, exifOrientation, sniffType, uprightSize } from './inspect.ts';
import { makePhoto } from './test-photos.ts';

function fileFacts(src: string, bytes: Uint8Array) {
  return { src, byteLength: bytes.length, head: bytes.subarray(0, 512), tail: bytes.subarray(Math.max(0, bytes.length - 64)) };
}

describe('sniffType', () => {
  it('recognises each format from its first bytes, whatever the name', async () => {
    expect(sniffType(await makePhoto({ width: 40, height: 30 }))).toBe('jpeg');
    expect(sniffType(await makePhoto({ width: 40, height: 30, format: 'png' }))).toBe('png');
    expect(sniffType(await makePhoto({ width: 40, height: 30, format: 'webp' }))).toBe('webp');
    expect(sniffType(new TextEncoder().encode('\uFEFF <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    expect(sniffType(heic)).toBe('heic');
    expect(sniffType(new TextEncoder().encode('GIF89a....'))).toBe('gif');
    expect(sniffType(new TextEncoder().encode('hello'))).toBeUndefined();
  });
});

describe('checkPictureFile', () => {
  it('passes a whole JPEG named .jpg', async () => {
    expect(checkPictureFile(fileFacts('timber/plywood.jpg', await makePhoto({ width: 64, height: 48 })))).toBeUndefined();
  });

  it('names the real type and the rename when the extension is wrong', async () => {
    const png = await makePhoto({ width: 64, height: 48, format: 'png' });
    const problem = checkPictureFile(fileFacts('timber/plywood.jpg', png));
    expect(problem?.code).toBe('image/wrong-type');
    expect(problem?.args).toMatchObject({ named: 'JPEG', actual: 'PNG' });
    expect(problem?.hint).toContain('This is a PNG picture: rename it to plywood.png');
    expect(problem?.hint).toContain("'timber/plywood.png'");
  });

  it('says an empty file is empty', () => {
    expect(checkPictureFile(fileFacts('timber/plywood.jpg', new Uint8Array()))?.code).toBe('image/empty');
  });

  it('finds a JPEG, PNG or WebP cut short', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const whole = await makePhoto({ width: 200, height: 150, format });
      const cut = whole.subarray(0, Math.floor(whole.length * 0.7));
      const name = `timber/plywood.${format === 'jpeg' ? 'jpg' : format}`;
      expect(checkPictureFile(fileFacts(name, whole))).toBeUndefined();
      expect(checkPictureFile(fileFacts(name, cut))).toMatchObject({ code: 'image/truncated' });
    }
  });

  it('turns away an iPhone HEIC photo with how to get a JPEG', () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), ...new Array(40).fill(0)]);
    const problem = checkPictureFile(fileFacts('timber/plywood.jpg', heic));
    expect(problem).toMatchObject({ code: 'image/unsupported-type', args: { actual: 'HEIC' } });
    expect(problem?.hint).toContain('plywood.jpg');
  });

  it('refuses a file over 40 MB before reading it as a picture', () => {
    const problem = checkPictureFile({ src: 'timber/plywood.jpg', byteLength: 41 * 1024 * 1024, head: new Uint8Array([0xff, 0xd8, 0xff]), tail: new Uint8Array([0xff, 0xd9]) });
    expect(problem).toMatchObject({ code: 'image/too-large', args: { detail: '41.0 MB' } });
  });
});

describe('checkPixelCount', () => {
  it('refuses more than 50 megapixels and gives the size', () => {
    expect(checkPixelCount('a.jpg', { width: 8000, height: 7000 })).toMatchObject({
      code: 'image/too-large',
      args: { detail: '8000 × 7000 pixels (56 megapixels)' },
    });
    expect(checkPixelCount('a.jpg', { width: 8000, height: 6000 })).toBeUndefined();
  });
});

describe('checkCameraName', () => {
  it('gives the name to use instead of the camera’s', () => {
    const problem = checkCameraName('timber/IMG_1234.JPG', 'plywood');
    expect(problem?.code).toBe('image/camera-name');
    expect(problem?.hint).toContain("'timber/plywood.jpg'");
    expect(checkCameraName('timber/PXL_20261120_094100123.jpg', 'plywood')).toBeDefined();
    expect(checkCameraName('timber/20261120_094100.jpg', 'plywood')).toBeDefined();
  });

  it('leaves descriptive names alone', () => {
    expect(checkCameraName('timber/plywood.jpg', 'plywood')).toBeUndefined();
    expect(checkCameraName('timber/marine-plywood-18mm.jpg', 'plywood')).toBeUndefined();
    expect(checkCameraName('home/image-of-yard.jpg', 'home')).toBeUndefined();
  });
});

describe('checkResolution', () => {
  it('warns about a photo narrower than it is shown and gives the pixels needed', () => {
    const problem = checkResolution('timber/plywood.jpg', { width: 640, height: 480 }, 959);
    expect(problem?.code).toBe('image/too-small');
    expect(problem?.args).toMatchObject({ width: 640, height: 480, shownWidth: 959 });
    expect(problem?.hint).toContain('at least 959 × 720 pixels');
  });

  it('warns about a panorama too short for the 4:3 frame', () => {
    expect(checkResolution('a.jpg', { width: 2000, height: 500 }, 959)?.code).toBe('image/too-small');
  });

  it('accepts a photo at least as large as it is shown', () => {
    expect(checkResolution('a.jpg', { width: 4000, height: 3000 }, 959)).toBeUndefined();
    expect(checkResolution('a.jpg', { width: 960, height: 720 }, 959)).toBeUndefined();
  });
});

describe('exifOrientation', () => {
  it('reads the orientation a phone writes, and 1 when there is none', async () => {
    expect(exifOrientation(await makePhoto({ width: 80, height: 60, orientation: 6 }))).toBe(6);
    expect(exifOrientation(await makePhoto({ width: 80, height: 60, orientation: 8 }))).toBe(8);
    expect(exifOrientation(await makePhoto({ width: 80, height: 60 }))).toBe(1);
    expect(exifOrientation(await makePhoto({ width: 80, height: 60, format: 'png' }))).toBe(1);
  });

  it('swaps width and height for a picture stored on its side', () => {
    expect(uprightSize({ width: 4000, height: 3000 }, 6)).toEqual({ width: 3000, height: 4000 });
    expect(uprightSize({ width: 4000, height: 3000 }, 3)).toEqual({ width: 4000, height: 3000 });
  });
});
