import { useLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/shared/testing';
import { HeadCollectorContext, type CollectedHead } from './head-collector.ts';
import { usePageMeta, type PageMeta } from './use-page-meta.ts';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return <p>page</p>;
}

/** A page whose title and description follow the path, as two pages in a row would. */
function RoutedPage() {
  const faq = useLocation({ select: (location) => location.pathname.endsWith('/faq') });
  usePageMeta(
    faq
      ? { title: 'FAQ – Emotion Guru', description: 'Answers' }
      : { title: 'About – Emotion Guru', description: 'Who we are' },
  );
  return <p>page</p>;
}

const head = () => document.head;
const description = () => head().querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const metaContent = (selector: string) =>
  [...head().querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)].map((element) => element.content);
const canonical = () =>
  [...head().querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href);
const alternates = () =>
  [...head().querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
    (link) => `${link.hreflang} ${link.href}`,
  );
const structuredData = () => head().querySelectorAll('script[type="application/ld+json"]');

afterEach(() => {
  head().querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  it('sets the title and description while the page is shown and restores them afterwards', async () => {
    document.title = 'Emotion Guru';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Site default';
    head().append(meta);

    const { screen, router } = await renderInApp(<RoutedPage />, { url: '/about', user: null });
    expect(document.title).toBe('About – Emotion Guru');
    expect(description()).toBe('Who we are');

    await router.navigate({ href: '/faq' });
    await expect.poll(() => document.title).toBe('FAQ – Emotion Guru');
    expect(description()).toBe('Answers');

    await screen.unmount();
    expect(document.title).toBe('Emotion Guru');
    expect(description()).toBe('Site default');
  });

  it('adds a description tag when the document has none', async () => {
    await renderInApp(<Page title="Contact" description="Write to us" />, { url: '/contact', user: null });
    expect(description()).toBe('Write to us');
  });

  it('gives a public page its canonical URL, hreflang alternates, cards, keywords and JSON-LD', async () => {
    const { screen } = await renderInApp(<Page title="Hakkımızda" description="Biz kimiz" />, {
      url: '/tr/about',
      user: null,
    });
    await expect.poll(canonical).toEqual(['https://emotionguru.app/tr/about']);
    expect(alternates()).toEqual([
      'en-US https://emotionguru.app/about',
      'tr-TR https://emotionguru.app/tr/about',
      'x-default https://emotionguru.app/about',
    ]);
    expect(metaContent('property="og:title"')).toEqual(['Hakkımızda']);
    expect(metaContent('property="og:url"')).toEqual(['https://emotionguru.app/tr/about']);
    expect(metaContent('property="og:locale"')).toEqual(['tr_TR']);
    expect(metaContent('name="twitter:description"')).toEqual(['Biz kimiz']);
    const [keywords = ''] = metaContent('name="keywords"');
    expect(keywords).toContain('Emotion Guru hakkında');
    expect(keywords.split(',').length).toBeLessThanOrEqual(10);
    expect(structuredData()).toHaveLength(1);
    expect(structuredData()[0]?.textContent).toContain('"priceCurrency":"USD"');

    await screen.unmount();
    expect(canonical()).toEqual([]);
    expect(alternates()).toEqual([]);
    expect(metaContent('property="og:title"')).toEqual([]);
    expect(structuredData()).toHaveLength(0);
  });

  it('replaces the tags on navigation instead of adding a second set', async () => {
    const { router, screen } = await renderInApp(<RoutedPage />, { url: '/about', user: null });
    await expect.poll(canonical).toEqual(['https://emotionguru.app/about']);

    await router.navigate({ href: '/faq' });
    await expect.poll(canonical).toEqual(['https://emotionguru.app/faq']);
    expect(alternates()).toHaveLength(3);
    expect(metaContent('property="og:title"')).toEqual(['FAQ – Emotion Guru']);
    expect(metaContent('name="twitter:title"')).toEqual(['FAQ – Emotion Guru']);
    expect(metaContent('name="keywords"')).toHaveLength(1);
    expect(structuredData()).toHaveLength(1);
    await screen.unmount();
  });

  it('marks a public page kept out of the sitemap noindex, without a canonical URL', async () => {
    const { screen } = await renderInApp(<Page title="Errors" description="For support" />, {
      url: '/error-demo',
      user: null,
    });
    await expect.poll(() => metaContent('name="robots"')).toEqual(['noindex, follow']);
    expect(canonical()).toEqual([]);
    await screen.unmount();
    expect(metaContent('name="robots"')).toEqual([]);
  });

  it('hands its head to the prerenderer’s collector while rendering (effects do not run there)', async () => {
    const collected: CollectedHead[] = [];
    await renderInApp(
      <HeadCollectorContext.Provider value={(head) => collected.push(head)}>
        <Page title="About – Emotion Guru" description="Who we are" />
      </HeadCollectorContext.Provider>,
      { url: '/tr/about', user: null },
    );
    const last = collected.at(-1);
    expect(last?.title).toBe('About – Emotion Guru');
    expect(last?.description).toBe('Who we are');
    expect(last?.tags).toContainEqual({
      tag: 'link',
      rel: 'alternate',
      hreflang: 'tr-TR',
      href: 'https://emotionguru.app/tr/about',
    });
    expect(last?.tags.some((tag) => tag.tag === 'script')).toBe(true);
  });
});
