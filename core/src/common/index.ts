// Contracts shared by browser and server.
export { Disposable } from './disposable.ts';
export {
  DEFAULT_BRANDING,
  ENVIRONMENT_PATH,
  type Branding,
  type OidcSettings,
  type RuntimeEnvironment,
} from './environment.ts';
export { SHELL_CONSTANTS, PHYSICS_DEFAULTS, FORMATS } from './constants.ts';
export { STORAGE_KEYS, collapsedElementsKey } from './storage-keys.ts';
export { EXTENSION_ID_PATTERN, isSemver, manifestProblems, type ManifestHeader } from './manifest.ts';
export { RECENT_LINK_TYPE_IDS, type RecentLink, type RecentLinkTypeId } from './recent-link-types.ts';
export * from './debug-id.ts';
export * from './ping.ts';
export * from './data-api.ts';
export { UUID_PATTERN } from './uuid.ts';
export { filterLiteral } from './filter-literal.ts';
export { CLASS, PROP, EDU_ROLE, COLUMN_PROPS, SYSTEM_SCHEMA, type EduRoleCode } from './ontology/system-ontology.ts';
export * from './ontology/schema-types.ts';
export * from './status.ts';
export * from './auth.ts';
export * from './plugins.ts';
export * from './jobs.ts';
export * from './channels.ts';
export * from './validation/field-validator.ts';
