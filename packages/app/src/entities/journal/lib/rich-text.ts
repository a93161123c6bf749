/**
 * Journal content is the platform's rich text (HTML paragraphs); the editor is plain text. Parsing uses
 * the browser's DOMParser (an inert document: no scripts run, no images load), so no HTML is ever
 * injected into the page: entries are rendered as text.
 */

/** The text paragraphs of a rich-text value (plain text passes through, split on blank lines). */
export function richTextToParagraphs(value: string): string[] {
  if (!/<[a-z][\s\S]*>/i.test(value)) return plainParagraphs(value);
  const doc = new DOMParser().parseFromString(value, 'text/html');
  // Line breaks inside a paragraph are text to the editor, not markup to drop.
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote, div'));
  const leaves = blocks.filter((block) => block.querySelector('p, li, div, blockquote') === null);
  const texts = leaves.length > 0 ? leaves.map((block) => block.textContent) : [doc.body.textContent];
  return texts.map((text) => text.trim()).filter((text) => text.length > 0);
}

/** Rich text for the editor: paragraphs joined by blank lines. */
export function richTextToPlain(value: string): string {
  return richTextToParagraphs(value).join('\n\n');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The editor's plain text as rich text: one escaped `<p>` per paragraph, line breaks kept. */
export function plainToRichText(text: string): string {
  return plainParagraphs(text)
    .map(
      (paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** Paragraphs of plain text (the editor's, and an entry's once revealed): split on blank lines. */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
