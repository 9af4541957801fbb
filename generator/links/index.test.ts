import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model.ts';
import { checkLinks } from './index.ts';
import { sourceFile } from '../load/test-helpers.ts';
import { PLACEHOLDER_PICTURE } from '../scaffold/new-page.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"></svg>';
let catalogueDir = '';

beforeAll(() => {
  catalogueDir = mkdtempSync(path.join(tmpdir(), 'links-'));
  mkdirSync(path.join(catalogueDir, 'images', 'timber'), { recursive: true });
  writeFileSync(path.join(catalogueDir, 'images', 'timber', 'plywood.svg'), SVG);
});

/** A picture only one test shows, so the others do not see it as unused. */
function withPicture(relPath: string, content: string | Buffer, test: () => void): void {
  const file = path.join(catalogueDir, 'images', relPath);
  writeFileSync(file, content);
  try {
    test();
  } finally {
    rmSync(file);
  }
}

afterAll(() => rmSync(catalogueDir, { recursive: true, force: true }));

const site = `name: Test
phone: 01632 960415
mapHref: https://map.example.co.uk/x
reviewsHref: https://reviews.example.co.uk/x
openingHours:
  - days: [Monday, Tuesday, Wednesday, Thursday, Friday]
    opens: "07:30"
    closes: "17:00"
  - days: [Saturday]
    opens: "08:00"
    closes: "12:00"
  - days: [Sunday]
    closed: true
forms:
  quoteEndpoint: https://forms.example.co.uk/q
  newsletterEndpoint: https://forms.example.co.uk/n
`;
const layout = `navigation:
  - title: Timber
    href: /timber
quoteAction: { label: Get a Quote, href: /contact }
footer:
  quickLinks:
    - { label: Products, href: "#products" }
`;
const home = 'title: Home\ndescription: The home page\n';
const contact = 'title: Contact\ndescription: Contact us\n';
const listing = 'title: Timber\ndescription: All our timber\nimage: { src: timber/plywood.svg, alt: Timber }\n';
const plywood = (related: string) => `title: Plywood
description: Plywood sheets
image:
  src: timber/plywood.svg
  alt: Plywood
related:
${related}`;

function check(overrides: Record<string, string | undefined>): { diagnostics: Diagnostic[]; linksChecked: number } {
  const texts: Record<string, string | undefined> = {
    'site.yaml': site,
    'layout.yaml': layout,
    'home.yaml': home,
    'contact.yaml': contact,
    'timber/index.yaml': listing,
    'timber/plywood.yaml': plywood('  - /timber/boards\n'),
    'timber/boards.yaml': plywood('  - /timber/plywood\n').replace('title: Plywood', 'title: Boards').replace('Plywood sheets', 'Boards of all kinds'),
    ...overrides,
  };
  const present = Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return checkLinks(Object.entries(present).map(([relPath, text]) => sourceFile(relPath, text)), { catalogueDir });
}

