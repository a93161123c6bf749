/** Permission bits of a rule (spec section 6). A rule grants an operation when it holds all its bits. */
export const PermissionFlags = { View: 1, Edit: 2, Delete: 4, All: 7 } as const;
export type PermissionFlags = number;

/** A permission rule: its bit mask, or a platform permission record carrying `permissionType`. */
export type PermissionRule = number | { permissionType?: number | null };

function maskOf(rule: PermissionRule): number {
  return typeof rule === 'number' ? rule : (rule.permissionType ?? 0);
}

/**
 * True when there are no rules, or any rule holds every bit of `required`. As the spec says, an internal
 * error (malformed rules) allows access: the platform enforces permissions again on every call.
 */
export function canAccess(rules: readonly PermissionRule[] | null | undefined, required: number): boolean {
  try {
    if (!rules || rules.length === 0) return true;
    return rules.some((rule) => (maskOf(rule) & required) === required);
  } catch {
    return true;
  }
}

/** Per-screen form modes, bit-packed (spec section 6). */
export const FormMode = { Editable: 1, ReadOnly: 2, Hidden: 4, Disabled: 8 } as const;
export type FormMode = (typeof FormMode)[keyof typeof FormMode];

/** True when every bit of `flag` is set in `mask`. */
export function hasFlag(mask: number, flag: number): boolean {
  return (mask & flag) === flag;
}

/** `mask` with the bits of `flag` set. */
export function withFlag(mask: number, flag: number): number {
  return mask | flag;
}

/** `mask` with the bits of `flag` cleared. */
export function withoutFlag(mask: number, flag: number): number {
  return mask & ~flag;
}

/** A field is hidden when the Hidden bit is set. */
export function isHiddenMode(mask: number): boolean {
  return hasFlag(mask, FormMode.Hidden);
}

/** A field can be edited when Editable is set and none of ReadOnly, Disabled, Hidden is. */
export function isEditableMode(mask: number): boolean {
  return (
    hasFlag(mask, FormMode.Editable) &&
    (mask & (FormMode.ReadOnly | FormMode.Disabled | FormMode.Hidden)) === 0
  );
}
