import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml } from './sanitize.ts';

describe('sanitizeRichTextHtml', () => {
  it.each([
    ['', ''],
    ['plain text', '<p>plain text</p>'],
    ['one<br>two', '<p>one<br>two</p>'],
    ['<p>a</p>\n  <p>b</p>\n', '<p>a</p><p>b</p>'],
    ['<p>\n  Hello\n  <b> big </b>  world \n</p>', '<p>Hello <strong>big </strong>world</p>'],
    ['<p>a <br> b</p>', '<p>a<br>b</p>'],
    ['<p>x <img src="/a.png" alt="y"> z</p>', '<p>x <img src="/a.png" alt="y"> z</p>'],
    ['<ul><li> a <ul><li> b </li></ul></li></ul>', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
    ['<pre>  keep\n    this  </pre>', '<pre><code>  keep\n    this  </code></pre>'],
    ['<p>a\u00a0\u00a0b</p>', '<p>a&nbsp;&nbsp;b</p>'],
    ['<b>a</b> <i>b</i>', '<p><strong>a</strong> <em>b</em></p>'],
    ['<h1>A</h1><h2>B</h2><h3>C</h3><h6>D</h6>', '<h2>A</h2><h2>B</h2><h3>C</h3><h3>D</h3>'],
    ['<div>a</div><div>b</div>', '<p>a</p><p>b</p>'],
    ['<div><p>a</p><p>b</p></div>', '<p>a</p><p>b</p>'],
    ['<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>'],
    ['<ol><li><p>a</p><p>b</p></li></ol>', '<ol><li>a<br>b</li></ol>'],
    ['<ul>loose<li>a</li></ul>', '<ul><li>loose</li><li>a</li></ul>'],
    ['<blockquote><p>a</p><p>b</p></blockquote>', '<blockquote>a<br>b</blockquote>'],
    ['<pre><code>x &lt; 1\n  y</code></pre>', '<pre><code>x &lt; 1\n  y</code></pre>'],
    ['<pre>a<br>b<span>c</span></pre>', '<pre><code>a\nbc</code></pre>'],
    ['<p>a <code>b</code> <kbd>c</kbd></p>', '<p>a <code>b</code> <code>c</code></p>'],
    ['<li>stray</li>', '<p>stray</p>'],
    ['<p><a href="/x" title="t" target="_blank">x</a></p>', '<p><a href="/x">x</a></p>'],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a href="  JAVASCRIPT:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a>no href</a></p>', '<p>no href</p>'],
    ['<img src="/a.png">', '<p><img src="/a.png" alt=""></p>'],
    ['<img src="data:image/png;base64,AAAA" alt="x">', ''],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<p onmouseover="alert(1)" style="color:red" class="c" id="i" dir="rtl">x</p>', '<p>x</p>'],
    ['<table><tr><td>a</td><td>b</td></tr></table>', '<p>a</p><p>b</p>'],
    ['<p>a</p><hr><p>b</p>', '<p>a</p><p>b</p>'],
    // An empty paragraph is a blank line the author left, kept like the editor keeps it.
    ['<p>a</p><p></p><p>b</p>', '<p>a</p><p></p><p>b</p>'],
    ['<span style="font-style:italic;font-weight:bold">x</span>', '<p><strong><em>x</em></strong></p>'],
    ['<b style="font-weight:normal"><p>x</p></b>', '<p>x</p>'],
    ['<p>ok</p><noscript><p>x</p></noscript><template><p>y</p></template>', '<p>ok</p>'],
  ])('%j → %j', (input, output) => {
    expect(sanitizeRichTextHtml(input)).toBe(output);
  });
});
