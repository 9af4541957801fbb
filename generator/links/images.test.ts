import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../images/test-photos.ts';
import { sourceFile } from '../load/test-helpers.ts';
import type { Diagnostic } from '../model.ts';
import { checkImages, listImages } from './images.ts';

let catalogueDir = '';
beforeAll(() => {
  catalogueDir = mkdtempSync(path.join(tmpdir(), 'picture-checks-'));
  mkdirSync(path.join(catalogueDir, 'images', 'timber'), { recursive: true });
});
afterAll(() => rmSync(catalogueDir, { recursive: true, force: true }));

/** Checks plywood.yaml showing `src` as its page figure, with the picture's bytes put in place first. */
function checkFigure(src: string, bytes: Uint8Array): Diagnostic[] {
  writeFileSync(path.join(catalogueDir, 'images', src), bytes);
  try {
    const file = sourceFile('timber/plywood.yaml', `title: Plywood\nimage:\n  src: ${src}\n  alt: Plywood sheets\n`);
    return checkImages([{ file, src, path: ['image', 'src'] }], catalogueDir, listImages(catalogueDir));
  } finally {
    rmSync(path.join(catalogueDir, 'images', src));
  }
}

const brief = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.span?.start.line}:${d.span?.start.column} ${d.severity} ${d.code}`);

describe('picture checks at image.src', () => {
  it('passes a large, well-named photo', async () => {
    expect(checkFigure('timber/plywood.jpg', await makePhoto({ width: 1000, height: 750 }))).toEqual([]);
  });

  it('warns about a photo smaller than the page figure and gives the size needed', async () => {
    const diagnostics = checkFigure('timber/plywood.jpg', await makePhoto({ width: 640, height: 480 }));
    expect(brief(diagnostics)).toEqual(['3:8 warning image/too-small']);
    expect(diagnostics[0]?.message).toBe(
      "The photo 'timber/plywood.jpg' is 640 × 480 pixels, but the page shows it up to 959 pixels wide in a 4:3 frame, so it would be stretched and look blurred.",
    );
    expect(diagnostics[0]?.hint).toContain('at least 959 × 720 pixels');
  });

  it('measures a phone portrait as shown, upright, not as stored on its side', async () => {
    // Stored 1000 x 750 with orientation 6: shown 750 x 1000, narrower than the figure's 959.
    const diagnostics = checkFigure('timber/plywood.jpg', await makePhoto({ width: 1000, height: 750, orientation: 6 }));
    expect(brief(diagnostics)).toEqual(['3:8 warning image/too-small']);
    expect(diagnostics[0]?.message).toContain('is 750 × 1000 pixels');
  });

  it('names the real type and the rename for a PNG saved as .jpg', async () => {
    const diagnostics = checkFigure('timber/plywood.jpg', await makePhoto({ width: 1000, height: 750, format: 'png' }));
    expect(brief(diagnostics)).toEqual(['3:8 error image/wrong-type']);
    expect(diagnostics[0]?.hint).toMatch(/^This is a PNG picture: rename it to plywood\.png/);
  });

  it('says an empty or cut-short file is so', async () => {
    expect(brief(checkFigure('timber/plywood.jpg', new Uint8Array()))).toEqual(['3:8 error image/empty']);
    const whole = await makePhoto({ width: 1000, height: 750 });
    const cut = checkFigure('timber/plywood.jpg', whole.subarray(0, whole.length / 2));
    expect(brief(cut)).toEqual(['3:8 error image/truncated']);
    expect(cut[0]?.message).toContain('stops before its end');
  });

  it('gives a camera-named photo the name to use', async () => {
    const diagnostics = checkFigure('timber/IMG_1234.JPG', await makePhoto({ width: 1000, height: 750 }));
    expect(brief(diagnostics)).toEqual(['3:8 warning image/camera-name']);
    expect(diagnostics[0]?.hint).toContain("'timber/plywood.jpg'");
  });

  it('refuses an original over 50 megapixels, read from its header alone', () => {
    // A JPEG start-of-frame header for 9000 x 6000 pixels, then the end marker: no pixels need decoding.
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x17, 0x70, 0x23, 0x28, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    const diagnostics = checkFigure('timber/plywood.jpg', Buffer.concat([header, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]));
    expect(brief(diagnostics)).toEqual(['3:8 error image/too-large']);
    expect(diagnostics[0]?.message).toContain('9000 × 6000 pixels (54 megapixels)');
  });
});
