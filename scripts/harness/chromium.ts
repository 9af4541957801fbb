/** Debian's Chromium started with a DevTools port, for tools (Lighthouse) that drive it over CDP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Without the background-networking flags Chromium keeps calling Google's hosts, which this
// machine's closed network refuses; a fresh profile keeps runs independent.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningChromium {
  port: number;
  close(): Promise<void>;
}

export function startChromium(executable = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
  const child: ChildProcess = spawn(executable, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async (): Promise<void> => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A helper process still writing to the profile must not throw away a finished measurement.
    }
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), close });
      }
    });
    child.once('error', reject);
  });
}
