/**
 * The platform's column sizes (spec section 9: text 1024, rich text 2048, multilingual text 256, icon
 * 64). The SDK checks them before it sends a record and the emulator refuses a save that breaks them,
 * both through these functions, so the two cannot disagree.
 */
import { PlatformError } from '../errors.ts';
import type { PropertyDataType } from './types.ts';

/** The longest value of each kind of text field, in characters (per language for a multilingual one). */
export const FIELD_MAX_LENGTH = {
  text: 1024,
  richText: 2048,
  multiLingualText: 256,
  icon: 64,
} as const;

/**
 * The size of a property's column: rich text 2048 (per language when multilingual), other multilingual
 * text 256 per language, plain text 1024; undefined for numbers, dates, references and the like.
 */
export function maxLengthOf(property: {
  dataType?: PropertyDataType;
  isMultiLingual?: boolean;
}): number | undefined {
  if (property.dataType === 'richText') return FIELD_MAX_LENGTH.richText;
  if (property.dataType === 'multiLingualText' || property.isMultiLingual === true)
    return FIELD_MAX_LENGTH.multiLingualText;
  if (property.dataType === 'text' || property.dataType === undefined) return FIELD_MAX_LENGTH.text;
  return undefined;
}

/** The length of a text as the platform counts it: in characters (code points), not UTF-16 units. */
export function textLength(value: string): number {
  const pairs = value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g);
  return value.length - (pairs?.length ?? 0);
}

/** A text over its column's size: which language (null for a plain text), how long it is and the limit. */
export interface TooLong {
  language: string | null;
  length: number;
  max: number;
}

/**
 * The first text of `value` longer than `max`: a plain string, or any language of a language map
 * (`{ 'en-US': ..., 'tr-TR': ... }`); null when every text fits or the value is no text.
 */
export function findTooLong(value: unknown, max: number): TooLong | null {
  if (typeof value === 'string') {
    const length = textLength(value);
    return length > max ? { language: null, length, max } : null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const [language, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text !== 'string') continue;
    const length = textLength(text);
    if (length > max) return { language, length, max };
  }
  return null;
}

/** How a field is named in the message: `title (tr-TR)` for one language of a multilingual field. */
export function fieldLabel(field: string, language: string | null): string {
  return language === null ? field : `${field} (${language})`;
}

/**
 * The `FIELD_TOO_LONG` error for `field`, e.g. "title (tr-TR) must be at most 256 characters", with
 * `details: { field, language, length, max }`.
 */
export function fieldTooLongError(field: string, tooLong: TooLong): PlatformError {
  return new PlatformError('FIELD_TOO_LONG', {
    params: { field: fieldLabel(field, tooLong.language), max: tooLong.max },
    details: { field, language: tooLong.language, length: tooLong.length, max: tooLong.max },
  });
}
