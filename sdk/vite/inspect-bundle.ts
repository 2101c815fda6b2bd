/**
 * Checks a built plugin bundle the way the host will see it: the header line, a default export,
 * imports limited to the shared modules, and no bundled copy of React. Plugin tests use it after
 * building; the host's upload check can use the same rules.
 */
import { init, parse } from 'es-module-lexer';
import { isSharedModule, parsePluginHeader, type PluginHeader } from '@ontobench/core/common';

/**
 * Strings that only a bundled copy of React (or ReactDOM) contains. The bundler tree-shakes React's
 * CommonJS code to what is used, so the internals' name may be gone; the element type symbol stays in
 * anything that creates elements (react, react/jsx-runtime, react-dom).
 */
export const REACT_COPY_MARKERS = [
  'react.transitional.element',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
  'react.production',
  'react.development',
  'react-dom.production',
] as const;

/** What {@link inspectBundle} found. */
export interface BundleReport {
  /** The parsed header of line 1, or null when it is missing or malformed (see `headerProblems`). */
  header: PluginHeader | null;
  /** What is wrong with the header; empty when it is good. */
  headerProblems: string[];
  /** Every static import specifier, in order. */
  imports: string[];
  /** Imports that the host's import map does not resolve and that are no file of the plugin (a bundle must have none). */
  foreignImports: string[];
  /** Imports of the plugin's own chunks (`./<name>`, static or dynamic; only with `codeSplitting`). */
  chunkImports: string[];
  /** Dynamic `import()` calls (none in a bundle of one module; one per lazy chunk with `codeSplitting`). */
  dynamicImports: number;
  /** The module has `export default`. */
  hasDefaultExport: boolean;
  /** The React-copy markers found in the code. */
  reactMarkers: string[];
}

/** Parses a bundle's code; throws when it is not an ES module the lexer can read. */
export async function inspectBundle(code: string): Promise<BundleReport> {
  await init;
  const [imports, exports] = parse(code);
  const { header, problems } = parsePluginHeader(code);
  const statics = imports.filter((i) => i.d === -1 && i.n !== undefined).map((i) => i.n!);
  return {
    header,
    headerProblems: problems,
    imports: statics,
    foreignImports: statics.filter((name) => !isSharedModule(name) && !name.startsWith('./')),
    chunkImports: [...new Set(imports.map((i) => i.n).filter((n): n is string => !!n && n.startsWith('./')))],
    dynamicImports: imports.filter((i) => i.d > -1).length,
    hasDefaultExport: exports.some((e) => e.n === 'default'),
    reactMarkers: REACT_COPY_MARKERS.filter((marker) => code.includes(marker)),
  };
}
