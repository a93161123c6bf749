import type { VegEmotion } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/emotion';
import { $session, logoutFx } from '@/entities/session/@x/emotion';
import { $language } from '@/shared/i18n';
import { fetchEmotionCatalogue, saveOwnWord } from '../api/emotion-api.ts';
import { $emotionCatalogue, $emotionCatalogueState, emotionCatalogueRequested } from './catalogue.ts';
import { saveOwnWordFx } from './own-word.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('../api/emotion-api.ts', () => ({ fetchEmotionCatalogue: vi.fn(), saveOwnWord: vi.fn() }));

const fetchCatalogue = vi.mocked(fetchEmotionCatalogue);
const saveWord = vi.mocked(saveOwnWord);
const session = testSession({ roles: ['user'], subscription: 2 });
const RECORDS: VegEmotion[] = [
  {
    id: 'calm',
    slug: 'calm',
    name: { 'en-US': 'Calm', 'tr-TR': 'Sakin' },
    definition: { 'en-US': 'Settled.', 'tr-TR': 'Rahat.' },
    kind: 1,
    level: 1,
    family: 'joy',
    pleasantness: 0.55,
    energy: -0.6,
    isCustom: false,
  },
  {
    id: 'rage',
    slug: 'rage',
    name: { 'en-US': 'Rage', 'tr-TR': 'Hiddet' },
    definition: { 'en-US': 'Very angry.', 'tr-TR': 'Çok öfkeli.' },
    kind: 1,
    level: 4,
    family: 'anger',
    pleasantness: -0.95,
    energy: 0.95,
    isCustom: false,
  },
  { id: 'nameless', isCustom: false },
];

/** A scope of its own client: the catalogue cache is shared by every scope and keyed by language and client. */
function scope(clientId: string, language: 'en-US' | 'tr-TR' = 'en-US') {
  return fork({
    handlers: [[logoutFx, () => undefined]],
    values: [
      [$session, session],
      [$activeClient, { id: clientId, name: 'Ece', isActive: true }],
      [$language, language],
    ],
  });
}

beforeEach(() => {
  fetchCatalogue.mockReset().mockResolvedValue(RECORDS);
});

describe('the emotion catalogue', () => {
  it('loads the words with the active client’s own, in the current language, with their quadrants', async () => {
    const s = scope('c-1', 'tr-TR');
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(fetchCatalogue).toHaveBeenCalledWith('c-1');
    expect(s.getState($emotionCatalogue).map((e) => [e.name, e.quadrant])).toEqual([
      ['Sakin', 'green'],
      ['Hiddet', 'red'],
    ]);
    expect(s.getState($emotionCatalogueState)).toBe('ready');
  });

  it('answers a second request from its 30-minute cache and asks again for another language', async () => {
    const s = scope('c-2', 'en-US');
    await allSettled(emotionCatalogueRequested, { scope: s });
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    await allSettled($language, { scope: s, params: 'tr-TR' });
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Sakin', 'Hiddet']);
  });

  it('loads once for every request made while it is on its way, and again for another language', async () => {
    const s = scope('c-6', 'en-US');
    // The dashboard's check-in, today's list and the last reflections all ask as they mount.
    await Promise.all([1, 2, 3].map(() => allSettled(emotionCatalogueRequested, { scope: s })));
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
    await allSettled($language, { scope: s, params: 'tr-TR' });
    await Promise.all([1, 2].map(() => allSettled(emotionCatalogueRequested, { scope: s })));
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Sakin', 'Hiddet']);
  });

  it('stays ready while a newer catalogue loads, so a picker in use is not replaced by the loading state', async () => {
    const s = scope('c-6');
    expect(s.getState($emotionCatalogueState)).toBe('loading');
    await allSettled(emotionCatalogueRequested, { scope: s });
    let answer: (records: VegEmotion[]) => void = () => undefined;
    fetchCatalogue.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    // Another client is chosen while the picker is open: its catalogue is asked for, the old one stays.
    const switched = allSettled($activeClient, {
      scope: s,
      params: { id: 'c-7', name: 'Deniz', isActive: true },
    });
    await expect.poll(() => fetchCatalogue).toHaveBeenLastCalledWith('c-7');
    expect(s.getState($emotionCatalogueState)).toBe('ready');
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Calm', 'Rage']);
    answer(RECORDS.slice(1, 2));
    await switched;
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Rage']);
  });

  it('reports a failed load and forgets the catalogue on logout', async () => {
    const failing = scope('c-3');
    fetchCatalogue.mockRejectedValueOnce(new Error('403'));
    await allSettled(emotionCatalogueRequested, { scope: failing });
    expect(failing.getState($emotionCatalogueState)).toBe('failed');

    const s = scope('c-4');
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(s.getState($emotionCatalogue)).toHaveLength(2);
    await allSettled(logoutFx, { scope: s, params: undefined });
    expect(s.getState($emotionCatalogue)).toEqual([]);
    // The cache went with the session: the next request asks the platform again.
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(fetchCatalogue).toHaveBeenCalledTimes(3);
  });

  it('shows a word the user adds at once, chosen for the active client, and loads it from the platform next time', async () => {
    const s = scope('c-5');
    await allSettled(emotionCatalogueRequested, { scope: s });
    saveWord.mockImplementationOnce((word) =>
      Promise.resolve({
        id: 'own-1',
        name: word.name,
        definition: word.definition,
        family: word.family,
        kind: 1,
        level: 2,
        pleasantness: word.pleasantness,
        energy: word.energy,
        isCustom: true,
        client_id: word.clientId,
      }),
    );
    const { status, value } = await allSettled(saveOwnWordFx, {
      scope: s,
      params: { name: '  on edge ', definition: '', family: 'fear', pleasantness: -0.4, energy: 0.7 },
    });
    expect(status).toBe('done');
    expect(saveWord).toHaveBeenCalledWith({
      clientId: 'c-5',
      name: 'on edge',
      definition: '',
      family: 'fear',
      pleasantness: -0.4,
      energy: 0.7,
    });
    expect(value).toMatchObject({ id: 'own-1', name: 'on edge', quadrant: 'red', isCustom: true });
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Calm', 'Rage', 'on edge']);

    // The cached catalogue lacked the word: the next request asks the platform, whose answer has it once.
    fetchCatalogue.mockResolvedValueOnce([
      ...RECORDS,
      { id: 'own-1', name: 'on edge', family: 'fear', pleasantness: -0.4, energy: 0.7, isCustom: true },
    ]);
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(fetchCatalogue).toHaveBeenCalledTimes(2);
    expect(s.getState($emotionCatalogue).map((e) => e.name)).toEqual(['Calm', 'Rage', 'on edge']);
  });

  it('keeps a failed word out of the list and never adds a word without an active client', async () => {
    const s = scope('c-6');
    await allSettled(emotionCatalogueRequested, { scope: s });
    saveWord.mockRejectedValueOnce(new Error('500'));
    const word = {
      name: 'on edge',
      definition: '',
      family: 'fear',
      pleasantness: -0.4,
      energy: 0.7,
    } as const;
    expect((await allSettled(saveOwnWordFx, { scope: s, params: word })).status).toBe('fail');
    expect(s.getState($emotionCatalogue)).toHaveLength(2);

    const noClient = fork({ handlers: [[logoutFx, () => undefined]], values: [[$session, session]] });
    expect((await allSettled(saveOwnWordFx, { scope: noClient, params: word })).status).toBe('fail');
    expect(saveWord).toHaveBeenCalledTimes(1);
  });
});
