/**
 * The editor's URL policy. A link may point to a web page (http, https), an email address (mailto) or
 * a path of this site (relative); an image may come from a web address or a path of this site. Every
 * other scheme (javascript:, data:, vbscript:, file:, ...) is refused, so the editor never produces one.
 */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** ASCII whitespace and control characters, which browsers strip or skip inside a scheme. */
// eslint-disable-next-line no-control-regex
const WHITESPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;

function checkUrl(input: string, schemes: readonly string[]): string | null {
  const url = input.trim();
  if (url === '' || WHITESPACE_OR_CONTROL.test(url)) return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!schemes.includes(scheme)) return null;
    if (scheme === 'mailto') return url.length > 'mailto:'.length ? url : null;
    try {
      return new URL(url).host === '' ? null : url;
    } catch {
      return null;
    }
  }
  // Relative. A colon before the first `/`, `?` or `#` would read as a scheme to some parsers.
  const firstSegment = url.split(/[/?#]/, 1)[0] ?? '';
  return firstSegment.includes(':') ? null : url;
}

/** The link target as written when it is allowed (http, https, mailto or relative), else null. */
export function safeLinkUrl(input: string): string | null {
  return checkUrl(input, ['http', 'https', 'mailto']);
}

/** The image source as written when it is allowed (http, https or relative), else null. */
export function safeImageSrc(input: string): string | null {
  return checkUrl(input, ['http', 'https']);
}

/** `example.com/page` (a host without a scheme) or `www.example.com`. */
const BARE_HOST = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/**
 * What an author typed into the link dialog, as a link target: a bare host (`example.com/page`) gets
 * `https://`; `/path`, `#anchor`, `mailto:` and full addresses stay. Null when the result is not
 * allowed ({@link safeLinkUrl}).
 */
export function linkFromInput(input: string): string | null {
  const trimmed = input.trim();
  const withScheme = !SCHEME.test(trimmed) && BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
  return safeLinkUrl(withScheme);
}
