import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/harness/free-port.ts';
import { REPO } from '../test/run-cli.ts';
import { DEV_USAGE, DevArgumentError, devArguments, isFree, portNumber, portTakenLine } from './arguments.ts';

describe('devArguments', () => {
  it('gives nothing chosen without arguments, and the port and address given', () => {
    expect(devArguments([])).toEqual({});
    expect(devArguments(['--port', '8080'])).toEqual({ port: 8080 });
    expect(devArguments(['--port=8080', '--host=192.168.1.20'])).toEqual({ port: 8080, host: '192.168.1.20' });
    expect(devArguments(['--host', '0.0.0.0', '--port', '5174'])).toEqual({ port: 5174, host: '0.0.0.0' });
  });

  it('takes --host alone for every address, wherever it stands', () => {
    expect(devArguments(['--host'])).toEqual({ host: true });
    expect(devArguments(['--host', '--port', '8080'])).toEqual({ host: true, port: 8080 });
  });

  it('gives the usage for --help or -h, whatever else is there', () => {
    expect(devArguments(['--help'])).toBe('help');
    expect(devArguments(['--port', 'x', '-h'])).toBe('help');
    expect(DEV_USAGE).toMatch(/--port N/);
    expect(DEV_USAGE).toMatch(/--host \[ADDRESS\]/);
  });

  it('names what it cannot take, rather than ignoring it', () => {
    const refusal = (argv: string[]) => {
      try {
        devArguments(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(DevArgumentError);
        return (error as Error).message;
      }
      throw new Error(`${argv.join(' ')} was taken`);
    };
    expect(refusal(['--prot', '8080'])).toBe("'--prot' is not an option here: give --port N, --host [ADDRESS], or --help for the usage.");
    expect(refusal(['8080'])).toMatch(/^'8080' is not an option here/);
    expect(refusal(['--port'])).toBe('--port needs a number after it, such as --port 8080.');
    expect(refusal(['--port', '--host'])).toBe('--port needs a number after it, such as --port 8080.');
    for (const port of ['0', '65536', '80.5', '1e3', 'http']) {
      expect(refusal(['--port', port])).toBe(`'${port}' is not a port number: give a whole number from 1 to 65535, such as --port 8080.`);
    }
  });
});

describe('portNumber', () => {
  it('takes whole numbers from 1 to 65535 only', () => {
    expect(portNumber('1')).toBe(1);
    expect(portNumber('65535')).toBe(65535);
    for (const text of ['', '0', '65536', '-1', ' 80', '0x50', '8e3']) expect(portNumber(text)).toBeUndefined();
  });
});

describe('npm run dev with a port that is taken', () => {
  let holder: net.Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('says so in one line and exits 1 before reading the catalogue', async () => {
    expect(await isFree(port)).toBe(false);
    const run = promisify(execFile)(path.join(REPO, 'node_modules/.bin/tsx'), ['generator/dev/serve.ts', '--port', String(port)], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
    const failed = await run.then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(`npm run dev: ${portTakenLine(port)}\n`);
    expect(failed?.stdout).toBe('');
  }, 30_000);

  it('prints the usage for --help and refuses an unknown option, without starting', async () => {
    const tsx = path.join(REPO, 'node_modules/.bin/tsx');
    const help = await promisify(execFile)(tsx, ['generator/dev/serve.ts', '--help'], { cwd: REPO });
    expect(help.stdout).toBe(`${DEV_USAGE}\n`);
    const unknown = await promisify(execFile)(tsx, ['generator/dev/serve.ts', '--prot', '8080'], { cwd: REPO }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toMatch(/^npm run dev: '--prot' is not an option here/);
  }, 30_000);
});
