import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $createCodeNode, $isCodeNode, CodeHighlightNode, CodeNode } from '@lexical/code';
import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { $createLinkNode, $isLinkNode, $toggleLink, LinkNode } from '@lexical/link';
import {
  $removeList,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  registerList,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  HeadingNode,
  QuoteNode,
  registerRichText,
} from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $setSelection,
  $createRangeSelectionFromDom,
  COMMAND_PRIORITY_HIGH,
  createEditor,
  DRAGEND_COMMAND,
  DRAGSTART_COMMAND,
  DROP_COMMAND,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  PASTE_COMMAND,
  PASTE_TAG,
  type BaseSelection,
  type EditorThemeClasses,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
} from 'lexical';
import { $createImageNode, ImageNode } from './ImageNode.ts';
import * as styles from './RichTextEditor.css.ts';
import { $nodesFromRichTextDom } from './import.ts';
import { sanitizeRichTextDom } from './sanitize.ts';

/** The block types the toolbar sets and shows as pressed. */
export type BlockType = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number' | 'quote' | 'code';

/** What the toolbar reflects: the marks and the block at the selection. */
export interface FormatState {
  bold: boolean;
  italic: boolean;
  block: BlockType | null;
  /** The address of the link at the selection, or null outside a link. */
  link: string | null;
}

export const EMPTY_FORMAT: FormatState = { bold: false, italic: false, block: null, link: null };

/** The text formats the allow-list can hold (`strong`, `em`, `code`); others (underline, ...) are refused. */
const FORMATS = new Set(['bold', 'italic', 'code']);

const theme: EditorThemeClasses & { image: string } = {
  code: styles.codeBlock,
  list: { nested: { listitem: styles.nestedListItem } },
  image: styles.image,
};

/** A Lexical editor with the nodes of the allow-list: headings, quotes, lists, links, code blocks, images. */
export function createRichTextEditor(namespace: string): LexicalEditor {
  return createEditor({
    namespace,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, CodeNode, CodeHighlightNode, ImageNode],
    theme,
    onError: (error) => {
      console.error(error);
    },
  });
}

/** Update tag of a value set from outside (the `value` prop): not undoable, not reported as a change. */
export const EXTERNAL_TAG = 'eg-external-value';

/** Appends `nodes` to the root, gathering inline ones (text, links, images) into paragraphs. */
function $appendBlocks(nodes: LexicalNode[]): void {
  const root = $getRoot();
  let paragraph: ParagraphNode | null = null;
  for (const node of nodes) {
    const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (block) {
      root.append(node);
      paragraph = null;
    } else {
      if (paragraph === null) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
}

/** Replaces the whole content with `html`, reduced to the allow-list first. */
export function $setRichTextHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  $appendBlocks($nodesFromRichTextDom(sanitizeRichTextDom(html)));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
  $setSelection(null);
}

/** The marks and block at the selection, for the toolbar. Call inside a read. */
export function $readFormat(): FormatState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_FORMAT;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  const top = anchor.getTopLevelElement();
  let block: BlockType | null = null;
  if (list) block = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top)) block = top.getTag() === 'h3' ? 'h3' : 'h2';
  else if ($isQuoteNode(top)) block = 'quote';
  else if ($isCodeNode(top)) block = 'code';
  else if ($isParagraphNode(top)) block = 'paragraph';
  const link =
    $findMatchingParent(anchor, $isLinkNode) ?? $findMatchingParent(selection.focus.getNode(), $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    block,
    link: $isLinkNode(link) ? link.getURL() : null,
  };
}

export function sameFormat(a: FormatState, b: FormatState): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.block === b.block && a.link === b.link;
}

/**
 * Sets the block type of the selected blocks; choosing the type they already have turns them back into
 * paragraphs (a list back into paragraphs).
 */
export function setBlockType(editor: LexicalEditor, type: BlockType, current: BlockType | null): void {
  if (type === 'bullet' || type === 'number') {
    if (current === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
    return;
  }
  const next = current === type ? 'paragraph' : type;
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    // Out of a list first: its items become paragraphs.
    if (current === 'bullet' || current === 'number') $removeList();
    const after = $getSelection();
    if (!$isRangeSelection(after)) return;
    $setBlocksType(after, () => {
      switch (next) {
        case 'h2':
        case 'h3':
          return $createHeadingNode(next);
        case 'quote':
          return $createQuoteNode();
        case 'code':
          return $createCodeNode();
        default:
          return $createParagraphNode();
      }
    });
  });
}

/** A clone of the current selection, to put back after a dialog took the focus. */
export function saveSelection(editor: LexicalEditor): BaseSelection | null {
  return editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
}

/** Puts back a saved selection when its nodes still exist. Call inside an update. */
function $restoreSelection(saved: BaseSelection | null): void {
  if (!$isRangeSelection(saved)) return;
  if ($getNodeByKey(saved.anchor.key) === null || $getNodeByKey(saved.focus.key) === null) return;
  $setSelection(saved.clone());
}

