/**
 * Posting a form to the configured endpoint with fetch, and saying plainly what went wrong when
 * it fails. The endpoint is on another origin, so the request stays a CORS "simple" one: a
 * FormData body and only the safelisted Accept header, with no preflight to fail first.
 */

export type SendOutcome =
  | { ok: true }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'timeout' }
  | { ok: false; kind: 'status'; status: number; statusText: string };

/** On a weak signal a request can hang for minutes; after this long the visitor is told. */
export const SEND_TIMEOUT_MS = 20_000;

export async function postForm(
  endpoint: string,
  data: FormData,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  const send = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SEND_TIMEOUT_MS);
  try {
    const response = await send(endpoint, {
      method: 'POST',
      body: data,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, kind: 'status', status: response.status, statusText: response.statusText };
  } catch {
    return controller.signal.aborted ? { ok: false, kind: 'timeout' } : { ok: false, kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Plain values as FormData, in the given order. */
export function toFormData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/**
 * What happened, in words a visitor can act on. `what` names the thing sent ('request',
 * 'sign-up'); `phone` is offered as the way round a failure that persists.
 */
export function describeFailure(outcome: Exclude<SendOutcome, { ok: true }>, what: string, phone: string): string {
  const kept = 'Nothing you typed has been lost.';
  switch (outcome.kind) {
    case 'network':
      return `Your ${what} was not sent: we could not reach the server. Check your connection and try again. ${kept}`;
    case 'timeout':
      return `Your ${what} was not sent: the server took too long to answer. Try again in a moment. ${kept}`;
    case 'status': {
      const reason = outcome.statusText ? ` (${outcome.statusText})` : '';
      return `Your ${what} was not sent: the server answered with error ${outcome.status}${reason}. Try again later or ring us on ${phone}. ${kept}`;
    }
  }
}
