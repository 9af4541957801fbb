// The box's styles stay in the one stylesheet every page links, though its code is fetched on
// demand: the prerendered box is styled before any script runs.
import '../../forms/field.css.ts';
import './Newsletter.css.ts';
import { deferForm } from '../DeferredForm/defer-form.tsx';

/**
 * The footer's sign-up box as every page first shows it. Its code (checks with messages, sending
 * in place, the sending code both forms share) is not fetched with the page but when the visitor
 * first focuses, taps or types in the box (defer-form.tsx).
 */
const newsletter = deferForm<Record<string, never>>({
  importForm: () => import('./Newsletter.tsx').then((module) => module.Newsletter),
  // The footer (id 'contact', on every page) holds this one form.
  formSelector: () => '#contact form',
});

/** Fetches the sign-up box's code: for the prerender, and on first use. */
export const loadNewsletter = newsletter.load;
export const DeferredNewsletter = newsletter.Form;
