import { allSettled, createEffect, fork, scopeBind } from 'effector';
import type { i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  $language,
  i18nAttached,
  languageRoutedFx,
  languageSelected,
  persistLanguageFx,
  setDocumentLanguageFx,
} from './model.ts';

function fakeI18n(language = 'en-US') {
  const instance = {
    language,
    changeLanguage: vi.fn((next: string) => ((instance.language = next), Promise.resolve())),
  };
  return instance;
}

describe('language model', () => {
  it('follows the URL: stores the language, switches i18next and <html lang>, but does not persist it', async () => {
    const i18next = fakeI18n();
    const setDocumentLanguage = vi.fn();
    const persist = vi.fn();
    const scope = fork({
      handlers: [
        [setDocumentLanguageFx, setDocumentLanguage],
        [persistLanguageFx, persist],
      ],
    });
    await allSettled(i18nAttached, { scope, params: i18next as unknown as i18n });
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    expect(scope.getState($language)).toBe('tr-TR');
    expect(i18next.changeLanguage).toHaveBeenCalledWith('tr-TR');
    expect(setDocumentLanguage).toHaveBeenCalledWith('tr-TR');
    expect(persist).not.toHaveBeenCalled();
  });

  it('persists an explicit choice', async () => {
    const persist = vi.fn();
    const scope = fork({ handlers: [[persistLanguageFx, persist]] });
    await allSettled(languageSelected, { scope, params: 'tr-TR' });
    expect(persist).toHaveBeenCalledWith('tr-TR');
  });

  it('keeps scopes apart (one per prerendered page)', async () => {
    const handlers: [typeof setDocumentLanguageFx, () => void][] = [[setDocumentLanguageFx, () => undefined]];
    const english = fork({ handlers });
    const turkish = fork({ handlers });
    await allSettled(languageRoutedFx, { scope: turkish, params: 'tr-TR' });
    expect(english.getState($language)).toBe('en-US');
    expect(turkish.getState($language)).toBe('tr-TR');
  });

  it('does not ask i18next to switch to the language it already has', async () => {
    const i18next = fakeI18n('tr-TR');
    const scope = fork({ handlers: [[setDocumentLanguageFx, () => undefined]] });
    await allSettled(i18nAttached, { scope, params: i18next as unknown as i18n });
    await allSettled(languageRoutedFx, { scope, params: 'tr-TR' });
    expect(i18next.changeLanguage).not.toHaveBeenCalled();
  });

  it('settles once i18next has switched, without waiting for the scope’s other work (a navigation waits for it)', async () => {
    const i18next = fakeI18n();
    const slowFx = createEffect(() => new Promise<void>(() => undefined));
    const scope = fork({ handlers: [[setDocumentLanguageFx, () => undefined]] });
    await allSettled(i18nAttached, { scope, params: i18next as unknown as i18n });
    void scopeBind(slowFx, { scope })();
    await scopeBind(languageRoutedFx, { scope })('tr-TR');
    expect(scope.getState($language)).toBe('tr-TR');
    expect(i18next.language).toBe('tr-TR');
  });
});
