import { describe, expect, it } from 'vitest';
import { groupOf, modulesRun, type ModuleShape, type Wanted } from './start-chunks.ts';

/** A module's shape, with what the tests do not set left empty. */
function shape(parts: {
  imports?: [string, Wanted][];
  reexports?: [string, string, string | null][];
  stars?: string[];
  locals?: string[];
  hasCode?: boolean;
  sideEffects?: boolean;
  opaque?: string[];
}): ModuleShape {
  return {
    imports: (parts.imports ?? []).map(([id, wanted]) => ({ id, wanted })),
    reexports: new Map((parts.reexports ?? []).map(([exported, id, name]) => [exported, { id, name }])),
    stars: parts.stars ?? [],
    locals: new Set(parts.locals ?? []),
    hasCode: parts.hasCode ?? (parts.locals ?? []).length > 0,
    sideEffects: parts.sideEffects ?? true,
    opaque: parts.opaque ?? null,
  };
}

const runFrom = (root: string, graph: Record<string, ModuleShape>) =>
  [...modulesRun(root, (id) => graph[id] ?? null)].sort();

describe('modulesRun: the modules a start runs', () => {
  it('follows a name through index files to the module that declares it, and no further', () => {
    const graph = {
      entry: shape({ imports: [['ui', new Set(['Button'])]], hasCode: true }),
      ui: shape({
        reexports: [
          ['Button', 'button', 'Button'],
          ['Menu', 'menu', 'Menu'],
        ],
        sideEffects: false,
      }),
      button: shape({ locals: ['Button'], imports: [['react', new Set(['useState'])]], sideEffects: false }),
      menu: shape({ locals: ['Menu'], imports: [['radix-menu', 'all']], sideEffects: false }),
      react: shape({ locals: ['useState'] }),
      'radix-menu': shape({ locals: ['Root'] }),
    };
    expect(runFrom('entry', graph)).toEqual(['button', 'entry', 'react', 'ui']);
  });

  it('passes a namespace re-export (`import * as X; export { X }`) on only when X is asked for', () => {
    const graph = {
      entry: shape({ imports: [['radix-ui', new Set(['Tooltip'])]], hasCode: true }),
      'radix-ui': shape({
        reexports: [
          ['Tooltip', 'tooltip', null],
          ['Menubar', 'menubar', null],
        ],
        sideEffects: false,
      }),
      tooltip: shape({ locals: ['Root'], sideEffects: false }),
      menubar: shape({ locals: ['Root'], imports: [['menu', 'all']], sideEffects: false }),
      menu: shape({ locals: ['Root'], sideEffects: false }),
    };
    expect(runFrom('entry', graph)).toEqual(['entry', 'radix-ui', 'tooltip']);
  });

  it('finds a name behind `export *` without taking the other modules the star reaches', () => {
    const graph = {
      entry: shape({ imports: [['lib', new Set(['format'])]], hasCode: true }),
      lib: shape({ stars: ['dates', 'numbers'], sideEffects: false }),
      dates: shape({ locals: ['format'], sideEffects: false }),
      numbers: shape({ locals: ['round'], sideEffects: false }),
    };
    expect(runFrom('entry', graph)).toEqual(['dates', 'entry', 'lib']);
  });

  it('runs a module with effects once imported, even when only a name it re-exports is used', () => {
    // features/logout: `sample(...)` wiring, and `export { logoutRequested } from '@/entities/session'`.
    const graph = {
      layout: shape({ imports: [['logout', new Set(['logoutRequested'])]], hasCode: true }),
      logout: shape({
        reexports: [['logoutRequested', 'session', 'logoutRequested']],
        imports: [['notify', new Set(['notifyFx'])]],
        hasCode: true,
      }),
      session: shape({ locals: ['logoutRequested'] }),
      notify: shape({ locals: ['notifyFx'] }),
    };
    expect(runFrom('layout', graph)).toEqual(['layout', 'logout', 'notify', 'session']);
  });

  it('runs the models an index file with effects imports, but not a module free of effects', () => {
    const graph = {
      page: shape({ imports: [['journal', new Set(['JournalCard'])]], hasCode: true }),
      journal: shape({
        reexports: [
          ['JournalCard', 'card', 'JournalCard'],
          ['formatEntry', 'format', 'formatEntry'],
        ],
        stars: ['model'],
      }),
      card: shape({ locals: ['JournalCard'], sideEffects: false }),
      format: shape({ locals: ['formatEntry'], sideEffects: false }),
      model: shape({ locals: ['$entries'] }),
    };
    expect(runFrom('page', graph)).toEqual(['card', 'journal', 'model', 'page']);
  });

  it('takes all of what a CommonJS module requires', () => {
    const graph = {
      entry: shape({ imports: [['react-dom', new Set(['createRoot'])]], hasCode: true }),
      'react-dom': shape({ opaque: ['react-dom-client', 'scheduler'], hasCode: true }),
      'react-dom-client': shape({ opaque: [], hasCode: true }),
      scheduler: shape({ opaque: [], hasCode: true }),
    };
    expect(runFrom('entry', graph)).toEqual(['entry', 'react-dom', 'react-dom-client', 'scheduler']);
  });
});

describe('groupOf: which start chunk a module goes to', () => {
  const layers = [
    { name: 'start-app', modules: new Set(['/a/src/app/entry.tsx', '/a/node_modules/react/index.js']) },
    {
      name: 'start-layout',
      modules: new Set(['/a/node_modules/react/index.js', '/a/src/app/layouts/AppLayout.tsx']),
    },
    {
      name: 'start-dashboard',
      modules: new Set(['/a/src/entities/journal/model/list.ts', '/a/src/pages/dashboard/ui/Page.tsx']),
    },
  ];

  it('is the first start that runs it', () => {
    expect(groupOf('/a/node_modules/react/index.js', new Set(), layers)).toBe('start-app');
    expect(groupOf('/a/src/app/layouts/AppLayout.tsx', new Set(), layers)).toBe('start-layout');
    expect(groupOf('/a/src/entities/journal/model/list.ts', new Set(), layers)).toBe('start-dashboard');
  });

  it('is none for what the boot script runs, a page of its own, or what no start runs', () => {
    expect(groupOf('/a/src/app/entry.tsx', new Set(['/a/src/app/entry.tsx']), layers)).toBeNull();
    expect(groupOf('/a/src/pages/dashboard/ui/Page.tsx', new Set(), layers)).toBeNull();
    expect(groupOf('/a/src/pages/journal/ui/Journal.tsx', new Set(), layers)).toBeNull();
  });
});
