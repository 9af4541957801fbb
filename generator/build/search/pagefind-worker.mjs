// A thread that hands one share of the site's pages to a Pagefind service of its own and sends
// back the files Pagefind made of them (search-index.ts takes them apart by page). Pagefind's
// Node API keeps one service process per module, and that process reads pages one at a time:
// two threads are two processes, and both cores. Plain JavaScript: worker threads do not inherit
// tsx's loader on Node 20.
//
// Started with its pages (`workerData.pages`), it reads them at once. Started without (a service
// started ahead of need while the build generates: search-index.ts `startSearchService`), it starts
// the service and then waits for its pages as a message; a message without pages closes it unused.
import { parentPort, workerData } from 'node:worker_threads';
import * as pagefind from 'pagefind';

/** Pages sent to the service before the first answer is awaited. */
const IN_FLIGHT = 16;

/** @type {{ pages?: { file: string; main: string }[] }} */
const given = workerData?.pages;
try {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  /** @type {{ file: string; main: string }[] | undefined} */
  const pages = given ?? (await new Promise((resolve) => parentPort.once('message', (message) => resolve(message?.pages))));
  // Closed unused: the build had no page for it.
  if (pages) {
    // Several pages in flight at once: the service answers each before it reads the next, and
    // waiting for every answer before sending the next page left it idle a third of the time. It
    // still numbers pages in the order they were sent (search-index.ts checks each page's URL).
    let next = 0;
    const adding = async () => {
      for (let at = next++; at < pages.length; at = next++) {
        const { file, main } = pages[at];
        const added = await index.addHTMLFile({ sourcePath: file, content: `<html lang="en"><body>${main}</body></html>` });
        if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, pages.length) }, adding));
    const got = await index.getFiles();
    if (got.errors.length > 0) throw new Error(`Pagefind could not make the index: ${got.errors.join('; ')}`);
    const files = got.files.map(({ path, content }) => [path, content]);
    parentPort.postMessage({ files }, got.files.map(({ content }) => content.buffer));
  }
} finally {
  await pagefind.close();
}
