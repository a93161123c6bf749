/**
 * The signed-in start in a few files instead of seventy (issue #14: the dashboard's budget and its
 * Lighthouse score).
 *
 * Left to itself, the bundler gives every set of modules that the same lazy imports share a chunk of its
 * own: the dashboard's start was 69 scripts and 40 style sheets, many under 1 kB (a button, a badge, one
 * Radix part each). Each file is gzipped alone, so it loses what its neighbours would have taught the
 * compressor (the 69 scripts: 218 kB gzipped one by one, 198 kB as one stream); every lazy import lists
 * every file it needs (Vite's preload lists: 4.8 kB of the start); each answer carries about 1 kB of
 * headers; and a browser on HTTP/1.1 fetches six at a time.
 *
 * This plugin puts what each step of the signed-in start needs into one chunk, once the module graph is
 * known: `start-app` (what the app's entry, `src/app/entry.tsx`, runs), then one chunk per later step
 * (`start-layout`: the app area's layout; `start-dashboard`: the dashboard), each with what the ones before
 * it do not have. Left out: the modules of the prerendered pages' boot script (all a public page loads
 * before its first paint: its own budget) and each page's own modules (`src/pages/`: another page sharing
 * an entity with the dashboard loads it from `start-dashboard`, but never runs the dashboard's own code).
 * A module another lazy page shares with a start chunk is loaded from that chunk: it is in the browser
 * already for anyone signed in. What no start needs is split as before.
 *
 * Which modules a start runs is worked out from the import statements with their names, as the bundler's
 * tree-shaking does, not from every import the graph records: the slices' and packages' index files
 * re-export far more than one page uses (`radix-ui` re-exports every Radix package, the ui package every
 * component), and following all of it put 255 kB in the start instead of 218. Measured in November 2026:
 * the dashboard's start is 195.1 kB in 8 files (218.1 kB in 69). The walk is a little generous: it takes 7
 * small modules (16 kB before minifying) that only other pages use, reached through an index file with
 * effects, which the bundler finds to have none; `npm run budgets` holds the total.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What a module is asked for: some of its exports, all of them, or only to run (`import './x'`). */
export type Wanted = ReadonlySet<string> | 'all' | 'run';

/** An imported name: module `id`'s export `name`, or the whole module (`import * as x`: null). */
export interface Binding {
  readonly id: string;
  readonly name: string | null;
}

/** The import and export statements of one module, with their sources resolved. */
export interface ModuleShape {
  /** `import { a } from './x'` (names), `import * as x` ('all'), `import './x'` ('run'). */
  readonly imports: readonly { readonly id: string; readonly wanted: Wanted }[];
  /** `export { a as b } from './x'`: b → x's a (`name` null for `export * as b from './x'`: all of x). */
  readonly reexports: ReadonlyMap<string, Binding>;
  /** `export * from './x'`. */
  readonly stars: readonly string[];
  /** Names the module declares and exports itself. */
  readonly locals: ReadonlySet<string>;
  /** Whether it has any statement but import and re-export statements (code of its own). */
  readonly hasCode: boolean;
  /** Whether running it may have effects (false: the bundler keeps it only for what is used). */
  readonly sideEffects: boolean;
  /** Not an ES module (CommonJS, JSON): everything it imports runs, all of it. */
  readonly opaque: readonly string[] | null;
}

/**
 * The modules whose code a start runs: `root` and what it imports, following each `import { a }` through
 * index files to the module that declares `a`. Slightly generous (a module with code of its own is taken
 * whole, with everything it imports).
 */
