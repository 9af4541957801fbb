/** axe-core finds no violation on each kind of page, in both colour schemes and at both widths. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { matrix, openPage, variantName } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { pause, scrollToY, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = useBrowser();

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run;
    return (await run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}: ${n.failureSummary}`));
}

/** Scrolls through the page so that everything waiting to fade up has been revealed. */
async function revealAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) await scrollToY(page, y);
  await pause(1500);
  await scrollToY(page, 0);
}

const PAGES = ['/', '/timber', '/timber/plywood', '/services/delivery', '/contact', '/brands', '/brands/osmo', '/trade', '/search', '/no-such-page'];

describe.each(matrix({ javaScript: [true] }).map((v) => [variantName(v), v] as const))('axe, %s', (_name, v) => {
  test.each(PAGES)('%s has no violations', async (address) => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}${address}`, true);
      await revealAll(page);
      expect(await axe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
