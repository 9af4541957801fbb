import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('leaves no character that could end a text or a quoted attribute', () => {
    const hostile = `Tom & Jerry's "deals" <script>alert(1)</script> a='b'`;
    const escaped = escapeHtml(hostile);
    expect(escaped).toBe('Tom &amp; Jerry&#39;s &quot;deals&quot; &lt;script&gt;alert(1)&lt;/script&gt; a=&#39;b&#39;');
    expect(escaped).not.toMatch(/[<>"']/);
  });

  it("writes an apostrophe as React does when asked ('&#x27;')", () => {
    expect(escapeHtml(`Bob's "B&Q" <b>`, '&#x27;')).toBe('Bob&#x27;s &quot;B&amp;Q&quot; &lt;b&gt;');
  });

  it('escapes an ampersand once, so text that looks escaped shows as written', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });
});
