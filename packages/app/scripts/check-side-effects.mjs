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
 * The self-contained models (SELF_CONTAINED_MODELS) are held to a rule of their own: their wiring may react
 * to the outside world only on their own units' behalf (`findOutwardWiring`).
 *
 * Usage: `node scripts/check-side-effects.mjs [srcDir]` (default `src`); exits 1 and lists the places.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SELF_CONTAINED_MODELS, SIDE_EFFECT_FREE } from './side-effect-free.mjs';
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
 * Walks the built source files under `srcDir` whose path matches `pattern`: `visit` gets each parsed file
 * and a function that reports one of its nodes (its file under `srcDir`, line and first line of text).
 * @param {string} srcDir @param {RegExp} pattern
 * @param {(source: ts.SourceFile, report: (node: ts.Node) => void) => void} visit
 * @returns {{ file: string, line: number, text: string }[]}
 */
function findInFiles(srcDir, pattern, visit) {
  /** @type {{ file: string, line: number, text: string }[]} */
  const found = [];
  for (const path of sourceFiles(srcDir)) {
    if (!pattern.test(path) || NOT_BUILT.test(path)) continue;
    const source = parseSource(path);
    const file = relative(srcDir, path).split(sep).join('/');
    visit(source, (node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file, line, text: node.getText(source).split('\n')[0] ?? '' });
    });
  }
  return found;
}

/**
 * Where the side-effect-free modules under `srcDir` run code at import.
 * @param {string} srcDir @returns {{ file: string, line: number, text: string }[]}
 */
export function findTopLevelEffects(srcDir) {
  return findInFiles(srcDir, SIDE_EFFECT_FREE, (source, report) => {
    for (const statement of source.statements) {
      if (!DECLARATIONS.has(statement.kind)) report(statement);
      else if (ts.isVariableStatement(statement)) findRunningCode(statement.declarationList, report);
    }
  });
}

/**
 * The leftmost name of `a`, `a.b.c`, `a.b(…)`, `a.on(…).reset(…)`; undefined for anything else.
 * @param {ts.Expression} node @returns {string | undefined}
 */
function rootName(node) {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return rootName(node.expression);
  if (ts.isCallExpression(node)) return rootName(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
    return rootName(node.expression);
  }
  return undefined;
}

/**
 * Where a self-contained model (SELF_CONTAINED_MODELS) wires the outside world to the outside world: the
 * build leaves such a model out when nothing imports it, so its wiring must serve only its own units.
 * Accepted: a `sample` whose `target` is one of the module's own units or whose `clock` (or, without one,
 * `source`) is only its own units; a call on its own unit (`$list.on(…)`, `query.reset.watch(…)`); a
 * call that configures its own unit (`concurrency(query, …)`, `retryTransientFailures(query)`); a unit
 * factory in a declaration (`createPagedList({ dropped: logoutFx.finally })`: what it creates is the
 * module's own). Anything else at the top level is named, as is a `sample` in a declaration that wires
 * the outside world to the outside world.
 * @param {string} srcDir @returns {{ file: string, line: number, text: string }[]}
 */
export function findOutwardWiring(srcDir) {
  return findInFiles(srcDir, SELF_CONTAINED_MODELS, (source, report) => {
    /** The module's own top-level names. */
    const own = new Set();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) own.add(declaration.name.text);
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name) own.add(statement.name.text);
    }
    /** @param {ts.Expression | undefined} node */
    const isOwn = (node) => {
      if (!node) return false;
      const elements = ts.isArrayLiteralExpression(node) ? [...node.elements] : [node];
      return elements.length > 0 && elements.every((element) => own.has(rootName(element) ?? ''));
    };
    /** @param {ts.CallExpression} call */
    const sampleServesOwnUnits = (call) => {
      const config = call.arguments[0];
      if (!config || !ts.isObjectLiteralExpression(config)) return false;
      /** @param {string} name */
      const property = (name) => {
        for (const item of config.properties) {
          if (ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === name) {
            return item.initializer;
          }
          if (ts.isShorthandPropertyAssignment(item) && item.name.text === name) return item.name;
        }
        return undefined;
      };
      const target = property('target');
      // Without a target, a sample makes a new unit: the module's own.
      if (!target) return true;
      return isOwn(target) || isOwn(property('clock') ?? property('source'));
    };
    /** @param {ts.Node} node */
    const isSample = (node) =>
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && WIRING.has(node.expression.text);
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        /** @param {ts.Node} node */
        const visit = (node) => {
          if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
          if (isSample(node) && !sampleServesOwnUnits(/** @type {ts.CallExpression} */ (node))) report(node);
          ts.forEachChild(node, visit);
        };
        visit(statement.declarationList);
        continue;
      }
      if (DECLARATIONS.has(statement.kind)) continue;
      const call = ts.isExpressionStatement(statement) ? statement.expression : undefined;
      if (!call || !ts.isCallExpression(call)) {
        report(statement);
        continue;
      }
      if (isSample(call)) {
        if (!sampleServesOwnUnits(call)) report(statement);
        continue;
      }
      const callee = ts.isIdentifier(call.expression) ? call.arguments[0] : call.expression;
      if (!isOwn(callee)) report(statement);
    }
  });
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
  }
  const outward = findOutwardWiring(srcDir);
  for (const { file, line, text } of outward) {
    console.error(
      `${file}:${line}: a self-contained model (the build may leave it out) wires the outside world: ${text}`,
    );
  }
  if (outward.length > 0) {
    console.error(
      "Target one of the model's own units, clock it by them alone, or take the model out of SELF_CONTAINED_MODELS.",
    );
  }
  if (found.length > 0 || outward.length > 0) process.exitCode = 1;
}
