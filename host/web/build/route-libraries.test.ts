import { describe, expect, it } from 'vitest';
import { routeLibraryViolations, type LibraryChunk, type RouteLibrary } from './route-libraries.ts';

const rules: RouteLibrary[] = [
  { name: 'bpmn-js', pattern: /\/node_modules\/bpmn-js\//, owners: /\/extensions\/diagrams\/src\/browser\// },
];
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) =>
  ({ fileName, moduleIds, imports, dynamicImports }) satisfies LibraryChunk;

const bpmn = chunk('bpmn.js', ['/r/node_modules/bpmn-js/lib/Modeler.js']);
const modeler = chunk('modeler.js', ['/r/extensions/diagrams/src/browser/diagrams/modeler.ts'], ['bpmn.js']);
const diagramPage = chunk(
  'page.js',
  ['/r/extensions/diagrams/src/browser/diagrams/pages/DiagramPage.tsx'],
  [],
  ['modeler.js'],
);

describe('heavy libraries stay with their pages (issue 17: "bpmn-js, dmn-js and feelin are absent from every other route\'s JS")', () => {
  it('lets the owning page load the library with import()', () => {
    expect(routeLibraryViolations([bpmn, modeler, diagramPage], rules)).toEqual([]);
  });

  it('flags a page that fetches the library with its static imports, even the owning one', () => {
    const eager = chunk(
      'page.js',
      ['/r/extensions/diagrams/src/browser/diagrams/pages/DiagramPage.tsx'],
      ['modeler.js'],
    );
    const found = routeLibraryViolations([bpmn, modeler, eager], rules);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('DiagramPage.tsx');
  });

  it("flags another area's code that imports a chunk holding it, directly or through a shared chunk", () => {
    const shared = chunk('shared.js', ['/r/node_modules/min-dash/dist/index.js'], ['bpmn.js']);
    const other = chunk('other.js', ['/r/extensions/dmn/src/browser/editor/load.ts'], ['shared.js']);
    const found = routeLibraryViolations([bpmn, shared, other, modeler, diagramPage], rules);
    expect(found).toEqual(['bpmn-js is imported by a chunk holding /r/extensions/dmn/src/browser/editor/load.ts']);
  });

  it('flags a rule whose library no chunk holds (a renamed package would pass unnoticed)', () => {
    expect(routeLibraryViolations([modeler, diagramPage], rules)).toEqual([
      'bpmn-js: no chunk holds it (/\\/node_modules\\/bpmn-js\\//)',
    ]);
  });
});