export function modulesRun(root: string, shapeOf: (id: string) => ModuleShape | null): Set<string> {
  const run = new Set<string>();
  const asked = new Map<string, Set<string> | 'all'>();
  const visited = new Set<string>();
  const queue: { id: string; wanted: Wanted }[] = [{ id: root, wanted: 'all' }];

  const take = (id: string, shape: ModuleShape) => {
    if (run.has(id)) return;
    run.add(id);
    for (const imported of shape.imports) queue.push(imported);
    for (const imported of shape.opaque ?? []) queue.push({ id: imported, wanted: 'all' });
  };

  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const { id, wanted } = next;
    const shape = shapeOf(id);
    if (!shape) continue;
    // A module without code of its own (an index file) goes with the start that reaches it: it adds no
    // bytes, and left out it would be a file of its own that only imports the start's chunks.
    if (!shape.hasCode) run.add(id);
    if (!visited.has(id) && shape.sideEffects) {
      visited.add(id);
      // Imported, a module that may have effects runs, whatever is asked of it.
      if (shape.hasCode) take(id, shape);
      // Using a module that may have effects runs every module it imports that may have effects, used or not.
      for (const source of [...shape.imports.map((entry) => entry.id), ...shape.stars])
        queue.push({ id: source, wanted: 'run' });
      for (const { id: source } of shape.reexports.values()) queue.push({ id: source, wanted: 'run' });
    }
    if (shape.opaque) {
      take(id, shape);
      continue;
    }
    if (wanted === 'run') {
      if (shape.sideEffects && shape.hasCode) take(id, shape);
      continue;
    }
    // Only names not asked for before: an index file is visited once per name.
    const before = asked.get(id);
    if (before === 'all') continue;
    if (wanted === 'all') {
      asked.set(id, 'all');
      if (shape.hasCode) take(id, shape);
      for (const { id: source, name } of shape.reexports.values()) {
        queue.push({ id: source, wanted: name === null ? 'all' : new Set([name]) });
      }
      for (const source of shape.stars) queue.push({ id: source, wanted: 'all' });
      continue;
    }
    const known = before ?? new Set<string>();
    asked.set(id, known);
    for (const name of [...wanted].filter((asked) => !known.has(asked))) {
      known.add(name);
      const reexport = shape.reexports.get(name);
      if (reexport) {
        queue.push({ id: reexport.id, wanted: reexport.name === null ? 'all' : new Set([reexport.name]) });
      } else if (shape.locals.has(name)) {
        take(id, shape);
      } else {
        for (const source of shape.stars) queue.push({ id: source, wanted: new Set([name]) });
      }
    }
  }
  return run;
}

/** A node of the bundler's ESTree AST, as far as this file reads it. */
interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

const nameOf = (node: unknown): string => {
  const value = node as { name?: string; value?: string };
  return value.name ?? value.value ?? '';
};

/**
 * A page's own modules stay in its route's chunk: another page that shares an entity with the dashboard
 * loads it from the dashboard's start chunk, but never runs the dashboard's own code.
 */
const PAGE_MODULE = /[\\/]src[\\/]pages[\\/]/;

/** Which group a module belongs to: the first layer that runs it, unless the boot script does. */
export function groupOf(
  id: string,
  excluded: ReadonlySet<string>,
  layers: readonly { readonly name: string; readonly modules: ReadonlySet<string> }[],
): string | null {
  if (excluded.has(id) || PAGE_MODULE.test(id)) return null;
  return layers.find((layer) => layer.modules.has(id))?.name ?? null;
}

interface StartChunksOptions {
  /** The app's entry, as `index.html` loads it (relative to the app package). */
  readonly entry: string;
  /** The prerendered pages' script before first paint: its modules stay out of every group. */
  readonly boot: string;
  /** The build's own rules for modules free of side effects (`treeshake.moduleSideEffects`). */
  readonly sideEffectFree: (id: string) => boolean;
  /** The later steps of the signed-in start, in the order they load. */
  readonly layers: readonly { readonly name: string; readonly module: string }[];
}

