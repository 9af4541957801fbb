import { describe, expect, it, vi } from 'vitest';
import { describeFailure, postForm, toFormData } from './send.ts';

const ENDPOINT = 'https://forms.example/quote';

describe('postForm', () => {
  it('posts the FormData asking for JSON, and reports a 2xx answer as sent', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    const data = toFormData({ name: 'Jo', message: 'Sand' });
    expect(await postForm(ENDPOINT, data, { fetch })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(data);
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect([...(init.body as FormData).entries()]).toEqual([
      ['name', 'Jo'],
      ['message', 'Sand'],
    ]);
  });

  it('reports the status of an error answer', async () => {
    const fetch = vi.fn(async () => new Response('no', { status: 500, statusText: 'Internal Server Error' }));
    expect(await postForm(ENDPOINT, new FormData(), { fetch })).toEqual({ ok: false, kind: 'status', status: 500, statusText: 'Internal Server Error' });
  });

  it('reports a refused connection as a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postForm(ENDPOINT, new FormData(), { fetch })).toEqual({ ok: false, kind: 'network' });
  });

  it('gives up on a server that never answers', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    expect(await postForm(ENDPOINT, new FormData(), { fetch: fetch as typeof globalThis.fetch, timeoutMs: 20 })).toEqual({ ok: false, kind: 'timeout' });
  });
});

describe('describeFailure', () => {
  it('says what happened, what to do, and that nothing was lost', () => {
    expect(describeFailure({ ok: false, kind: 'network' }, 'request', '01632 960415')).toBe(
      'Your request was not sent: we could not reach the server. Check your connection and try again. Nothing you typed has been lost.',
    );
    expect(describeFailure({ ok: false, kind: 'status', status: 500, statusText: 'Internal Server Error' }, 'sign-up', '01632 960415')).toBe(
      'Your sign-up was not sent: the server answered with error 500 (Internal Server Error). Try again later or ring us on 01632 960415. Nothing you typed has been lost.',
    );
    expect(describeFailure({ ok: false, kind: 'timeout' }, 'request', '0')).toMatch(/took too long/);
  });
});
