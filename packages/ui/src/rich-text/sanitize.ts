import { safeImageSrc, safeLinkUrl } from './url.ts';

/** The elements the editor reads and writes; their only attributes are `a[href]`, `img[src][alt]`. */
export const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'em',
  'blockquote',
  'code',
  'pre',
  'br',
] as const;

/** Elements dropped with everything inside them: code, styles, media, forms, metadata. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'map',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'button',
  'input',
  'select',
  'option',
  'textarea',
  'hr',
]);

/** Other blocks: kept as a paragraph when they hold only text, unwrapped when they hold blocks. */
const OTHER_BLOCKS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'form',
  'fieldset',
  'legend',
  'center',
]);

const HEADINGS: Record<string, 'h2' | 'h3'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3' };
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
const LISTS = new Set(['ul', 'ol']);

function isBlock(tag: string): boolean {
  return TEXT_BLOCKS.has(tag) || LISTS.has(tag) || tag === 'li' || OTHER_BLOCKS.has(tag);
}

function hasBlockChild(element: Element): boolean {
  return Array.from(element.children).some((child) => isBlock(child.localName));
}

/** `font-weight: normal` on a `<b>` (Google Docs wraps a whole paste in one) means it is not bold. */
function styleWeight(element: Element): 'bold' | 'normal' | undefined {
  const weight = element instanceof HTMLElement ? element.style.fontWeight : '';
  if (weight === '') return undefined;
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600 ? 'bold' : 'normal';
}

/**
 * Where clean content is being written: the document root (blocks), inline content (inside a paragraph,
 * heading, quote or list item), a list (items only) or preformatted text.
 */
type Context = 'root' | 'inline' | 'list' | 'item';

class Cleaner {
  constructor(private readonly doc: Document) {}

  /** Writes the clean form of `source`'s children into `target`. */
  children(source: Node, target: Element | DocumentFragment, context: Context): void {
    for (const child of Array.from(source.childNodes)) this.node(child, target, context);
  }

  private node(source: Node, target: Element | DocumentFragment, context: Context): void {
    if (source.nodeType === Node.TEXT_NODE) {
      this.inline(this.doc.createTextNode(source.nodeValue ?? ''), target, context);
      return;
    }
    if (!(source instanceof Element) || source.nodeType !== Node.ELEMENT_NODE) return;
    const tag = source.localName;
    if (DROPPED.has(tag)) return;
    const heading = HEADINGS[tag];
    if (heading || tag === 'p' || tag === 'blockquote') {
      this.block(heading ?? tag, source, target, context);
    } else if (tag === 'pre') {
      this.pre(source, target, context);
    } else if (LISTS.has(tag)) {
      this.list(tag, source, target, context);
    } else if (tag === 'li') {
      this.item(source, target, context);
    } else if (OTHER_BLOCKS.has(tag)) {
      if (hasBlockChild(source) || context === 'inline' || context === 'item') {
        this.separate(target, context);
        this.children(source, target, context);
      } else {
        this.block('p', source, target, context);
      }
    } else {
      this.inlineElement(tag, source, target, context);
    }
  }

  /** A paragraph, heading or quote: inline content only; inside inline content it becomes a line. */
  private block(tag: string, source: Element, target: Element | DocumentFragment, context: Context): void {
    if (context === 'inline' || context === 'item') {
      this.separate(target, context);
      this.children(source, target, context);
      return;
    }
    const element = this.doc.createElement(tag);
    this.children(source, element, 'inline');
    this.placeBlock(element, target, context);
  }

  /** Preformatted text: its text only, line breaks kept, wrapped as `<pre><code>`. */
  private pre(source: Element, target: Element | DocumentFragment, context: Context): void {
    const text = preText(source);
    if (context === 'inline' || context === 'item') {
      this.separate(target, context);
      text.split('\n').forEach((line, index) => {
        if (index > 0) target.append(this.doc.createElement('br'));
        target.append(this.doc.createTextNode(line));
      });
      return;
    }
    const pre = this.doc.createElement('pre');
    const code = this.doc.createElement('code');
    code.textContent = text;
    pre.append(code);
    this.placeBlock(pre, target, context);
  }

  private list(tag: string, source: Element, target: Element | DocumentFragment, context: Context): void {
    if (context === 'inline') {
      this.separate(target, context);
      this.children(source, target, context);
      return;
    }
    const list = this.doc.createElement(tag);
    this.children(source, list, 'list');
    if (list.childNodes.length === 0) return;
    this.placeBlock(list, target, context);
  }

  private item(source: Element, target: Element | DocumentFragment, context: Context): void {
    if (context !== 'list') {
      // A stray item: its content, as a paragraph at the root or a line inside text.
      this.block('p', source, target, context);
      return;
    }
    const item = this.doc.createElement('li');
    this.children(source, item, 'item');
    target.append(item);
  }

