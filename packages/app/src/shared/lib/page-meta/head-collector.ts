import { createContext } from 'react';
import type { HeadTag } from './head-tags.ts';

/** What a page puts in the document's head: what {@link usePageMeta} writes in the browser. */
export interface CollectedHead {
  title: string;
  description?: string;
  tags: readonly HeadTag[];
}

/**
 * Given while prerendering: a page reports its head while it renders, since effects (which write the
 * head in the browser) never run on the server. Absent in the browser.
 */
export const HeadCollectorContext = createContext<((head: CollectedHead) => void) | null>(null);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON-LD body that cannot close its script element early. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/** One head tag as HTML, marked like the ones usePageMeta adds (so the browser updates the same elements). */
export function headTagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'meta':
      return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-page-meta>`;
    case 'link':
      return `<link rel="${tag.rel}"${tag.hreflang === undefined ? '' : ` hreflang="${escapeHtml(tag.hreflang)}"`} href="${escapeHtml(tag.href)}" data-page-meta>`;
    case 'script':
      return `<script type="application/ld+json" id="${escapeHtml(tag.id)}" data-page-meta>${escapeJson(tag.json)}</script>`;
  }
}

/**
 * A page's HTML template with the page's head: its title, its description and its tags (before `</head>`).
 * The template's own title and description are replaced, never doubled.
 */
export function withHead(template: string, head: CollectedHead): string {
  // Function replacements: a title or tag with `$&` or `$$` in it must come out as written.
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description ?? '')}" />`,
    );
  }
  return html.replace('</head>', () => `${head.tags.map(headTagHtml).join('\n    ')}\n  </head>`);
}
