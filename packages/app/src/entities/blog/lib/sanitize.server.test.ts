import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { prepareServerSanitizer, sanitizeArticleHtml } from './sanitize.ts';

// Prerendering runs in Node, which has no DOM: the sanitizer works on jsdom's, with the site's origin.
describe('sanitizeArticleHtml while prerendering', () => {
  prepareServerSanitizer(new JSDOM('').window, 'https://emotionguru.app');
  // A string: Node has no Trusted Types.
  const clean = (html: string) => sanitizeArticleHtml(html) as string;

  it('removes what the browser’s sanitizer removes', () => {
    const html = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="steal()" alt="x">' +
        '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe>' +
        '<svg><script>alert(1)</script></svg><p style="color:red" data-id="1">t</p>',
    );
    expect(html).toBe('<p>Hi</p><img src="x.png" alt="x" loading="lazy"><a>bad</a><p>t</p>');
  });

  it('keeps the allowed structure as written', () => {
    const source =
      '<h2>Title</h2><p><strong>bold</strong> <em>em</em></p><ul><li>one</li></ul>' +
      '<blockquote>quote</blockquote><pre><code>x = 1</code></pre>';
    expect(clean(source)).toBe(source);
  });

  it('judges links against the site’s origin: others open apart, the site’s own stay as written', () => {
    expect(clean('<a href="https://example.com/x">out</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(clean('<a href="https://emotionguru.app/blog" target="_blank">in</a>')).toBe(
      '<a href="https://emotionguru.app/blog">in</a>',
    );
    expect(clean('<a href="/faq">faq</a>')).toBe('<a href="/faq">faq</a>');
  });
});
