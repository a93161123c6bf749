import { attach, createStore } from 'effector';
import { $activeClientId } from '@/entities/client/@x/emotion';
import { logoutFx } from '@/entities/session/@x/emotion';
import { $language } from '@/shared/i18n';
import { saveOwnWord } from '../api/emotion-api.ts';
import type { ValidOwnWord } from '../lib/own-word.ts';
import { toEmotion } from '../lib/to-emotion.ts';
import type { Emotion } from './types.ts';

/**
 * Saves a word of the active client's own and resolves with it as the picker shows it. An effect the
 * dialog calls and awaits (not a farfetched mutation): the dialog needs the new word to choose it, and a
 * write the user asked for once is not retried behind their back.
 */
export const saveOwnWordFx = attach({
  source: { clientId: $activeClientId, language: $language },
  effect: async ({ clientId, language }, word: ValidOwnWord): Promise<Emotion> => {
    if (!clientId) throw new Error('No active client to add a word for');
    const record = await saveOwnWord({
      clientId,
      name: word.name.trim(),
      definition: word.definition.trim(),
      family: word.family,
      pleasantness: word.pleasantness,
      energy: word.energy,
    });
    const emotion = toEmotion(record, language);
    if (!emotion) throw new Error('The saved word has no name');
    return emotion;
  },
});

/**
 * Words added since the catalogue was last loaded, shown with it at once (the catalogue's cache is
 * purged too, so its next load brings them from the platform). Per client: another client's words go.
 */
export const $addedOwnWords = createStore<Emotion[]>([])
  .on(saveOwnWordFx.doneData, (words, word) => [...words, word])
  .reset(logoutFx.finally, $activeClientId.updates);
