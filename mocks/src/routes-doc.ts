/**
 * The README's endpoint list, rendered from the route table (routes.ts). `npm run docs` (in `mocks/`)
 * writes it between the README's markers; test/routes.test.ts fails when the README's list and the table
 * differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES, type Route } from './routes.ts';

export const START_MARKER = '<!-- endpoints: generated from src/routes.ts by `npm run docs`; do not edit -->';
export const END_MARKER = '<!-- endpoints: end -->';

const HEADER = ['method', 'path', 'body', 'answer'] as const;

/** The cells of a route's row, as they read in the README. */
export function routeCells(route: Route): string[] {
  return [route.method, `\`${route.path}\``, route.doc.body, route.doc.answer];
}

function row(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
}

/** The Markdown table (unpadded; Prettier pads it in the README). */
export function endpointTable(): string {
  return [row(HEADER), row(HEADER.map(() => '---')), ...ROUTES.map((route) => row(routeCells(route)))].join(
    '\n',
  );
}

/** The cells of every body row of the table between the markers of `readme`. */
export function readmeRows(readme: string): string[][] {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) throw new Error('The README has no endpoint markers');
  return readme
    .slice(start + START_MARKER.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    )
    .slice(2);
}

/** Writes the table into the README at `path` (run Prettier on it afterwards). */
export function writeEndpointTable(path: string): void {
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start) throw new Error(`${path} has no endpoint markers`);
  writeFileSync(
    path,
    `${readme.slice(0, start + START_MARKER.length)}\n\n${endpointTable()}\n\n${readme.slice(end)}`,
  );
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) writeEndpointTable(fileURLToPath(new URL('../README.md', import.meta.url)));