/**
 * Links the saved selection to `url` (already checked), or changes the address of the link at a caret,
 * or, at a caret outside any link, inserts the address itself as a link.
 */
export function applyLink(editor: LexicalEditor, saved: BaseSelection | null, url: string): void {
  editor.update(() => {
    $restoreSelection(saved);
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) {
      const paragraph = $createParagraphNode().append($createLinkNode(url).append($createTextNode(url)));
      $getRoot().append(paragraph);
      return;
    }
    const insideLink = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
    if (selection.isCollapsed() && !insideLink) {
      const link = $createLinkNode(url).append($createTextNode(url));
      selection.insertNodes([link]);
      return;
    }
    $toggleLink(url);
  });
}

/** Removes the link at the selection, keeping its text. */
export function removeLink(editor: LexicalEditor): void {
  editor.update(() => {
    $toggleLink(null);
  });
}

/** Inserts an image at the saved selection, or at the end when there is none. */
export function insertImage(editor: LexicalEditor, saved: BaseSelection | null, src: string, alt: string) {
  editor.update(() => {
    $restoreSelection(saved);
    const selection = $getSelection();
    const image = $createImageNode(src, alt);
    if ($isRangeSelection(selection)) selection.insertNodes([image]);
    else $getRoot().append($createParagraphNode().append(image));
  });
}

/** A collapsed DOM range at a point of the page: the drop position. */
function domRangeAt(x: number, y: number): Range | null {
  // caretPositionFromPoint: the standard one (Firefox, Chrome 128+); caretRangeFromPoint: WebKit's.
  const position = 'caretPositionFromPoint' in document ? document.caretPositionFromPoint(x, y) : null;
  if (position) {
    const range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  // Deprecated, but the only one in Safari before caretPositionFromPoint.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return 'caretRangeFromPoint' in document ? document.caretRangeFromPoint(x, y) : null;
}

export interface RichTextEditorHandlers {
  /** Ctrl/Cmd+K was pressed in the editor. */
  onLinkShortcut: () => void;
  /** Whether there is something to undo and to redo, after each change of the history. */
  onHistoryChange: (canUndo: boolean, canRedo: boolean) => void;
}

/**
 * Rich-text behaviour (typing, Enter, Backspace, Ctrl/Cmd+B/I/Z/Shift+Z), undo history, lists, the
 * text-format filter, the sanitizing paste and drop, and Ctrl/Cmd+K. Returns the function that removes it all.
 */
export function registerRichTextEditor(
  editor: LexicalEditor,
  { onLinkShortcut, onHistoryChange }: RichTextEditorHandlers,
): () => void {
  const history = createEmptyHistoryState();
  let draggingInside = false;
  return mergeRegister(
    registerRichText(editor),
    registerHistory(editor, history, 500, Date.now, (state) => {
      onHistoryChange(state.undoStack.length > 0, state.redoStack.length > 0);
    }),
    registerList(editor),
    // Underline, strikethrough, ... have no place in the allow-list: refuse them (Ctrl/Cmd+U included).
    editor.registerCommand(FORMAT_TEXT_COMMAND, (format) => !FORMATS.has(format), COMMAND_PRIORITY_HIGH),
    // Pasted HTML is reduced to the allow-list before Lexical reads it.
    editor.registerCommand(
      PASTE_COMMAND,
      (event) => {
        const html = event instanceof ClipboardEvent ? event.clipboardData?.getData('text/html') : undefined;
        if (!html) return false;
        event.preventDefault();
        editor.update(
          () => {
            const selection = $getSelection();
            if (selection === null) return;
            $insertGeneratedNodes(editor, $nodesFromRichTextDom(sanitizeRichTextDom(html)), selection);
          },
          { tag: PASTE_TAG },
        );
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    // So is HTML dropped from elsewhere (a drag inside the editor moves its own, already clean, content).
    editor.registerCommand(
      DRAGSTART_COMMAND,
      () => {
        draggingInside = true;
        return false;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(
      DRAGEND_COMMAND,
      () => {
        draggingInside = false;
        return false;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(
      DROP_COMMAND,
      (event) => {
        const data = event.dataTransfer;
        const html = data?.getData('text/html');
        if (draggingInside || !html || (data?.files.length ?? 0) > 0) return false;
        event.preventDefault();
        const range = domRangeAt(event.clientX, event.clientY);
        const domSelection = window.getSelection();
        if (range && domSelection) {
          domSelection.removeAllRanges();
          domSelection.addRange(range);
        }
        editor.update(
          () => {
            const selection = $createRangeSelectionFromDom(domSelection, editor) ?? $getSelection();
            if (selection === null) return;
            $setSelection(selection);
            $insertGeneratedNodes(editor, $nodesFromRichTextDom(sanitizeRichTextDom(html)), selection);
          },
          { tag: PASTE_TAG },
        );
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    // Ctrl/Cmd+K: the link dialog.
    editor.registerCommand(
      KEY_DOWN_COMMAND,
      (event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k')
          return false;
        event.preventDefault();
        onLinkShortcut();
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
  );
}
