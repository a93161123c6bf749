import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

/** The sanitized HTML as a string (a TrustedHTML in Chromium, whose toString is the HTML). */
const text = (value: string | TrustedHTML): string =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- TrustedHTML stringifies to its HTML
  typeof value === 'string' ? value : value.toString();
const clean = (html: string) => text(sanitizeArticleHtml(html));

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="steal()" alt="x">' +
        '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">bad too</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<svg><script>alert(1)</script></svg><form action="/x"><input name="p"></form>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style|<svg|<form|<input/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<a>bad</a>');
  });

  it('keeps the allowed structure: headings, paragraphs, lists, emphasis, quotes, code, tables, images', () => {
    const source =
      '<h2>Title</h2><p><strong>bold</strong> <em>em</em></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(clean(source)).toBe(source);
    expect(clean('<img src="/a.png" alt="A" width="10" height="5">')).toBe(
      '<img src="/a.png" alt="A" width="10" height="5" loading="lazy">',
    );
  });

  it('drops styles, classes and data attributes', () => {
    expect(clean('<p style="color:red" class="x" data-id="1" id="y">t</p>')).toBe('<p>t</p>');
  });

  it('opens external links in a new tab without opener or referrer, and leaves this site’s links alone', () => {
    const external = clean('<a href="https://example.com/x" rel="opener">out</a>');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).toContain('target="_blank"');
    const internal = clean(
      `<a href="/pricing" target="_blank">in</a><a href="${window.location.origin}/faq">faq</a>`,
    );
    expect(internal).toBe(`<a href="/pricing">in</a><a href="${window.location.origin}/faq">faq</a>`);
  });

  it('answers a TrustedHTML where the browser has Trusted Types', () => {
    const result = sanitizeArticleHtml('<p>t</p>');
    expect(typeof result).toBe('trustedTypes' in window ? 'object' : 'string');
    expect(text(result)).toBe('<p>t</p>');
  });
});
