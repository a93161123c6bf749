import type { HeadTag } from './head-tags.ts';

/** Marks the elements page-meta added (the ones it removes again when the page leaves). */
const OWNED = 'data-page-meta';

function selectorOf(tag: HeadTag): string {
  switch (tag.tag) {
    case 'meta':
      return `meta[${tag.attribute}="${tag.key}"]`;
    case 'link':
      return tag.hreflang === undefined
        ? `link[rel="${tag.rel}"]:not([hreflang])`
        : `link[rel="${tag.rel}"][hreflang="${tag.hreflang}"]`;
    case 'script':
      return `script#${tag.id}`;
  }
}

function valueAttribute(tag: HeadTag): 'content' | 'href' | null {
  if (tag.tag === 'meta') return 'content';
  if (tag.tag === 'link') return 'href';
  return null;
}

function create(tag: HeadTag): HTMLElement {
  switch (tag.tag) {
    case 'meta': {
      const element = document.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      return element;
    }
    case 'link': {
      const element = document.createElement('link');
      element.rel = tag.rel;
      if (tag.hreflang !== undefined) element.hreflang = tag.hreflang;
      return element;
    }
    case 'script': {
      const element = document.createElement('script');
      element.type = 'application/ld+json';
      element.id = tag.id;
      return element;
    }
  }
}

function write(element: Element, tag: HeadTag): void {
  if (tag.tag === 'meta') element.setAttribute('content', tag.content);
  else if (tag.tag === 'link') element.setAttribute('href', tag.href);
  else element.textContent = tag.json;
}

/**
 * Puts the tags in `head`: an element already there for the same key (the site's default from
 * index.html, or another page's) is updated in place, never duplicated; a missing one is added. The
 * returned function gives back what was there before: added elements are removed, updated ones restored.
 */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]): () => void {
  const undo: (() => void)[] = [];
  for (const tag of tags) {
    const existing = head.querySelector(selectorOf(tag));
    if (existing) {
      const attribute = valueAttribute(tag);
      const previous = attribute ? existing.getAttribute(attribute) : existing.textContent;
      write(existing, tag);
      undo.push(() => {
        if (!attribute) existing.textContent = previous;
        else if (previous === null) existing.removeAttribute(attribute);
        else existing.setAttribute(attribute, previous);
      });
    } else {
      const element = create(tag);
      element.setAttribute(OWNED, '');
      write(element, tag);
      head.append(element);
      undo.push(() => element.remove());
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
