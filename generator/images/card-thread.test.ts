import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CardThread } from './card-thread.ts';
import { renderOgCard } from './og-card.ts';

const images = path.join(import.meta.dirname, '../../catalogue/images');
const plywood = readFileSync(path.join(images, 'timber/plywood.svg'));
const siteName = 'Kestle & Daw';

const threads: CardThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.stop()));
});

describe('the link-preview card thread', () => {
  it('draws each card to the very bytes the build thread draws, one alone or many together', async () => {
    const thread = new CardThread(true);
    threads.push(thread);
    // One card, then several of one illustration at once (their title rows encoded together: band-batches.ts).
    const alone = { illustration: plywood, title: 'Marine plywood', siteName };
    expect(Buffer.compare(await thread.draw(alone), await renderOgCard(alone))).toBe(0);
    const titles = ['Shuttering plywood', 'Hardwood-faced plywood', 'Flexible plywood', 'Fire-retardant plywood', 'Plywood offcuts, sold by the sheet and by the half sheet'];
    const onThread = await Promise.all(titles.map((title) => thread.draw({ illustration: plywood, title, siteName })));
    const here = await Promise.all(titles.map((title) => renderOgCard({ illustration: plywood, title, siteName })));
    onThread.forEach((card, at) => expect(Buffer.compare(card, here[at]!)).toBe(0));
    expect(new Set(onThread.map((card) => card.toString('base64'))).size).toBe(titles.length);
  });

  it("rejects as the build thread would when a card cannot be drawn, and goes on drawing the others", async () => {
    const thread = new CardThread(true);
    threads.push(thread);
    // A name that is not text: drawing it throws, on either thread.
    const broken = { illustration: plywood, title: 'Broken', siteName: 42 as unknown as string };
    const [hereError, threadError] = await Promise.all([renderOgCard(broken).then(() => undefined, (error: Error) => error), thread.draw(broken).then(() => undefined, (error: Error) => error)]);
    expect(hereError).toBeInstanceOf(Error);
    expect(threadError?.message).toBe(hereError?.message);
    const fine = { illustration: plywood, title: 'Birch plywood', siteName };
    expect(Buffer.compare(await thread.draw(fine), await renderOgCard(fine))).toBe(0);
  });

  it('draws here when told to, and leaves no card unanswered when its thread fails', async () => {
    const here = new CardThread(false);
    const card = { illustration: plywood, title: 'Structural plywood', siteName };
    expect(Buffer.compare(await here.draw(card), await renderOgCard(card))).toBe(0);

    const thread = new CardThread(true);
    threads.push(thread);
    const first = await thread.draw(card);
    // The thread dies with cards owed: they are drawn here instead, as is every card after.
    const worker = (thread as unknown as { worker: { stop: () => Promise<void> } }).worker;
    const owed = Promise.all(['Plywood A', 'Plywood B'].map((title) => thread.draw({ illustration: plywood, title, siteName })));
    await worker.stop();
    const [a, b] = await owed;
    expect(Buffer.compare(a!, await renderOgCard({ illustration: plywood, title: 'Plywood A', siteName }))).toBe(0);
    expect(Buffer.compare(b!, await renderOgCard({ illustration: plywood, title: 'Plywood B', siteName }))).toBe(0);
    expect(Buffer.compare(first, await renderOgCard(card))).toBe(0);
  });
});
