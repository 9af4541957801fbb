import type { ComponentProps } from 'react';
import { hasQuoteDraft } from '../../forms/quote-draft.ts';
import { deferForm } from '../DeferredForm/defer-form.tsx';
import type { QuoteForm } from './QuoteForm.tsx';

/**
 * The quote form as /contact first shows it. Its code (checks with messages, drafts, sending in
 * place; about 4 KB gzipped) is not fetched with the page but when the visitor first focuses,
 * taps or types in the form, or has a draft waiting (defer-form.tsx).
 * Arriving by a client navigation, the code comes with the page's records (renderers.ts).
 */
const quoteForm = deferForm<ComponentProps<typeof QuoteForm>>({
  importForm: () => import('./QuoteForm.tsx').then((module) => module.QuoteForm),
  formSelector: ({ labelledBy }) => `form[aria-labelledby="${labelledBy}"]`,
  wantedAtOnce: hasQuoteDraft,
});

/** Fetches the quote form's code: for the prerender, for a client navigation to /contact (with the page's records), and on first use. */
export const loadQuoteForm = quoteForm.load;
export const DeferredQuoteForm = quoteForm.Form;
