import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import semver from 'semver';
import { isSharedModule, parsePluginHeader, SHARED_MODULES, type PluginHeader } from '../../common/plugins.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * Judges a plugin bundle without running it (docs/plugins.md, "Upload rules"): the header on line 1,
 * the SDK range against the host's SDK version, an ES module with a default export, and imports of
 * the host's shared modules only (anything else would be fetched from who knows where, or would be a
 * second copy of React). Throws HttpError 400 naming the first problem group; returns the header.
 */
export async function checkPluginBundle(code: string, hostSdkVersion: string): Promise<PluginHeader> {
  if (code.trim() === '') throw new HttpError(400, 'The plugin bundle is empty');
  const { header, problems } = parsePluginHeader(code);
  if (!header) throw new HttpError(400, `The plugin header is invalid: ${problems.join('; ')}`);
  if (!semver.validRange(header.sdk)) {
    throw new HttpError(400, `The plugin header is invalid: sdk "${header.sdk}" is not a semver range`);
  }
  if (!semver.satisfies(hostSdkVersion, header.sdk, { includePrerelease: true })) {
    throw new HttpError(
      400,
      `The plugin needs @ontobench/sdk ${header.sdk}, but this host offers ${hostSdkVersion}; rebuild it against a compatible SDK`,
    );
  }
  await lexerReady;
  let imports: readonly { n?: string; d: number }[];
  let exports: readonly { n: string }[];
  try {
    [imports, exports] = parseModule(code);
  } catch (error) {
    throw new HttpError(400, `The plugin bundle is not an ES module: ${(error as Error).message}`);
  }
  if (!exports.some((e) => e.n === 'default')) {
    throw new HttpError(400, 'The plugin bundle is not an ES module with a default export (its extension manifest)');
  }
  const foreign = new Set<string>();
  for (const entry of imports) {
    if (entry.d === -2) continue; // import.meta
    if (entry.n === undefined) {
      foreign.add('a dynamic import of a computed address');
    } else if (!isSharedModule(entry.n)) {
      foreign.add(JSON.stringify(entry.n));
    }
  }
  if (foreign.size > 0) {
    throw new HttpError(
      400,
      `The plugin bundle imports ${[...foreign].join(', ')}; a plugin may import only ${SHARED_MODULES.join(', ')}`,
    );
  }
  return header;
}
