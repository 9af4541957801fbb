/**
 * Renders the illustrations to one PNG contact sheet for checking by eye (never committed).
 * Run: npx tsx scripts/draw-images/contact-sheet.ts [out.png] [path regex] [column width]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { illustrations } from './index.ts';

const [out = join(tmpdir(), 'contact-sheet.png'), pattern = '', col = '200'] = process.argv.slice(2);
const width = Number(col);
const cells = Object.entries(illustrations)
  .filter(([name]) => new RegExp(pattern).test(name))
  .map(([name, draw]) => {
    const src = `data:image/svg+xml;base64,${Buffer.from(draw()).toString('base64')}`;
    return `<figure><img src="${src}" style="width:100%;height:auto"><figcaption>${name}</figcaption></figure>`;
  });
const html = `<!doctype html><style>
body{margin:0;padding:12px;background:#1b1f24;font:11px sans-serif;color:#ccc;display:grid;grid-template-columns:repeat(auto-fill,${width}px);gap:10px}
figure{margin:0}figure:nth-child(2n) img{outline:2px solid #fff}</style>${cells.join('')}`;

const profile = mkdtempSync(join(tmpdir(), 'sheet-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: Math.min(1800, (width + 10) * 6 + 24), height: 600 },
});
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`contact sheet: ${out} (${cells.length} images)`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
