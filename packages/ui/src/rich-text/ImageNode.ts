import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { safeImageSrc } from './url.ts';

/** An image as Lexical stores it in JSON (copy and paste inside the editor). */
export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/**
 * An inline image: only its `src` (http, https or relative) and its `alt` text. Drawn as a plain `<img>`
 * (no React decorator), which a screen reader reads by its alt text; Backspace and Delete remove it like
 * a character.
 */
export class ImageNode extends DecoratorNode<null> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'eg-image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const src = safeImageSrc(element.getAttribute('src') ?? '');
          return { node: src === null ? null : $createImageNode(src, element.getAttribute('alt') ?? '') };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt };
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const wrapper = document.createElement('span');
    const className = (config.theme as { image?: string }).image;
    if (className) wrapper.className = className;
    const image = document.createElement('img');
    image.src = this.__src;
    image.alt = this.__alt;
    wrapper.append(image);
    return wrapper;
  }

  override updateDOM(): boolean {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    image.setAttribute('alt', this.__alt);
    return { element: image };
  }

  override getTextContent(): string {
    return this.__alt;
  }

  override decorate(): null {
    return null;
  }
}

/** A new image node (call inside `editor.update`). */
export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
