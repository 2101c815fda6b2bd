import { describe, expect, it } from 'vitest';
import { PAGE_BUDGETS, type PageBudget } from './budgets.ts';
import { entryViolations, judgeSizes, pageChunks, type ChunkFacts } from './size-report.ts';

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

  it("flags the pages of an area's parts, extension texts and the libraries only some sessions use", () => {
    const found = entryViolations([
      '/repo/extensions/ontology/src/browser/lists/pages/ClassListPage.tsx',
      'C:\\repo\\extensions\\ontology\\src\\browser\\maps\\pages\\OntologyMapPage.tsx',
      '/repo/extensions/ontology/src/browser/i18n/ru.ts',
      '/repo/extensions/ontology/src/browser/explore/i18n/en.ts',
      '/repo/node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js',
      '/repo/node_modules/socket.io-client/build/esm/index.js',
      '/repo/node_modules/engine.io-client/build/esm/socket.js',
    ]);
    expect(found).toHaveLength(7);
  });

  it('flags the kernel, its libraries and the full app: the entry only picks a start', () => {
    const found = entryViolations([
      '/repo/node_modules/inversify/lib/esm/index.js',
      '/repo/node_modules/@inversifyjs/core/lib/esm/index.js',
      '/repo/node_modules/reflect-metadata/Reflect.js',
      '/repo/node_modules/mobx/dist/mobx.esm.js',
      '/repo/node_modules/mobx-react-lite/es/index.js',
      '/repo/core/src/browser/kernel/create-kernel.ts',
      '/repo/host/web/src/full-app.tsx',
      '/repo/core/src/browser/sign-in/index.ts',
      '/repo/host/web/src/main.tsx',
    ]);
    expect(found).toHaveLength(7);
    expect(found.some((f) => f.includes('sign-in/index.ts') || f.includes('main.tsx'))).toBe(false);
  });

  it("lets an area's contributions, the shell's texts and the sign-in page through", () => {
    expect(
      entryViolations([
        '/repo/extensions/ontology/src/browser/contributions/lists.ts',
        '/repo/extensions/ontology/src/browser/lists/route-ids.ts',
        '/repo/core/src/browser/i18n/shell.ru.ts',
        '/repo/core/src/browser/session/pages/LoginPage.tsx',
      ]),
    ).toEqual([]);
  });
});

const KB = 1024;
const chunk = (fileName: string, kb: number, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  imports: [],
  moduleIds: [],
  gzipBytes: kb * KB,
  ...facts,
});

/** entry (100) → vendor (50); login (10) → fluent-input (5); home page (20) → fluent-input; maps (200). */
const GRAPH: ChunkFacts[] = [
  chunk('index.js', 100, { isEntry: true, imports: ['vendor.js'], moduleIds: ['/repo/host/web/src/main.tsx'] }),
  chunk('vendor.js', 50, { moduleIds: ['/repo/node_modules/react-dom/index.js'] }),
  chunk('LoginPage.js', 10, {
    imports: ['input.js'],
    moduleIds: ['/repo/core/src/browser/session/pages/LoginPage.tsx'],
  }),
  chunk('input.js', 5, { moduleIds: ['/repo/node_modules/@fluentui/react-input/lib/index.js'] }),
  chunk('HomePage.js', 20, {
    imports: ['input.js'],
    moduleIds: ['/repo/extensions/home/src/browser/pages/HomePage.tsx'],
  }),
  chunk('Map.js', 200, { moduleIds: ['/repo/extensions/ontology/src/browser/maps/pages/OntologyMapPage.tsx'] }),
];
const SIGN_IN: PageBudget = { name: 'sign-in', budgetBytes: 170 * KB, roots: [/\/session\/pages\/LoginPage\.tsx$/] };
const HOME: PageBudget = {
  name: 'home',
  budgetBytes: 190 * KB,
  roots: [...SIGN_IN.roots, /\/home\/src\/browser\/pages\/HomePage\.tsx$/],
};

