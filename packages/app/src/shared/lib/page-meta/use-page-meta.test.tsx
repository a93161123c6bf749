import { render } from 'vitest-browser-react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './use-page-meta.ts';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  it('sets the title and description while the page is shown and restores them afterwards', async () => {
    document.title = 'Emotion Guru';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Site default';
    document.head.append(meta);

    const screen = await render(<Page title="About – Emotion Guru" description="Who we are" />);
    expect(document.title).toBe('About – Emotion Guru');
    expect(description()).toBe('Who we are');

    await screen.rerender(<Page title="FAQ – Emotion Guru" description="Answers" />);
    expect(document.title).toBe('FAQ – Emotion Guru');
    expect(description()).toBe('Answers');

    await screen.unmount();
    expect(document.title).toBe('Emotion Guru');
    expect(description()).toBe('Site default');
  });

  it('adds a description tag when the document has none', async () => {
    await render(<Page title="Contact" description="Write to us" />);
    expect(description()).toBe('Write to us');
  });
});
