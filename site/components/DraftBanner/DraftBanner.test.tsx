import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureDetail, fixtureService } from '../../test/fixtures/pages.ts';

const BANNER = 'data-draft-banner';

afterEach(() => vi.unstubAllEnvs());

describe('the draft banner', () => {
  it('shows above a draft page in npm run dev, inside the main content, before its title', () => {
    for (const [address, page] of [['/timber/plywood', fixtureDetail], ['/services/key-cutting', fixtureService]] as const) {
      const html = renderBody(address, { ...page, draft: true }, fixtureLayout);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, address).toContain(BANNER);
      expect(main, address).toContain('Draft: visitors cannot see this page.');
      expect(main.indexOf(BANNER), address).toBeLessThan(main.indexOf('<h1'));
    }
  });

  it('is not on a published page', () => {
    expect(renderBody('/timber/plywood', fixtureDetail, fixtureLayout)).not.toContain(BANNER);
  });

  it('is never rendered by the production build, which has no drafts', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(renderBody('/timber/plywood', { ...fixtureDetail, draft: true }, fixtureLayout)).not.toContain(BANNER);
  });
});
