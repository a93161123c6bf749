import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/** The elements an article may contain: structure, emphasis, lists, links, images, quotes, code, tables. */
export const ALLOWED_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'kbd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** The attributes kept on them (URLs are checked by DOMPurify: no `javascript:` or `data:` links). */
export const ALLOWED_ATTR: readonly string[] = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
];

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // http(s), mailto and tel only; relative links (this site's own pages) stay.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * Whether a link leaves this site (`origin`) for another web page: those open in a new tab, without opener
 * or referrer. `mailto:` and `tel:` links open an application, not a page, so they stay as written.
 */
function isExternal(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * A DOMPurify instance with the article rules: external links (judged against `origin`, this site) get
 * `rel="noopener noreferrer"` and a new tab; images load lazily.
 */
function articlePurifier(purifier: DOMPurify, origin: () => string): DOMPurify {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && isExternal(href, origin())) {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  return purifier;
}

/** The browser's (the page's own DOM), or the one prerendering gave (Node has no DOM of its own). */
let purifier: DOMPurify | null = null;

/**
 * Prerendering (Node): sanitize with `window`'s DOM (jsdom's), judging links against the site's `origin`,
 * so an article's prerendered HTML is what the browser's sanitizer makes of it.
 */
export function prepareServerSanitizer(window: WindowLike, origin: string): void {
  purifier = articlePurifier(createDOMPurify(window), () => origin);
}

/** Whether the browser enforces Trusted Types (Chromium): then the sanitized HTML is a TrustedHTML. */
function supportsTrustedTypes(): boolean {
  return typeof window !== 'undefined' && 'trustedTypes' in window && window.trustedTypes !== undefined;
}

/**
 * An article's HTML (untrusted: whoever authored it) reduced to the allow-list above. Where the browser
 * supports Trusted Types the result is a `TrustedHTML` from DOMPurify's own policy (`RETURN_TRUSTED_TYPE`),
 * so the page still works under a `require-trusted-types-for 'script'` policy; React accepts either.
 */
export function sanitizeArticleHtml(html: string): string | TrustedHTML {
  purifier ??= articlePurifier(createDOMPurify(), () => window.location.origin);
  if (supportsTrustedTypes()) return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
  return purifier.sanitize(html, CONFIG);
}
