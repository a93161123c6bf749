import { $createCodeNode } from '@lexical/code';
import { $createLinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, type ListNode } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $generateNodesFromRawText,
  type ElementNode,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import { $createImageNode } from './ImageNode.ts';

/**
 * Lexical nodes for allow-list HTML, as {@link sanitizeRichTextDom} leaves it (blocks only at the top,
 * whitespace already collapsed). The editor reads its HTML this way rather than through Lexical's
 * general HTML import, so that what it writes comes back unchanged: the spaces around an image, a code
 * block as one block, a nested list in its item.
 */
export function $nodesFromRichTextDom(body: HTMLElement): LexicalNode[] {
  return Array.from(body.children).flatMap((element) => $block(element));
}

function $block(element: Element): LexicalNode[] {
  switch (element.localName) {
    case 'h2':
    case 'h3':
      return [$withInline($createHeadingNode(element.localName), element)];
    case 'blockquote':
      return [$withInline($createQuoteNode(), element)];
    case 'ul':
    case 'ol':
      return [$list(element)];
    case 'pre':
      return [$createCodeNode().append(...$generateNodesFromRawText(element.textContent))];
    default:
      return [$withInline($createParagraphNode(), element)];
  }
}

function $list(element: Element): ListNode {
  const list = $createListNode(element.localName === 'ol' ? 'number' : 'bullet');
  for (const item of Array.from(element.children)) {
    // Lexical keeps a nested list in an item of its own, after the item whose text it continues.
    const nested = Array.from(item.children).filter(
      (child) => child.localName === 'ul' || child.localName === 'ol',
    );
    for (const child of nested) child.remove();
    list.append($withInline($createListItemNode(), item));
    for (const child of nested) list.append($createListItemNode().append($list(child)));
  }
  return list;
}

function $withInline<T extends ElementNode>(node: T, element: Element): T {
  return node.append(...$inline(element, []));
}

function $inline(parent: Node, formats: readonly TextFormatType[]): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.nodeValue ?? '';
      if (text === '') continue;
      const node = $createTextNode(text);
      for (const format of formats) node.toggleFormat(format);
      nodes.push(node);
      continue;
    }
    if (!(child instanceof Element)) continue;
    switch (child.localName) {
      case 'br':
        nodes.push($createLineBreakNode());
        break;
      case 'img':
        nodes.push($createImageNode(child.getAttribute('src') ?? '', child.getAttribute('alt') ?? ''));
        break;
      case 'a':
        nodes.push($createLinkNode(child.getAttribute('href') ?? '').append(...$inline(child, formats)));
        break;
      case 'strong':
        nodes.push(...$inline(child, [...formats, 'bold']));
        break;
      case 'em':
        nodes.push(...$inline(child, [...formats, 'italic']));
        break;
      case 'code':
        nodes.push(...$inline(child, [...formats, 'code']));
        break;
      default:
        nodes.push(...$inline(child, formats));
    }
  }
  return nodes;
}
