/** The server kernel, for the server composition root (host/server) and the SDK. */
export * from './store/index.ts';
export { coreMigrations } from './migrations.ts';
export {
  defineServerExtension,
  type ExtensionProcedure,
  type ExtensionProcedures,
  type HttpMethod,
  type RouteHandler,
  type RouteOptions,
  type RouteRequest,
  type SeedContext,
  type ServerExtension,
  type ServerExtensionContext,
} from './extensions/extension.ts';
export type { ExtensionOutcome } from './extensions/host.ts';
export type { AccessPolicy } from '../common/access-policy.ts';
export type { AppDeclaration } from '../common/apps.ts';
export { AccessPolicies } from './data/access-policies.ts';
export { serviceToken, type ServiceKey, type ServiceToken, type ExtensionServices } from './extensions/services.ts';
export type { ExtensionLogger } from './extensions/logger.ts';
export type { ExtensionData, UnitOfWork } from './extensions/extension-data.ts';
export type { StoreIndex, InstanceKind, TextMatch, TextMatchOptions } from './extensions/store-index.ts';
export type { QueryHistory, QueryHistoryQuery, QueryHistoryItem, QueryHistoryPage } from './data/query-history.ts';
export type { ProcedureConsoleLine, ConsoleLevel } from './data/procedure-console.ts';
export {
  USER_ADMIN_MESSAGES,
  type UserAdministration,
  type NewUserInput,
  type UserChanges,
  type UserListPage,
  type UserListQuery,
  type UserRecord,
} from './auth/user-admin.ts';
export type { InstalledPlugins, InstalledDocumentComponent } from './extensions/installed-plugins.ts';
export { unrestrictedReader, type DataReader } from './extensions/unrestricted-reader.ts';
export {
  dataAs,
  objectBody,
  readRows,
  readRowById,
  updateOp,
  writeAsUser,
  type UserData,
} from './extensions/rows-as-user.ts';
export {
  TERM_RESOLUTION,
  type TermResolution,
  type BatchResolve,
  SEMANTIC_SEARCH,
  type SemanticSearch,
  type SearchTable,
  RULES_EXPORT,
  type RulesExport,
  type SwrlRuleDescription,
  type SwrlAtomDescription,
  type SwrlArgument,
  EXECUTABLE_BPMN,
  notExecutable,
  type ExecutableBpmn,
  type ExecutableProblem,
  type ExecutableDiagram,
  DOCUMENT_IMPORT,
  type DocumentImport,
  type DocumentImportInput,
  type DocumentImportOutline,
  ONTOLOGY_DIFF,
  type OntologyDiff,
  type OntologyComparison,
  type TermComparison,
} from './extensions/well-known-services.ts';
export type { Channel, ChannelOptions } from './extensions/channels.ts';
export type {
  CommittedEvents,
  CommittedChanges,
  CommittedHandler,
  InstanceChange,
} from './extensions/committed-events.ts';
export { HttpError } from './http/http-error.ts';
export { fileReply, type FileBody, type FileReply } from './http/file-reply.ts';
export { DOCX_TYPE, docxFileName, listLevels, type DocxListLevel } from './docx/docx-file.ts';
export { embeddedImage, MAX_IMAGE_WIDTH, type EmbeddedImage } from './docx/embedded-image.ts';
export type { ErrorReply } from './http/errors.ts';
export { createServer, type OntobenchServer, type ServerOptions } from './server.ts';
export * from './auth/index.ts';
export * from './status/index.ts';
export { DataService } from './data/data-service.ts';
export type { EnqueueOptions, JobContext, JobDefinition, JobEnd, JobHandler, JobsService } from './jobs/jobs.ts';
export type { ScheduledRun, ScheduleOptions } from './jobs/schedules.ts';
export { ProcedureRegistry, type Procedure, type ProcedureContext } from './data/procedures.ts';
export { installSchema } from './ontology/install-schema.ts';
export { OntologyModel, OntologyModelCache } from './ontology/model.ts';
export { insertValueRows, type ValueRow } from './ontology/value-rows.ts';
