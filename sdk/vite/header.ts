/**
 * The first line of a plugin bundle: `/*! @ontobench/plugin {JSON} *\/`. The host reads it without
 * running the bundle. The preset builds it from the plugin's package.json — `version`, the
 * `ontobench` field and the peer dependency on `@ontobench/sdk` — and checks it with the host's own
 * rules (`checkPluginHeader` of core), so a bundle that builds is a bundle the host accepts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { checkPluginHeader, type PluginHeader } from '@ontobench/core/common';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The version of this SDK, from its package.json (the one a plugin is built against). */
export const BUILT_SDK_VERSION: string = (
  JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const EXAMPLE = '"ontobench": { "id": "my-plugin", "name": "My plugin", "type": "global", "routePath": "/my-plugin" }';

/**
 * Builds the header from a plugin's package.json. Throws one error listing every problem, so an
 * integrator fixes them in one go.
 */
export function headerFromPackageJson(pkg: unknown, sdkVersion = BUILT_SDK_VERSION): PluginHeader {
  const fail = (problems: string[]) =>
    new Error(`@ontobench/sdk/vite: the plugin's package.json is not usable:\n  - ${problems.join('\n  - ')}`);
  if (!isRecord(pkg)) throw fail(['package.json must be a JSON object']);
  const field = pkg.ontobench;
  if (!isRecord(field)) throw fail([`there is no "ontobench" field; add ${EXAMPLE}`]);
  const peers = isRecord(pkg.peerDependencies) ? pkg.peerDependencies : {};
  const candidate = {
    id: field.id,
    version: pkg.version,
    name: field.name,
    sdk: peers['@ontobench/sdk'],
    type: field.type,
    routePath: field.routePath,
    routeMetaInfo: field.routeMetaInfo,
  };
  const checked = checkPluginHeader(candidate);
  // The host's messages name header fields; say where each one comes from in package.json.
  const problems = checked.problems.map((p) =>
    p.startsWith('version')
      ? `package.json ${p}`
      : p.startsWith('sdk')
        ? `peerDependencies["@ontobench/sdk"]: ${p}`
        : `ontobench.${p}`,
  );
  const range = typeof candidate.sdk === 'string' ? semver.validRange(candidate.sdk) : null;
  if (typeof candidate.sdk === 'string' && range === null) {
    problems.push(`peerDependencies["@ontobench/sdk"] is not a semver range (got ${JSON.stringify(candidate.sdk)})`);
  } else if (range !== null && !semver.satisfies(sdkVersion, range)) {
    problems.push(
      `peerDependencies["@ontobench/sdk"] asks for ${candidate.sdk}, but the SDK it is built with is ${sdkVersion}`,
    );
  }
  if (problems.length > 0 || !checked.header) throw fail(problems);
  return checked.header;
}
