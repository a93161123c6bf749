import { useEffect } from 'react';

export interface PageMeta {
  /** The document title, e.g. "About – Emotion Guru". */
  title: string;
  /** The `<meta name="description">` text search engines and link previews show. */
  description?: string;
}

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/**
 * Sets the document title and meta description while a page is shown, and gives back the previous ones
 * when it leaves (pages without their own keep the site's defaults from index.html). Head tags for
 * crawlers that do not run scripts come with prerendering; this covers browsers and the tab title.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const element = descriptionElement();
    const previous = element.content;
    element.content = description;
    return () => {
      element.content = previous;
    };
  }, [description]);
}
