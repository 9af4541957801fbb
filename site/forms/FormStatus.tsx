import type { SendState } from './use-sender.ts';
import { mailOpenedMessage } from './use-sender.ts';

interface FormStatusProps {
  state: SendState;
  /** What the form says when the send succeeded (the catalogue's words). */
  success: string;
  email: string;
  what: string;
  /** A problem found before sending, such as fields to correct. */
  problem?: string;
  className?: string;
  alertClassName?: string;
}

/**
 * The form's own report, next to its button. Both live regions are always in the page, empty
 * until needed, because screen readers announce changes to a region they already know about.
 */
export function FormStatus({ state, success, email, what, problem, className, alertClassName }: FormStatusProps) {
  const failure = state.kind === 'failed' ? state.message : problem;
  return (
    <>
      <div role="status" className={className}>
        {state.kind === 'sending' ? <p>Sending your {what}…</p> : null}
        {state.kind === 'sent' ? <p>{success}</p> : null}
        {state.kind === 'mail' ? (
          <p>
            {mailOpenedMessage(email, what)} If nothing opens, <a href={state.url}>open the email</a> yourself or write to{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </p>
        ) : null}
      </div>
      <div role="alert" className={alertClassName}>
        {failure ? <p>{failure}</p> : null}
      </div>
    </>
  );
}
