import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/i18n';
import { renderInApp } from '@/shared/testing';
import { LocalEncryptionDocsPage } from './LocalEncryptionDocsPage.tsx';

interface DocsNamespace {
  localEncryption: Record<string, unknown> & { title: string; documentTitle: string };
}

/** The namespace file as the app fetches it, to compare what the page shows against. */
async function docsOf(language: Language): Promise<DocsNamespace> {
  const response = await fetch(`/locales/${language}/docs.json`);
  return (await response.json()) as DocsNamespace;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(stringsOf);
}

/** The public docs page, read by a visitor, in the given language. */
async function renderPage(language: Language) {
  const { screen } = await renderInApp(<LocalEncryptionDocsPage />, {
    url: language === 'tr-TR' ? '/tr/docs/local-encryption' : '/docs/local-encryption',
    user: null,
  });
  return screen;
}

describe('LocalEncryptionDocsPage', () => {
  it.each(['en-US', 'tr-TR'] as const)(
    'shows every text of its namespace in %s, and no untranslated key',
    async (language) => {
      const screen = await renderPage(language);
      const { documentTitle, ...shown } = (await docsOf(language)).localEncryption;
      await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shown.title);
      const text = document.body.textContent;
      for (const string of stringsOf(shown)) expect(text, string).toContain(string);
      expect(text).not.toMatch(/\b(localEncryption|forgotten|limits|scope)\.[a-zA-Z]+/);
      await expect.poll(() => document.title).toBe(documentTitle);
    },
  );

  it('has one h1 and names each section by its heading', async () => {
    const screen = await renderPage('en-US');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
    await expect
      .element(screen.getByRole('region', { name: 'If you forget the password' }))
      .toHaveAttribute('id', 'forgotten-password');
  });

  it('links to Settings in the page language', async () => {
    const screen = await renderPage('tr-TR');
    await expect
      .element(screen.getByRole('link', { name: "Yerel şifrelemeyi açmak için Ayarlar'a gidin" }))
      .toHaveAttribute('href', '/tr/app/settings#encryption');
  });

  it('gives the previous document title back when it goes away', async () => {
    document.title = 'Before';
    const screen = await renderPage('en-US');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => document.title).toBe('Local encryption – Emotion Guru');
    await screen.unmount();
    await expect.poll(() => document.title).toBe('Before');
  });
});
