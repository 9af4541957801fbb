/**
 * Fade-up on scroll (once, at 10 % visible, 100 ms stagger per card, only below the fold),
 * reduced motion, and that nothing is ever hidden without JavaScript. Elements are found by
 * what a visitor sees (computed opacity), not by how the site marks them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { matrix, openPage, variantName, type Device } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { pause, scrollToY, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

interface Hidden {
  index: number;
  top: number;
  height: number;
  visibleShare: number;
  delayMs: number;
  group: string;
}

/**
 * Tags every element whose own opacity is (near) zero and that holds something to see, and
 * describes it: where it is, how much of it is in the viewport, its transition/animation delay,
 * and the repeating group (grid) it belongs to.
 */
function hiddenElements(page: Page): Promise<Hidden[]> {
  return page.evaluate(() => {
    const out: Hidden[] = [];
    const all = [...document.body.querySelectorAll<HTMLElement>('*')];
    let tag = 0;
    for (const el of all) {
      const style = getComputedStyle(el);
      if (Number(style.opacity) > 0.05 || style.display === 'none') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (!el.textContent?.trim() && !el.querySelector('img, svg')) continue;
      if (el.parentElement && Number(getComputedStyle(el.parentElement).opacity) <= 0.05) continue;
      // A card's repeating unit: climb through single-child wrappers to the grid item.
      let item: HTMLElement = el;
      while (item.parentElement && item.parentElement.childElementCount === 1) item = item.parentElement;
      const parent = item.parentElement;
      if (parent && !parent.dataset.e2eGroup) parent.dataset.e2eGroup = String(tag++);
      el.dataset.e2eHidden = String(out.length);
      const seconds = (v: string): number => Math.max(...v.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 1 : 1000)));
      const visible = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
      out.push({
        index: out.length,
        top: r.top,
        height: r.height,
        visibleShare: visible / r.height,
        delayMs: Math.max(seconds(style.transitionDelay), style.animationName === 'none' ? 0 : seconds(style.animationDelay)),
        group: parent?.dataset.e2eGroup ?? '',
      });
    }
    return out;
  });
}

function opacityOf(page: Page, index: number): Promise<number> {
  return page.evaluate((i) => Number(getComputedStyle(document.querySelector(`[data-e2e-hidden="${i}"]`) as Element).opacity), index);
}

function hiddenCount(page: Page): Promise<number> {
  return page.evaluate(() => [...document.body.querySelectorAll('*')].filter((el) => Number(getComputedStyle(el).opacity) <= 0.05).length);
}

/**
 * Waits for hydration and for the reveal code to have marked what it will animate: the number
 * of hidden elements must hold still for 600 ms (the site may set up its observer after load).
 */
async function loadHome(page: Page): Promise<void> {
  await visit(page, `${base}/`, true);
  await page.waitForLoadState('networkidle');
  let last = -1;
  let still = 0;
  for (let i = 0; i < 40 && still < 4; i++) {
    await pause(150);
    const count = await hiddenCount(page);
    still = count === last ? still + 1 : 0;
    last = count;
  }
}

describe.each(['desktop', 'mobile'] as Device[])('fade-up reveal, %s', (device) => {
  test('hides only what starts below the fold, staggered 100 ms per card', async () => {
    const { context, page, watch } = await openPage(browser(), { device, scheme: 'light', javaScript: true });
    try {
      await loadHome(page);
      const hidden = await hiddenElements(page);
      expect(hidden.length).toBeGreaterThan(3);
      expect(hidden.filter((h) => h.visibleShare >= 0.1)).toEqual([]);
      const groups = new Map<string, Hidden[]>();
      for (const h of hidden) groups.set(h.group, [...(groups.get(h.group) ?? []), h]);
      const staggered = [...groups.values()].filter((g) => g.length >= 3);
      expect(staggered.length).toBeGreaterThan(0);
      for (const group of staggered) {
        const delays = group.map((h) => h.delayMs);
        const steps = delays.slice(1).map((d, i) => Math.round(d - (delays[i] ?? 0)));
        expect(steps, `delays ${delays.join(', ')}`).toEqual(steps.map(() => 100));
      }
      for (const h of hidden) expect(Math.round(h.delayMs) % 100).toBe(0);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('reveals an element once 10 % of it is visible, and only once', async () => {
    const { context, page } = await openPage(browser(), { device, scheme: 'dark', javaScript: true });
    try {
      await loadHome(page);
      const hidden = await hiddenElements(page);
      const target = hidden.find((h) => h.height >= 120) ?? hidden[0];
      if (!target) throw new Error('nothing on the home page waits to be revealed');
      const viewport = await page.evaluate(() => window.innerHeight);
      const pageTop = target.top; // scrollY is 0 here
      // 4 % showing: not yet.
      await scrollToY(page, pageTop - viewport + target.height * 0.04);
      await pause(target.delayMs + 700);
      expect(await opacityOf(page, target.index)).toBeLessThan(0.05);
      // 25 % showing: it fades in.
      await scrollToY(page, pageTop - viewport + target.height * 0.25);
      await expect.poll(() => opacityOf(page, target.index), { timeout: target.delayMs + 3000 }).toBeGreaterThan(0.99);
      // Out of view and back: it stays shown.
      await scrollToY(page, 0);
      await pause(300);
      expect(await opacityOf(page, target.index)).toBeGreaterThan(0.99);
      await scrollToY(page, pageTop - viewport + target.height * 0.25);
      expect(await opacityOf(page, target.index)).toBeGreaterThan(0.99);
    } finally {
      await context.close();
    }
  });
});

describe.each(matrix({ javaScript: [false] }).map((v) => [variantName(v), v] as const))('without JavaScript, %s', (_name, v) => {
  test.each(['/', '/timber', '/timber/plywood', '/contact'])('%s hides nothing', async (address) => {
    const { context, page } = await openPage(browser(), v);
    try {
      await visit(page, `${base}${address}`, false);
      await scrollToY(page, 100_000);
      await pause(200);
      expect(await hiddenElements(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(matrix({ javaScript: [true] }).map((v) => [variantName(v), v] as const))('reduced motion, %s', (_name, v) => {
  test('nothing is hidden and nothing moves', async () => {
    const { context, page, watch } = await openPage(browser(), { ...v, reducedMotion: true });
    try {
      await loadHome(page);
      expect(await hiddenElements(page)).toEqual([]);
      const moving = await page.evaluate(() => {
        const seconds = (v: string): number => Math.max(...v.split(',').map((s) => parseFloat(s) * (s.trim().endsWith('ms') ? 0.001 : 1)));
        return [...document.querySelectorAll<HTMLElement>('*')]
          .map((el) => ({ el, s: getComputedStyle(el) }))
          // A colour fading on hover is not motion; movement, scaling and fading in are.
          .filter(({ s }) => (/all|transform|translate|scale|rotate|opacity|top|left|margin|height/.test(s.transitionProperty) && seconds(s.transitionDuration) > 0.01) || (s.animationName !== 'none' && seconds(s.animationDuration) > 0.01))
          .map(({ el, s }) => `${el.tagName.toLowerCase()}.${el.className}: transition ${s.transitionProperty} ${s.transitionDuration}, animation ${s.animationName} ${s.animationDuration}`);
      });
      expect(moving).toEqual([]);
      expect(watch.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