describe('first-page budgets', () => {
  it('a page is the entry with its static imports plus each rooted chunk with its static imports, once each', () => {
    expect([...pageChunks(GRAPH, SIGN_IN)].sort()).toEqual(['LoginPage.js', 'index.js', 'input.js', 'vendor.js']);
    expect([...pageChunks(GRAPH, HOME)].sort()).toEqual([
      'HomePage.js',
      'LoginPage.js',
      'index.js',
      'input.js',
      'vendor.js',
    ]);
  });

  it('passes pages within budget and says each figure', () => {
    const verdict = judgeSizes(GRAPH, [SIGN_IN, HOME], 150 * KB);
    expect(verdict.violations).toEqual([]);
    expect(verdict.lines).toEqual([
      'Entry chunk with its static imports: 150.0 kB gzip (budget 150.0 kB)',
      'Page "sign-in": 165.0 kB gzip JS (budget 170.0 kB)',
      'Page "home": 185.0 kB gzip JS (budget 190.0 kB)',
    ]);
  });

  it('fails a page over its budget, and the entry over its own, with a line that says by how much', () => {
    const verdict = judgeSizes(GRAPH, [SIGN_IN, { ...HOME, budgetBytes: 180 * KB, targetBytes: 100 * KB }], 149 * KB);
    expect(verdict.violations).toEqual([
      'Entry chunk is 150.0 kB gzip, over its 149.0 kB budget',
      'Page "home" fetches 185.0 kB gzip JS, over its 180.0 kB budget',
    ]);
    expect(verdict.lines[2]).toBe('Page "home": 185.0 kB gzip JS (budget 180.0 kB, target 100.0 kB)');
  });

  it('fails when a root matches no module (a moved page would otherwise leave its budget unchecked)', () => {
    const moved: PageBudget = { ...SIGN_IN, roots: [/\/session\/pages\/SignInPage\.tsx$/] };
    expect(judgeSizes(GRAPH, [moved], 500 * KB).violations).toEqual([
      'Page "sign-in": no chunk holds a module matching /\\/session\\/pages\\/SignInPage\\.tsx$/',
    ]);
  });

  it('fails a page that fetches code its `forbidden` names, wherever the bundler put it', () => {
    const light: PageBudget = {
      ...SIGN_IN,
      forbidden: [{ pattern: /\/node_modules\/mobx\//, why: 'the kernel' }],
    };
    expect(judgeSizes(GRAPH, [light], 500 * KB).violations).toEqual([]);
    const leaked = GRAPH.map((c) =>
      c.fileName === 'input.js' ? { ...c, moduleIds: [...c.moduleIds, '/repo/node_modules/mobx/dist/mobx.js'] } : c,
    );
    expect(judgeSizes(leaked, [light], 500 * KB).violations).toEqual([
      'Page "sign-in" fetches code it must not: /repo/node_modules/mobx/dist/mobx.js: the kernel',
    ]);
    // Another page may fetch it.
    expect(judgeSizes(leaked, [HOME], 500 * KB).violations).toEqual([]);
  });

  it('fails when forbidden code reaches the entry', () => {
    const leaked = GRAPH.map((c) =>
      c.fileName === 'vendor.js'
        ? { ...c, moduleIds: [...c.moduleIds, '/repo/node_modules/socket.io-client/x.js'] }
        : c,
    );
    expect(judgeSizes(leaked, [], 500 * KB).violations).toEqual([
      'Entry chunk holds code that must load lazily: /repo/node_modules/socket.io-client/x.js: ' +
        'a library only some sessions use (OpenID Connect sign-in; realtime after sign-in)',
    ]);
  });

  it('keeps the document editor (TipTap, ProseMirror) out of the entry and of home after sign-in (issue 15)', () => {
    const editor = [
      '/repo/node_modules/@tiptap/core/dist/index.js',
      '/repo/node_modules/prosemirror-view/dist/index.js',
      '/repo/node_modules/linkifyjs/dist/linkify.mjs',
    ];
    expect(entryViolations(editor)).toHaveLength(3);
    const home = PAGE_BUDGETS.find((p) => p.name === 'home after sign-in')!;
    const leaked = GRAPH.map((c) =>
      c.fileName === 'HomePage.js' ? { ...c, moduleIds: [...c.moduleIds, editor[0]!] } : c,
    );
    const page: PageBudget = { ...HOME, forbidden: home.forbidden };
    expect(judgeSizes(leaked, [page], 500 * KB).violations).toEqual([
      'Page "home" fetches code it must not: /repo/node_modules/@tiptap/core/dist/index.js: ' +
        'the document editor (TipTap, ProseMirror): it loads on the editor route alone',
    ]);
  });
});
