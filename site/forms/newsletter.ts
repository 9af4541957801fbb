/** The newsletter box's one rule: an email address that looks like one. */
import { looksLikeEmail } from './contact-details.ts';

export function newsletterEmailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address to subscribe.';
  if (!looksLikeEmail(email)) return 'Enter an email address in the form name@example.co.uk.';
  return undefined;
}
