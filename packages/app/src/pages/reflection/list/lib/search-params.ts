import { QUADRANTS } from '@/entities/emotion';
import { parseTiming, type ReflectionFilters } from '@/entities/reflection';

/**
 * The list's filters as the address keeps them (`/app/reflection?tag=commute&timing=4`), so a reload or a
 * shared link shows the same reflections. Every value is text (the route turns `?timing=4`, which the
 * router reads as a number, back into text).
 */
export interface ReflectionListSearch {
  loop?: string;
  tag?: string;
  emotion?: string;
  quadrant?: string;
  timing?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** The filters the address can say; the quadrant's words come from the catalogue, not the address. */
export type AddressFilters = Partial<Omit<ReflectionFilters, 'page' | 'quadrantEmotionIds'>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isQuadrant(value: string): boolean {
  return QUADRANTS.some((quadrant) => quadrant === value);
}

/** The filters an address asks for; what is not a filter's value (an unknown area, a bad date) is left out. */
export function filtersFromSearch(search: ReflectionListSearch): AddressFilters {
  const filters: AddressFilters = {};
  if (search.loop) filters.loopId = search.loop;
  if (search.tag) filters.tag = search.tag;
  if (search.emotion) filters.emotionId = search.emotion;
  if (search.quadrant && isQuadrant(search.quadrant)) filters.quadrant = search.quadrant;
  const timing = parseTiming(search.timing);
  if (timing !== null) filters.timing = timing;
  if (search.from && DAY.test(search.from)) filters.from = search.from;
  if (search.to && DAY.test(search.to)) filters.to = search.to;
  if (search.q?.trim()) filters.search = search.q;
  return filters;
}

/**
 * The address's part of a change of filters: each changed filter's value, or undefined for one emptied (the
 * router leaves it out of the address). Filters not in the change are not mentioned.
 */
export function searchOfChange(change: AddressFilters): ReflectionListSearch {
  const search: ReflectionListSearch = {};
  const text = (value: string) => (value === '' ? undefined : value);
  if ('loopId' in change) search.loop = text(change.loopId ?? '');
  if ('tag' in change) search.tag = text(change.tag ?? '');
  if ('emotionId' in change) search.emotion = text(change.emotionId ?? '');
  if ('quadrant' in change) search.quadrant = text(change.quadrant ?? '');
  if ('timing' in change) search.timing = change.timing == null ? undefined : String(change.timing);
  if ('from' in change) search.from = text(change.from ?? '');
  if ('to' in change) search.to = text(change.to ?? '');
  if ('search' in change) search.q = text(change.search?.trim() ? change.search : '');
  return search;
}
