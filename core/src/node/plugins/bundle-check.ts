import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import semver from 'semver';
import {
  isSharedModule,
  parsePluginHeader,
  PLUGIN_CHUNK_NAME,
  PLUGIN_CHUNKS_MAX,
  SHARED_MODULES,
  type PluginHeader,
} from '../../common/plugins.ts';
import { HttpError } from '../http/http-error.ts';
import { sdkRangeRefusal } from './sdk-range.ts';

/**
 * Judges a plugin bundle without running it (docs/plugins.md, "Upload rules"): the header on line 1,
 * the SDK range against the host's SDK version, an ES module with a default export, and imports of
 * the host's shared modules only (anything else would be fetched from who knows where, or would be a
 * second copy of React). Code-split chunks (`chunks`, by file name) obey the same import rule, and the
 * entry and the chunks may import each other by `./<name>` (a chunk reaches the entry as `./index.js`):
 * nothing outside the upload. Throws HttpError 400 naming the first problem group; returns the header.
 */
export async function checkPluginBundle(
  code: string,
  hostSdkVersion: string,
  chunks: Readonly<Record<string, string>> = {},
): Promise<PluginHeader> {
  if (code.trim() === '') throw new HttpError(400, 'The plugin bundle is empty');
  const { header, problems } = parsePluginHeader(code);
  if (!header) throw new HttpError(400, `The plugin header is invalid: ${problems.join('; ')}`);
  if (!semver.validRange(header.sdk)) {
    throw new HttpError(400, `The plugin header is invalid: sdk "${header.sdk}" is not a semver range`);
  }
  // Names the plugin, both versions and the range to rebuild against: a plugin built for SDK 1 meets this after 2.0.0.
  const refused = sdkRangeRefusal(header.id, header.sdk, hostSdkVersion);
  if (refused) throw new HttpError(400, refused);
  await checkModule(code, 'The plugin bundle', new Set(Object.keys(chunks)), false);
  const names = Object.keys(chunks);
  if (names.length > PLUGIN_CHUNKS_MAX)
    throw new HttpError(400, `A plugin may have at most ${PLUGIN_CHUNKS_MAX} chunks`);
  for (const name of names) {
    if (!PLUGIN_CHUNK_NAME.test(name) || name === 'index.js') {
      throw new HttpError(400, `The chunk name ${JSON.stringify(name)} is not a file name such as "my-plugin-a1b2.js"`);
    }
    if (typeof chunks[name] !== 'string') throw new HttpError(400, `The chunk ${name} must be the text of a module`);
    await checkModule(chunks[name], `The chunk ${name}`, new Set(names), true);
  }
  return header;
}

/** One module of the upload: an ES module importing only shared modules and the upload's own files. */
async function checkModule(code: string, what: string, siblings: ReadonlySet<string>, isChunk: boolean): Promise<void> {
  await lexerReady;
  let imports: readonly { n?: string; d: number; s: number; e: number }[];
  let exports: readonly { n: string }[];
  try {
    [imports, exports] = parseModule(code);
  } catch (error) {
    throw new HttpError(400, `${what} is not an ES module: ${(error as Error).message}`);
  }
  if (!isChunk && !exports.some((e) => e.n === 'default')) {
    throw new HttpError(400, 'The plugin bundle is not an ES module with a default export (its extension manifest)');
  }
  const foreign = new Set<string>();
  const missing = new Set<string>();
  for (const found of imports) {
    if (found.d === -2) continue; // import.meta
    const entry = { n: found.n ?? staticTemplate(code.slice(found.s, found.e)) };
    if (entry.n === undefined) {
      foreign.add('a dynamic import of a computed address');
    } else if (entry.n.startsWith('./')) {
      const name = entry.n.slice(2);
      if (!(siblings.has(name) || (isChunk && name === 'index.js'))) missing.add(entry.n);
    } else if (!isSharedModule(entry.n)) {
      foreign.add(JSON.stringify(entry.n));
    }
  }
  if (foreign.size > 0) {
    throw new HttpError(
      400,
      `${what} imports ${[...foreign].join(', ')}; a plugin may import only ${SHARED_MODULES.join(', ')} and its own chunks`,
    );
  }
  if (missing.size > 0) {
    throw new HttpError(
      400,
      `${what} imports ${[...missing].join(', ')}, which is not part of the upload; upload every file of dist/ (npm run upload)`,
    );
  }
}

/**
 * A template literal with nothing computed in it (`\`./page-a1b2.js\``) is as fixed as a quoted string;
 * the lexer names only quoted ones. Minifiers write dynamic imports either way.
 */
function staticTemplate(specifier: string): string | undefined {
  return /^`[^`$\\]*`$/.test(specifier) ? specifier.slice(1, -1) : undefined;
}
