/**
 * Checks shared by the browser extension host and the server's plugin registry, so a manifest
 * is judged the same way wherever it arrives.
 */
export const EXTENSION_ID_PATTERN = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*$/;

/**
 * The regular expression of the Semantic Versioning 2.0.0 specification (semver.org, "Is there a
 * suggested regular expression"): every pre-release and build identifier is non-empty (`1.0.0-..` is
 * not a version) and numeric pre-release identifiers have no leading zero.
 */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/** The `semver` package's limits, so the server (which compares versions with it) reads every version we accept. */
const SEMVER_MAX_LENGTH = 256;

/** A strict semantic version, as `semver.valid` reads it without loose parsing, and nothing around it. */
export function isSemver(version: string): boolean {
  if (version.length > SEMVER_MAX_LENGTH) return false;
  const match = SEMVER.exec(version);
  if (!match) return false;
  return [match[1], match[2], match[3]].every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
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
