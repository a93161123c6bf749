/** /api/entityDef/get: one definition by name or id, or every definition when neither is given. */
import { ERRORS } from '@emotion-guru/platform-sdk';
import type { Row } from '../query/types.ts';
import { str } from './body.ts';
import { ok, type CallContext, type Reply } from './context.ts';

export function getEntityDef(ctx: CallContext, body: Row): Reply {
  const key = str(body, 'entityName', 'name', 'entityDefName', 'id', 'entityDefId');
  if (key === undefined) return ok({ definitions: ctx.db.definitions });
  const definition = ctx.db.definitions.find((d) => d.name === key || d.id === key);
  // The SDK reads `{ definition: null, message }` for an unknown name (spec section 8).
  if (definition === undefined)
    return ok({ definition: null, message: ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND });
  return ok({ definition });
}
