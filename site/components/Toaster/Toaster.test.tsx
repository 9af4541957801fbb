import { describe, expect, it } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureContact } from '../../test/fixtures/pages.ts';

describe('Toaster in the prerendered page', () => {
  it('is left out: without scripts nothing raises a toast, so no empty region is announced', () => {
    expect(renderBody('/contact', fixtureContact, fixtureLayout)).not.toContain('Notifications');
  });
});