export function startChunks(options: StartChunksOptions): Plugin {
  const absolute = (path: string) => resolve(import.meta.dirname, '..', path);
  let excluded: ReadonlySet<string> = new Set();
  let layers: { name: string; modules: ReadonlySet<string> }[] = [];
  return {
    name: 'emotion-guru:start-chunks',
    apply: 'build',
    // The browser build only: the prerender step's server build and the service worker have no such start.
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      const starts = [{ name: 'start-app', module: options.entry }, ...options.layers].map(
        ({ name, module }) => ({ name, root: absolute(module) }),
      );
      if (!starts[0] || !this.getModuleInfo(starts[0].root)) return;
      const shapes = new Map<string, ModuleShape | null>();
      const sideEffectsOf = new Map<string, boolean>();

      const shapeFor = async (id: string): Promise<ModuleShape | null> => {
        const info = this.getModuleInfo(id);
        if (!info) return null;
        const sideEffects = info.moduleSideEffects !== false && sideEffectsOf.get(id) !== false;
        const code = info.code;
        let program: { body: readonly Node[] } | null = null;
        if (code !== null && !/\.(json|css)(\?|$)/.test(id)) {
          try {
            program = this.parse(code) as unknown as { body: readonly Node[] };
          } catch {
            program = null;
          }
        }
        const isModule = program?.body.some(
          (node) => node.type.startsWith('Import') || node.type.startsWith('Export'),
        );
        if (!program || (!isModule && info.importedIds.length > 0)) {
          return {
            imports: [],
            reexports: new Map(),
            stars: [],
            locals: new Set(),
            hasCode: true,
            sideEffects,
            opaque: info.importedIds,
          };
        }
        const resolveSource = async (source: unknown): Promise<string | null> => {
          const resolved = await this.resolve(nameOf(source), id);
          if (!resolved || resolved.external) return null;
          // The package's `sideEffects` comes with the resolution; the build's own rules are the app's.
          sideEffectsOf.set(
            resolved.id,
            resolved.moduleSideEffects !== false && !options.sideEffectFree(resolved.id),
          );
          return resolved.id;
        };
        // Each imported name: where it comes from (`import * as x`: all of it).
        const bindings = new Map<string, Binding>();
        const runOnly: string[] = [];
        const reexports = new Map<string, Binding>();
        const stars: string[] = [];
        const locals = new Set<string>();
        let hasCode = false;
        for (const node of program.body) {
          if (node.type === 'ImportDeclaration') {
            const source = await resolveSource(node['source']);
            if (!source) continue;
            const specifiers = node['specifiers'] as readonly Node[];
            if (specifiers.length === 0) runOnly.push(source);
            for (const specifier of specifiers) {
              const name =
                specifier.type === 'ImportNamespaceSpecifier'
                  ? null
                  : specifier.type === 'ImportDefaultSpecifier'
                    ? 'default'
                    : nameOf(specifier['imported']);
              bindings.set(nameOf(specifier['local']), { id: source, name });
            }
          } else if (node.type === 'ExportAllDeclaration') {
            const source = await resolveSource(node['source']);
            if (!source) continue;
            if (node['exported']) reexports.set(nameOf(node['exported']), { id: source, name: null });
            else stars.push(source);
          } else if (node.type === 'ExportNamedDeclaration' && node['source']) {
            const source = await resolveSource(node['source']);
            if (!source) continue;
            for (const specifier of node['specifiers'] as readonly Node[]) {
              reexports.set(nameOf(specifier['exported']), { id: source, name: nameOf(specifier['local']) });
            }
          } else if (node.type === 'ExportNamedDeclaration' && !node['declaration']) {
            // `export { a, b as c }`: an imported name passed on is a re-export; a declared one, the module's own.
            for (const specifier of node['specifiers'] as readonly Node[]) {
              const binding = bindings.get(nameOf(specifier['local']));
              if (binding) reexports.set(nameOf(specifier['exported']), binding);
              else locals.add(nameOf(specifier['exported']));
            }
          } else {
            hasCode = true;
            if (node.type === 'ExportDefaultDeclaration') locals.add('default');
            const declaration =
              node.type === 'ExportNamedDeclaration' ? (node['declaration'] as Node | null) : null;
            if (declaration?.['id']) locals.add(nameOf(declaration['id']));
            for (const declarator of (declaration?.['declarations'] as readonly Node[] | undefined) ?? []) {
              locals.add(nameOf(declarator['id']));
            }
          }
        }
        // What the module's own code uses: every imported name but those it only passes on.
        const passedOn = new Set([...reexports.values()]);
        const used = new Map<string, Set<string> | 'all'>();
        for (const binding of bindings.values()) {
          if (passedOn.has(binding)) continue;
          const names = used.get(binding.id);
          if (binding.name === null || names === 'all') used.set(binding.id, 'all');
          else used.set(binding.id, new Set([...(names ?? []), binding.name]));
        }
        const imports: { id: string; wanted: Wanted }[] = [
          ...runOnly.map((id) => ({ id, wanted: 'run' as const })),
          ...[...used].map(([id, wanted]) => ({ id, wanted })),
        ];
        return {
          imports,
          reexports,
          stars,
          locals,
          hasCode,
          sideEffects,
          opaque: null,
        };
      };

      // Parse what the starts reach (resolving is asynchronous; the walk is not), then walk.
      const reach = async (root: string) => {
        const queue = [root];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (shapes.has(id)) continue;
          const shape = await shapeFor(id);
          shapes.set(id, shape);
          if (!shape) continue;
          const next = [
            ...(shape.opaque ?? []),
            ...shape.imports.map((entry) => entry.id),
            ...shape.stars,
            ...[...shape.reexports.values()].map((entry) => entry.id),
          ];
          for (const source of next) if (!shapes.has(source)) queue.push(source);
        }
      };
      const boot = absolute(options.boot);
      for (const root of [boot, ...starts.map((start) => start.root)]) await reach(root);
      const shapeOf = (id: string) => shapes.get(id) ?? null;
      excluded = modulesRun(boot, shapeOf);
      layers = starts.map(({ name, root }) => ({ name, modules: modulesRun(root, shapeOf) }));
    },
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          groups: [
            {
              debugName: 'start chunks',
              // A module no group takes (null) is left to the automatic chunking.
              name: (id: string) => groupOf(id, excluded, layers),
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
