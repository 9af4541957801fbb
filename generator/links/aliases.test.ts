import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCatalogue } from '../pipeline.ts';
import { copyCatalogue, type CatalogueCopy } from '../test/catalogue-copy.ts';

let copy: CatalogueCopy;

beforeEach(() => {
  copy = copyCatalogue('generator/test/fixtures/clean');
});

afterEach(() => copy.remove());

/** Adds `lines` to the end of a file of the copy. */
function append(rel: string, lines: string): void {
  copy.write(rel, `${copy.read(rel)}${lines}`);
}

async function problems(): Promise<string[]> {
  const { diagnostics } = await checkCatalogue(copy.dir, { cache: false });
  return diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.span?.file}:${d.span?.start.line}:${d.span?.start.column} ${d.code}${d.hint ? ` | ${d.hint}` : ''}`);
}

const lineCount = (rel: string) => copy.read(rel).split('\n').length;

describe("a page's old addresses (aliases:)", () => {
  it('validate cleanly when each is free and claimed once', async () => {
    append('timber/plywood.yaml', 'aliases: [/timber/ply, /sheet-materials/plywood]\n');
    expect(await problems()).toEqual([]);
  });

  it("are an error at the line when one is a live page's address, the page's own or another's", async () => {
    append('timber/plywood.yaml', 'aliases:\n  - /timber/plywood\n  - /timber/boards\n');
    const end = lineCount('timber/plywood.yaml');
    expect(await problems()).toEqual([
      `timber/plywood.yaml:${end - 2}:5 alias/live-page | It is this page's own address: delete the line.`,
      `timber/plywood.yaml:${end - 1}:5 alias/live-page | Delete this line if the page at '/timber/boards' is meant to have that address now; if that page should go instead, remove it with 'npx catalogue remove /timber/boards --redirect-to /timber/plywood'.`,
    ]);
  });

  it('are an error at both pages when two claim the same one', async () => {
    append('timber/plywood.yaml', 'aliases: [/timber/sheets]\n');
    append('timber/boards.yaml', 'aliases: [/timber/sheets]\n');
    const found = await problems();
    expect(found).toEqual([
      expect.stringMatching(/^timber\/boards\.yaml:\d+:11 alias\/claimed-twice \| Keep '\/timber\/sheets' on the page/),
      expect.stringMatching(/^timber\/plywood\.yaml:\d+:11 alias\/claimed-twice/),
    ]);
  });

  it("are an error inside the folders the built site keeps its own files in", async () => {
    append('timber/plywood.yaml', 'aliases: [/assets/plywood]\n');
    expect(await problems()).toEqual([`timber/plywood.yaml:${lineCount('timber/plywood.yaml') - 1}:11 alias/reserved | Delete the line: no page of the site ever had this address.`]);
  });

  it.each(['/Timber/Ply', '/timber/ply/', '/timber/ply?from=leaflet', '/timber/ply#top', 'timber/ply', '/timber//ply', '/timber/ply.html'])(
    "are an error at the line when not written as '/lower-case-path': %s",
    async (alias) => {
      append('timber/plywood.yaml', `aliases:\n  - "${alias}"\n`);
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatch(new RegExp(`^timber/plywood\\.yaml:${lineCount('timber/plywood.yaml') - 1}:5 schema/pattern \\| One old address of this page: '/' then lower-case letters`));
      expect(problem).toContain("For example '/timber/ply'");
    },
  );

  it('are the same entry twice: the schema says so once', async () => {
    append('timber/plywood.yaml', 'aliases: [/timber/ply, /timber/ply]\n');
    expect((await problems()).map((p) => p.split(' ')[1])).toEqual(['schema/duplicate-item']);
  });

  it('make a link to an old address say which page it is now, rather than suggest a rename', async () => {
    append('timber/plywood.yaml', 'aliases: [/timber/ply, /sheet/plywood]\n');
    append('timber/boards.yaml', 'aliases: [/sheet/boards]\n');
    copy.write('timber/boards.yaml', copy.read('timber/boards.yaml').replace(/related:\n/, 'related:\n  - /timber/ply#features\n'));
    copy.write('services/delivery.yaml', copy.read('services/delivery.yaml').replace('related: []', 'related: [/sheet/plywood, /sheet/boards]'));
    const { diagnostics } = await checkCatalogue(copy.dir, { cache: false });
    const link = diagnostics.find((d) => d.code === 'link/unknown-page' && d.span?.file === 'timber/boards.yaml');
    expect(link?.hint).toBe("'/timber/ply' is an old address of '/timber/plywood' (in its 'aliases:'): link to '/timber/plywood#features' instead.");
    expect(link?.suggestion).toBe('/timber/plywood#features');
    // '/sheet/...' would read as the folder '/sheet' renamed '/timber', but each old address already says where it leads.
    expect(diagnostics.filter((d) => d.code === 'link/unknown-page').map((d) => d.suggestion).sort()).toEqual(['/timber/boards', '/timber/plywood', '/timber/plywood#features']);
    expect(diagnostics.map((d) => d.code)).not.toContain('link/renamed');
  });
});
