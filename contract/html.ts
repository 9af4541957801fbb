/**
 * Text made safe to stand in HTML, between tags or inside a quoted attribute: used where a page
 * is written as a string rather than by React (the document's head, site/seo/head.ts, and the
 * pages at old addresses, generator/hosting/redirects.ts).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
