/**
 * The build's check that the manifest a plugin exports is the plugin package.json describes. The
 * bundle's header comes from package.json; the manifest (`export default defineExtension({ id,
 * version })`) from the code. If they differ, the host installs the plugin under one id and the
 * browser finds another, so the build refuses it, naming both.
 */
import { runnerImport } from 'vite';
import type { PluginDocumentComponent, PluginHeader } from '@ontobench/core/common';

/** The outcome of {@link checkManifest}: the problems (empty when it agrees), or why it could not be read. */
export interface ManifestCheck {
  /** Each difference between the manifest and package.json, in words that name both values. */
  problems: string[];
  /** Set when the entry could not be run in Node (then only the browser checks it, at load). */
  skipped?: string;
  /** The manifest's `contributes.documentComponents` as the header carries them: `{ id, allowedIn }`. */
  documentComponents?: PluginDocumentComponent[];
}

/**
 * The structured-document kinds a manifest contributes, as the header declares them (ids and places only;
 * renderer and editor are code, loaded by the browser). Undefined when it contributes none.
 */
export function manifestDocumentComponents(manifest: unknown): PluginDocumentComponent[] | undefined {
  const contributes = (manifest as { contributes?: { documentComponents?: unknown } } | null)?.contributes;
  const list = contributes?.documentComponents;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list.map((item: { id?: unknown; allowedIn?: unknown }) => ({
    id: item?.id as string,
    allowedIn: Array.isArray(item?.allowedIn) ? [...(item.allowedIn as string[])] : (item?.allowedIn as string[]),
  }));
}

/** Compares a manifest-like value with the header built from package.json. */
export function manifestProblems(manifest: unknown, header: Pick<PluginHeader, 'id' | 'version'>): string[] {
  if (typeof manifest !== 'object' || manifest === null) {
    return ['the entry has no default export: export default defineExtension({ … })'];
  }
  const { id, version } = manifest as { id?: unknown; version?: unknown };
  const problems: string[] = [];
  if (id !== header.id) {
    problems.push(
      `the manifest's id ${JSON.stringify(id)} differs from package.json "ontobench.id" ${JSON.stringify(header.id)}`,
    );
  }
  if (version !== header.version) {
    problems.push(
      `the manifest's version ${JSON.stringify(version)} differs from package.json "version" ${JSON.stringify(header.version)}`,
    );
  }
  return problems;
}

/**
 * Runs the plugin's entry in Node through Vite's module runner (TypeScript, JSX and JSON work; nothing
 * but the manifest's own module code runs — pages are lazy) and compares its default export with
 * package.json. An entry that cannot run in Node (a library touching `window` at import) is not a
 * build failure: the check is skipped with the reason, and the host's loader still refuses a mismatch.
 */
export async function checkManifest(
  root: string,
  entry: string,
  header: Pick<PluginHeader, 'id' | 'version'>,
): Promise<ManifestCheck> {
  let manifest: unknown;
  try {
    const { module } = await runnerImport<{ default?: unknown }>(entry, {
      root,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
    });
    manifest = module.default;
  } catch (error) {
    return { problems: [], skipped: (error as Error).message };
  }
  const documentComponents = manifestDocumentComponents(manifest);
  return { problems: manifestProblems(manifest, header), ...(documentComponents ? { documentComponents } : {}) };
}
