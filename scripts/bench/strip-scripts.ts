/**
 * The same page with its JavaScript taken away: module scripts and modulepreload links go,
 * everything else (content, CSS, JSON data, JSON-LD) stays. Lighthouse on this copy gives the
 * LCP that hydration must not make worse.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}
