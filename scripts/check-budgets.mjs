// @ts-check
/**
 * `npm run budgets`: the app's JavaScript size against the architecture's budgets (gzip): a page's
 * initial JavaScript at most 110 kB (public; ARCHITECTURE.md and issue #14) / 170 kB (app shell), any
 * lazy chunk at most 50 kB.
 * Reads packages/app/dist (run `npm run build` first): follows each entry's static imports, so the
 * number is what a browser downloads before the first render. Exits 1 when a budget is exceeded.
 * As a turbo task, `npx turbo run budgets --filter=@emotion-guru/app` builds the app first (cached) and
 * then checks it. Not in `npm test`'s task list (scripts/run-tests.mjs) yet: the app is over budget, and a
 * failing task would fail every run; add `budgets` there once it passes.
 * The stack alone nearly fills the public budget: React 19 (react-dom/client), TanStack Router, i18next with
 * react-i18next and the two backends, and effector with effector-react, bundled by this Vite with a
 * one-route app and nothing else, come to about 125 kB gzip (measured November 2026). In this app's build
 * (source maps, November 2026) react-dom alone is 63.9 kB, the router 23.6 kB and i18next with
 * react-i18next 19.1 kB: 106.6 kB before effector, the SDK or any page. The public rows cannot pass
 * without a lighter stack or a different budget.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'packages', 'app', 'dist');
const KB = 1000;
const BUDGETS = { publicPage: 110 * KB, appShell: 170 * KB, lazyChunk: 50 * KB };

/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Static imports of a built chunk (`import ... from "./x.js"` and bare side-effect imports). */
/** @param {string} file @returns {string[]} */
function staticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    if (match[1]) found.add(`assets/${match[1]}`);
  }
  return [...found];
}

/** @param {string[]} entries */
function closure(entries) {
  const seen = new Set(entries);
  const queue = [...entries];
  while (queue.length > 0) {
    const next = queue.pop();
    if (!next) break;
    for (const dep of staticImports(next)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen];
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
const initial = closure(entryFiles);
const initialBytes = initial.reduce((sum, file) => sum + gzipSize(file), 0);

/** A page = the initial closure + its layout's and its own chunks' static closures. */
const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
/** @param {string} prefix */
const chunk = (prefix) => assets.find((file) => file.startsWith(`${prefix}-`));
/** @param {string[]} prefixes */
function pageBytes(prefixes) {
  const files = closure([...entryFiles, ...prefixes.map((prefix) => `assets/${chunk(prefix) ?? ''}`)]);
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

const rows = [
  { name: 'initial (every page)', bytes: initialBytes, budget: BUDGETS.publicPage },
  { name: 'public: landing', bytes: pageBytes(['PublicLayout', 'landing']), budget: BUDGETS.publicPage },
  { name: 'app shell: dashboard', bytes: pageBytes(['AppLayout', 'dashboard']), budget: BUDGETS.appShell },
  ...assets
    .filter((file) => !initial.includes(`assets/${file}`))
    .map((file) => ({ name: `lazy: ${file}`, bytes: gzipSize(`assets/${file}`), budget: BUDGETS.lazyChunk })),
];

let over = 0;
for (const { name, bytes, budget } of rows) {
  const ok = bytes <= budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${(bytes / KB).toFixed(1).padStart(7)} kB / ${budget / KB} kB  ${name}`,
  );
}
process.exit(over > 0 ? 1 : 0);
