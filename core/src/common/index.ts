// Contracts shared by browser and server.
export { Disposable } from './disposable.ts';
export {
  DEFAULT_BRANDING,
  ENVIRONMENT_PATH,
  type Branding,
  type OidcSettings,
  type RuntimeEnvironment,
} from './environment.ts';
export { SHELL_CONSTANTS, FORMATS } from './constants.ts';
export { STORAGE_KEYS, collapsedElementsKey } from './storage-keys.ts';
export { PHYSICS_DEFAULTS, type PhysicsSettings } from './physics.ts';
export { EXTENSION_ID_PATTERN, isSemver, manifestProblems, type ManifestHeader } from './manifest.ts';
export { RECENT_LINK_TYPE_ID_PATTERN, recentLinkTypeProblems, type RecentLink } from './recent-link.ts';
export { ROLES_PATH, type RoleSummary, type RolesReply } from './roles.ts';
export * from './debug-id.ts';
export * from './ping.ts';
export * from './data-api.ts';
export * from './instance-rows.ts';
export * from './references/index.ts';
export { CONTENT_PIECE_LENGTH, joinContent, splitContent } from './text-pieces.ts';
export { UUID_PATTERN } from './uuid.ts';
export { filterLiteral, inChunks, inIds, IDS_PER_FILTER } from './filter-literal.ts';
export { CLASS, PROP, COLUMN_PROPS, SYSTEM_SCHEMA } from './ontology/system-ontology.ts';
export { ONTOLOGY_MODEL } from './ontology/model-ids.ts';
export { neutraliseFormula } from './spreadsheet-cell.ts';
export { EVERY_APP, APP_ID_PATTERN, appProblems, appAllowsRoute, type AppDeclaration } from './apps.ts';
export {
  ROLE_CODE_PATTERN,
  accessPolicyProblems,
  type AccessPolicy,
  type CodeRole,
  type RoleSharing,
  type PartOf,
} from './access-policy.ts';
export { TAG_COMMANDS, type CreatedTag } from './tag-commands.ts';
export * from './ontology/schema-types.ts';
export * from './status.ts';
export * from './auth.ts';
export * from './plugins.ts';
export * from './jobs.ts';
export * from './channels.ts';
export * from './validation/field-validator.ts';
export * from './validation/refusals.ts';
export * from './validation/base-type.ts';
export { assignmentState, type AssignmentRecord, type AssignmentState } from './assignment.ts';
