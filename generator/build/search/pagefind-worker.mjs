// A thread that hands one share of the site's pages to a Pagefind service of its own and sends
// back the files Pagefind made of them (search-index.ts takes them apart by page). Pagefind's
// Node API keeps one service process per module, and that process reads pages one at a time:
// two threads are two processes, and both cores. Plain JavaScript: worker threads do not inherit
// tsx's loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import * as pagefind from 'pagefind';

/** @type {{ pages: { file: string; main: string }[] }} */
const { pages } = workerData;
try {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const { file, main } of pages) {
    const added = await index.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
  }
  const got = await index.getFiles();
  if (got.errors.length > 0) throw new Error(`Pagefind could not make the index: ${got.errors.join('; ')}`);
  const files = got.files.map(({ path, content }) => [path, content]);
  parentPort.postMessage({ files }, got.files.map(({ content }) => content.buffer));
} finally {
  await pagefind.close();
}
