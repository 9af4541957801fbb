/**
 * The `catalogue` command: commander parses the flags and calls the library; nothing else lives
 * here. Returns an exit code (0 clean, 1 content errors, 2 usage or internal error) instead of
 * exiting, so tests can call it and only the bin decides how the process ends.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { buildSite, builtLine } from './build/build.ts';
import { CATALOGUE_FOLDER, findProject } from './commands/project.ts';
import { UsageError } from './commands/usage-error.ts';
import { validateCommand } from './commands/validate.ts';
import { toolVersion } from './commands/version.ts';
import { siteUrlMismatch, siteUrlOf } from './build/site-url.ts';
import { FORMAT_NAMES, type FormatName } from './diagnostics/format/index.ts';
import { generateSite, hasErrors } from './pipeline.ts';
import { displayDir, printChecked, printWritten, processIo, type Io } from './print.ts';
import { addPageCommands } from './commands/register.ts';
import { newPageCommand } from './scaffold/command.ts';
import { StepLines } from './progress.ts';
import { diskFullAdvice, isDiskFull } from './disk-full.ts';

export type { Io };

interface CommonOptions {
  catalogue: string;
  format: FormatName;
  debug?: boolean;
  cache: boolean;
}

/** A bundle or prerender that failed: Vite's and the prerender's messages name the file and line. */
class BuildFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly outDir: string,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  let exitCode = 0;
  const program = new Command('catalogue')
    .description(
      "Checks the merchant's catalogue and generates the site's content from it. Run it anywhere in the project: it uses the 'catalogue/' folder of the nearest folder above that has one.",
    )
    .version(toolVersion(), '-v, --version', "print the tool's version")
    .helpOption('-h, --help', 'show what the command does and its options')
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // Usage mistakes get one line, commander's "did you mean" included, and what to do where commander says nothing.
      outputError: (message, write) => write(`${usageLine(message, program)}\n`),
    });

  // The second argument of default() is what --help shows: 'catalogue', not '"catalogue"'.
  const catalogueOption = () =>
    new Option('--catalogue <dir>', 'the catalogue folder').default('catalogue', "'catalogue' in the project folder, found from any folder inside it");
  const withCommonOptions = (command: Command) =>
    command
      .addOption(catalogueOption())
      .addOption(new Option('--format <name>', 'how to print problems').choices(FORMAT_NAMES).default('stylish', 'stylish'))
      .option('--no-cache', 'read and parse every file, and make every page, afresh instead of reusing what earlier runs made of unchanged ones')
      .option('--debug', 'print the stack trace of an internal error');

  withCommonOptions(
    program
      .command('validate')
      .description(
        "check every file and link, and report every problem; with FILEs, report only those files' problems (their links are still checked against the whole catalogue), for a save or pre-commit hook. A check of the whole catalogue that takes long says how far it has got on stderr every few seconds",
      )
      .argument('[files...]', 'catalogue files or folders to report on, such as catalogue/timber/plywood.yaml (default: the whole catalogue)'),
  )
    .option('--quiet', 'report errors only, not warnings or info notes')
    .addOption(new Option('--max-warnings <n>', 'exit 1 when more than n warnings are found (0: any warning fails)').argParser(wholeNumber))
    .action(async (files: string[], options: CommonOptions & { quiet?: boolean; maxWarnings?: number }, command: Command) => {
      exitCode = await validateCommand(files, { ...options, catalogue: catalogueDir(options.catalogue, command) }, io);
    });

  withCommonOptions(program.command('generate').description('validate (printing what it found as soon as the check is done), then write the route manifest and page data and refresh the page list editors read (nothing is written if there are errors); long work says how far it has got on stderr every few seconds'))
    .addOption(new Option('--out <dir>', 'where to write the generated modules').default('site/generated', 'site/generated'))
    .action(async (options: CommonOptions & { out: string }, command: Command) => {
      // Editors read the page list from the schemas, so generate refreshes it too.
      const catalogue = catalogueDir(options.catalogue, command);
      const report = { format: options.format, catalogueDir: catalogue, io };
      // What the check found is printed at once; what was written once it is.
      // A large catalogue's first run says how far it has got while it takes long (on stderr).
      const progress = new StepLines((line) => io.stderr(`${line}\n`));
      const result = await generateSite(catalogue, projectPath(options.out, 'out', command), { cache: options.cache, onChecked: (checked) => printChecked(checked, report), progress }).finally(() =>
        progress.stop(),
      );
      printWritten(result, report);
      exitCode = hasErrors(result) ? 1 : 0;
    });

  withCommonOptions(
    program
      .command('build')
      .description(
        "validate and generate (as 'generate' does, printing what the check found as soon as it is done) while the app is bundled, then prerender every page into the site folder with the headers and redirects hosts serve it with (_headers and _redirects for Netlify and Cloudflare Pages, _nginx.conf for nginx, and a page at each old address for hosts without redirects) and build the site search's index into its pagefind/ folder; nothing is built or changed if the catalogue has errors, and a failed bundle, prerender or index leaves the site folder as it was, as does site code that loops for ever (the bundling thread busy for 60 s without a break, or no page finished for 60 s: the build stops them and says where; CATALOGUE_STALL_SECONDS sets the 60) or keeps data without end until a thread runs out of memory (the build names the page or code, and how to raise the limit: NODE_OPTIONS=--max-old-space-size), and as does an interrupt (Ctrl-C) before the files are moved in, which removes the half-built folder and exits 130 (only a finished build's new and changed files are moved into it, or the whole new folder swapped in; two builds of one folder take turns). With SITE_URL set (as the deploy workflows set it to the host's address), it refuses to build unless site.yaml's url is that address; after a first build it bundles only when the site's code, layout or lockfile changed, renders only the pages whose data changed (taking a page rendered before from the same bundles and data from the page cache instead of rendering it) and reads for search only the pages whose content changed (with its own reader of Pagefind's format, or Pagefind for a page that reader leaves to it), reusing the rest (--no-cache builds everything afresh). Long work says how far it has got on stderr every few seconds, from the check (files read) through generate (pages made, link previews and pictures made, files written) to the pages rendered and the search index's steps",
      ),
  )
    .addOption(new Option('--out <dir>', 'where to write the finished site (a link to a folder is followed: the site is built in that folder and the link stays)').default('dist', 'dist'))
    .addOption(new Option('--generated <dir>', 'where to write the generated modules').default('site/generated', 'site/generated'))
    .option('--no-generate', 'build from the generated modules already there')
    .action(async (options: CommonOptions & { out: string; generated: string; generate: boolean }, command: Command) => {
      // The bundle reads the site's code and Vite's config from the project folder, so the build runs there.
      const project = usesDefault(command, 'catalogue') ? findProject(process.cwd()) : undefined;
      if (project !== undefined && path.resolve(project) !== process.cwd()) {
        // Folders named on the command line are taken from where it was run; the defaults are the project's.
        for (const option of ['out', 'generated'] as const) if (!usesDefault(command, option)) options[option] = path.resolve(options[option]);
        process.chdir(project);
      }
      const catalogue = options.generate ? catalogueDir(options.catalogue, command) : options.catalogue;
      // site.yaml is read for its url only when the deploy names one (SITE_URL): parsing it here took
      // some 15 ms of every build's start, the YAML parser being cold.
      const target = process.env.SITE_URL;
      const mismatch = target?.trim() ? siteUrlMismatch(siteUrlOf(catalogue), target, `${displayDir(options.catalogue)}/site.yaml`) : undefined;
      if (mismatch) {
        io.stderr(`catalogue: ${mismatch}\n`);
        exitCode = 1;
        return;
      }
      const report = { format: options.format, catalogueDir: options.catalogue, io };
      const result = await buildSite(
        {
          catalogueDir: catalogue,
          generatedDir: options.generated,
          outDir: options.out,
          generate: options.generate,
          cache: options.cache,
          onChecked: (checked) => printChecked(checked, report),
          progress: (line) => io.stderr(`${line}\n`),
          onWaiting: (pid, lockFile) =>
            io.stderr(`Waiting for the build in process ${pid} to finish with ${displayDir(options.out)}/ … (if no build is running, delete ${displayDir(lockFile)})\n`),
        },
        (generated) => printWritten(generated, report),
      ).catch((error: unknown) => {
        throw new BuildFailure(error, displayDir(options.out));
      });
      if (result.built) (options.format === 'stylish' || options.format === 'github' ? io.stdout : io.stderr)(builtLine(result.built, displayDir(options.out)));
      exitCode = result.built ? 0 : 1;
    });

  program
    .command('new')
    .description('start a new catalogue file')
    .command('page')
    .description('start a product page that validates at once, with placeholder text to replace (validate warns of each one left)')
    .argument('<category>', "the product category's folder, such as 'timber' (not 'services', 'brands', 'pages' or 'images', which hold other pages and pictures)")
    .argument('<slug>', "the last part of the page's address, such as 'oak-sleepers'")
    .addOption(catalogueOption())
    .action(async (category: string, slug: string, options: { catalogue: string }, command: Command) => {
      const catalogue = catalogueDir(options.catalogue, command);
      exitCode = await newPageCommand(catalogue, category, slug, io, displayDir(catalogue));
    });

  addPageCommands(program, { catalogueOption, catalogueDir, io, exit: (code) => (exitCode = code) });

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof UsageError) {
      io.stderr(`catalogue: ${error.message}\n`);
      return 2;
    }
    const debug = argv.includes('--debug');
    if (error instanceof BuildFailure) {
      const reason = error.reason;
      const full = isDiskFull(reason) && !debug ? diskFullAdvice(reason, error.outDir) : undefined;
      io.stderr(`catalogue: the site was not built, and ${error.outDir}/ is as it was.\n${full ?? (debug && reason instanceof Error ? (reason.stack ?? reason.message) : error.message)}\n`);
      return 1;
    }
    if (isDiskFull(error) && !debug) {
      io.stderr(`catalogue: ${diskFullAdvice(error)}\n`);
      return 2;
    }
    if (isFileSystemError(error) && !debug) {
      io.stderr(`catalogue: ${error.message}\nThe computer refused to read or write '${error.path}'. Check that the folders named on the command line (--catalogue, --out) exist where expected and that you may write to them.\n`);
      return 2;
    }
    const detail = error instanceof Error ? (debug ? (error.stack ?? error.message) : error.message) : String(error);
    io.stderr(`catalogue: internal error: ${detail}\n${debug ? '' : 'This is a fault in the catalogue tool, not in your files. Run again with --debug to see where it happened.\n'}`);
    return 2;
  }
}

