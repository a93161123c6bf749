// @ts-check
/**
 * A slice's `index.ts` is its public API: it exports only what other slices import. This check fails
 * when an `index.ts` of `src/entities/*` or `src/features/*` (or of a slice in a slice group, such as
 * `src/features/subscription/checkout`) exports a name that no file outside that
 * slice imports (through `@/<layer>/<slice>`), so the public APIs stay small as the app grows.
 *
 * Usage: `node scripts/check-slice-exports.mjs [srcDir]` (default `src`); exits 1 and lists the names.
 * Files are parsed with TypeScript's parser (no type checking): imports, `export … from` and
 * `import('…')` of the slice count; `import * as` or `export *` of a slice counts as using everything
 * (`import type * as`, which only types a test's mock, counts as nothing).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseSource, sourceFiles } from './source-files.mjs';

/** The layers whose slices are checked. */
export const CHECKED_LAYERS = ['entities', 'features'];

/** @param {ts.Node} node */
function hasExportModifier(node) {
  return ts.canHaveModifiers(node)
    ? (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    : false;
}

/**
 * The slices under a layer's folder `name`: itself when it has an `index.ts`, else the slices of a slice
 * group (`features/subscription/checkout`), one level down.
 * @param {string} layerDir @param {string} name @returns {string[]}
 */
function slicesIn(layerDir, name) {
  const isSlice = (/** @type {string} */ path) => {
    try {
      return statSync(join(layerDir, path, 'index.ts')).isFile();
    } catch {
      return false;
    }
  };
  if (isSlice(name)) return [name];
  if (!statSync(join(layerDir, name)).isDirectory()) return [];
  return readdirSync(join(layerDir, name))
    .map((child) => `${name}/${child}`)
    .filter(isSlice);
}

/**
 * The names an index file exports; `null` for `export *` (its names cannot be listed without resolving).
 * @param {ts.SourceFile} file
 * @returns {string[] | null}
 */
export function exportedNames(file) {
  /** @type {string[]} */
  const names = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) return null;
      if (ts.isNamespaceExport(statement.exportClause)) names.push(statement.exportClause.name.text);
      else for (const element of statement.exportClause.elements) names.push(element.name.text);
    } else if (hasExportModifier(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.push(statement.name.text);
      }
    }
  }
  return names;
}

/**
 * What `file` takes from each slice it imports: module specifier (`@/entities/journal`) to the names,
 * or to `'*'` when it takes the whole module.
 * @param {ts.SourceFile} file
 * @returns {Map<string, Set<string>>}
 */
export function importedNames(file) {
  /** @type {Map<string, Set<string>>} */
  const used = new Map();
  /** @param {string} specifier @param {string} name */
  const add = (specifier, name) => {
    const names = used.get(specifier) ?? new Set();
    names.add(name);
    used.set(specifier, names);
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause?.name) add(specifier, 'default');
      const bindings = clause?.namedBindings;
      // `import type * as M` only types a mock's `importOriginal<typeof M>()`: it uses no name.
      if (bindings && ts.isNamespaceImport(bindings)) {
        if (!clause.isTypeOnly) add(specifier, '*');
      } else if (bindings)
        for (const element of bindings.elements) add(specifier, (element.propertyName ?? element.name).text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = node.moduleSpecifier.text;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) add(specifier, '*');
      else
        for (const element of node.exportClause.elements)
          add(specifier, (element.propertyName ?? element.name).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return used;
}

/**
 * Every name an `index.ts` of a checked layer exports that no file outside its slice imports.
 * @param {string} srcDir the app's `src`
 * @returns {{ slice: string, name: string }[]} `slice` as `entities/journal`; name `*` for `export *`
 */
export function findUnusedSliceExports(srcDir) {
  const files = sourceFiles(srcDir);
  /** @type {Map<string, { slice: string, names: string[] | null }>} */
  const slices = new Map();
  for (const layer of CHECKED_LAYERS) {
    const layerDir = join(srcDir, layer);
    /** @type {string[]} */
    let entries;
    try {
      entries = readdirSync(layerDir);
    } catch {
      continue;
    }
    for (const name of entries) {
      for (const slice of slicesIn(layerDir, name)) {
        const names = exportedNames(parseSource(join(layerDir, slice, 'index.ts')));
        slices.set(`@/${layer}/${slice}`, { slice: `${layer}/${slice}`, names });
      }
    }
  }
  /** @type {Map<string, Set<string>>} */
  const usedBySlice = new Map();
  for (const path of files) {
    const where = relative(srcDir, path).split(sep).join('/');
    for (const [specifier, names] of importedNames(parseSource(path))) {
      const slice = slices.get(specifier);
      if (!slice || where.startsWith(`${slice.slice}/`)) continue;
      const used = usedBySlice.get(specifier) ?? new Set();
      for (const name of names) used.add(name);
      usedBySlice.set(specifier, used);
    }
  }
  /** @type {{ slice: string, name: string }[]} */
  const unused = [];
  for (const [specifier, { slice, names }] of slices) {
    if (names === null) {
      unused.push({ slice, name: '*' });
      continue;
    }
    const used = usedBySlice.get(specifier) ?? new Set();
    if (used.has('*')) continue;
    for (const name of names) if (!used.has(name)) unused.push({ slice, name });
  }
  return unused;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const srcDir = process.argv[2] ?? 'src';
  const unused = findUnusedSliceExports(srcDir);
  if (unused.length > 0) {
    console.error('Slice public APIs export names that no other slice imports (remove them from index.ts):');
    for (const { slice, name } of unused) {
      console.error(`  ${slice}/index.ts: ${name === '*' ? "'export *' (list the names instead)" : name}`);
    }
    process.exit(1);
  }
  console.log(`Slice public APIs: every export of ${CHECKED_LAYERS.join(' and ')} is imported elsewhere.`);
}