function brief(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.span ? `${d.span.file}:${d.span.start.line}:${d.span.start.column}` : d.file} ${d.severity} ${d.code}`);
}

describe('checkLinks', () => {
  it('passes a clean catalogue and counts every link', () => {
    const result = check({});
    expect(brief(result.diagnostics)).toEqual([]);
    // layout 3, site 2 hrefs + 2 endpoints, two related links.
    expect(result.linksChecked).toBe(9);
  });

  it('reports a dead related link at its line and column with a suggestion', () => {
    const { diagnostics } = check({ 'timber/plywood.yaml': plywood('  - /timber/bords\n') });
    expect(brief(diagnostics)).toEqual(['timber/plywood.yaml:7:5 error link/unknown-page']);
    expect(diagnostics[0]).toMatchObject({ suggestion: '/timber/boards', hint: "Did you mean '/timber/boards'?" });
  });

  it('warns of a page whose related list or buttons point at its own address, but not at one of its own sections', () => {
    const { diagnostics } = check({ 'timber/plywood.yaml': plywood('  - /timber/boards\n  - /timber/plywood\n') });
    expect(brief(diagnostics)).toEqual(['timber/plywood.yaml:8:5 warning link/self']);
    expect(diagnostics[0]?.message).toBe("The link '/timber/plywood' points at the page it is on, so a visitor who follows it stays where they are.");
    const delivery = 'title: Delivery\ndescription: We deliver\nimage: { src: timber/plywood.svg, alt: A lorry }\nrelated: [/timber/plywood, /services/delivery]\n';
    expect(brief(check({ 'services/delivery.yaml': delivery, 'timber/boards.yaml': plywood('  - /timber/plywood\n  - /services/delivery\n').replace('title: Plywood', 'title: Boards').replace('Plywood sheets', 'Boards') }).diagnostics)).toEqual([
      'services/delivery.yaml:4:28 warning link/self',
    ]);
    expect(check({ 'timber/plywood.yaml': plywood('  - /timber/boards\n  - /timber/plywood#features\n') }).diagnostics).toEqual([]);
  });

  it('reports two files that claim one address, each naming the other', () => {
    const { diagnostics } = check({ 'timber/plywood/index.yaml': plywood('  - /timber/boards\n') });
    const duplicates = diagnostics.filter((d) => d.code === 'page/duplicate-address');
    expect(brief(duplicates)).toEqual(['timber/plywood.yaml:1:1 error page/duplicate-address', 'timber/plywood/index.yaml:1:1 error page/duplicate-address']);
    expect(duplicates[0]?.message).toContain("'timber/plywood/index.yaml'");
    expect(duplicates[1]?.message).toContain("'timber/plywood.yaml'");
  });

  it('warns about a page no link reaches, but not about detail pages of a listing', () => {
    const { diagnostics } = check({ 'services/delivery.yaml': 'title: Delivery\ndescription: We deliver\n' });
    expect(brief(diagnostics)).toEqual(['services/delivery.yaml:1:1 warning page/orphan']);
    expect(diagnostics[0]?.hint).toContain("'services/index.yaml'");
  });

  it('counts pages reached only through another reached page, and not pages that only reach each other', () => {
    const island = {
      'services/delivery.yaml': 'title: Delivery\ndescription: We deliver\nrelated: [/services/advice]\n',
      'services/advice.yaml': 'title: Advice\ndescription: We advise\nrelated: [/services/delivery]\n',
    };
    expect(check(island).diagnostics.map((d) => d.code)).toEqual(['page/orphan', 'page/orphan']);
    const reached = { ...island, 'timber/boards.yaml': plywood('  - /timber/plywood\n  - /services/advice\n').replace('title: Plywood', 'title: Boards').replace('Plywood sheets', 'Boards') };
    expect(check(reached).diagnostics).toEqual([]);
  });

  it('warns about shared titles and descriptions, naming the other file', () => {
    const { diagnostics } = check({ 'timber/boards.yaml': plywood('  - /timber/plywood\n') });
    expect(brief(diagnostics)).toEqual([
      'timber/boards.yaml:1:8 warning page/duplicate-title',
      'timber/plywood.yaml:1:8 warning page/duplicate-title',
      'timber/boards.yaml:2:14 warning page/duplicate-description',
      'timber/plywood.yaml:2:14 warning page/duplicate-description',
    ]);
    expect(diagnostics[0]?.message).toContain("'timber/plywood.yaml'");
    expect(diagnostics[1]?.message).toContain("'timber/boards.yaml'");
  });

  it('reports a missing image with the closest file, and an image that is not a picture', () => {
    const { diagnostics } = check({ 'timber/plywood.yaml': plywood('  - /timber/boards\n').replace('timber/plywood.svg', 'timber/plywod.svg') });
    expect(brief(diagnostics)).toEqual(['timber/plywood.yaml:4:8 error image/missing']);
    expect(diagnostics[0]?.suggestion).toBe('timber/plywood.svg');
    withPicture('timber/broken.png', 'not a png', () => {
      const broken = check({ 'timber/index.yaml': listing.replace('timber/plywood.svg', 'timber/broken.png') });
      expect(brief(broken.diagnostics)).toEqual(['timber/index.yaml:3:15 error image/unreadable']);
    });
  });

  it("warns of the scaffold's placeholder picture at each use, known by its content", () => {
    const dir = path.join(catalogueDir, 'images', 'timber');
    copyFileSync(PLACEHOLDER_PICTURE, path.join(dir, 'oak-sleepers.svg'));
    // A drawing of the same size that differs by one letter is a picture of its own.
    writeFileSync(path.join(dir, 'almost.svg'), readFileSync(PLACEHOLDER_PICTURE, 'utf8').replace('Picture to come', 'Picture to kome'));
    try {
      const using = (src: string) => plywood('  - /timber/boards\n').replace('src: timber/plywood.svg', `src: ${src}`);
      const { diagnostics } = check({ 'timber/plywood.yaml': using('timber/oak-sleepers.svg'), 'timber/index.yaml': listing.replace('timber/plywood.svg', 'timber/oak-sleepers.svg') });
      // Each check shows one of the two drawings, so the other is noted as unused.
      expect(brief(diagnostics)).toEqual([
        'timber/index.yaml:3:15 warning content/placeholder-picture',
        'timber/plywood.yaml:4:8 warning content/placeholder-picture',
        'images/timber/almost.svg info image/unused',
      ]);
      expect(diagnostics[0]?.message).toBe("The picture 'timber/oak-sleepers.svg' is still the 'Picture to come' placeholder from 'catalogue new page', so visitors would see it instead of the real picture.");
      expect(diagnostics[0]?.hint).toBe("Put the real photo (JPEG, PNG or WebP) or drawing in 'catalogue/images/timber/' and name it here, such as 'timber/oak-sleepers.jpg'.");
      expect(brief(check({ 'timber/plywood.yaml': using('timber/almost.svg') }).diagnostics)).toEqual(['images/timber/oak-sleepers.svg info image/unused']);
    } finally {
      rmSync(path.join(dir, 'oak-sleepers.svg'));
      rmSync(path.join(dir, 'almost.svg'));
    }
  });

  it('checks opening hours: each day once, opening before closing', () => {
    const hours = site
      .replace('days: [Saturday]', 'days: [Saturday, Friday]')
      .replace('closes: "12:00"', 'closes: "07:00"')
      .replace('  - days: [Sunday]\n    closed: true\n', '');
    const { diagnostics } = check({ 'site.yaml': hours });
    expect(brief(diagnostics)).toEqual([
      'site.yaml:9:22 error site/opening-hours',
      'site.yaml:11:13 error site/opening-hours',
      'site.yaml:6:3 error site/opening-hours',
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'The opening hours are inconsistent: Friday is listed in entry 1 and again in entry 2, so the site would show two sets of hours for it.',
      'The opening hours are inconsistent: entry 2 opens at 08:00 but closes at 07:00, so it would never be open.',
      'The opening hours are inconsistent: Sunday is not listed, so the site could not say whether the yard is open then.',
    ]);
  });

  it('notes the email fallback as information when no form endpoint is set', () => {
    const { diagnostics } = check({ 'site.yaml': site.replace(/forms:[\s\S]*$/, '') });
    expect(brief(diagnostics)).toEqual(['site.yaml:1:1 info form/mail-fallback', 'site.yaml:1:1 info form/mail-fallback']);
    expect(diagnostics[0]?.message).toContain('quote form');
  });

  it('reports an undialable site phone number', () => {
    const { diagnostics } = check({ 'site.yaml': site.replace('01632 960415', '01632 9604') });
    expect(brief(diagnostics)).toEqual(['site.yaml:2:8 error link/bad-tel']);
    expect(diagnostics[0]?.hint).toMatch(/this one has 9\. Write the whole number with its area code, such as '01632 960415'\.$/);
  });

  it("reports a delivery area that leaves out the yard's own postcode district", () => {
    const delivery = 'address: { postcode: EX15 1ZZ }\ndelivery:\n  postcodeDistricts: [EX16, TA21]\n';
    const { diagnostics } = check({ 'site.yaml': site + delivery });
    expect(brief(diagnostics)).toEqual(['site.yaml:19:22 error site/delivery-area']);
    expect(diagnostics[0]?.message).toBe(
      "The delivery area's postcode districts leave out 'EX15', the district the yard itself is in, so the site would say we do not deliver in our own town.",
    );
    expect(diagnostics[0]?.hint).toBe("Add 'EX15' to 'delivery: postcodeDistricts:', or check the postcode in 'address:'.");
    expect(check({ 'site.yaml': site + delivery.replace('[EX16,', '[EX15, EX16,') }).diagnostics).toEqual([]);
  });

  it('reports a page that shows delivery or trade facts site.yaml does not hold, at the fact', () => {
    const page = plywood('  - /timber/boards\n') + 'facts: [delivery, trade-account]\n';
    const { diagnostics } = check({ 'timber/plywood.yaml': page, 'site.yaml': `${site}tradeAccount: {}\n` });
    expect(brief(diagnostics)).toEqual(['timber/plywood.yaml:8:9 error site/missing-facts']);
    expect(diagnostics[0]?.message).toBe("This page asks to show the 'delivery' facts, but 'site.yaml' has no 'delivery' section, so the page would show nothing there.");
    expect(diagnostics[0]?.hint).toBe("Add a 'delivery:' section to 'site.yaml' (your editor lists its fields), or remove 'delivery' from this page's 'facts:'.");
  });

  it('notes each picture no page shows at the file itself, and ignores files that are not pictures', () => {
    mkdirSync(path.join(catalogueDir, 'images', 'timber', 'old'));
    try {
      withPicture('timber/old/plywood-2019.jpg', 'not read', () => withPicture('timber/README.md', '# Timber pictures', () => {
        const { diagnostics } = check({});
        expect(brief(diagnostics)).toEqual(['images/timber/old/plywood-2019.jpg info image/unused']);
        expect(diagnostics[0]).toEqual({
          code: 'image/unused',
          severity: 'info',
          message: "The picture 'timber/old/plywood-2019.jpg' in 'catalogue/images/' is not shown on any page, so it is not published.",
          hint: "Delete the file if it is not needed, or show it on a page by setting a picture's 'src:' to 'timber/old/plywood-2019.jpg'.",
          file: 'images/timber/old/plywood-2019.jpg',
        });
      }));
    } finally {
      rmSync(path.join(catalogueDir, 'images', 'timber', 'old'), { recursive: true });
    }
  });

  it('calls no picture unused while a file could not be read, since it may show any of them', () => {
    withPicture('timber/spare.svg', SVG, () => {
      expect(brief(check({}).diagnostics)).toEqual(['images/timber/spare.svg info image/unused']);
      expect(brief(check({ 'timber/boards.yaml': 'title: "unterminated\n' }).diagnostics).filter((line) => line.endsWith('image/unused'))).toEqual([]);
    });
  });

  it('never throws on records that failed to parse or have the wrong shape', () => {
    const broken = {
      'site.yaml': 'openingHours: 7\nphone: [1]\nforms: yes\n',
      'layout.yaml': 'navigation: {a: 1}\n',
      'home.yaml': '- just\n- a list\n',
      'timber/plywood.yaml': 'title: [x]\nrelated: [1, {}, "/timber/boards"]\nimage: 5\n',
      'timber/boards.yaml': 'title: "unterminated\n',
    };
    expect(() => check(broken)).not.toThrow();
  });
});

describe('image suggestions', () => {
  it("offers a typo'd folder's picture, but never another category's picture with a similar name", () => {
    const withSrc = (src: string) => ({ 'timber/plywood.yaml': plywood('  - /timber/boards\n').replace('src: timber/plywood.svg', `src: ${src}`) });
    expect(check(withSrc('timbr/plywood.svg')).diagnostics[0]).toMatchObject({ code: 'image/missing', suggestion: 'timber/plywood.svg' });
    const elsewhere = check(withSrc('services/plywood.svg')).diagnostics[0];
    expect(elsewhere?.code).toBe('image/missing');
    expect(elsewhere?.suggestion).toBeUndefined();
  });
});
