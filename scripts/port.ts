/**
 * The port `npm start` serves on, checked before anything is built: a port someone chose
 * (PORT=8080 or --port) that is taken ends the command with one line; the default one, when
 * taken, gives way to the next free port.
 */
import net from 'node:net';

export const DEFAULT_PORT = 4173;

export class PortError extends Error {}

/** PORT or --port N, else undefined (the default); a value that is not a port is a PortError. */
export function chosenPort(argv: readonly string[], env: NodeJS.ProcessEnv): number | undefined {
  const flag = argv.indexOf('--port');
  const value = flag >= 0 ? argv[flag + 1] : env.PORT;
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new PortError(`'${value}' is not a port number: give a whole number from 1 to 65535, such as PORT=8080.`);
  return port;
}

export function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
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
