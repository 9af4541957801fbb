import { describe, expect, it } from 'vitest';
import { BEAT_MS, isOutOfMemory, startWorker } from './pool.ts';

/** A worker script as a data: URL, so each case says in one line what its worker does. */
const script = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(`import { parentPort, workerData } from 'node:worker_threads';\n${source}`)}`);

describe('startWorker', () => {
  it('gives the first message as the result and every message, in order, to onMessage', async () => {
    const seen: unknown[] = [];
    const worker = startWorker<string>(script(`parentPort.postMessage('ready'); parentPort.once('message', (n) => { parentPort.postMessage(n * 2); process.exit(0); });`), {
      name: 'A doubling worker',
      onMessage: (message) => seen.push(message),
    });
    expect(await worker.result).toBe('ready');
    worker.post(21);
    await worker.ended;
    expect(seen).toEqual(['ready', 42]);
  });

  it('passes workerData and env to the thread', async () => {
    const worker = startWorker<string>(script(`parentPort.postMessage(workerData.greeting + ' ' + process.env.BUILD_MODE);`), {
      name: 'A greeting worker',
      workerData: { greeting: 'hello' },
      env: { BUILD_MODE: 'production' },
    });
    expect(await worker.result).toBe('hello production');
  });

  it("rejects with the worker's own error, and ends", async () => {
    const worker = startWorker(script(`throw new Error('the layout does not parse');`), { name: 'A failing worker' });
    await expect(worker.result).rejects.toThrow('the layout does not parse');
    await worker.ended;
  });

  it('rejects naming the worker and its exit code when it stops before replying', async () => {
    const worker = startWorker(script(`process.exit(3);`), { name: 'A prerender worker' });
    await expect(worker.result).rejects.toThrow('A prerender worker stopped with code 3 before it finished');
    await worker.ended;
  });

  it('says the worker ran out of memory, what may hold too much and how to give it more, and keeps Node\'s code', async () => {
    const worker = startWorker(script(`const kept = []; for (;;) kept.push(new Array(100_000).fill('x'));`), {
      name: 'The bundling worker',
      outOfMemory: 'Code the bundler runs may keep data without end.',
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    });
    const error = await worker.result.then(() => undefined, (thrown: unknown) => thrown);
    // Node's own words were "Worker terminated due to reaching memory limit: JS heap out of memory".
    expect(String(error)).toMatch(/^Error: The bundling worker ran out of memory\. Code the bundler runs may keep data without end\. Its limit is about 32 MB; should it really need more, raise it by starting the command with NODE_OPTIONS=--max-old-space-size=64 \(in MB\)\.$/);
    expect(isOutOfMemory(error)).toBe(true);
    await worker.ended;
  });

  it('says the code never finished loading when a top-level await in a module it imports can never settle', async () => {
    const stuck = `data:text/javascript,${encodeURIComponent('await new Promise(() => {}); export const renderDocument = () => "";')}`;
    const worker = startWorker(script(`await import(${JSON.stringify(stuck)}); parentPort.postMessage('loaded');`), { name: 'A prerender worker' });
    await expect(worker.result).rejects.toThrow(
      "A prerender worker stopped before it finished: the code it loaded never finished loading: a top-level 'await' in it (or in a module it imports) waits for something that never happens (exit code 13)",
    );
    await worker.ended;
  });

  it('stops a worker that would run for ever, and a result nobody waits for is not an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const worker = startWorker(script(`setInterval(() => {}, 1000);`), { name: 'An endless worker' });
      await worker.stop();
      await worker.ended;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await expect(worker.result).rejects.toThrow(/An endless worker stopped with code \d+ before it finished/);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  describe('with a heartbeat', () => {
    /** The beat as the worker scripts run it (pool.ts, BEAT_MS), then `source`. */
    const beating = (source: string) => script(`if (workerData?.beats) setInterval(() => Atomics.add(workerData.beats, 0, 1), ${BEAT_MS / 4}).unref();\n${source}`);
    const heartbeat = { limitMs: 1_000, stuck: 'Code it runs may loop for ever.' };

    it('stops a thread its code keeps busy without a break, saying so, and ends', async () => {
      const worker = startWorker(beating(`parentPort.once('message', () => { for (;;) {} });`), { name: 'The bundling worker', heartbeat });
      worker.post('go');
      await expect(worker.result).rejects.toThrow('The bundling worker was stopped after 1 s without a break. Code it runs may loop for ever.');
      await worker.ended;
    });

    it('leaves a thread that waits (its event loop free) for longer than the limit, and passes its own workerData', async () => {
      const worker = startWorker<string>(beating(`setTimeout(() => parentPort.postMessage(workerData.answer), 2_500);`), { name: 'A slow worker', workerData: { answer: 'done' }, heartbeat });
      expect(await worker.result).toBe('done');
    });
  });
});
