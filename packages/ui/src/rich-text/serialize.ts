import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, type ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import {
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
} from 'lexical';
import { $isImageNode } from './ImageNode.ts';
import { safeImageSrc, safeLinkUrl } from './url.ts';

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function $inline(node: LexicalNode): string {
  if ($isLineBreakNode(node)) return '<br>';
  if ($isTextNode(node)) {
    let html = escapeText(node.getTextContent());
    if (node.hasFormat('code')) html = `<code>${html}</code>`;
    if (node.hasFormat('italic')) html = `<em>${html}</em>`;
    if (node.hasFormat('bold')) html = `<strong>${html}</strong>`;
    return html;
  }
  if ($isImageNode(node)) {
    const src = safeImageSrc(node.getSrc());
    return src === null ? '' : `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(node.getAlt())}">`;
  }
  if ($isLinkNode(node)) {
    const inner = $children(node);
    const href = safeLinkUrl(node.getURL());
    return href === null ? inner : `<a href="${escapeAttribute(href)}">${inner}</a>`;
  }
  if ($isElementNode(node)) return $children(node);
  return escapeText(node.getTextContent());
}

function $children(node: ElementNode): string {
  return node
    .getChildren()
    .map((child) => $inline(child))
    .join('');
}

function $list(list: ListNode): string {
  const tag = list.getListType() === 'number' ? 'ol' : 'ul';
  const items: string[] = [];
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    const children = item.getChildren();
    const nested = children.find($isListNode);
    // Lexical keeps a nested list in an item of its own; HTML puts it inside the item before it.
    if (children.length === 1 && nested) {
      const last = items.pop();
      items.push(
        last === undefined ? `<li>${$list(nested)}</li>` : `${last.slice(0, -5)}${$list(nested)}</li>`,
      );
      continue;
    }
    const inner = children.map((child) => ($isListNode(child) ? $list(child) : $inline(child))).join('');
    items.push(`<li>${inner}</li>`);
  }
  return `<${tag}>${items.join('')}</${tag}>`;
}

function $block(node: LexicalNode): string {
  if ($isHeadingNode(node)) {
    const tag = node.getTag() === 'h1' || node.getTag() === 'h2' ? 'h2' : 'h3';
    return `<${tag}>${$children(node)}</${tag}>`;
  }
  if ($isQuoteNode(node)) return `<blockquote>${$children(node)}</blockquote>`;
  if ($isListNode(node)) return $list(node);
  if ($isCodeNode(node)) return `<pre><code>${escapeText(node.getTextContent())}</code></pre>`;
  if ($isParagraphNode(node) || $isElementNode(node)) return `<p>${$children(node)}</p>`;
  return `<p>${$inline(node)}</p>`;
}

/**
 * The editor's content as HTML of the allow-list (h2, h3, p, ul, ol, li, a[href], img[src][alt], strong,
 * em, blockquote, code, pre, br), written from Lexical's tree rather than its DOM export, so that no
 * class, style or other attribute can reach it. An editor holding one empty paragraph gives `''`.
 * Call inside `editor.read()` or `editorState.read()`.
 */
export function $serializeRichText(): string {
  const blocks = $getRoot().getChildren();
  const only = blocks[0];
  if (blocks.length === 1 && $isParagraphNode(only) && only.getChildrenSize() === 0) return '';
  return blocks.map((block) => $block(block)).join('');
}
