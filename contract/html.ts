/**
 * Text made safe to stand in HTML, between tags or inside a quoted attribute: used where a page
 * is written as a string rather than by React (the document's head, site/seo/head.ts; the pages
 * at old addresses, generator/hosting/redirects.ts; and the A–Z on /search, site/pages/Search.tsx).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * @param apostrophe How "'" is written: '&#39;', or '&#x27;' as React writes it, for markup that
 *   must be byte for byte what React would write (the A–Z, hydrated beside React's own elements).
 */
export function escapeHtml(text: string, apostrophe: '&#39;' | '&#x27;' = '&#39;'): string {
  return text.replace(/[&<>"']/g, (char) => (char === "'" ? apostrophe : ESCAPES[char]!));
}
