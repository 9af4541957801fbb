/**
 * Where a form goes without JavaScript, decided once for both forms: a configured https
 * endpoint gets a plain post; otherwise the form's action is a mailto: link and the browser
 * hands its fields to the visitor's email program as plain text.
 */
import { isHttpsUrl } from '../../contract/url-rules.ts';
import { mailtoAction } from './mailto.ts';

export type FormTarget =
  | { kind: 'endpoint'; action: string; method: 'post'; encType: undefined }
  | { kind: 'mail'; action: string; method: 'post'; encType: 'text/plain' };

export function formTarget(endpoint: string | undefined, email: string, subject: string): FormTarget {
  // The same rule the validator applies, so an endpoint that validates is one that works here.
  if (endpoint && isHttpsUrl(endpoint)) return { kind: 'endpoint', action: endpoint, method: 'post', encType: undefined };
  return { kind: 'mail', action: mailtoAction(email, subject), method: 'post', encType: 'text/plain' };
}
