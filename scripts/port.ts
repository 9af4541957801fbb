/**
 * The port `npm start` serves on, checked before anything is built: a port someone chose
 * (PORT=8080 or --port) that is taken ends the command with one line; the default one, when
 * taken, gives way to the next free port.
 */
import { isFree, portNumber } from '../generator/dev/arguments.ts';

export const DEFAULT_PORT = 4173;

export class PortError extends Error {}

/** What `npm start` and `npm run preview` accept. */
export function serveUsage(command: 'npm start' | 'npm run preview'): string {
  const does =
    command === 'npm start'
      ? 'Validates, generates and builds the site, then serves dist/ as a static host would:'
      : 'Serves the dist/ already built (npm run build) as a static host would:';
  return [
    `Usage: ${command} [-- --port N]`,
    '',
    does,
    'with the hosting headers, ROUTE/ for each page, a 301 for ROUTE and for each old address in',
    'dist/_redirects, and 404.html with status 404 for anything else.',
    '',
    'Options:',
    `  --port N    serve on port N (or PORT=N ${command}); if N is taken, stop with one line.`,
    command === 'npm start'
      ? `              Without it: ${DEFAULT_PORT}, or the next free port if ${DEFAULT_PORT} is taken.`
      : `              Without it: ${DEFAULT_PORT}, stopping with one line if that is taken.`,
    '  --help      show this text',
  ].join('\n');
}

/**
 * The command line of `npm start` and `npm run preview`: 'help' for --help or -h, else the
 * chosen port (chosenPort; `--port=N` is read as `--port N`). Anything else given is a
 * PortError naming it, not silently ignored (a mistyped `--prot 8080` would otherwise serve on
 * the default port).
 */
export function serveArguments(given: readonly string[], env: NodeJS.ProcessEnv): 'help' | number | undefined {
  const argv = given.flatMap((arg) => (arg.startsWith('--port=') ? ['--port', arg.slice('--port='.length)] : [arg]));
  if (argv.includes('--help') || argv.includes('-h')) return 'help';
  const unknown = argv.filter((arg, index) => arg !== '--port' && argv[index - 1] !== '--port');
  if (unknown.length > 0) throw new PortError(`'${unknown[0]}' is not an option here: give --port N, or --help for the usage.`);
  if (argv.at(-1) === '--port') throw new PortError('--port needs a number after it, such as --port 8080.');
  return chosenPort(argv, env);
}

/** PORT or --port N, else undefined (the default); a value that is not a port is a PortError. */
export function chosenPort(argv: readonly string[], env: NodeJS.ProcessEnv): number | undefined {
  const flag = argv.indexOf('--port');
  const value = flag >= 0 ? argv[flag + 1] : env.PORT;
  if (value === undefined || value === '') return undefined;
  const port = portNumber(value);
  if (port === undefined) throw new PortError(`'${value}' is not a port number: give a whole number from 1 to 65535, such as PORT=8080.`);
  return port;
}

/** The port to serve on, and a line to print when it is not the one asked for. */
export async function portToServe(chosen: number | undefined, host = '127.0.0.1'): Promise<{ port: number; note?: string }> {
  if (chosen !== undefined) {
    if (await isFree(chosen, host)) return { port: chosen };
    throw new PortError(`Port ${chosen} is already in use by another program, so the site cannot be served there. Stop that program, or choose another port: PORT=${chosen + 1} npm start`);
  }
  for (let port = DEFAULT_PORT; port < DEFAULT_PORT + 50; port++) {
    if (await isFree(port, host)) return port === DEFAULT_PORT ? { port } : { port, note: `Port ${DEFAULT_PORT} is in use, so the site will be served on port ${port} instead.` };
  }
  throw new PortError(`Ports ${DEFAULT_PORT} to ${DEFAULT_PORT + 49} are all in use. Choose a free one: PORT=8080 npm start`);
}
