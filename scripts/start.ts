/**
 * `npm start`: checks the port first (so a taken port costs no build), then builds, then serves
 * dist/ (scripts/serve.ts). PORT=8080 npm start, or npm start -- --port 8080, picks the port.
 */
import { spawnSync } from 'node:child_process';
import { portToServe, PortError, serveArguments, serveUsage } from './port.ts';
import { startServer } from './serve.ts';

try {
  const chosen = serveArguments(process.argv.slice(2), process.env);
  if (chosen === 'help') {
    console.log(serveUsage('npm start'));
    process.exit(0);
  }
  const { port, note } = await portToServe(chosen);
  if (note) console.log(note);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const root = 'dist';
  const { url } = await startServer({ root, port });
  console.log(`Serving ${root}/ on ${url}`);
} catch (error) {
  const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  if (!(error instanceof PortError) && !taken) throw error;
  const message = taken ? 'The port was taken by another program while the site was building. Run npm start again.' : (error as PortError).message;
  console.error(`npm start: ${message}`);
  process.exit(1);
}
