// @ts-check
/**
 * The build treats the lib, ui and api modules of entities, features and widgets as free of side effects
 * (vite.config.ts): a page that imports a slice's `index.ts` for one of them gets only the modules it
 * uses, not the whole slice. That holds only while such a module runs nothing when it is imported. This
 * check fails when one of them has top-level code that does: a statement that is not a declaration (a call,
 * an `if`, an assignment), or, in a declaration's initializer outside any function, effector wiring
 * (`sample`, `split`) or a browser global (`window`, `document`, `navigator`, storage). Such code belongs in
 * a model, whose wiring the build keeps.
 *
 * Usage: `node scripts/check-side-effects.mjs [srcDir]` (default `src`); exits 1 and lists the places.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SIDE_EFFECT_FREE } from './side-effect-free.mjs';
import { parseSource, sourceFiles } from './source-files.mjs';

/** Test files and stories are never part of the build. */
const NOT_BUILT = /\.(test|stories)\.tsx?$/;

const WIRING = new Set(['sample', 'split', 'forward', 'guard']);
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'sessionStorage']);

/** Statements that only declare. */
const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.EmptyStatement,
]);

/**
 * What in a declaration's initializer runs at import: wiring and browser globals, outside any function.
 * @param {ts.Node} node @param {(node: ts.Node) => void} report
 */
function findRunningCode(node, report) {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && WIRING.has(node.expression.text)) {
    report(node);
    return;
  }
  if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text)) {
    const parent = node.parent;
    // `window` as a property name (`x.window`) or a type is not the global.
    const isName = ts.isPropertyAccessExpression(parent) && parent.name === node;
    if (!isName && !ts.isTypeReferenceNode(parent) && !ts.isTypeQueryNode(parent)) {
      report(node);
      return;
    }
  }
  ts.forEachChild(node, (child) => findRunningCode(child, report));
}

/**
 * Where the side-effect-free modules under `srcDir` run code at import.
 * @param {string} srcDir @returns {{ file: string, line: number, text: string }[]}
 */
export function findTopLevelEffects(srcDir) {
  /** @type {{ file: string, line: number, text: string }[]} */
  const found = [];
  for (const path of sourceFiles(srcDir)) {
    if (!SIDE_EFFECT_FREE.test(path) || NOT_BUILT.test(path)) continue;
    const source = parseSource(path);
    const file = relative(srcDir, path).split(sep).join('/');
    /** @param {ts.Node} node */
    const report = (node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file, line, text: node.getText(source).split('\n')[0] ?? '' });
    };
    for (const statement of source.statements) {
      if (!DECLARATIONS.has(statement.kind)) report(statement);
      else if (ts.isVariableStatement(statement)) findRunningCode(statement.declarationList, report);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = process.argv[2] ?? 'src';
  const found = findTopLevelEffects(srcDir);
  for (const { file, line, text } of found) {
    console.error(
      `${file}:${line}: runs at import in a module the build treats as side-effect free: ${text}`,
    );
  }
  if (found.length > 0) {
    console.error('Move it into a model (whose wiring the build keeps), or into a function.');
    process.exitCode = 1;
  }
}
