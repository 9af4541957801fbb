/**
 * Debian's nginx serving a built folder with the `_nginx.conf` the build wrote there, as a child
 * process on a loopback port, with its own prefix and configuration in a temporary folder (the
 * machine's own nginx configuration is never read or changed).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  close(): Promise<void>;
}

/** The server block a host would write around the build's include. */
export function nginxConfig(prefix: string, distDir: string, port: number): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};`);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${distDir};`,
    `    include ${path.join(distDir, '_nginx.conf')};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

export async function startNginx(distDir: string, port: number): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is not installed at ${NGINX_PATH}: apt-get install -y nginx (the browser tests serve dist/ with it).`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  // nginx's workers run as another user: they need to reach the temporary paths.
  await chmod(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig(prefix, path.resolve(distDir), port));
  const child = spawn(NGINX_PATH, ['-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/`, { method: 'HEAD' }).then(() => true, () => false);
    if (answered) return { url, close };
    await sleep(100);
  }
  const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
  await close();
  throw new Error(`nginx did not start on ${url}:\n${stderr}${log}`);
}
