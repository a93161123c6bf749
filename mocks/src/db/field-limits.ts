/**
 * The platform's column sizes (spec section 9), on the entities whose rules ask for them
 * (`checkLengths` in entity-rules.ts): plain text 1024 characters, rich text 2048 (per language when
 * multilingual), other multilingual text 256 per language. The sizes and the counting are the SDK's
 * (`maxLengthOf`, `findTooLong`), so a value the SDK lets through is one the emulator stores.
 *
 * Only some entities opt in: several store JSON or long generated text in `text` columns (a reflection's
 * emotions, a keyring, a chat reply) that the real platform types differently, and the emulator does not
 * refuse what the app writes there.
 */
import { findTooLong, fieldLabel, formatMessage, ERRORS, maxLengthOf } from '@emotion-guru/platform-sdk';
import { HttpError } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';
import type { EntityModel, PropModel } from './schema.ts';

/** The size of a property's column, or undefined when it has none (numbers, dates, references, ...). */
export function columnSize(prop: PropModel): number | undefined {
  if (prop.kind !== 'value') return undefined;
  return maxLengthOf({ dataType: prop.dataType, isMultiLingual: prop.multiLingual });
}

/**
 * Refuses a write with a text longer than its column: 400 "`title (tr-TR)` must be at most 256
 * characters" with `{ field, language, length, maxLength, rule: 'maxLength' }` in the answer. Checks the
 * values written (a plain string or each language of a language map); languages already stored were
 * checked when they were written.
 */
export function assertFieldLengths(model: EntityModel, input: Row): void {
  for (const [name, value] of Object.entries(input)) {
    const prop = model.props.get(name);
    const max = prop === undefined ? undefined : columnSize(prop);
    if (max === undefined) continue;
    const tooLong = findTooLong(value, max);
    if (tooLong === null) continue;
    throw new HttpError(
      400,
      formatMessage(ERRORS.FIELD_TOO_LONG, { field: fieldLabel(name, tooLong.language), max }),
      { field: name, language: tooLong.language, length: tooLong.length, maxLength: max, rule: 'maxLength' },
    );
  }
}
