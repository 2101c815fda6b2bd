/**
 * `@ontobench/sdk/vite`: builds a runtime plugin as the host expects it — one ES module
 * `dist/<id>.plugin.js`, minified, no code splitting, the shared modules left as bare imports for the
 * host's import map, and the header line built from package.json.
 *
 * ```ts
 * // vite.config.ts of a plugin
 * import { defineConfig } from 'vite';
 * import { ontobenchPlugin } from '@ontobench/sdk/vite';
 * export default defineConfig({ plugins: [ontobenchPlugin()] });
 * ```
 *
 * @module @ontobench/sdk/vite
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { checkPluginHeader, formatPluginHeader, type PluginHeader } from '@ontobench/core/common';
import { headerFromPackageJson } from './header.ts';
import { isExternalForPlugin } from './shared-modules.ts';
import { checkManifest, type ManifestCheck } from './manifest-check.ts';

export { SHARED_MODULES, isExternalForPlugin } from './shared-modules.ts';
export { BUILT_SDK_VERSION, headerFromPackageJson } from './header.ts';
export {
  /** The plugin types a header may name: global, generic, mainMenu (domain §3 Plugin). */ PLUGIN_TYPES,
  formatPluginHeader,
  parsePluginHeader,
  type PluginHeader,
  /** A runtime plugin's type: global (a route page), generic (contributions only) or mainMenu. */ type PluginType,
} from '@ontobench/core/common';
export { inspectBundle, REACT_COPY_MARKERS, type BundleReport } from './inspect-bundle.ts';
export { buildPlugin, bundlePath, readChunks, type BuiltPlugin } from './build-plugin.ts';
export { checkManifest, manifestDocumentComponents, manifestProblems, type ManifestCheck } from './manifest-check.ts';

/** Options of {@link ontobenchPlugin}; every one has a default that suits a scaffolded plugin. */
export interface OntobenchPluginOptions {
  /** The module whose default export is the `defineExtension` manifest. Default `src/index.tsx`, else `src/index.ts`. */
  entry?: string;
  /** Where the bundle goes, relative to the plugin's folder. Default `dist`. */
  outDir?: string;
  /** Minify the bundle. Default true; turn it off only to read the output. */
  minify?: boolean;
  /**
   * Split lazily imported code (`page: () => import(...)`) into chunks beside the entry, fetched only when
   * that code first runs (docs/sdk.md, "Code splitting"). Default false: one module, which an
   * administrator can upload on the plugins screen; a split plugin is uploaded with all of `dist/`
   * (`npm run upload`).
   */
  codeSplitting?: boolean;
}

/** A chunk's file name for a plugin id: `<id>-<hash>.js`. */
export function chunkFileNamePattern(id: string): string {
  return `${id}-[hash].js`;
}

/** The bundle's file name for a plugin id. */
export function bundleFileName(id: string): string {
  return `${id}.plugin.js`;
}

function readPackageJson(root: string): unknown {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) throw new Error(`@ontobench/sdk/vite: no package.json in ${root}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`@ontobench/sdk/vite: ${file} is not valid JSON (${(error as Error).message})`, { cause: error });
  }
}

function defaultEntry(root: string): string {
  const tsx = path.join(root, 'src/index.tsx');
  return existsSync(tsx) ? tsx : path.join(root, 'src/index.ts');
}

/**
 * The Vite plugin that turns a plugin package into its bundle. It sets library mode and the output;
 * the rest of the Vite config (aliases, other plugins) is the integrator's.
 */
export function ontobenchPlugin(options: OntobenchPluginOptions = {}): Plugin {
  let header: PluginHeader | undefined;
  let manifestCheck: Promise<ManifestCheck> | undefined;
  return {
    name: 'ontobench-plugin',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      header = headerFromPackageJson(readPackageJson(root));
      const entry = path.resolve(root, options.entry ?? defaultEntry(root));
      // Runs beside the bundling; its verdict is awaited before anything is written.
      manifestCheck = checkManifest(root, entry, header);
      return {
        // Libraries in lib mode keep `process.env.NODE_ENV`; the host has no `process`.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // The production JSX runtime whatever NODE_ENV says (a build inside a test run would pick
        // `react/jsx-dev-runtime`, which the host does not share).
        oxc: { jsx: { runtime: 'automatic', development: false } },
        build: {
          outDir: options.outDir ?? 'dist',
          emptyOutDir: true,
          minify: options.minify ?? true,
          sourcemap: false,
          copyPublicDir: false,
          // Plugins share the host's styles; a CSS file would be one more thing the host must fetch.
          cssCodeSplit: false,
          lib: { entry, formats: ['es'], fileName: () => bundleFileName(header!.id) },
          rolldownOptions: {
            external: (id: string) => isExternalForPlugin(id),
            // generateBundle waits for the manifest check, which runs beside the bundling; not a slow plugin.
            checks: { pluginTimings: false },
            // Vite keeps whitespace in ES library output (for the consumer's bundler); a plugin is the end product.
            output: {
              codeSplitting: options.codeSplitting ?? false,
              chunkFileNames: chunkFileNamePattern(header.id),
              minify: options.minify ?? true,
            },
          },
        },
      };
    },
    async generateBundle(_output, bundle) {
      const checked = await manifestCheck!;
      if (checked.problems.length > 0) {
        this.error(`the plugin's manifest does not match its package.json:\n  - ${checked.problems.join('\n  - ')}`);
      }
      if (checked.skipped) this.warn(`the manifest's id and version were not checked: ${checked.skipped}`);
      if (checked.documentComponents) {
        // The kinds go in the header, so the server's container table knows them without running the plugin.
        const withKinds = checkPluginHeader({ ...header, documentComponents: checked.documentComponents });
        if (!withKinds.header) this.error(`the manifest's documentComponents: ${withKinds.problems.join('; ')}`);
        header = withKinds.header;
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          this.error(`${file.fileName}: a plugin may not emit CSS files; style with Fluent's makeStyles instead`);
        }
        // After minification: line 1 is the header, whatever the minifier does with comments.
        if (file.type === 'chunk' && file.isEntry) file.code = `${formatPluginHeader(header!)}\n${file.code}`;
        else if (file.type === 'chunk' && !options.codeSplitting) {
          this.error(`unexpected extra chunk ${file.fileName}: a plugin is one module`);
        } else if (file.type === 'chunk') {
          // The host serves the entry as `index.js` beside its chunks, so a chunk reaches it by that name.
          const entry = bundleFileName(header!.id);
          file.code = file.code.replaceAll(`"./${entry}"`, '"./index.js"').replaceAll(`'./${entry}'`, "'./index.js'");
        }
      }
    },
  };
}
