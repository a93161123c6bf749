// @ts-check
import { describe, expect, it } from 'vitest';
import { findUnusedSliceExports } from './check-slice-exports.mjs';
import { srcWith } from './src-fixture.mjs';

describe('slice export check', () => {
  it('names exports no other slice imports, and accepts those that are imported', () => {
    const src = srcWith({
      'entities/thing/index.ts': [
        "export { $things, thingsRequested, internalFx } from './model/things.ts';",
        "export type { Thing, ThingDraft } from './model/types.ts';",
        'export const PAGE_SIZE = 10;',
      ].join('\n'),
      'pages/things/ui/ThingsPage.tsx':
        "import { $things, thingsRequested, type Thing } from '@/entities/thing';",
      'features/edit-thing/model/editor.ts': "import { PAGE_SIZE } from '@/entities/thing';",
      'features/edit-thing/index.ts': "export { editorOpened } from './model/editor.ts';",
      'widgets/toolbar/ui/Toolbar.tsx': "import { editorOpened } from '@/features/edit-thing';",
    });
    expect(findUnusedSliceExports(src)).toEqual([
      { slice: 'entities/thing', name: 'internalFx' },
      { slice: 'entities/thing', name: 'ThingDraft' },
    ]);
  });

  it("does not count a slice's own files, or a type-only namespace import typing a mock", () => {
    const src = srcWith({
      'entities/thing/index.ts': "export { $things, thingSaved } from './model/things.ts';",
      'entities/thing/ui/ThingCard.tsx': "import { $things } from '@/entities/thing';",
      'features/save-thing/model/save.test.ts': [
        "import type * as Thing from '@/entities/thing';",
        "import { thingSaved } from '@/entities/thing';",
      ].join('\n'),
    });
    expect(findUnusedSliceExports(src)).toEqual([{ slice: 'entities/thing', name: '$things' }]);
  });

  it('counts re-exports and lazy imports, and refuses export * (its names cannot be checked)', () => {
    const src = srcWith({
      'entities/thing/index.ts': "export { thingCard } from './ui/card.ts';",
      'entities/other/index.ts': "export * from './model.ts';",
      'features/lazy/index.ts': "export { LazyPanel } from './ui/LazyPanel.tsx';",
      'entities/user/@x/thing.ts': "export { thingCard } from '@/entities/thing';",
      'pages/p/ui/P.tsx': "const Panel = import('@/features/lazy');",
    });
    expect(findUnusedSliceExports(src)).toEqual([{ slice: 'entities/other', name: '*' }]);
  });
  it("checks the slices of a slice group, counting the group's other slices as users", () => {
    const src = srcWith({
      'features/billing/checkout/index.ts':
        "export { CheckoutButton, checkoutFx } from './ui/CheckoutButton.tsx';",
      'features/billing/manage/index.ts': "export { ManagePanel, cancelled } from './ui/ManagePanel.tsx';",
      'features/billing/manage/ui/ManagePanel.tsx':
        "import { checkoutFx } from '@/features/billing/checkout';",
      'features/billing/manage/model/cancel.ts': "import { cancelled } from '@/features/billing/manage';",
      'pages/plans/ui/PlansPage.tsx': [
        "import { CheckoutButton } from '@/features/billing/checkout';",
        "import { ManagePanel } from '@/features/billing/manage';",
      ].join('\n'),
    });
    expect(findUnusedSliceExports(src)).toEqual([{ slice: 'features/billing/manage', name: 'cancelled' }]);
  });
});
