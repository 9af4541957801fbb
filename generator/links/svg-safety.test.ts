import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFile } from '../load/test-helpers.ts';
import { checkImages } from './images.ts';
import { unsafeSvgReason } from './svg-safety.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('unsafeSvgReason', () => {
  it.each([
    ['a script', svg('<script>alert(document.cookie)</script>'), '<script>'],
    ['a namespaced script', svg('<svg:script>alert(1)</svg:script>'), '<script>'],
    ['an event handler on the root', svg('<rect/>', ' onload="alert(1)"'), "'onload='"],
    ['an event handler in upper case', svg('<rect width="1" ONCLICK="x()"/>'), "'ONCLICK='"],
    ['embedded web content', svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>'), '<foreignObject>'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), "'javascript:'"],
    ['a javascript: link spelt with character references', svg('<a xlink:href="&#106;ava&#x09;script:alert(1)"><rect/></a>'), "'javascript:'"],
    ['an animation that sets a javascript: link', svg('<a><animate attributeName="href" values="javascript:alert(1)"/></a>'), "'javascript:'"],
    ['an external picture', svg('<image href="https://tracker.example/pixel.png"/>'), 'another file'],
    ['an external stylesheet', svg('<style>@import "https://evil.example/x.css";</style>'), 'another file'],
    ['an external url() in a style', svg('<rect style="fill: url(https://evil.example/p.svg#g)"/>'), 'another file'],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, '<!ENTITY>'],
  ])('refuses %s', (_, markup, named) => {
    expect(unsafeSvgReason(markup)).toContain(named);
  });

  it.each([
    ['shapes and text', svg('<rect width="10" height="10" fill="#c84"/><text x="1" y="5" font-family="sans-serif">Oak on display</text>')],
    ['references within the drawing', svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/><use xlink:href="#g"/>')],
    ['an embedded raster picture', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')],
    ['words such as "on" and "script" in the text', svg('<text>Screws on offer, see the script below</text>')],
  ])('accepts %s', (_, markup) => {
    expect(unsafeSvgReason(markup)).toBeUndefined();
  });

  it('accepts every drawing the catalogue ships', () => {
    const images = fileURLToPath(new URL('../../catalogue/images/', import.meta.url));
    const drawings = readdirSync(images, { recursive: true }).map(String).filter((name) => name.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(0);
    for (const name of drawings) expect([name, unsafeSvgReason(readFileSync(path.join(images, name), 'utf8'))]).toEqual([name, undefined]);
  });
});

describe('checkImages with an unsafe drawing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-svg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports it at the src line, with the reason, and publishes nothing', () => {
    mkdirSync(path.join(dir, 'images', 'timber'), { recursive: true });
    writeFileSync(path.join(dir, 'images', 'timber', 'oak.svg'), svg('<rect/><script>fetch("/x")</script>'));
    const page = sourceFile('timber/oak.yaml', 'title: Oak\nimage:\n  src: timber/oak.svg\n  alt: Oak boards\n');
    const found = checkImages([{ file: page, src: 'timber/oak.svg', path: ['image', 'src'] }], dir, new Set(['timber/oak.svg']));
    expect(found.map((d) => [d.code, d.severity, d.span?.start.line])).toEqual([['image/unsafe-svg', 'error', 3]]);
    expect(found[0]?.message).toContain('contains a script');
  });
});
