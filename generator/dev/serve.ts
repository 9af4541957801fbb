/**
 * `npm run dev`: the project's Vite config plus the catalogue plugin. The plugin is added here
 * rather than in vite.config.ts because Vite bundles its config file, and the generator finds its
 * schemas and parse workers next to its own source files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { cataloguePlugin, type CataloguePluginOptions } from './catalogue-plugin.ts';
import { STALL_SAY_MS, watchForStalls } from './stall-watch.ts';

export interface DevServerOptions extends CataloguePluginOptions {
  port?: number;
  host?: string;
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
  // From the start: vite.config.ts and the styles' modules run while the server starts.
  watchForStalls({
    stuck:
      `npm run dev: the server has had no break for ${STALL_SAY_MS / 1000} s. The site's code it runs may loop for ever (a page's component, a .css.ts module or another module in site/, or vite.config.ts), ` +
      'and until that ends it can answer nothing, not even with an error page. Mend the code, then stop the server (Ctrl-C) and start it again. ' +
      '(Should it come back by itself, a line says so.)',
    unstuck: 'npm run dev: the server is answering again.',
  });
  const server = await startDevServer();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}
