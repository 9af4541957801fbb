import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenPort, DEFAULT_PORT, portToServe, PortError, serveArguments } from './port.ts';

let taken: net.Server;
let takenPort = 0;

beforeAll(async () => {
  taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  takenPort = (taken.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

describe('the port npm start serves on', () => {
  it('is PORT or --port when given, and the default otherwise', () => {
    expect(chosenPort([], {})).toBeUndefined();
    expect(chosenPort([], { PORT: '8080' })).toBe(8080);
    expect(chosenPort(['--port', '9000'], { PORT: '8080' })).toBe(9000);
    expect(() => chosenPort([], { PORT: 'eighty' })).toThrow(PortError);
  });

  it('reads --port N and --port=N, answers --help, and names anything else it was given', () => {
    expect(serveArguments([], { PORT: '8080' })).toBe(8080);
    expect(serveArguments(['--port', '9000'], {})).toBe(9000);
    expect(serveArguments(['--port=9001'], { PORT: '8080' })).toBe(9001);
    expect(serveArguments(['--help'], {})).toBe('help');
    expect(serveArguments(['--port', '9000', '-h'], {})).toBe('help');
    expect(() => serveArguments(['--prot', '8080'], {})).toThrow("'--prot' is not an option here: give --port N, or --help for the usage.");
    expect(() => serveArguments(['--port', '8080', 'dist'], {})).toThrow("'dist' is not an option here");
    expect(() => serveArguments(['--port'], { PORT: '8080' })).toThrow('--port needs a number after it, such as --port 8080.');
    expect(() => serveArguments(['--port=eighty'], {})).toThrow(PortError);
  });

  it.each(['scripts/start.ts', 'scripts/serve.ts'])('%s --help prints its usage and exits 0 without building or serving; a wrong option is one line and exit 1', (script) => {
    const help = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm (start|run preview) \[-- --port N\]\n/);
    expect(help.stdout).toContain('--port N');
    expect(help.stdout).not.toMatch(/checked|Built|Serving/);
    const wrong = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, '--prot', '8080'], { encoding: 'utf8' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^(npm start|npm run preview): '--prot' is not an option here: give --port N, or --help for the usage\.$/)]);
    expect(wrong.stdout).toBe('');
  });

  it('refuses a chosen port that is taken, in one line that says what to do', async () => {
    const refusal = portToServe(takenPort);
    await expect(refusal).rejects.toThrow(PortError);
    await expect(refusal).rejects.toThrow(new RegExp(`^Port ${takenPort} is already in use .*PORT=${takenPort + 1} npm start$`));
  });

  it('moves from the default port to the next free one when it is taken, and says so', async () => {
    const holder = net.createServer();
    // Another program on this machine may hold it already; either way it is taken while we ask.
    await new Promise<void>((resolve) => holder.once('error', () => resolve()).listen(DEFAULT_PORT, '127.0.0.1', () => resolve()));
    try {
      const { port, note } = await portToServe(undefined);
      expect(port).toBeGreaterThan(DEFAULT_PORT);
      expect(note).toBe(`Port ${DEFAULT_PORT} is in use, so the site will be served on port ${port} instead.`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('npm start with a taken port prints one line and exits 1 before building anything', () => {
    const started = performance.now();
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], { env: { ...process.env, PORT: String(takenPort) }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([`npm start: Port ${takenPort} is already in use by another program, so the site cannot be served there. Stop that program, or choose another port: PORT=${takenPort + 1} npm start`]);
    expect(run.stdout).not.toMatch(/checked|Built/);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
