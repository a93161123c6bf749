import type { VegEmotion } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $activeClient } from '@/entities/client/@x/emotion';
import { $session, logoutFx } from '@/entities/session/@x/emotion';
import { $language } from '@/shared/i18n';
import { fetchEmotionCatalogue } from '../api/emotion-api.ts';
import { $emotionCatalogue, $emotionCatalogueStatus, emotionCatalogueRequested } from './catalogue.ts';
import { testSession } from '@/shared/lib/test-session';

vi.mock('../api/emotion-api.ts', () => ({ fetchEmotionCatalogue: vi.fn() }));

const fetchCatalogue = vi.mocked(fetchEmotionCatalogue);
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
    expect(s.getState($emotionCatalogueStatus)).toBe('done');
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

  it('reports a failed load and forgets the catalogue on logout', async () => {
    const failing = scope('c-3');
    fetchCatalogue.mockRejectedValueOnce(new Error('403'));
    await allSettled(emotionCatalogueRequested, { scope: failing });
    expect(failing.getState($emotionCatalogueStatus)).toBe('fail');

    const s = scope('c-4');
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(s.getState($emotionCatalogue)).toHaveLength(2);
    await allSettled(logoutFx, { scope: s });
    expect(s.getState($emotionCatalogue)).toEqual([]);
    // The cache went with the session: the next request asks the platform again.
    await allSettled(emotionCatalogueRequested, { scope: s });
    expect(fetchCatalogue).toHaveBeenCalledTimes(3);
  });
});
