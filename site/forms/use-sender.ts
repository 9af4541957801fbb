/**
 * Sending a checked form, the same way for both forms: post to the endpoint and report the
 * outcome, or open the visitor's email program with the message written out. Every outcome is
 * said twice: inline (where the form is) and as a toast (wherever the visitor has scrolled).
 */
import { useCallback, useRef, useState } from 'react';
import { showToast } from '../components/Toaster/toast-store.ts';
import { Toaster } from '../components/Toaster/Toaster.tsx';
import { provideToaster } from '../components/Toaster/ToasterSlot.tsx';
import { mailtoUrl } from './mailto.ts';
import type { MailDraft } from './mailto.ts';
import { describeFailure, postForm, toFormData } from './send.ts';
import type { FormTarget } from './target.ts';

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'mail'; url: string }
  | { kind: 'failed'; message: string };

export interface SenderOptions {
  target: FormTarget;
  /** The business's address, for the mail fallback. */
  email: string;
  /** Offered when a send fails. */
  phone: string;
  /** What is being sent, for messages: 'request', 'sign-up'. */
  what: string;
  /** The catalogue's words for a successful send. */
  success: string;
}

export function mailOpenedMessage(email: string, what: string): string {
  return `Your email program should now open with your ${what} written out to ${email}. Press send there to reach us.`;
}

// The toasts' region comes into the page with the code that raises them (ToasterSlot.tsx).
provideToaster(Toaster);

export function useSender(options: SenderOptions) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const busy = useRef(false);
  const { target, email, phone, what, success } = options;

  /**
   * 'sent' only when the endpoint accepted it: after 'mail' nobody knows whether the visitor
   * pressed send in their email program, so the caller keeps their draft.
   */
  const send = useCallback(
    async (values: Record<string, string>, mail: MailDraft): Promise<'sent' | 'mail' | 'failed' | 'busy'> => {
      if (busy.current) return 'busy';
      if (target.kind === 'mail') {
        const url = mailtoUrl(email, mail);
        setState({ kind: 'mail', url });
        showToast('info', mailOpenedMessage(email, what));
        window.location.href = url;
        return 'mail';
      }
      busy.current = true;
      setState({ kind: 'sending' });
      const outcome = await postForm(target.action, toFormData(values));
      busy.current = false;
      if (outcome.ok) {
        setState({ kind: 'sent' });
        showToast('success', success);
        return 'sent';
      }
      const message = describeFailure(outcome, what, phone);
      setState({ kind: 'failed', message });
      showToast('error', message);
      return 'failed';
    },
    [target, email, phone, what, success],
  );

  return { state, send };
}
