/**
 * What the build's size guard checks (host/web/build/size-report.ts) and `tests/bench/first-page.bench.ts`
 * measures in a real browser: docs/benchmarks.md, "First-page budget" (issue 13, item 5).
 */

const KB = 1024;

/** Code a chunk set must not hold, and why. */
export interface ForbiddenCode {
  pattern: RegExp;
  why: string;
}

/** The kernel and what only it uses: the light sign-in page starts without them (docs/architecture.md). */
const KERNEL: readonly ForbiddenCode[] = [
  {
    pattern: /\/node_modules\/(inversify|@inversifyjs\/[^/]+|reflect-metadata|mobx|mobx-react-lite)\//,
    why: "the kernel's libraries (dependency injection, decorator metadata, observable state)",
  },
  { pattern: /\/core\/src\/browser\/kernel\/create-kernel\.ts$/, why: 'the kernel' },
  { pattern: /\/host\/web\/src\/full-app\.tsx$/, why: 'the full app' },
];

/** The document editor (TipTap on ProseMirror): its chunk loads on `/docs/edit/{id}` alone (issue 15). */
const DOCUMENT_EDITOR: ForbiddenCode = {
  pattern: /\/node_modules\/(@tiptap\/[^/]+|prosemirror-[^/]+|linkifyjs)\//,
  why: 'the document editor (TipTap, ProseMirror): it loads on the editor route alone',
};

/** The heavy libraries: each loads on the routes that need it alone (route-libraries.ts says which). */
const HEAVY_LIBRARIES: ForbiddenCode = {
  pattern:
    /\/node_modules\/(bpmn-js|bpmn-moddle|bpmn-js-differ|diagram-js[^/]*|dmn-js[^/]*|dmn-moddle|feelin|vis-network|vis-data|exceljs|mermaid)\//,
  why: 'a heavy library (it loads on the routes that need it alone)',
};

