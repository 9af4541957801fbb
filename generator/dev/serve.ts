/**
 * `npm run dev`: the project's Vite config plus the catalogue plugin. The plugin is added here
 * rather than in vite.config.ts because Vite bundles its config file, and the generator finds its
 * schemas and parse workers next to its own source files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { DEV_USAGE, DevArgumentError, devArguments, isFree, portTakenLine } from './arguments.ts';
import { cataloguePlugin, type CataloguePluginOptions } from './catalogue-plugin.ts';
import { STALL_SAY_MS, watchForStalls } from './stall-watch.ts';

export interface DevServerOptions extends CataloguePluginOptions {
  port?: number;
  /** An address, or true for every address. */
  host?: string | true;
  logLevel?: InlineConfig['logLevel'];
}

export async function startDevServer(options: DevServerOptions = {}): Promise<ViteDevServer> {
  const { port, host, logLevel, ...plugin } = options;
  const server = await createServer({
    configFile: path.resolve('vite.config.ts'),
    plugins: [cataloguePlugin(plugin)],
    server: { ...(port === undefined ? {} : { port, strictPort: true }), ...(host === undefined ? {} : { host }) },
    ...(logLevel ? { logLevel } : {}),
  });
  await server.listen();
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let chosen: ReturnType<typeof devArguments>;
  try {
    chosen = devArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DevArgumentError)) throw error;
    console.error(`npm run dev: ${error.message}`);
    process.exit(1);
  }
  if (chosen === 'help') {
    console.log(DEV_USAGE);
    process.exit(0);
  }
  // A chosen port that is taken ends it before the catalogue is read (Vite's own refusal below covers a race).
  if (chosen.port !== undefined && !(await isFree(chosen.port, chosen.host === true ? '0.0.0.0' : (chosen.host ?? '127.0.0.1')))) {
    console.error(`npm run dev: ${portTakenLine(chosen.port)}`);
    process.exit(1);
  }
  // From the start: vite.config.ts and the styles' modules run while the server starts.
  watchForStalls({
    stuck:
      `npm run dev: the server has had no break for ${STALL_SAY_MS / 1000} s. The site's code it runs may loop for ever (a page's component, a .css.ts module or another module in site/, or vite.config.ts), ` +
      'and until that ends it can answer nothing, not even with an error page. Mend the code, then stop the server (Ctrl-C) and start it again. ' +
      '(Should it come back by itself, a line says so.)',
    unstuck: 'npm run dev: the server is answering again.',
  });
  let server: ViteDevServer;
  try {
    server = await startDevServer(chosen);
  } catch (error) {
    // Vite's own words for a chosen port (strictPort) that is taken: 'Port 8080 is already in use'.
    if (chosen.port === undefined || !/already in use/.test(String((error as Error).message))) throw error;
    console.error(`npm run dev: ${portTakenLine(chosen.port)}`);
    process.exit(1);
  }
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}