function usageLine(message: string, program: Command): string {
  const line = message.trim().replace(/^error: /, 'catalogue: ').replace(/\n+/g, ' ');
  // Staff often type the folder as a plain word: 'catalogue validate catalogue'.
  if (/too many arguments for '(generate|build)'/.test(line)) return `${line} Name the catalogue folder with --catalogue DIR.`;
  if (/unknown command/.test(line) && !/Did you mean/.test(line)) {
    const commands = program.commands.filter((command) => command.name() !== 'help').map((command) => `'${[command.name(), ...command.commands.map((sub) => sub.name())].join(' ')}'`);
    return `${line}. The commands are ${commands.join(', ')}; 'catalogue --help' says what each does.`;
  }
  return line;
}

/** A refusal from the file system (a folder where a file should be, no permission): the machine's, not the tool's fault. */
function isFileSystemError(error: unknown): error is NodeJS.ErrnoException & { path: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).path === 'string';
}

function usesDefault(command: Command, option: string): boolean {
  return command.getOptionValueSource(option) === 'default';
}

/**
 * The catalogue folder: the one named with --catalogue (from where the command was run), or else
 * the 'catalogue/' folder of the project the command was run in, found from any folder inside it.
 */
function catalogueDir(dir: string, command: Command): string {
  if (usesDefault(command, 'catalogue')) {
    const project = findProject(process.cwd());
    if (project === undefined) {
      throw new UsageError(
        `no '${CATALOGUE_FOLDER}/' folder here or in any folder above '${process.cwd()}'. Run the command inside the project folder, or name the folder with --catalogue DIR.`,
      );
    }
    return path.join(project, CATALOGUE_FOLDER);
  }
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // Reported below.
  }
  if (!isDirectory) throw new UsageError(`no catalogue folder at '${dir}'. Run the command from the project folder, or name the folder with --catalogue DIR.`);
  return dir;
}

/** An output folder left at its default ('site/generated') is the project's, wherever the command was run. */
function projectPath(dir: string, option: string, command: Command): string {
  const project = usesDefault(command, option) && usesDefault(command, 'catalogue') ? findProject(process.cwd()) : undefined;
  return project === undefined ? dir : path.resolve(project, dir);
}

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('Give a whole number of warnings, such as 0 or 10.');
  return Number(value);
}

// The bin (`npx catalogue`, and `npm run validate`, `generate` and `build`) imports main(); tests run this file directly with tsx.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv);
}
