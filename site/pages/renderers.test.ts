/**
 * The build links each page the stylesheet of the module its kind names by path
 * (generator/build/client-assets.ts): a path that is not the module loaded would leave that
 * kind's pages without their styles.
 */
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_KINDS } from '../../contract/kinds/index.ts';
import { kindModules, loadRenderer, rendererOf, rendererSourceOf } from './renderers.ts';

it.each(PAGE_KINDS)('the %s renderer names the module it loads', async (kind) => {
  const { source } = kindModules[kind];
  expect(rendererSourceOf(kind)).toBe(source);
  expect(source).toMatch(/^site\/pages\/\w+\.tsx$/);
  const module = (await import(/* @vite-ignore */ resolve(source))) as Record<string, unknown>;
  const renderer = await loadRenderer(kind);
  expect(Object.values(module)).toContain(renderer.Page);
  expect(rendererOf(kind)).toBe(renderer);
});

it('says which kind was shown before its code was loaded', () => {
  expect(rendererSourceOf('not-found')).toBeUndefined();
  expect(() => rendererOf('no-such-kind' as never)).toThrow(/The no-such-kind page's code is not loaded/);
});
