/**
 * The command line of `npm run dev`: the port and the address to serve the preview on, or the
 * usage. Anything else given is named in one line rather than ignored: `npm run dev -- --prot
 * 8080` would otherwise serve on 5173 without a word, and `--help` would start the server.
 */
import net from 'node:net';

/** Vite's: taken, the server moves on to the next free port unless one was chosen. */
export const DEV_PORT = 5173;

export class DevArgumentError extends Error {}

export interface DevArguments {
  port?: number;
  /** An address to listen on, or true for all of them (the preview reachable from a phone on the same network). */
  host?: string | true;
}

export const DEV_USAGE = [
  'Usage: npm run dev [-- --port N] [-- --host [ADDRESS]]',
  '',
  'Serves the site for staff to preview while they edit the catalogue: every save is checked,',
  'and the open page shows the change (or the problem, in an overlay).',
  '',
  'Options:',
  '  --port N          serve on port N; if N is taken, stop with one line (PORT is left to npm start)',
  `                    Without it: ${DEV_PORT}, or the next free port if ${DEV_PORT} is taken.`,
  '  --host [ADDRESS]  listen on ADDRESS, or on every address when none is given, so that a phone',
  '                    on the same network can open the preview (without it: this machine only)',
  '  --help            show this text',
].join('\n');

/** A port number from its text; undefined when the text is not a whole number from 1 to 65535. */
export function portNumber(text: string): number | undefined {
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : undefined;
}

/** `given`: the arguments after the script; `--port=N` and `--host=A` are read as `--port N` and `--host A`. */
export function devArguments(given: readonly string[]): 'help' | DevArguments {
  const argv = given.flatMap((arg) => (/^--(port|host)=/.test(arg) ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg]));
  if (argv.includes('--help') || argv.includes('-h')) return 'help';
  const chosen: DevArguments = {};
  let portText: string | undefined;
  for (let at = 0; at < argv.length; at++) {
    const arg = argv[at]!;
    const next = argv[at + 1];
    if (arg === '--port') {
      if (next === undefined || next.startsWith('-')) throw new DevArgumentError('--port needs a number after it, such as --port 8080.');
      portText = next;
      at += 1;
    } else if (arg === '--host') {
      if (next === undefined || next.startsWith('-')) chosen.host = true;
      else {
        chosen.host = next;
        at += 1;
      }
    } else throw new DevArgumentError(`'${arg}' is not an option here: give --port N, --host [ADDRESS], or --help for the usage.`);
  }
  if (portText !== undefined) {
    const port = portNumber(portText);
    if (port === undefined) throw new DevArgumentError(`'${portText}' is not a port number: give a whole number from 1 to 65535, such as --port 8080.`);
    chosen.port = port;
  }
  return chosen;
}

/** The line for a port someone chose that another program holds. */
export function portTakenLine(port: number): string {
  return `Port ${port} is already in use by another program, so the preview cannot be served there. Stop that program, or choose another port: npm run dev -- --port ${port === 65535 ? port - 1 : port + 1}`;
}

/** Whether a server could listen on `port` at `host` now. */
export function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
