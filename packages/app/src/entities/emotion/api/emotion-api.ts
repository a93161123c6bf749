import { where, type VegEmotion } from '@emotion-guru/platform-sdk';
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
