import { describe, expect, it } from 'vitest';
import { objectOfPage } from './page-object.ts';

const PAGES = [
  { routeId: 'ontology.termin', param: 'id' },
  { routeId: 'ontology.factExplorer', param: 'inst' },
];

describe('objectOfPage: the object a page command was run on', () => {
  it('is the param of the object page the route is', () => {
    expect(objectOfPage({ routeId: 'ontology.factExplorer', params: { inst: 'x', id: 'y' } }, PAGES)).toBe('x');
    expect(objectOfPage({ routeId: 'ontology.termin', params: { id: 'y' } }, PAGES)).toBe('y');
  });

  it('another page has none, whatever its params; no context, none', () => {
    expect(objectOfPage({ routeId: 'processes.workflow', params: { id: 'w' } }, PAGES)).toBeNull();
    expect(objectOfPage(undefined, PAGES)).toBeNull();
  });

  it('a context without a route id gets the first page param with a value', () => {
    expect(objectOfPage({ params: { inst: 'x' } }, PAGES)).toBe('x');
  });
});
