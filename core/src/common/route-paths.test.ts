import { describe, expect, it } from 'vitest';
import { routePathsOverlap } from './route-paths.ts';

/** Issue 11, item 9: a plugin route may not take an address that an existing route answers. */
describe('routePathsOverlap', () => {
  it.each([
    ['/ontologies', '/ontologies'],
    ['/ontologies', '/ontologies/'],
    ['/Ontologies', '/ontologies'],
    ['/ontologies/:map_id', '/ontologies/:id'],
    ['/ontologies/:x', '/ontologies/:map_id'],
    ['/ontologies/list', '/ontologies/:map_id'],
    ['/fact-explorer', '/fact-explorer/:inst?'],
    ['/fact-explorer/x', '/fact-explorer/:inst?'],
    ['/:anything', '/welcome'],
    ['/:a/:b', '/osa-auth/login'],
    ['/:a?', '/'],
    ['/api/x', '/api/*'],
    ['/api', '/api/*'],
    ['/settings/plugins', '/settings/plugins'],
  ])('%s and %s overlap', (a, b) => {
    expect(routePathsOverlap(a, b)).toBe(true);
    expect(routePathsOverlap(b, a)).toBe(true);
  });

  it.each([
    ['/ontologies-x', '/ontologies'],
    ['/ontologies/:map_id', '/ontologies'],
    ['/ontologies/a/b', '/ontologies/:map_id'],
    ['/hello-data', '/'],
    ['/osa-auth', '/osa-auth/login'],
    ['/fact-explorer/a/b', '/fact-explorer/:inst?'],
    ['/apix', '/api/*'],
  ])('%s and %s do not overlap', (a, b) => {
    expect(routePathsOverlap(a, b)).toBe(false);
    expect(routePathsOverlap(b, a)).toBe(false);
  });
});
