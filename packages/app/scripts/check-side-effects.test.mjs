// @ts-check
import { describe, expect, it } from 'vitest';
import { findOutwardWiring, findTopLevelEffects } from './check-side-effects.mjs';
import { srcWith } from './src-fixture.mjs';
import { SELF_CONTAINED_MODELS, SIDE_EFFECT_FREE } from './side-effect-free.mjs';

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

  it('covers one page’s or one flow’s models, not the models the start uses', () => {
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/journal/model/list.ts')).toBe(true);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/reflection/model/list.ts')).toBe(true);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/reflection/model/detail.ts')).toBe(true);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/session/model/oauth.ts')).toBe(true);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/session/model/session.ts')).toBe(false);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/journal/model/recent.ts')).toBe(false);
    expect(SELF_CONTAINED_MODELS.test('/app/src/entities/keyring/model/keyring.ts')).toBe(false);
  });

  it('lets a self-contained model react to the outside world only on its own units’ behalf', () => {
    const src = srcWith({
      'entities/journal/model/list.ts': [
        "import { combine, createEvent, createStore, sample } from 'effector';",
        "import { logoutFx, keyringRequested, $clientId, somethingElse } from '@/entities/other';",
        'export const opened = createEvent();',
        'const list = createPagedList({ dropped: logoutFx.finally });',
        'export const $count = createStore(0).on(logoutFx.finally, () => 0);',
        'export const $view = combine(list.$page, $clientId, (page) => page);',
        'sample({ clock: logoutFx.finally, target: list.reset });',
        'sample({ clock: opened, source: $clientId, filter: Boolean, target: keyringRequested });',
        'sample({ clock: [opened, list.changed], target: [keyringRequested, somethingElse] });',
        'concurrency(list.query, { abortAll: logoutFx.finally });',
        '$count.reset(opened);',
        'export const derived = sample({ clock: logoutFx.finally, fn: () => 1 });',
        // Named: the outside world wired to the outside world, and code that is not wiring.
        'sample({ clock: logoutFx.finally, target: keyringRequested });',
        'sample({ clock: [opened, logoutFx.finally], target: somethingElse });',
        'sample({ source: $clientId, target: somethingElse });',
        'keyringRequested.watch(() => undefined);',
        'retryTransientFailures(somethingElse);',
        'export const link = sample({ clock: $clientId, target: keyringRequested });',
        'if (window.name) opened();',
      ].join('\n'),
      'entities/journal/model/recent.ts': 'sample({ clock: a, target: b });',
    });
    expect(findOutwardWiring(src).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '13: sample({ clock: logoutFx.finally, target: keyringRequested });',
      '14: sample({ clock: [opened, logoutFx.finally], target: somethingElse });',
      '15: sample({ source: $clientId, target: somethingElse });',
      '16: keyringRequested.watch(() => undefined);',
      '17: retryTransientFailures(somethingElse);',
      '18: sample({ clock: $clientId, target: keyringRequested })',
      '19: if (window.name) opened();',
    ]);
    expect(findOutwardWiring(src).every(({ file }) => file === 'entities/journal/model/list.ts')).toBe(true);
  });
});
