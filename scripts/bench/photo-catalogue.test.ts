import { expect, test } from 'vitest';
import { withImageSrc } from './photo-catalogue.ts';

test("points image.src at the photo and leaves every other line as it was", () => {
  const yaml = ['title: Plywood', 'image:', '  src: timber/plywood.svg', '  alt: A stack of plywood sheets.', 'features:', '  - src: not this one', ''].join('\n');
  expect(withImageSrc(yaml, 'photos/timber-plywood.jpg')).toBe(yaml.replace('timber/plywood.svg', 'photos/timber-plywood.jpg'));
});

test('finds src below other keys of the image, and answers null for a page without one', () => {
  const yaml = 'image:\n  alt: Boards.\n  src: timber/boards.svg\nrelated: []\n';
  expect(withImageSrc(yaml, 'photos/b.jpg')).toBe('image:\n  alt: Boards.\n  src: photos/b.jpg\nrelated: []\n');
  expect(withImageSrc('title: Delivery\nfeatures: []\n', 'photos/x.jpg')).toBeNull();
});
