import { createRequire } from 'node:module';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import type { Plugin, Rollup } from 'vite';
import {
  SHARED_MODULES,
  SHARED_MODULES_GLOBAL,
  sharedModuleFileName,
  sharedModuleUrl,
} from '../../../core/src/common/plugins.ts';

const LOADERS_ID = 'virtual:ontobench-shared-loaders';
const ALL_ID = 'virtual:ontobench-shared-all';
const FACADE = 'ontobench-shared:';
/** CommonJS packages: imported as they are (a CommonJS module is never split); Node lists their names. */
const COMMONJS = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
/** ES packages that also have a default export. */
const WITH_DEFAULT = new Set(['i18next']);
const IDENTIFIER_NAME = /^[A-Za-z_$][\w$]*$/;

/** The import map of index.html: every shared specifier to its stable URL. */
export function importMap(): { imports: Record<string, string> } {
  return { imports: Object.fromEntries(SHARED_MODULES.map((s) => [s, sharedModuleUrl(s)])) };
}

/**
 * The loaders module. All shared modules come from ONE lazy module (`ALL_ID`), fetched when the first
 * plugin loads: each extra dynamic entry would make the bundler split the entry chunk's modules into
 * more, smaller chunks, and gzip loses on every split (eleven entries cost the entry chunk ~11 kB gzip).
 */
export function loadersSource(): string {
  const entries = SHARED_MODULES.map((s, i) => `  ${JSON.stringify(s)}: () => all().then((m) => m.m${i}),`);
  return `const all = () => import(${JSON.stringify(ALL_ID)});\nexport const SHARED_LOADERS = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The one lazy module with every shared module's namespace. An ES package is taken through a small
 * facade (below) rather than itself: a namespace of the package's own barrel would drag the whole
 * package into the entry chunk that already imports the barrel.
 */
export function allSource(): string {
  const lines = SHARED_MODULES.map(
    (s, i) => `import * as m${i} from ${JSON.stringify(COMMONJS.has(s) ? s : FACADE + s)};`,
  );
  return `${lines.join('\n')}\nexport { ${SHARED_MODULES.map((_, i) => `m${i}`).join(', ')} };\n`;
}

/**
 * A facade names every export explicitly: the bundler then traces each name to the module that declares
 * it, as for a page's own imports. (`export * from` would ask for the package barrel's namespace, and
 * the barrel sits in the entry chunk: the whole package would follow it there.)
 */
export function facadeSource(specifier: string, names: readonly string[]): string {
  const named = [...new Set(names)].filter((n) => n !== 'default' && IDENTIFIER_NAME.test(n)).sort();
  const quoted = JSON.stringify(specifier);
  const withDefault = WITH_DEFAULT.has(specifier) ? `export { default } from ${quoted};\n` : '';
  return `export { ${named.join(', ')} } from ${quoted};\n${withDefault}`;
}

/**
 * The source of `/shared/<name>.js`: waits for the host's own instance of the module and re-exports
 * its names. Top-level await keeps a plugin importing it from running before the module is there.
 */
export function sharedModuleSource(specifier: string, names: readonly string[]): string {
  const exported = [...new Set(names)].filter((n) => IDENTIFIER_NAME.test(n)).sort();
  const lines = [
    `// ${specifier}: the Ontobench host's own instance (docs/plugins.md). Generated at build time.`,
    `const m = await globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}](${JSON.stringify(specifier)});`,
  ];
  const locals: string[] = [];
  exported.forEach((name, i) => {
    if (name === 'default') lines.push('export default m.default;');
    else {
      lines.push(`const e${i} = m[${JSON.stringify(name)}];`);
      locals.push(`e${i} as ${name}`);
    }
  });
  lines.push(`export { ${locals.join(', ')} };`);
  return `${lines.join('\n')}\n`;
}

/**
 * Publishes the host's shared modules for runtime plugins (docs/plugins.md, "Import map"): provides the
 * loaders module, writes `/shared/<name>.js` for each module of SHARED_MODULES with the names it
 * exports (from the bundler's module graph, or from Node for CommonJS packages), and puts one
 * `<script type="importmap">` at the top of index.html (build only: the dev server loads no plugins).
 */
export function sharedModules(): Plugin {
  const require = createRequire(import.meta.url);
  let building = false;
  let root = '';
  /** The names each facade re-exports, for its `/shared/<name>.js`. */
  const facadeNames: Record<string, string[]> = {};
  return {
    name: 'ontobench-shared-modules',
    configResolved(config) {
      building = config.command === 'build';
      root = `${config.root}/index.html`;
    },
    resolveId(id) {
      if (id === LOADERS_ID || id === ALL_ID) return `\0${id}`;
      return id.startsWith(FACADE) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersSource();
      if (id === `\0${ALL_ID}`) return allSource();
      if (!id.startsWith(`\0${FACADE}`)) return null;
      const specifier = id.slice(FACADE.length + 1);
      const resolved = await this.resolve(specifier, root);
      if (!resolved) this.error(`Shared module ${specifier} cannot be resolved`);
      await lexerReady;
      const names = (facadeNames[specifier] = await exportedNames(this, resolved.id));
      return facadeSource(specifier, names);
    },
    generateBundle() {
      for (const specifier of SHARED_MODULES) {
        const names = COMMONJS.has(specifier)
          ? ['default', ...Object.keys(require(specifier) as object)]
          : [...(facadeNames[specifier] ?? []), ...(WITH_DEFAULT.has(specifier) ? ['default'] : [])];
        if (names.length < 2) this.error(`Shared module ${specifier} exports ${names.length} names; expected more`);
        this.emitFile({
          type: 'asset',
          fileName: `shared/${sharedModuleFileName(specifier)}.js`,
          source: sharedModuleSource(specifier, names),
        });
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () =>
        building
          ? [
              {
                tag: 'script',
                attrs: { type: 'importmap' },
                children: JSON.stringify(importMap()),
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
}

/**
 * Every name a module exports, following `export * from` (which the module graph does not expand) into
 * the modules it names. Reads each module's code with es-module-lexer.
 */
async function exportedNames(ctx: Rollup.PluginContext, id: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(id)) return [];
  seen.add(id);
  const code = (await ctx.load({ id })).code;
  if (!code) return [];
  const [imports, exports] = parseModule(code);
  const names = exports.map((e) => e.n);
  for (const entry of imports) {
    if (entry.d !== -1 || !entry.n || !/^export\s*\*\s*from/.test(code.slice(entry.ss, entry.se))) continue;
    const resolved = await ctx.resolve(entry.n, id);
    // `export *` never re-exports a default.
    if (resolved) names.push(...(await exportedNames(ctx, resolved.id, seen)).filter((n) => n !== 'default'));
  }
  return names;
}
