import { where, type BasicEmotionFamily, type VegEmotion } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/** More than the catalogue will ever hold in one go (about a hundred words, plus a client's own). */
const CATALOGUE_LIMIT = 1000;

/**
 * The emotion catalogue in the platform's current language (the variation's), with the own words of
 * `clientId` when given (a caretaker reads every client's own words; only the active client's belong in
 * the picker).
 */
export async function fetchEmotionCatalogue(clientId: string | null): Promise<VegEmotion[]> {
  const catalogue = where.eq('isCustom', false);
  const { entities } = await getPlatform().entity.query<VegEmotion>({
    entityName: 'VegEmotion',
    filters: [clientId ? where.or(catalogue, where.eq('client_id', clientId)) : catalogue],
    sortCols: [
      { field: 'orderNumber', dir: 'asc' },
      { field: 'createDate', dir: 'asc' },
    ],
    count: CATALOGUE_LIMIT,
  });
  return entities;
}

/** The fields of a user's own word: a shade of one basic family, placed on the grid by the user. */
export interface OwnWordRecord {
  clientId: string;
  name: string;
  definition: string;
  family: BasicEmotionFamily;
  pleasantness: number;
  energy: number;
}

/**
 * Saves a word of the client's own (private to that client: the emulator and the platform let only
 * whoever sees the client read it) and resolves with the record as stored. Names are kept as typed, in
 * the language they were written in; the level is Medium, as the catalogue's family words are.
 */
export async function saveOwnWord(word: OwnWordRecord): Promise<VegEmotion> {
  const entity = {
    name: word.name,
    definition: word.definition,
    family: word.family,
    kind: 1,
    level: 2,
    pleasantness: word.pleasantness,
    energy: word.energy,
    isCustom: true,
    client_id: word.clientId,
  } satisfies Omit<VegEmotion, 'id'>;
  const { id } = await getPlatform().entity.save({ entityName: 'VegEmotion', entity });
  return { ...entity, id };
}