/** Code that must never be in the entry chunk or its static imports: it loads when first used. */
export const FORBIDDEN_IN_ENTRY: readonly ForbiddenCode[] = [
  // The entry only chooses between the light sign-in page and the full app (host/web/src/main.tsx).
  ...KERNEL,
  // Every extension's pages, at `<area>/src/browser/pages/` or at `<area>/src/browser/<part>/pages/`.
  { pattern: /\/extensions\/[^/]+\/src\/browser\/(?:[^/]+\/)*pages\//, why: 'extension page code (pages load lazily)' },
  // First-party extensions give their texts as loaders (docs/extensions.md, "Texts load when first needed").
  {
    pattern: /\/extensions\/[^/]+\/src\/browser\/(?:[^/]+\/)*i18n\//,
    why: 'extension texts (they load when first needed)',
  },
  HEAVY_LIBRARIES,
  {
    pattern: /\/node_modules\/(oidc-client-ts|socket\.io-client|engine\.io-client)\//,
    why: 'a library only some sessions use (OpenID Connect sign-in; realtime after sign-in)',
  },
  DOCUMENT_EDITOR,
];

/**
 * The entry chunk with its static imports, gzip: what every first paint waits for. Since the light
 * sign-in page it only reads the environment and picks a start (2.6 kB reached); the kernel, React and
 * Fluent come with the start it picks (docs/benchmarks.md, "First-page budget"). 222 kB before.
 */
export const ENTRY_BUDGET_BYTES = 4 * KB;

/**
 * A page of the first-page budget: the entry with its static imports, plus every chunk (with its
 * static imports) that holds a module matching one of `roots`: the lazy chunks the page fetches.
 */
export interface PageBudget {
  name: string;
  budgetBytes: number;
  /** The goal, when the budget the build holds is not there yet. */
  targetBytes?: number;
  roots: readonly RegExp[];
  /** Code the page must not fetch at all. */
  forbidden?: readonly ForbiddenCode[];
}

/** The light sign-in page's start: what the entry imports on a first visit to sign-in. */
export const LIGHT_SIGN_IN_ROOT = /\/core\/src\/browser\/sign-in\/start-light-sign-in\.tsx$/;
/** The full app's start (kernel, extensions, shell): imported by the entry, or at the sign-in hand-over. */
export const FULL_APP_ROOT = /\/host\/web\/src\/full-app\.tsx$/;

const SIGN_IN_ROOTS = [LIGHT_SIGN_IN_ROOT];

/**
 * The home page after sign-in: the full app, the main layout, the home page, the labels of the
 * extensions installed before it (home, the extension manager), realtime.
 */
const HOME_ROOTS = [
  ...SIGN_IN_ROOTS,
  FULL_APP_ROOT,
  /\/core\/src\/browser\/ui\/layouts\/MainLayout\.tsx$/,
  /\/extensions\/home\/src\/browser\/pages\/HomePage\.tsx$/,
  /\/extensions\/(?:home|extension-manager)\/src\/browser\/i18n\/(?:labels\.)?ru\.ts$/,
  /\/node_modules\/socket\.io-client\//,
];

/** The domain areas, loaded after the first page: their manifest modules and their menu labels. */
const AREA_ROOTS = [
  /\/extensions\/[^/]+\/src\/browser\/index\.ts$/,
  /\/extensions\/[^/]+\/src\/browser\/i18n\/(?:labels\.)?ru\.ts$/,
];

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    // What a person who is not signed in fetches to see the sign-in form.
    name: 'sign-in',
    // The light sign-in page (148.2 kB reached): React, i18next, the Fluent parts of the form, the
    // sign-in texts. 237 kB (230 reached) when the sign-in page started the whole kernel.
    budgetBytes: 155 * KB,
    roots: SIGN_IN_ROOTS,
    forbidden: [
      ...KERNEL,
      {
        pattern: /\/node_modules\/(oidc-client-ts|socket\.io-client|engine\.io-client)\//,
        why: 'a library fetched later (OpenID Connect on click; realtime after sign-in)',
      },
    ],
  },
  {
    // The sign-in page, then signing in: the full app the light page hands over to (kernel, shell), the
    // main layout with its menu, the home page, the labels of the extensions installed before it (their
    // `i18n/ru.ts`: the menu shows them, Russian by default; page texts, `i18n/pages.ru.ts`, come with
    // the area's first screen), realtime. (The full app's LoginPage is not on this way.)
    name: 'home after sign-in',
    // 315 kB (312.6 reached) until the top bar's menus and tooltips loaded at first use (-52 kB),
    // reflect-metadata's lite build and no dayjs locales (-4 kB), the shell's English texts fetched
    // only for English (-2.4 kB), no module-preload polyfill, the home page's Text variants: 260.0 kB
    // as the browser fetches it (the guard counts the files as written, with Vite's preload lists);
    // 257.3 kB once the ontology area's page texts left the labels (issue 14, -3.4 kB).
    // The budget (13: 260 kB) held until issue 15 brought a third area: its contributions
    // (13 routes with their chunks' preload lists, menus, side menu, kinds: 2.1 kB) and the core's share
    // (SDK parts, the Word download, manuals by route, print styles: 0.8 kB) make 261.2 kB; the
    // documents' ids and entry paths left their modules (-0.6 kB). A fourth area (issue 16, structured
    // documents: 2 routes, a menu entry, its labels) adds 1.0 kB: 262.3 kB. The rest of that area (its
    // viewer, element link, compare, public and builder routes of shell.md §2, a second menu entry, and
    // its 27 kinds on the document-component point with their §5 places) brings 264.6 kB; mermaid (lazy,
    // ~90 chunks: the bundler's runtime table of chunks grows by 0.2 kB; its dayjs plugins kept out of
    // kernel-vendor, sign-in-entry.ts) and the search-result kind's editor: 265.1 kB. Since the domain
    // areas' manifests load after the first page (host/web/src/extensions.ts, AREAS_AFTER_FIRST_PAGE),
    // their contribution data is not waited for: 257.9 kB (docs/benchmarks.md, "Areas after the first
    // page"). Their labels come with them, so they count on the next page below: 257.6 kB. Two more areas
    // (issue 17: diagrams, decision tables) add two loaders to the app's table of lazy modules: 258.0 kB.
    // Issue 19's processes area (one more loader) and the top bar's slot for extension items (the
    // approvals counter, fetched only when an area fills it): 259.2 kB; toolbar buttons that carry their
    // page's route and params (start a workflow on an object's page): 259.5 kB. Issue 21's two areas
    // (administration, collaboration: one loader each): 260.1 kB. Issue 21's imports area (one more
    // loader) with the other areas' growth since: 261.1 kB, so 262 kB. The shell's hidden components, key
    // bindings with their page's context, and a network failure said in the page's language instead of
    // the browser's "Failed to fetch" (http/send-request.ts): 262.0 kB, so 263 kB. Context keys (a menu
    // entry's `when`, services/context-keys.ts): +0.4 kB, 261.6 kB.
    budgetBytes: 263 * KB,
    roots: HOME_ROOTS,
    forbidden: [DOCUMENT_EDITOR, HEAVY_LIBRARIES],
  },
  {
    // The home page as it stands a moment later, with every area's menu entries: the page above plus
    // the domain areas' manifest modules (their contribution data), fetched as the app starts and
    // installed when they arrive, and their menu labels (the pattern now also counts the areas' texts
    // named `labels.ru.ts`, which the first page's had missed). Each area adds its routes, menus, kinds and
    // labels here, not to the first page: four areas 272.2 kB, the analysis area (13 routes) 277.8 kB.
    // Issue 17's two areas (diagrams with graphs: 4 routes, 2 menus, 2 kinds; decision tables: 2 routes,
    // a menu, a kind), with their manifests and labels: 283.5 kB. Most of their 5.7 kB is the bundler's
    // preload lists of their six routes' chunks (2.5 and 1.5 kB gzip manifests), not contribution data.
    // Issue 19's processes area (7 routes of three parts, 5 menu entries, 2 kinds, its labels, a toolbar
    // button on two object pages): 288.6 kB. Issue 21's administration area (3 routes, 3 menu entries,
    // 3 icons, its labels: a 1.8 kB manifest and 0.2 kB of labels) and collaboration area: 294.4 kB.
    // Issue 21's imports area (3 routes, a menu group and entry, an icon, its labels) with the other
    // areas' growth since: 299.4 kB, with its Excel part (an admin route and menu entry) 300.0 kB, so 301 kB.
    // Then the shell's own rules, no area: hidden components honoured by the menus, the toolbar and the top
    // bar, key bindings handing their page's route and params, a dependant enabled again with its
    // requirement, and the object page's start button: 301.2 kB, so 302 kB.
    // Issue 20's education area (12 routes of six parts, 11 menu entries, the `edu` app, its labels): a 3.7 kB
    // manifest, again mostly the bundler's preload lists of its pages' chunks; with the interim areas gone
    // from the core (-0.9 kB on both pages): 304.9 kB, so 306 kB. Context keys in the core (+0.4 kB) and the
    // education area's `education.teaches` with its five `when`s (+0.1 kB): 305.6 kB. The SDK's `useLiveLoad`
    // and `isAbortError`, and signing out that cancels the signed-in requests on their way (the HTTP client,
    // +0.3 kB): 306.0 kB, so 307 kB.
    name: 'home with every area',
    budgetBytes: 307 * KB,
    roots: [...HOME_ROOTS, ...AREA_ROOTS],
    // The areas' manifests are data: none of them fetches a modeler, an editor or a graph library.
    forbidden: [DOCUMENT_EDITOR, HEAVY_LIBRARIES],
  },
];
