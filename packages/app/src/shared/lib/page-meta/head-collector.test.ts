import { describe, expect, it } from 'vitest';
import { headTagHtml, withHead } from './head-collector.ts';

const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="description" content="Emotion Guru: track, understand and reflect on your emotions." />
    <title>Emotion Guru</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('headTagHtml', () => {
  it('writes each kind of tag, marked as page-meta’s, with its values escaped', () => {
    expect(
      headTagHtml({ tag: 'meta', attribute: 'property', key: 'og:title', content: 'Q & A "FAQ" <b>' }),
    ).toBe('<meta property="og:title" content="Q &amp; A &quot;FAQ&quot; &lt;b&gt;" data-page-meta>');
    expect(
      headTagHtml({ tag: 'link', rel: 'alternate', hreflang: 'tr-TR', href: 'https://x.test/tr?a=1&b=2' }),
    ).toBe('<link rel="alternate" hreflang="tr-TR" href="https://x.test/tr?a=1&amp;b=2" data-page-meta>');
    expect(headTagHtml({ tag: 'link', rel: 'canonical', href: 'https://x.test/' })).toBe(
      '<link rel="canonical" href="https://x.test/" data-page-meta>',
    );
  });

  it('keeps structured data from closing its script early', () => {
    const html = headTagHtml({
      tag: 'script',
      id: 'ld',
      json: '{"name":"</script><script>alert(1)</script>"}',
    });
    expect(html).toBe(
      '<script type="application/ld+json" id="ld" data-page-meta>{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('withHead', () => {
  it('replaces the template’s title and description and adds the tags before </head>', () => {
    const html = withHead(TEMPLATE, {
      title: 'About & us – Emotion Guru',
      description: 'Who "we" are',
      tags: [{ tag: 'link', rel: 'canonical', href: 'https://x.test/about' }],
    });
    expect(html).toContain('<title>About &amp; us – Emotion Guru</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Who &quot;we&quot; are" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/x\.test\/about" data-page-meta>\s*<\/head>/);
  });

  it('leaves the template’s description when the page has none', () => {
    const html = withHead(TEMPLATE, { title: 'FAQ – Emotion Guru', tags: [] });
    expect(html).toContain('content="Emotion Guru: track, understand and reflect on your emotions."');
  });

  it('writes `$` sequences as they are (no replacement patterns)', () => {
    const html = withHead(TEMPLATE, {
      title: 'Plans from $$9 – $& more',
      description: "Save $' now",
      tags: [{ tag: 'meta', attribute: 'name', key: 'keywords', content: '$`' }],
    });
    expect(html).toContain('<title>Plans from $$9 – $&amp; more</title>');
    expect(html).toContain(`content="Save $' now"`);
    expect(html).toContain('<meta name="keywords" content="$`" data-page-meta>');
  });
});
