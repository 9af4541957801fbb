/**
 * `npm run dev`: the project's Vite config plus the catalogue plugin. The plugin is added here
 * rather than in vite.config.ts because Vite bundles its config file, and the generator finds its
 * schemas and parse workers next to its own source files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { cataloguePlugin, type CataloguePluginOptions } from './catalogue-plugin.ts';

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
  const server = await startDevServer();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}
