import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenPort, DEFAULT_PORT, portToServe, PortError } from './port.ts';

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
