/**
 * The route table is the one list of what the emulator answers: the README shows exactly it, and every
 * row is reachable (no earlier row of the same method hides it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable, readmeRows, routeCells } from '../src/routes-doc.ts';
import { matchRoute, ROUTES, type Route } from '../src/routes.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** A concrete path the route's pattern stands for. */
function samplePath(route: Route): string {
  const path = route.path.replace(/^…/, '/v1/projects/emotion-guru');
  // Social sign-in routes only take the providers the identity provider knows.
  return path.replace('{provider}', 'google').replace(/\{(\w+)\}/g, 'sample-$1');
}

describe('route table', () => {
  it("is the README's endpoint list, row for row", () => {
    expect(readmeRows(README), `run npm run docs in mocks/; the table is:\n${endpointTable()}`).toEqual(
      ROUTES.map(routeCells),
    );
  });

  it('answers every row with that row', () => {
    for (const route of ROUTES) {
      const match = matchRoute(route.method, samplePath(route));
      expect(match.found === 'route' ? match.route : match, `${route.method} ${route.path}`).toBe(route);
    }
  });

  it('documents every row and lists no route twice', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) expect(route.doc.answer, `${route.method} ${route.path}`).not.toBe('');
  });

  it('tells a listed path with another method from a path that is not the platform’s', () => {
    expect(matchRoute('GET', '/api/entity/query')).toEqual({ found: 'path' });
    expect(matchRoute('GET', '/v1/projects/p/registrations')).toEqual({ found: 'path' });
    expect(matchRoute('GET', '/auth/login')).toEqual({ found: 'nothing' });
  });
});
