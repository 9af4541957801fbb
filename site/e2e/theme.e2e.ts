/** The colour scheme follows the system, with or without JavaScript, on every kind of page. */
import { describe, expect, inject, test } from 'vitest';
import { openPage, type Device } from '../../scripts/harness/browser.ts';
import { useBrowser } from './harness/use-browser.ts';
import { luminance, pageBackground, visit } from '../../scripts/harness/dom.ts';

const base = inject('baseUrl');
const browser = useBrowser();

const cases = (['desktop', 'mobile'] as Device[]).flatMap((device) => [true, false].map((javaScript) => [`${device} JS ${javaScript ? 'on' : 'off'}`, device, javaScript] as const));

describe.each(cases)('colour scheme, %s', (_name, device, javaScript) => {
  test.each(['/', '/timber', '/timber/plywood', '/contact'])('%s is light in light mode and dark in dark mode', async (address) => {
    const backgrounds: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page, watch } = await openPage(browser(), { device, scheme, javaScript });
      try {
        await visit(page, `${base}${address}`, javaScript);
        backgrounds[scheme] = await pageBackground(page);
        expect(watch.unexpected()).toEqual([]);
      } finally {
        await context.close();
      }
    }
    expect(luminance(backgrounds.light ?? '')).toBeGreaterThan(0.6);
    expect(luminance(backgrounds.dark ?? '')).toBeLessThan(0.2);
  });
});
