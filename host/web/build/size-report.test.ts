import { describe, expect, it } from 'vitest';
import { entryViolations } from './size-report.ts';

describe('entry chunk guard', () => {
  it('flags extension page code and heavy libraries', () => {
    const found = entryViolations([
      '/repo/extensions/home/src/browser/index.ts',
      '/repo/extensions/home/src/browser/pages/HomePage.tsx',
      '/repo/node_modules/bpmn-js/lib/Modeler.js',
      '/repo/node_modules/dmn-js-decision-table/lib/index.js',
      '/repo/node_modules/vis-network/peer/esm/vis-network.js',
      '/repo/node_modules/exceljs/dist/exceljs.min.js',
      '/repo/node_modules/react/index.js',
    ]);
    expect(found).toHaveLength(5);
    expect(found.some((f) => f.includes('extensions/home/src/browser/index.ts'))).toBe(false);
    expect(found.some((f) => f.includes('react/index.js'))).toBe(false);
  });
});
