import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentLanguageFx } from './model.ts';

describe('the document’s language', () => {
  afterEach(() => setDocumentLanguageFx('en-US'));

  it('sets the page’s lang and links the web app manifest in that language', async () => {
    const link = document.head.querySelector('link[rel="manifest"]') ?? document.createElement('link');
    link.setAttribute('rel', 'manifest');
    link.setAttribute('href', '/manifest.webmanifest');
    document.head.append(link);

    await setDocumentLanguageFx('tr-TR');
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(link.getAttribute('href')).toBe('/manifest.tr-TR.webmanifest');
    await setDocumentLanguageFx('en-US');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
