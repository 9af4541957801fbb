/**
 * Where the quote form keeps its draft (forms/draft.ts). Apart from the form, so the contact page
 * can tell a returning visitor's draft is waiting without loading the form's code first.
 */
export const QUOTE_DRAFT_KEY = 'quote-request-draft';

/** Whether a draft is waiting; false when storage is missing or refuses (private browsing). */
export function hasQuoteDraft(): boolean {
  try {
    return window.localStorage.getItem(QUOTE_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
