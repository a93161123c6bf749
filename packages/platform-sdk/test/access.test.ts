import { describe, expect, it } from 'vitest';
import {
  FEATURE_CATALOGUE,
  FormMode,
  PermissionFlags,
  SubscriptionType,
  canAccess,
  canEditFeature,
  hasFlag,
  hasRole,
  hasTierFeature,
  isAdmin,
  isCaretaker,
  isEditableMode,
  isHiddenMode,
  isReferrer,
  showsUpgradeLinks,
  tierOf,
  userRole,
  withFlag,
  withoutFlag,
  type PermissionRule,
} from '../src/index.ts';

describe('permissions', () => {
  it('has the spec values', () => {
    expect(PermissionFlags).toEqual({ View: 1, Edit: 2, Delete: 4, All: 7 });
    expect(FormMode).toEqual({ Editable: 1, ReadOnly: 2, Hidden: 4, Disabled: 8 });
  });

  it('allows everything when there are no rules', () => {
    expect(canAccess([], PermissionFlags.All)).toBe(true);
    expect(canAccess(null, PermissionFlags.Delete)).toBe(true);
    expect(canAccess(undefined, PermissionFlags.Edit)).toBe(true);
  });

  it('needs one rule holding all required bits', () => {
    const rules: PermissionRule[] = [PermissionFlags.View, PermissionFlags.Edit];
    expect(canAccess(rules, PermissionFlags.View)).toBe(true);
    expect(canAccess(rules, PermissionFlags.Edit)).toBe(true);
    // View and Edit are held, but by different rules.
    expect(canAccess(rules, PermissionFlags.View | PermissionFlags.Edit)).toBe(false);
    expect(canAccess(rules, PermissionFlags.Delete)).toBe(false);
    expect(canAccess([{ permissionType: PermissionFlags.All }], PermissionFlags.Delete)).toBe(true);
    expect(canAccess([{ permissionType: null }], PermissionFlags.View)).toBe(false);
  });

  it('allows access on an internal error', () => {
    const broken = [null] as unknown as PermissionRule[];
    expect(canAccess(broken, PermissionFlags.Delete)).toBe(true);
  });

  it('form-mode bit helpers', () => {
    const mode = withFlag(FormMode.Editable, FormMode.Hidden);
    expect(hasFlag(mode, FormMode.Hidden)).toBe(true);
    expect(isHiddenMode(mode)).toBe(true);
    expect(isEditableMode(mode)).toBe(false);
    expect(isEditableMode(withoutFlag(mode, FormMode.Hidden))).toBe(true);
    expect(isEditableMode(FormMode.Editable | FormMode.Disabled)).toBe(false);
    expect(isEditableMode(FormMode.ReadOnly)).toBe(false);
  });
});

describe('tier features', () => {
  const basics = ['basic-tracking', 'reflection-wizard', '7-day-history'];
  const paid = ['unlimited-history', 'ai-insights', 'export-data'];
  const team = ['client-management', 'client-insights'];

  it.each([
    ['free', [...basics], [...paid, ...team]],
    ['premium', [...basics, ...paid], team],
    ['pro', [...basics, ...paid], team],
    ['team', [...basics, ...paid, ...team], []],
    ['enterprise', [...basics, ...paid, ...team], []],
  ] as const)('%s has exactly its features', (tier, allowed, denied) => {
    for (const feature of allowed) expect(hasTierFeature(tier, feature)).toBe(true);
    for (const feature of denied) expect(hasTierFeature(tier, feature)).toBe(false);
  });

  it('accepts subscription types and allows unknown feature ids', () => {
    expect(hasTierFeature(SubscriptionType.Team, 'client-management')).toBe(true);
    expect(hasTierFeature(SubscriptionType.Professional, 'ai-insights')).toBe(true);
    expect(hasTierFeature(SubscriptionType.Free, 'ai-insights')).toBe(false);
    expect(hasTierFeature(null, 'ai-insights')).toBe(false);
    expect(hasTierFeature('free', 'brand-new-feature')).toBe(true);
    expect(tierOf(999)).toBe('free');
    expect(tierOf(SubscriptionType.Enterprise)).toBe('enterprise');
  });

  it('edit rights need the first role in editRoles (all empty: never)', () => {
    expect(FEATURE_CATALOGUE.every((f) => f.editRoles.length === 0)).toBe(true);
    expect(canEditFeature(['admin'], 'ai-insights')).toBe(false);
    expect(canEditFeature([], 'ai-insights')).toBe(false);
    expect(canEditFeature(['admin'], 'unknown')).toBe(false);
  });

  it('caretakers are team users; upgrade links only on free', () => {
    expect(isCaretaker(SubscriptionType.Team)).toBe(true);
    expect(isCaretaker('enterprise')).toBe(true);
    expect(isCaretaker('pro')).toBe(false);
    expect(showsUpgradeLinks(SubscriptionType.Free)).toBe(true);
    expect(showsUpgradeLinks('premium')).toBe(false);
  });
});

describe('role checks', () => {
  it('first role is the user role; membership tests', () => {
    expect(userRole(['r1', 'r2'])).toBe('r1');
    expect(userRole([])).toBeNull();
    expect(userRole(undefined)).toBeNull();
    expect(hasRole(['r1', 'r2'], 'r2')).toBe(true);
    expect(hasRole(null, 'r2')).toBe(false);
    expect(isAdmin(['admin-id'], 'admin-id')).toBe(true);
    expect(isAdmin(['user'], 'admin-id')).toBe(false);
    expect(isReferrer(['g-ref'], 'g-ref')).toBe(true);
    expect(isReferrer(undefined, 'g-ref')).toBe(false);
  });
});
