/**
 * The build's front door (`npm run build` = catalogue build): it generates in its own process
 * first, so a catalogue with errors stops it before anything is bundled or written.
 * The successful path (bundles and prerender) is covered by the browser tests, which build dist/.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { appendFile, cp, symlink } from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../test/run-cli.ts';
import { buildSite, builtLine, renderWhileDrawing, type BuildTimings } from './build.ts';

const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const LEGACY = path.join(REPO, 'generator/test/fixtures/legacy');

interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
}

let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'build-test-'));
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function build(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  const where = ['--generated', path.join(tmp, 'generated'), '--out', path.join(tmp, 'dist')];
  return buildIn(REPO, [...where, ...args], extraEnv);
}

/** `catalogue build` of the project in `cwd`, from source. */
async function buildIn(cwd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  const env = { ...process.env, NO_COLOR: '1', ...extraEnv };
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ['generator/cli.ts', 'build', ...args], { cwd, env });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run build', () => {
  it('reports the catalogue errors as catalogue generate does, exits 1 and writes nothing', async () => {
    const result = await build(['--catalogue', LEGACY]);
    expect(result.exitCode).toBe(1);
    // The same stylish report as the CLI: a dead link at its file and line, with the suggestion.
    expect(result.stdout).toMatch(/index.yaml:36:13 {2}error .*'\/building-material\/caving'/);
    expect(result.stdout).toMatch(/Did you mean '\/building-material\/coving'\?/);
    expect(result.stdout).not.toMatch(/Built \d+ pages/);
    expect(existsSync(path.join(tmp, 'generated'))).toBe(false);
    expect(existsSync(path.join(tmp, 'dist'))).toBe(false);
  }, 60_000);

  it('names a missing catalogue folder and exits 2', async () => {
    const result = await build(['--catalogue', path.join(tmp, 'nowhere')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/no catalogue folder at/);
    expect(existsSync(path.join(tmp, 'dist'))).toBe(false);
  }, 60_000);

  it('prints its usage for --help and refuses an unknown option with exit 2', async () => {
    const help = await build(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/--catalogue <dir>/);
    expect(help.stdout).toMatch(/--no-generate/);
    const wrong = await build(['--catalog', 'catalogue']);
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toMatch(/catalogue: .*--catalog/);
    expect(wrong.stderr).toMatch(/Did you mean --catalogue\?/);
  }, 60_000);

  it('stops on a generated layout it cannot read, naming it, and leaves dist/ as it was', async () => {
    // A generated layout that does not parse: pages cannot be rendered with it, and the build must not hang.
    await mkdir(path.join(tmp, 'generated', 'public'), { recursive: true });
    await writeFile(path.join(tmp, 'generated', 'layout.ts'), 'export const layoutData = ;\n');
    await mkdir(path.join(tmp, 'dist'));
    await writeFile(path.join(tmp, 'dist', 'index.html'), 'the previous site');
    const result = await build(['--no-generate']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/the site was not built, and .*dist\/ is as it was/);
    expect(result.stderr).toMatch(/generated\/layout\.ts: The generated layout module is not as generate writes it/);
    expect(await readFile(path.join(tmp, 'dist', 'index.html'), 'utf8')).toBe('the previous site');
    expect((await readdir(tmp)).filter((name) => name.includes('.building'))).toEqual([]);
  }, 60_000);

  it('says so when the disk is full, and leaves dist/ as it was', async () => {
    await mkdir(path.join(tmp, 'dist'));
    await writeFile(path.join(tmp, 'dist', 'index.html'), 'the previous site');
    // Every file the build writes under tmp fails as on a full disk (full-disk.mjs).
    const preload = pathToFileURL(path.join(REPO, 'generator/test/full-disk.mjs')).href;
    const result = await build(['--catalogue', path.join(REPO, 'catalogue')], { NODE_OPTIONS: `--import ${preload}`, FULL_DISK_UNDER: tmp });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/the site was not built, and .*dist\/ is as it was\.\nNot enough room: the disk is full \(ENOSPC\) while writing the new \S+\/ \(its file '[^']+'\); \d+\.\d [MG]B is free on that disk now\. Make room on it/);
    expect(result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(await readFile(path.join(tmp, 'dist', 'index.html'), 'utf8')).toBe('the previous site');
    expect((await readdir(tmp)).filter((name) => name !== 'dist')).toEqual([]);
  }, 60_000);

  it('removes its half-built site when interrupted (Ctrl-C), and leaves dist/ as it was', async () => {
    await mkdir(path.join(tmp, 'dist'));
    await writeFile(path.join(tmp, 'dist', 'index.html'), 'the previous site');
    const where = ['--generated', path.join(tmp, 'generated'), '--out', path.join(tmp, 'dist')];
    // Stopped (SIGSTOP) the moment its work folder appears, so the interrupt lands before the build
    // can move anything into dist/ however slowly this process is scheduled; a fixed wait after
    // seeing the folder once let a fast build reach its moves first on a busy machine.
    // Built afresh, so the work folder beside dist/ is there for seconds, not milliseconds.
    const child = spawn(process.execPath, ['generator/bin/catalogue.js', 'build', ...where, '--no-cache'], { cwd: REPO, stdio: 'ignore' });
    let seen: (name: string) => void = () => undefined;
    const appeared = new Promise<string>((done) => (seen = done));
    const watcher = watch(tmp, (_event, name) => {
      if (!name?.startsWith('.dist.building-')) return;
      child.kill('SIGSTOP');
      watcher.close();
      seen(name);
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const workFolder = async () => (await readdir(tmp)).find((name) => name.startsWith('.dist.building-'));
    const deadline = Date.now() + 60_000;
    try {
      expect(await Promise.race([appeared, exited.then((code) => `exited with ${code} first`)])).toBe(`.dist.building-${child.pid}`);
      expect(await workFolder()).toBe(`.dist.building-${child.pid}`);
      child.kill('SIGINT');
      child.kill('SIGCONT');
      expect(await exited).toBe(130);
    } finally {
      watcher.close();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // Removed in the background: gone within seconds.
    while ((await workFolder()) && Date.now() < deadline) await sleep(100);
    expect(await workFolder()).toBeUndefined();
    expect(await readFile(path.join(tmp, 'dist', 'index.html'), 'utf8')).toBe('the previous site');
  }, 90_000);
});

describe('what a build says while it works', () => {
  it('names each step as it stands whenever it has been quiet for a while, from the check to the move into place', async () => {
    // A clock ten seconds on at every look, so each step's line is due as soon as it starts.
    let now = 0;
    const lines: string[] = [];
    const environment = process.env.NODE_ENV;
    try {
      const result = await buildSite({
        catalogueDir: path.join(REPO, 'catalogue'),
        generatedDir: path.join(tmp, 'generated'),
        outDir: path.join(tmp, 'dist'),
        generate: true,
        progress: (line) => lines.push(line),
        clock: () => (now += 10_000),
      });
      expect(result.built).toBeDefined();
      const { pages, search } = result.built!;
      for (const line of lines.filter((each) => each.startsWith('pages: '))) expect(line).toMatch(new RegExp(`^pages: (starting to render|[\\d,]+ of ${pages} done)$`));
      expect(lines).toContain(`search index: writing the index of ${search.pages} pages`);
      for (const line of lines.filter((each) => each.startsWith('generate: writing '))) expect(line).toMatch(/^generate: writing [\d,]+ files(: [\d,]+ (compared with those there|of [\d,]+ written|written, [\d,]+ of [\d,]+ unchanged linked into the new folder))?$/);
      for (const line of lines.filter((each) => each.startsWith('search index: writing the index '))) {
        expect(line).toMatch(/^search index: writing the index of [\d,]+ pages(: (words of [\d,]+ of [\d,]+ pages (numbered|counted)|[\d,]+ of [\d,]+ word chunks written))?$/);
      }
      // Each step once, in the order the build takes them (counts aside); those a build may skip
      // (files parsed: none when the parse cache knows them all), and the counts a step gives as it goes, left out.
      const mayBeSkipped = /^(checking: N of N files parsed|bundles: |generate: link previews still being made|generate: writing N files: |search index: (Pagefind|N of N pages read back|writing the index of N pages: ))/;
      const steps = lines.map((line) => line.replace(/\d[\d,]*/g, 'N')).filter((line, at, all) => line !== all[at - 1] && !mayBeSkipped.test(line));
      expect(steps).toEqual([
        "checking: looking for the catalogue's files",
        'checking: N of N files read',
        'checking: N records against the schema',
        'checking: the links between pages',
        "generate: looking over the catalogue's pictures",
        'generate: N of N pages made',
        'generate: writing N files',
        'linking the generated files and bundles into the site',
        ...new Set(steps.filter((line) => line.startsWith('pages: '))),
        'search index: N of N pages indexed',
        'search index: writing the index of N pages',
        'search index: keeping what was read of N pages for the next build',
        "search index: writing the pages' fragments",
        'putting the new site in place',
      ]);
    } finally {
      process.env.NODE_ENV = environment;
    }
  }, 120_000);
});

describe('pages rendered while link previews are drawn', () => {
  it('are those of a site up to the limit with new bundles, and a rebuild drawing up to the limit with the same ones', () => {
    const at = (pages: number, previewsMaking: number, sameBundles: boolean) => renderWhileDrawing({ pages, previewsMaking, sameBundles }, 20_000);
    // A first build, or new bundles: by the site's size.
    expect(at(10_000, 10_000, false)).toBe(true);
    expect(at(50_000, 50_000, false)).toBe(false);
    expect(at(50_000, 0, false)).toBe(false);
    // The same bundles: by how many previews are drawn, whatever the site's size.
    expect(at(50_000, 1, true)).toBe(true);
    expect(at(50_000, 0, true)).toBe(true);
    expect(at(50_000, 50_000, true)).toBe(false);
    expect(at(50_000, 20_001, true)).toBe(false);
    expect(at(10_000, 10_000, true)).toBe(true);
  });
});

describe('the build line', () => {
  const timings: BuildTimings = {
    pages: 10_104,
    rendered: 6,
    reused: 10_098,
    bundlesReused: true,
    ms: 1_900,
    steps: { generate: 1_400, bundles: 1_420, prerender: 20, search: 320, swap: 40 },
    inPlace: { moved: 19, removed: 6 },
    search: { pages: 10_101, bytes: 7_258 * 1024, ms: 320, key: 'k', reused: false, analysed: 5, pagefindRead: 0, mains: {} },
  };

  it('says what was reused and where the time went', () => {
    expect(builtLine(timings, 'dist')).toBe(
      'Built 10,104 pages into dist/ in 1.90 s: reused the bundles, reused 10,098 pages, rendered 6 (generate 1.40 s and bundles 1.42 s side by side, prerender 0.02 s, search index of 10101 pages 0.32 s and 7258 KB (5 read, 0 by Pagefind), 19 files moved into dist/ and 6 removed in 0.04 s)\n',
    );
  });

  it('says how many pages it took from the page cache instead of rendering them, when it took any', () => {
    expect(builtLine({ ...timings, reused: 0, rendered: 104, fromCache: 10_000 }, 'dist')).toContain(
      'reused the bundles, reused 0 pages, rendered 104 and took 10,000 from the page cache (generate 1.40 s',
    );
    expect(builtLine({ ...timings, fromCache: 0 }, 'dist')).toBe(builtLine(timings, 'dist'));
  });

  it('says what the picture cache lost when it was looked over, and nothing when nothing went', () => {
    expect(builtLine({ ...timings, pictures: { files: 1_234, bytes: 220_725_248 } }, 'dist').split('\n')[1]).toBe(
      'Removed 1,234 cached files (210.5 MB) no page had used for a week (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images',
    );
    expect(builtLine({ ...timings, pictures: { files: 0, bytes: 0 } }, 'dist')).toBe(builtLine(timings, 'dist'));
    // Some went only because the unused files were over the limit kept.
    expect(builtLine({ ...timings, pictures: { files: 1_234, bytes: 220_725_248, overLimit: 1_000 } }, 'dist').split('\n')[1]).toBe(
      'Removed 1,234 cached files (210.5 MB) no page uses (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images: 234 unused for a week, and the oldest 1,000 of the rest, past the 2 GB of unused files kept',
    );
    // All of them for that reason: no count of none unused for a week.
    expect(builtLine({ ...timings, pictures: { files: 1_000, bytes: 220_725_248, overLimit: 1_000 } }, 'dist').split('\n')[1]).toBe(
      'Removed 1,000 cached files (210.5 MB) no page uses (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images: the oldest unused ones, past the 2 GB of unused files kept',
    );
    // Rendered pages the page cache let go, which go whatever their age: not called a week unused.
    expect(builtLine({ ...timings, pictures: { files: 101_013, bytes: 4_919_965_696, letGo: 101_013 } }, 'dist').split('\n')[1]).toBe(
      'Removed 101,013 cached files (4692.0 MB) no page uses (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images: 101,013 rendered pages the page cache had let go',
    );
    expect(builtLine({ ...timings, pictures: { files: 1_300, bytes: 220_725_248, letGo: 100, overLimit: 1_000 } }, 'dist').split('\n')[1]).toBe(
      'Removed 1,300 cached files (210.5 MB) no page uses (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images: 100 rendered pages the page cache had let go, 200 unused for a week, and the oldest 1,000 of the rest, past the 2 GB of unused files kept',
    );
    // So many that a process of their own removes them: the line says so, and which.
    expect(builtLine({ ...timings, pictures: { files: 151_419, bytes: 5_261_334_528, overLimit: 151_000, inBackground: 4242 } }, 'dist').split('\n')[1]).toBe(
      'Removing 151,419 cached files (5017.6 MB) no page uses (pictures, pages, page data and search index fragments) from node_modules/.cache/catalogue/images: 419 unused for a week, and the oldest 151,000 of the rest, past the 2 GB of unused files kept, in a process of its own (4242) this build does not wait for',
    );
  });
});

describe('site code that loops for ever', () => {
  /** A copy of the project in tmp (node_modules linked), whose site/ a test may break. */
  async function projectCopy(): Promise<string> {
    const copy = path.join(tmp, 'project');
    for (const entry of ['site', 'generator', 'contract', 'schema', 'catalogue', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
      await cp(path.join(REPO, entry), path.join(copy, entry), { recursive: true, filter: (from) => !from.includes(`${path.sep}generated`) });
    }
    await symlink(path.join(REPO, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    return copy;
  }
  /** `catalogue build --no-cache` of the copy (so its bundles are made, not found), each step allowed 3 s without progress. */
  const buildCopy = (copy: string) => buildIn(copy, ['--no-cache'], { CATALOGUE_STALL_SECONDS: '3' });

  it('stops on a failed bundle with its file and line, and leaves dist/ as it was', async () => {
    const copy = await projectCopy();
    await mkdir(path.join(copy, 'dist'));
    await writeFile(path.join(copy, 'dist', 'index.html'), 'the previous site');
    await writeFile(path.join(copy, 'site/pages/Contact.tsx'), `${await readFile(path.join(copy, 'site/pages/Contact.tsx'), 'utf8')}\nexport const broken = ;\n`);
    const result = await buildCopy(copy);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/the site was not built, and dist\/ is as it was/);
    expect(result.stderr).toMatch(/site\/pages\/Contact\.tsx:\d+:\d+/);
    expect(await readFile(path.join(copy, 'dist', 'index.html'), 'utf8')).toBe('the previous site');
  }, 180_000);

  it('fails the build, saying where, when it loops as the styles are made or as a page renders', async () => {
    const copy = await projectCopy();
    await mkdir(path.join(copy, 'dist'));
    await writeFile(path.join(copy, 'dist', 'index.html'), 'the previous site');
    const styles = path.join(copy, 'site/pages/Contact.css.ts');
    const kept = await readFile(styles, 'utf8');
    // vanilla-extract runs a .css.ts module in the bundling thread to make its CSS.
    await appendFile(styles, '\nfor (;;) {}\n');
    const bundling = await buildCopy(copy);
    expect(bundling.exitCode).toBe(1);
    expect(bundling.stderr).toMatch(/the site was not built, and dist\/ is as it was\.\nThe bundling worker was stopped after 3 s without a break\. Code the bundler runs may loop for ever: a style module \(a \.css\.ts file in site\//);
    await writeFile(styles, kept);
    // A plugin that waits 4 s: bundling takes longer than 3 s, and is left to finish, as its thread has breaks. The page does not.
    const config = path.join(copy, 'vite.config.ts');
    const plugins = (await readFile(config, 'utf8')).replace('plugins: [', 'plugins: [{ name: "slow", buildStart: () => new Promise((done) => setTimeout(done, 4_000)) }, ');
    expect(plugins).toContain('name: "slow"');
    await writeFile(config, plugins);
    const page = path.join(copy, 'site/pages/Contact.tsx');
    const source = await readFile(page, 'utf8');
    await writeFile(page, source.replace(/(export function Contact\([^)]*\) \{\n)/, '$1  for (;;) {}\n'));
    expect(await readFile(page, 'utf8')).toContain('for (;;) {}');
    const rendering = await buildCopy(copy);
    expect(rendering.exitCode).toBe(1);
    expect(rendering.stderr).toMatch(/the site was not built, and dist\/ is as it was\.\nA prerender worker was stopped after 3 s without finishing a page: it was rendering \/contact\. The site's code that renders that page/);
    expect(await readFile(path.join(copy, 'dist', 'index.html'), 'utf8')).toBe('the previous site');
  }, 180_000);
});