  private inlineElement(tag: string, source: Element, target: Element | DocumentFragment, context: Context) {
    if (tag === 'br') {
      this.inline(this.doc.createElement('br'), target, context);
      return;
    }
    if (tag === 'img') {
      const src = safeImageSrc(source.getAttribute('src') ?? '');
      if (src === null) return;
      const image = this.doc.createElement('img');
      image.setAttribute('src', src);
      image.setAttribute('alt', source.getAttribute('alt') ?? '');
      this.inline(image, target, context);
      return;
    }
    let wrapper: Element | null = null;
    if (tag === 'a') {
      const href = safeLinkUrl(source.getAttribute('href') ?? '');
      if (href !== null) {
        wrapper = this.doc.createElement('a');
        wrapper.setAttribute('href', href);
      }
    } else if (tag === 'strong' || tag === 'b') {
      wrapper = styleWeight(source) === 'normal' ? null : this.doc.createElement('strong');
    } else if (tag === 'em' || tag === 'i' || tag === 'cite' || tag === 'dfn') {
      wrapper = this.doc.createElement('em');
    } else if (tag === 'code' || tag === 'kbd' || tag === 'samp' || tag === 'tt') {
      wrapper = this.doc.createElement('code');
    } else if (tag === 'span') {
      // Word processors mark bold and italic with styles; the meaning is kept, the style is not.
      if (styleWeight(source) === 'bold') wrapper = this.doc.createElement('strong');
      if (source instanceof HTMLElement && source.style.fontStyle === 'italic') {
        const em = this.doc.createElement('em');
        wrapper?.append(em);
        wrapper ??= em;
      }
    }
    if (wrapper === null) {
      this.children(source, target, context);
      return;
    }
    const innermost = wrapper.firstElementChild ?? wrapper;
    this.children(source, innermost, 'inline');
    if (wrapper.textContent === '' && wrapper.querySelector('img, br') === null) return;
    this.inline(wrapper, target, context);
  }

  /** Inline content: at the root it goes into a paragraph, in a list into an item. */
  private inline(node: Node, target: Element | DocumentFragment, context: Context): void {
    if (context === 'inline' || context === 'item') {
      target.append(node);
      return;
    }
    const last = target.lastChild;
    const wantTag = context === 'list' ? 'li' : 'p';
    if (last instanceof Element && last.localName === wantTag && last.hasAttribute('data-open')) {
      last.append(node);
      return;
    }
    // Whitespace between blocks (the source's indentation) starts no paragraph.
    if (node.nodeType === Node.TEXT_NODE && (node.nodeValue ?? '').trim() === '') return;
    const wrapper = this.doc.createElement(wantTag);
    wrapper.setAttribute('data-open', '');
    wrapper.append(node);
    target.append(wrapper);
  }

  /** A block at the root or in a list (in an item, after its text: a nested list). */
  private placeBlock(element: Element, target: Element | DocumentFragment, context: Context): void {
    if (context === 'list') {
      const last = target.lastChild;
      if (LISTS.has(element.localName) && last instanceof Element && last.localName === 'li') {
        last.append(element);
        return;
      }
      const item = this.doc.createElement('li');
      if (LISTS.has(element.localName)) item.append(element);
      else item.append(...Array.from(element.childNodes));
      target.append(item);
      return;
    }
    target.append(element);
  }

  /** Between two blocks flattened into one line of text: a line break, unless nothing precedes it. */
  private separate(target: Element | DocumentFragment, context: Context): void {
    if (context !== 'inline' && context !== 'item') return;
    const last = target.lastChild;
    if (last === null || (last instanceof Element && last.localName === 'br')) return;
    if (last instanceof Element && LISTS.has(last.localName)) return;
    target.append(this.doc.createElement('br'));
  }
}

/**
 * Collapses whitespace in a block's text as a browser shows it: runs of spaces, tabs and newlines
 * become one space, none at the start or end of a line (the block's edges, a `<br>`, a nested list).
 * An image counts as content, so the spaces around it stay.
 */
function collapseWhitespace(block: Element): void {
  const items: (Text | 'break' | 'object')[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) items.push(child as Text);
      else if (child instanceof Element && child.localName === 'img') items.push('object');
      else if (child instanceof Element && (child.localName === 'br' || LISTS.has(child.localName)))
        items.push('break');
      else walk(child);
    }
  };
  walk(block);
  let lastText: Text | null = null;
  let lineStart = true;
  let spaceBefore = true;
  const endLine = () => {
    if (lastText && !lineStart) lastText.data = lastText.data.replace(/ $/, '');
    lastText = null;
  };
  for (const item of items) {
    if (item === 'break') {
      endLine();
      lineStart = true;
      spaceBefore = true;
    } else if (item === 'object') {
      lastText = null;
      lineStart = false;
      spaceBefore = false;
    } else {
      let text = item.data.replace(/[ \t\n\r\f]+/g, ' ');
      if (spaceBefore && text.startsWith(' ')) text = text.slice(1);
      item.data = text;
      if (text === '') continue;
      lastText = item;
      lineStart = false;
      spaceBefore = text.endsWith(' ');
    }
  }
  endLine();
  for (const item of items) if (item !== 'break' && item !== 'object' && item.data === '') item.remove();
}

/** The text of a `<pre>`: its `<br>`s as line breaks, everything else as plain text. */
function preText(element: Element): string {
  let text = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
    else if (child instanceof Element && child.localName === 'br') text += '\n';
    else if (child instanceof Element && !DROPPED.has(child.localName)) text += preText(child);
  }
  return text;
}

/**
 * Reduces untrusted HTML (a stored article, a paste from a web page or a word processor) to the editor's
 * allow-list ({@link RICH_TEXT_TAGS}): no scripts, styles, classes, ids or event handlers; links only to
 * http(s), mailto and relative addresses; images with only `src` and `alt`. Headings become h2/h3, `b`
 * and `i` become `strong` and `em`, other blocks become paragraphs and loose text is wrapped in one.
 *
 * Parsed with `DOMParser`, whose documents run no scripts and load no images.
 */
export function sanitizeRichTextDom(html: string): HTMLElement {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  new Cleaner(doc).children(source.body, doc.body, 'root');
  for (const open of Array.from(doc.body.querySelectorAll('[data-open]'))) open.removeAttribute('data-open');
  for (const block of Array.from(doc.body.querySelectorAll('p, h2, h3, blockquote, li')))
    collapseWhitespace(block);
  return doc.body;
}

/** {@link sanitizeRichTextDom} as an HTML string. */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizeRichTextDom(html).innerHTML;
}
