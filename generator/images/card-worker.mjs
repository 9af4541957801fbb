// A thread that draws and encodes link-preview cards (og-card.ts), for the build's thread
// (card-thread.ts). Plain JavaScript: on Node 20 a worker thread does not inherit the loader that
// lets the main thread import TypeScript, so it loads the CLI's compiled workers' module when the
// CLI runs compiled (workers/compiled-workers.ts), else registers tsx itself.
import { parentPort } from 'node:worker_threads';
import { workerCode } from '../workers/worker-code.mjs';

const { renderOgCard } = await workerCode('./og-card.ts', import.meta.url);

// Cards asked for together are drawn together: their title rows are encoded a few to a JPEG (band-batches.ts).
parentPort.on('message', ({ id, content }) => {
  renderOgCard(content).then(
    (bytes) => parentPort.postMessage({ id, bytes }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
parentPort.postMessage('ready');
