/**
 * Checks shared by the browser extension host and the server's plugin registry, so a manifest
 * is judged the same way wherever it arrives.
 */
export const EXTENSION_ID_PATTERN = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*$/;

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function isSemver(version: string): boolean {
  return SEMVER.test(version);
}

export interface ManifestHeader {
  id: string;
  version: string;
  requires?: readonly string[];
}

/** Returns every problem of a manifest header; an empty list means it is well formed. */
export function manifestProblems(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return ['manifest must be an object'];
  const m = manifest as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof m.id !== 'string' || !EXTENSION_ID_PATTERN.test(m.id)) {
    problems.push(`id must match ${EXTENSION_ID_PATTERN} (got ${JSON.stringify(m.id)})`);
  }
  if (typeof m.version !== 'string' || !isSemver(m.version)) {
    problems.push(`version must be a semantic version (got ${JSON.stringify(m.version)})`);
  }
  if (m.requires !== undefined && !(Array.isArray(m.requires) && m.requires.every((r) => typeof r === 'string'))) {
    problems.push('requires must be a list of extension ids');
  }
  if (m.contributes !== undefined && (typeof m.contributes !== 'object' || m.contributes === null)) {
    problems.push('contributes must be an object');
  }
  return problems;
}
