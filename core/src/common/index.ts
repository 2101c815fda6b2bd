// Contracts shared by browser and server.
export { Disposable } from './disposable.ts';
export { DEFAULT_BRANDING, ENVIRONMENT_PATH, type Branding, type RuntimeEnvironment } from './environment.ts';
export { SHELL_CONSTANTS, PHYSICS_DEFAULTS, FORMATS } from './constants.ts';
export { STORAGE_KEYS, collapsedElementsKey } from './storage-keys.ts';
export { EXTENSION_ID_PATTERN, isSemver, manifestProblems, type ManifestHeader } from './manifest.ts';
export { RECENT_LINK_TYPE_IDS, type RecentLink, type RecentLinkTypeId } from './recent-link-types.ts';
