import semver from 'semver';

/**
 * Why a plugin built for SDK range `range` cannot run on a host offering `hostSdkVersion`, or null when
 * it can. One text for the upload (a 400) and for a plugin installed before the host's SDK moved to a new
 * major (the browser shows it failed with this reason instead of importing it): it names the plugin,
 * both versions and the range to rebuild against.
 */
export function sdkRangeRefusal(id: string, range: string, hostSdkVersion: string): string | null {
  if (!semver.validRange(range)) return `The plugin "${id}" names no SDK range it works with (sdk "${range}")`;
  if (semver.satisfies(hostSdkVersion, range, { includePrerelease: true })) return null;
  return (
    `The plugin "${id}" needs @ontobench/sdk ${range}, but this host offers ${hostSdkVersion}: ` +
    `rebuild it against @ontobench/sdk ^${semver.major(hostSdkVersion)}.0.0 (the SDK's CHANGELOG lists what changed)`
  );
}
