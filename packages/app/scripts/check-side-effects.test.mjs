// @ts-check
import { describe, expect, it } from 'vitest';
import { findTopLevelEffects } from './check-side-effects.mjs';
import { srcWith } from './src-fixture.mjs';
import { SIDE_EFFECT_FREE } from './side-effect-free.mjs';

describe('side-effect check', () => {
  it('covers the lib, ui and api modules of entities, features and widgets, not models, pages or CSS', () => {
    expect(SIDE_EFFECT_FREE.test('/app/src/entities/emotion/lib/loops.ts')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/app/src/features/pwa/offline-writes/ui/QueuedWrites.tsx')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/app/src/widgets/app-header/ui/AppHeader.tsx')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/app/src/entities/journal/api/journal-api.ts')).toBe(true);
    expect(SIDE_EFFECT_FREE.test('/app/src/entities/emotion/model/catalogue.ts')).toBe(false);
    expect(SIDE_EFFECT_FREE.test('/app/src/entities/emotion/index.ts')).toBe(false);
    expect(SIDE_EFFECT_FREE.test('/app/src/pages/dashboard/ui/DashboardPage.tsx')).toBe(false);
    expect(SIDE_EFFECT_FREE.test('/app/src/entities/emotion/ui/EmotionPicker.css.ts')).toBe(false);
    expect(SIDE_EFFECT_FREE.test('/app/src/shared/lib/network/online.ts')).toBe(false);
  });

  it('names code that runs at import, and accepts declarations, functions and code inside them', () => {
    const src = srcWith({
      'entities/thing/lib/pure.ts': [
        "import { createContext } from 'react';",
        'export const LIMIT = 10;',
        'export const Context = createContext(false);',
        'export function readWidth() { return window.innerWidth; }',
        'export const onResize = () => document.title;',
        'export type Size = typeof window.innerWidth;',
        'class Thing { width = window.innerWidth; }',
        'export { Thing };',
      ].join('\n'),
      'entities/thing/ui/Widget.tsx': ['export function Widget() { return null; }', 'warmUp();'].join('\n'),
      'features/do-thing/api/send.ts': 'export const base = window.location.origin;',
      'widgets/panel/lib/wire.ts':
        "import { sample } from 'effector';\nexport const link = sample({ clock: a, target: b });",
      'entities/thing/model/wiring.ts':
        "import { sample } from 'effector';\nsample({ clock: a, target: b });",
      'entities/thing/ui/Widget.stories.tsx': 'setUp();',
    });
    expect(findTopLevelEffects(src)).toEqual([
      { file: 'entities/thing/ui/Widget.tsx', line: 2, text: 'warmUp();' },
      { file: 'features/do-thing/api/send.ts', line: 1, text: 'window' },
      { file: 'widgets/panel/lib/wire.ts', line: 2, text: 'sample({ clock: a, target: b })' },
    ]);
  });
});
